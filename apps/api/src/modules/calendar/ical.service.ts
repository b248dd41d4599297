import { randomBytes } from 'node:crypto';
import type { IcalAddressAnswer } from '@portal/shared/calendar';
import ical, { ICalEventClass } from 'ical-generator';
import type { Db } from '../../db/client';
import { mustFind, notFound } from '../../lib/app-error';
import { eventsBetween } from './event.repository';
import { storeToken, tokenOf, viewerOfToken } from './ical.repository';

/** How far back the feed goes: a school year and a bit, so a subscribed calendar keeps the last one. */
const FEED_DAYS_BACK = 400;

/** `<token>.ics`: 32 random bytes in base64url. */
const FEED_FILE = /^([A-Za-z0-9_-]{43})\.ics$/;
const newToken = () => randomBytes(32).toString('base64url');
const pathOf = (token: string) => `/api/cld_calendario_ical/${token}.ics`;

/** The caller's private address, made the first time it is asked for. */
export async function icalAddress(db: Db, userId: number): Promise<IcalAddressAnswer> {
  const token = await tokenOf(db, userId);
  if (token) return { caminho: pathOf(token) };
  return renewIcalAddress(db, userId);
}

/** A new secret: the old address answers 404 from now on. */
export async function renewIcalAddress(db: Db, userId: number): Promise<IcalAddressAnswer> {
  const token = newToken();
  await storeToken(db, userId, token);
  return { caminho: pathOf(token) };
}

/** The feed of `<token>.ics`: exactly the events its owner may see ('all' and their own), all-day. */
export async function icalFeed(db: Db, file: string, now = new Date()): Promise<string> {
  const token = FEED_FILE.exec(file)?.[1];
  if (!token) throw notFound();
  const viewer = await mustFind(viewerOfToken(db, token));
  const from = new Date(now.getTime() - FEED_DAYS_BACK * 86_400_000).toISOString().slice(0, 10);
  const events = await eventsBetween(db, viewer, 'all', from, null);
  const calendar = ical({ name: 'Portal Escolar', prodId: { company: 'Portal Escolar', product: 'Calendario', language: 'PT' } });
  for (const event of events) {
    calendar.createEvent({
      id: `evento-${event.codCldCalendario}@portal-escolar`,
      // Noon UTC: the same calendar day in every time zone of Brazil, whatever the library reads.
      start: new Date(`${event.datEvento}T12:00:00Z`),
      allDay: true,
      summary: event.dscTitulo,
      description: `${event.nomUsuario} - ${event.cstLogin}${event.nomTurma ? ` (${event.nomTurma})` : ''}`,
      class: event.indPrivado === 'S' ? ICalEventClass.PRIVATE : ICalEventClass.PUBLIC,
    });
  }
  return calendar.toString();
}
