import { type CalendarFilter, DAY_TITLES_MAX, type EventBody, type EventColourHex, type EventDayTitle } from '@portal/shared/calendar';
import { type SQL, and, asc, between, count, eq, gte, lte, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { bseAtividade, bseAtividadeTurma, bseTurma, bseUsuario, bseUsuarioTurma, cldCalendario } from '../../db/schema';
import { type PageWindow, totalColumn } from '../../lib/pagination';
import type { Viewer } from '../../lib/viewer';
import { dueDateVisibleTo, eventVisibleTo, eventsOfFilter, ownEvent } from './calendar.policy';

/*
 * Every query reads `cldCalendario` joined to its creator (`bseUsuario`), the join the visibility
 * rules of calendar.policy.ts read; the rows the screens show add the class's name.
 */

/** An event as the screens show it, `proprio` when the viewer created it. */
const eventColumns = (v: Viewer) => ({
  codCldCalendario: cldCalendario.codCldCalendario,
  dscTitulo: cldCalendario.dscTitulo,
  hexCorEvento: cldCalendario.hexCorEvento,
  datEvento: cldCalendario.datEvento,
  indPrivado: cldCalendario.indPrivado,
  codBseTurma: cldCalendario.codBseTurma,
  nomTurma: bseTurma.nomTurma,
  perfis: cldCalendario.perfis,
  codUsuarioCriacao: cldCalendario.codUsuarioCriacao,
  nomUsuario: bseUsuario.nomUsuario,
  cstLogin: bseUsuario.cstLogin,
  loginOwner: bseUsuario.cstLogin,
  proprio: sql<boolean>`(${ownEvent(v)})`,
});

const ORDER = [asc(cldCalendario.datEvento), asc(cldCalendario.dscTitulo), asc(cldCalendario.codCldCalendario)];

const withCreator = eq(bseUsuario.codBseUsuario, cldCalendario.codUsuarioCriacao);
const withClass = eq(bseTurma.codBseTurma, cldCalendario.codBseTurma);

/** The filter's events between two days (the days are the shared schema's `YYYY-MM-DD`); every day when `null`. */
const inDays = (v: Viewer, filter: CalendarFilter, from: string | null, to: string | null): SQL =>
  and(from !== null && to !== null ? between(cldCalendario.datEvento, from, to) : undefined, eventsOfFilter(v, filter))!;

/**
 * `filtrar`: the filter's events between two days, a page of them with the total; the documents'
 * `GET /api/cld_calendario` without days (`null`): the filter's events of every day.
 */
export function eventPage(db: Tx, v: Viewer, filter: CalendarFilter, from: string | null, to: string | null, window: PageWindow) {
  return db
    .select({ ...eventColumns(v), total: totalColumn })
    .from(cldCalendario)
    .innerJoin(bseUsuario, withCreator)
    .leftJoin(bseTurma, withClass)
    .where(inDays(v, filter, from, to))
    .orderBy(...ORDER)
    .limit(window.limit)
    .offset(window.offset);
}

/** `getEventosCalendarioDoDia`, and the iCal feed (every event from `from` on, whatever its day). */
export function eventsBetween(db: Tx, v: Viewer, filter: CalendarFilter, from: string, to: string | null) {
  return db
    .select(eventColumns(v))
    .from(cldCalendario)
    .innerJoin(bseUsuario, withCreator)
    .leftJoin(bseTurma, withClass)
    .where(and(gte(cldCalendario.datEvento, from), to === null ? undefined : lte(cldCalendario.datEvento, to), eventsOfFilter(v, filter)))
    .orderBy(...ORDER);
}

/** How many events of the filter between two days (a page asked past the last one). */
export async function countEvents(db: Tx, v: Viewer, filter: CalendarFilter, from: string | null, to: string | null): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(cldCalendario)
    .innerJoin(bseUsuario, withCreator)
    .where(inDays(v, filter, from, to));
  return row?.n ?? 0;
}

/**
 * The month's marks: each day with events, its colours (at most 3, distinct), how many, and its first
 * events by title (at most DAY_TITLES_MAX, the month grid's titles): one statement, the day's events
 * numbered by title first.
 */
export function dayMarks(db: Tx, v: Viewer, filter: CalendarFilter, from: string, to: string) {
  const ranked = db
    .select({
      datEvento: cldCalendario.datEvento,
      codCldCalendario: cldCalendario.codCldCalendario,
      dscTitulo: cldCalendario.dscTitulo,
      cor: cldCalendario.hexCorEvento,
      n: sql<number>`row_number() over (partition by ${cldCalendario.datEvento} order by ${cldCalendario.dscTitulo}, ${cldCalendario.codCldCalendario})`.as(
        'n',
      ),
    })
    .from(cldCalendario)
    .innerJoin(bseUsuario, withCreator)
    .where(inDays(v, filter, from, to))
    .as('d');
  const title = sql`json_build_object('codCldCalendario', ${ranked.codCldCalendario}, 'dscTitulo', ${ranked.dscTitulo}, 'hexCorEvento', ${ranked.cor})`;
  return db
    .select({
      datEvento: ranked.datEvento,
      cores: sql<EventColourHex[]>`(array_agg(distinct ${ranked.cor}))[1:3]`,
      total: sql<number>`cast(count(*) as integer)`,
      eventos: sql<
        EventDayTitle[]
      >`coalesce(json_agg(${title} order by ${ranked.n}) filter (where ${ranked.n} <= ${sql.raw(String(DAY_TITLES_MAX))}), '[]')`,
    })
    .from(ranked)
    .groupBy(ranked.datEvento)
    .orderBy(asc(ranked.datEvento));
}

/**
 * The due days between two days of the class activities the viewer sees (`dueDateVisibleTo`), with the
 * activity's and the class's names, by day and name: one statement for the month.
 */
export function dueDatesBetween(db: Tx, v: Viewer, from: string, to: string) {
  return db
    .select({
      codBseAtividadeTurma: bseAtividadeTurma.codBseAtividadeTurma,
      codBseAtividade: bseAtividadeTurma.codBseAtividade,
      codBseTurma: bseAtividadeTurma.codBseTurma,
      nomAtividade: bseAtividade.nomAtividade,
      nomTurma: bseTurma.nomTurma,
      // Never null here: the range leaves the undated out.
      datEntrega: sql<string>`${bseAtividadeTurma.datEntrega}`.mapWith(bseAtividadeTurma.datEntrega),
    })
    .from(bseAtividadeTurma)
    .innerJoin(bseAtividade, eq(bseAtividade.codBseAtividade, bseAtividadeTurma.codBseAtividade))
    .innerJoin(bseTurma, eq(bseTurma.codBseTurma, bseAtividadeTurma.codBseTurma))
    .where(and(between(bseAtividadeTurma.datEntrega, from, to), dueDateVisibleTo(v)))
    .orderBy(asc(bseAtividadeTurma.datEntrega), asc(bseAtividade.nomAtividade), asc(bseAtividadeTurma.codBseAtividadeTurma));
}

/** One event the viewer may see (undefined otherwise: existence does not leak); `lock` for a change. */
export async function findEvent(db: Tx, v: Viewer, id: number, lock = false) {
  const query = db
    .select(eventColumns(v))
    .from(cldCalendario)
    .innerJoin(bseUsuario, withCreator)
    .leftJoin(bseTurma, withClass)
    .where(and(eq(cldCalendario.codCldCalendario, id), eventVisibleTo(v)));
  const [row] = lock ? await query.for('update', { of: cldCalendario }) : await query;
  return row;
}

type StoredEvent = Omit<EventBody, 'codBseTurma'> & { codBseTurma: number | null };

const storedColumns = (e: StoredEvent) => ({
  dscTitulo: e.dscTitulo,
  hexCorEvento: e.hexCorEvento,
  datEvento: e.datEvento,
  indPrivado: e.indPrivado,
  codBseTurma: e.codBseTurma,
  perfis: e.perfis,
});

export async function insertEvent(tx: Tx, creatorId: number, e: StoredEvent): Promise<number> {
  const [row] = await tx
    .insert(cldCalendario)
    .values({ ...storedColumns(e), codUsuarioCriacao: creatorId })
    .returning({ id: cldCalendario.codCldCalendario });
  return row!.id;
}

export async function updateEvent(tx: Tx, id: number, e: StoredEvent): Promise<void> {
  await tx.update(cldCalendario).set(storedColumns(e)).where(eq(cldCalendario.codCldCalendario, id));
}

export async function deleteEvent(tx: Tx, id: number): Promise<void> {
  await tx.delete(cldCalendario).where(eq(cldCalendario.codCldCalendario, id));
}

/** The student's current class: their events belong to it. */
export async function currentClassOf(db: Tx, userId: number): Promise<number | undefined> {
  const [row] = await db
    .select({ id: bseUsuarioTurma.codBseTurma })
    .from(bseUsuarioTurma)
    .where(and(eq(bseUsuarioTurma.codBseUsuario, userId), eq(bseUsuarioTurma.indAtual, 'S')));
  return row?.id;
}

/** Whether the user belongs to the class (a Professor's event names one of their own classes). */
export async function isMemberOf(db: Tx, userId: number, classId: number): Promise<boolean> {
  const rows = await db
    .select({ one: sql<number>`1` })
    .from(bseUsuarioTurma)
    .where(and(eq(bseUsuarioTurma.codBseUsuario, userId), eq(bseUsuarioTurma.codBseTurma, classId)))
    .limit(1);
  return rows.length > 0;
}
