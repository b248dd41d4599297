import {
  GUARDIAN_STUDENTS_MAX,
  type GuardianCreateBody,
  type GuardianCreatedAnswer,
  type GuardianDto,
  type GuardianLinkBody,
} from '@portal/shared/guardians';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { AppError, invalidField, notFound } from '../../lib/app-error';
import type { Viewer } from '../../lib/viewer';
import { insertGuardianUser } from '../users';
import * as repo from './guardian.repository';

type CreateBody = z.output<typeof GuardianCreateBody>;
type LinkBody = z.output<typeof GuardianLinkBody>;

/** POST /api/bse_responsavel: the guardian and their links in one transaction; every student inside the caller's scope (404 otherwise). */
export async function createGuardian(db: Db, viewer: Viewer, body: CreateBody): Promise<GuardianCreatedAnswer> {
  const ids = [...new Set(body.alunos)];
  return db.transaction(async (tx) => {
    const students = await repo.studentsInScope(tx, viewer, ids);
    if (students.length !== ids.length) throw notFound();
    const first = students.find((s) => s.codBseUsuario === body.alunos[0])!;
    const account = await insertGuardianUser(tx, {
      nomUsuario: body.nomUsuario,
      codBseEscola: first.codBseEscola,
      codBseUnidade: first.codBseUnidade,
      creatorId: viewer.userId,
    });
    await repo.insertLinks(tx, account.codBseUsuario, ids, viewer.userId);
    return account;
  });
}

/**
 * POST /api/bse_responsavel/vinculo: an existing guardian, named by their login (the family gives it), follows one more
 * student of the caller's scope (a sibling in another class or school): 404 for a student out of scope, 404 with its
 * message for a login of no guardian.
 */
export async function linkGuardian(db: Db, viewer: Viewer, body: LinkBody): Promise<void> {
  await db.transaction(async (tx) => {
    const [student] = await repo.studentsInScope(tx, viewer, [body.codAluno]);
    if (!student) throw notFound();
    const guardian = await repo.findGuardianByLogin(tx, body.cstLogin);
    if (!guardian) throw new AppError(404, 'NOT_FOUND', 'guardianNotFound', { cstLogin: 'guardianNotFound' });
    if ((await repo.linkCount(tx, guardian.codBseUsuario)) >= GUARDIAN_STUDENTS_MAX) throw invalidField('cstLogin', 'guardianStudentsMax');
    if ((await repo.insertLinks(tx, guardian.codBseUsuario, [body.codAluno], viewer.userId)) === 0) {
      throw new AppError(409, 'CONFLICT', 'guardianAlreadyLinked', { cstLogin: 'guardianAlreadyLinked' });
    }
  });
}

/** DELETE /api/bse_responsavel/{codResponsavel}/aluno/{codAluno}: the guardian stops seeing the student at once. */
export async function unlinkGuardian(db: Db, viewer: Viewer, guardianId: number, studentId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [student] = await repo.studentsInScope(tx, viewer, [studentId]);
    if (!student || !(await repo.deleteLink(tx, guardianId, studentId))) throw notFound();
  });
}

/** GET /api/bse_responsavel?codAluno=: a student of the caller's scope's guardians. */
export async function guardiansOf(db: Db, viewer: Viewer, studentId: number): Promise<GuardianDto[]> {
  const [student] = await repo.studentsInScope(db, viewer, [studentId]);
  if (!student) throw notFound();
  return repo.guardiansOfStudent(db, studentId);
}
