import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bseResponsavelAluno, bseResponsavelConsentimento, bseUsuario } from '../../db/schema';
import { nullableIsoTime } from '../../lib/iso-time';

/** When the guardian accepted this version of the term, or undefined. */
export async function acceptedAt(db: Db, guardianId: number, version: string): Promise<string | undefined> {
  const [row] = await db
    .select({ at: nullableIsoTime(bseResponsavelConsentimento.datAceite) })
    .from(bseResponsavelConsentimento)
    .where(and(eq(bseResponsavelConsentimento.codResponsavel, guardianId), eq(bseResponsavelConsentimento.txtVersao, version)))
    .limit(1);
  return row?.at ?? undefined;
}

/** Records the acceptance; accepting the same version again keeps the first time. */
export async function recordAcceptance(db: Db, guardianId: number, version: string): Promise<void> {
  await db.insert(bseResponsavelConsentimento).values({ codResponsavel: guardianId, txtVersao: version }).onConflictDoNothing();
}

/** The linked children's names, for the term that speaks of them. */
export async function linkedChildNames(db: Db, guardianId: number): Promise<string[]> {
  const rows = await db
    .select({ name: bseUsuario.nomUsuario })
    .from(bseResponsavelAluno)
    .innerJoin(bseUsuario, eq(bseUsuario.codBseUsuario, bseResponsavelAluno.codAluno))
    .where(eq(bseResponsavelAluno.codResponsavel, guardianId))
    .orderBy(asc(bseUsuario.nomUsuario));
  return rows.map((r) => r.name);
}
