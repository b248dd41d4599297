import { GUARDIAN_CONSENT_VERSION } from '@portal/shared/guardians';
import { PROFILE } from '@portal/shared/common/profiles';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { bseResponsavelAluno, bseResponsavelConsentimento, bseUsuario } from '../../db/schema';
import { nullableIsoTime } from '../../lib/iso-time';
import { type Scope, unitFilter } from '../../lib/scope';

/** The students among `ids` that the caller's scope reaches (their unit, school or the network), with their place. */
export async function studentsInScope(tx: Tx, scope: Scope, ids: number[]) {
  return tx
    .select({ codBseUsuario: bseUsuario.codBseUsuario, codBseEscola: bseUsuario.codBseEscola, codBseUnidade: bseUsuario.codBseUnidade })
    .from(bseUsuario)
    .where(
      and(
        inArray(bseUsuario.codBseUsuario, ids),
        eq(bseUsuario.codBsePerfil, PROFILE.ALUNO),
        unitFilter(scope, bseUsuario.codBseUnidade, bseUsuario.codBseEscola),
      ),
    )
    .orderBy(asc(bseUsuario.codBseUsuario))
    .for('share');
}

/** A guardian (a user of profile 8) by login, whatever their place: a link is judged by the student's. */
export async function findGuardianByLogin(tx: Tx, login: string) {
  const [row] = await tx
    .select({ codBseUsuario: bseUsuario.codBseUsuario })
    .from(bseUsuario)
    .where(and(eq(bseUsuario.cstLogin, login), eq(bseUsuario.codBsePerfil, PROFILE.RESPONSAVEL)))
    .limit(1);
  return row;
}

export async function linkCount(tx: Tx, guardianId: number): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::integer` })
    .from(bseResponsavelAluno)
    .where(eq(bseResponsavelAluno.codResponsavel, guardianId));
  return row?.n ?? 0;
}

/** Links the guardian to the students; an existing link is kept as it was. Answers how many links are new. */
export async function insertLinks(tx: Tx, guardianId: number, studentIds: number[], creatorId: number): Promise<number> {
  const rows = await tx
    .insert(bseResponsavelAluno)
    .values(studentIds.map((codAluno) => ({ codResponsavel: guardianId, codAluno, codUsuarioCriacao: creatorId })))
    .onConflictDoNothing()
    .returning({ codAluno: bseResponsavelAluno.codAluno });
  return rows.length;
}

export async function deleteLink(tx: Tx, guardianId: number, studentId: number): Promise<boolean> {
  const rows = await tx
    .delete(bseResponsavelAluno)
    .where(and(eq(bseResponsavelAluno.codResponsavel, guardianId), eq(bseResponsavelAluno.codAluno, studentId)))
    .returning({ codAluno: bseResponsavelAluno.codAluno });
  return rows.length > 0;
}

/** A student's guardians by name: their acceptance of the current term (or none) and how many students each follows. */
export async function guardiansOfStudent(db: Db, studentId: number) {
  const consent = bseResponsavelConsentimento;
  return db
    .select({
      codBseUsuario: bseUsuario.codBseUsuario,
      nomUsuario: bseUsuario.nomUsuario,
      cstLogin: bseUsuario.cstLogin,
      datConsentimento: nullableIsoTime(consent.datAceite),
      versaoConsentimento: consent.txtVersao,
      alunos: sql<number>`(select count(*)::integer from ${bseResponsavelAluno} l where l.cod_responsavel = ${bseUsuario.codBseUsuario})`,
    })
    .from(bseResponsavelAluno)
    .innerJoin(bseUsuario, eq(bseUsuario.codBseUsuario, bseResponsavelAluno.codResponsavel))
    .leftJoin(consent, and(eq(consent.codResponsavel, bseUsuario.codBseUsuario), eq(consent.txtVersao, GUARDIAN_CONSENT_VERSION)))
    .where(eq(bseResponsavelAluno.codAluno, studentId))
    .orderBy(asc(bseUsuario.nomUsuario), asc(bseUsuario.codBseUsuario));
}
