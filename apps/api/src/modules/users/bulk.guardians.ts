import { PROFILE } from '@portal/shared/common/profiles';
import { GUARDIAN_STUDENTS_MAX } from '@portal/shared/guardians';
import { type BulkCreated, LOGIN_PATTERN } from '@portal/shared/users';
import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { bseResponsavelAluno, bseUsuario } from '../../db/schema';
import { type Scope, unitFilter } from '../../lib/scope';
import { type Candidate, addError } from './bulk.rows';
import { GUARDIAN_SEQUENCE_MAX, guardianLogin, highestGuardianSequence } from './user.guardian';

/*
 * A file's guardian rows (issue 27, beyond the documents): profile 8, with the students they follow named by login in
 * `loginAluno`. Their logins are the guardians' `R` ones; on the commit they are linked to their students.
 */

const isGuardian = (row: Candidate) => row.codBsePerfil === PROFILE.RESPONSAVEL;

/** Students of these logins within the caller's scope (their unit, school or the network). */
async function studentsByLogin(db: Tx, scope: Scope, logins: string[]): Promise<Map<string, number>> {
  if (logins.length === 0) return new Map();
  const rows = await db
    .select({ login: bseUsuario.cstLogin, id: bseUsuario.codBseUsuario })
    .from(bseUsuario)
    .where(
      and(
        inArray(bseUsuario.cstLogin, logins),
        eq(bseUsuario.codBsePerfil, PROFILE.ALUNO),
        unitFilter(scope, bseUsuario.codBseUnidade, bseUsuario.codBseEscola),
      ),
    );
  return new Map(rows.map((r) => [r.login, r.id]));
}

/**
 * Every guardian row names 1 to 10 students, each registered within the caller's scope or created by a student row of
 * the same file with that login; otherwise the row is wrong ('incorretos') with the cell's message.
 */
export async function checkGuardianRows(db: Tx, scope: Scope, rows: Candidate[]): Promise<void> {
  const guardians = rows.filter(isGuardian);
  if (guardians.length === 0) return;
  const inFile = new Set(rows.filter((r) => r.codBsePerfil === PROFILE.ALUNO && r.login).map((r) => r.login!));
  const registered = await studentsByLogin(db, scope, [...new Set(guardians.flatMap((r) => r.alunos))]);
  for (const row of guardians) {
    if (row.alunos.length === 0) addError(row, 'loginAluno', 'bulkGuardianStudentRequired');
    else if (row.alunos.length > GUARDIAN_STUDENTS_MAX) addError(row, 'loginAluno', 'guardianStudentsMax');
    else if (row.alunos.some((login) => !LOGIN_PATTERN.test(login) || !(registered.has(login) || inFile.has(login))))
      addError(row, 'loginAluno', 'bulkGuardianStudentUnknown');
  }
}

/** The guardian rows without a login get the next guardian logins of their prefix (the file's own skipped). */
export async function assignGuardianLogins(db: Tx, rows: Candidate[]): Promise<void> {
  const byPrefix = new Map<string, Candidate[]>();
  for (const row of rows) {
    if (row.result.status !== 'valido' || !row.result.loginGerado || !isGuardian(row)) continue;
    byPrefix.set(row.prefix, [...(byPrefix.get(row.prefix) ?? []), row]);
  }
  for (const [prefix, group] of byPrefix) {
    const given = new Set(rows.filter((r) => !r.result.loginGerado && r.login).map((r) => r.login!));
    let n = await highestGuardianSequence(db, prefix);
    for (const row of group) {
      do n += 1;
      while (given.has(guardianLogin(prefix, n)));
      if (n > GUARDIAN_SEQUENCE_MAX) {
        addError(row, 'cstLogin', 'guardianLoginsFull');
        row.login = null;
        row.result.cstLogin = '';
      } else {
        row.login = guardianLogin(prefix, n);
        row.result.cstLogin = row.login;
      }
    }
  }
}

/** After the users of the file are inserted (same transaction): each created guardian follows the students they named. */
export async function linkCreatedGuardians(
  tx: Tx,
  scope: Scope,
  rows: Candidate[],
  created: BulkCreated[],
  creatorId: number,
): Promise<void> {
  const byLine = new Map(created.map((u) => [u.linha, u.codBseUsuario]));
  const guardians = rows.filter((r) => isGuardian(r) && byLine.has(r.result.linha));
  if (guardians.length === 0) return;
  const students = await studentsByLogin(tx, scope, [...new Set(guardians.flatMap((r) => r.alunos))]);
  const links = guardians.flatMap((row) =>
    row.alunos.flatMap((login) => {
      const student = students.get(login);
      return student ? [{ codResponsavel: byLine.get(row.result.linha)!, codAluno: student, codUsuarioCriacao: creatorId }] : [];
    }),
  );
  if (links.length > 0) await tx.insert(bseResponsavelAluno).values(links).onConflictDoNothing();
}
