import { randomBytes } from 'node:crypto';
import { GUARDIAN_CONSENT_VERSION } from '@portal/shared/guardians';
import { and, asc, eq, inArray, isNotNull, lt, or, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bseResponsavelConsentimento, bseResponsavelResumo, bseUsuario } from '../../db/schema';
import { nullableIsoTime } from '../../lib/iso-time';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** The guardian's acceptance of the current term, as a join's condition. */
const currentConsentOf = (guardian: AnyPgColumn) =>
  and(eq(bseResponsavelConsentimento.codResponsavel, guardian), eq(bseResponsavelConsentimento.txtVersao, GUARDIAN_CONSENT_VERSION));

const columns = {
  codResponsavel: bseResponsavelResumo.codResponsavel,
  cstToken: bseResponsavelResumo.cstToken,
  dscEmail: bseResponsavelResumo.dscEmail,
  indEnvio: bseResponsavelResumo.indEnvio,
  datUltimoEnvio: nullableIsoTime(bseResponsavelResumo.datUltimoEnvio),
};

/** The guardian's summary row, made on first use (the private address is drawn then). */
export async function summaryOf(db: Db, guardianId: number) {
  await db
    .insert(bseResponsavelResumo)
    .values({ codResponsavel: guardianId, cstToken: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select(columns).from(bseResponsavelResumo).where(eq(bseResponsavelResumo.codResponsavel, guardianId));
  return row!;
}

export async function updateSummary(db: Db, guardianId: number, values: { dscEmail?: string | null; indEnvio?: 'S' | 'N' }) {
  if (Object.keys(values).length > 0) {
    await db.update(bseResponsavelResumo).set(values).where(eq(bseResponsavelResumo.codResponsavel, guardianId));
  }
}

/** The guardian of a private address, with their name and whether they accepted the current term. */
export async function guardianOfToken(db: Db, token: string) {
  const [row] = await db
    .select({
      codResponsavel: bseResponsavelResumo.codResponsavel,
      nomUsuario: bseUsuario.nomUsuario,
      aceito: sql<boolean>`${bseResponsavelConsentimento.datAceite} is not null`,
    })
    .from(bseResponsavelResumo)
    .innerJoin(bseUsuario, eq(bseUsuario.codBseUsuario, bseResponsavelResumo.codResponsavel))
    .leftJoin(bseResponsavelConsentimento, currentConsentOf(bseResponsavelResumo.codResponsavel))
    .where(and(eq(bseResponsavelResumo.cstToken, token), eq(bseUsuario.indAtivo, 'S')))
    .limit(1);
  return row;
}

export async function stopByToken(db: Db, token: string): Promise<boolean> {
  const rows = await db
    .update(bseResponsavelResumo)
    .set({ indEnvio: 'N' })
    .where(eq(bseResponsavelResumo.cstToken, token))
    .returning({ id: bseResponsavelResumo.codResponsavel });
  return rows.length > 0;
}

/**
 * Claims up to `limit` guardians whose weekly e-mail is due (sent, with an address, the current term accepted, active,
 * last sent a week ago or never) by writing `now` as their last sending: two processes never claim the same one
 * (SKIP LOCKED), and a claimed one is not due again for a week.
 */
export async function claimDue(db: Db, now: Date, limit: number) {
  const weekAgo = new Date(now.getTime() - 7 * 24 * 3600_000);
  const r = bseResponsavelResumo;
  const due = db
    .select({ id: r.codResponsavel })
    .from(r)
    .innerJoin(bseUsuario, eq(bseUsuario.codBseUsuario, r.codResponsavel))
    .innerJoin(bseResponsavelConsentimento, currentConsentOf(r.codResponsavel))
    .where(
      and(
        eq(r.indEnvio, 'S'),
        isNotNull(r.dscEmail),
        eq(bseUsuario.indAtivo, 'S'),
        or(isNull(r.datUltimoEnvio), lt(r.datUltimoEnvio, weekAgo)),
      ),
    )
    .orderBy(asc(r.codResponsavel))
    .limit(limit)
    .for('update', { of: r, skipLocked: true });
  return db
    .update(r)
    .set({ datUltimoEnvio: now })
    .where(inArray(r.codResponsavel, due))
    .returning({
      codResponsavel: r.codResponsavel,
      cstToken: r.cstToken,
      dscEmail: r.dscEmail,
      nomUsuario: sql<string>`(select ${bseUsuario.nomUsuario} from ${bseUsuario} where ${bseUsuario.codBseUsuario} = ${r.codResponsavel})`,
    });
}

/** A sending that failed is due again at the next round. */
export async function releaseClaim(db: Db, guardianIds: number[]): Promise<void> {
  if (guardianIds.length > 0)
    await db.update(bseResponsavelResumo).set({ datUltimoEnvio: null }).where(inArray(bseResponsavelResumo.codResponsavel, guardianIds));
}
