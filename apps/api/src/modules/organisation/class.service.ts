import { ADMIN_USER_ID } from '@portal/shared/common/profiles';
import type { z } from 'zod';
import { PROFILE } from '@portal/shared/common/profiles';
import {
  type ClassDto,
  ClassListQuery,
  type ClassOptionDto,
  type ClassPage,
  type MemberPage,
  type UserClassLinkDto,
} from '@portal/shared/organisation';
import type { Db } from '../../db/client';
import { AppError, forbidden, invalidField, notFound } from '../../lib/app-error';
import { isForeignKeyViolation, isUniqueViolation } from '../../lib/db-errors';
import type { Scope } from '../../lib/scope';
import type { Viewer } from '../../lib/viewer';
import {
  classHasMembers,
  classNameTaken,
  classesOfUnit as classesOfUnitRows,
  deleteClass as deleteClassRow,
  findClassInScope,
  insertClass,
  listClasses as listClassRows,
  renameClass,
} from './class.repository';
import {
  type MemberQuery,
  classesOfUser as classesOfUserRows,
  deleteMembership,
  findMembership,
  membersOfClass,
  userInScope,
} from './member.repository';
import { findUnitInScope } from './unit.repository';

const classExists = () => new AppError(409, 'CONFLICT', 'classExists', { nomTurma: 'classExists' });
const inUse = () => new AppError(409, 'DEPENDENCIES', 'dependencies');

export function listClasses(db: Db, scope: Scope, query: z.output<typeof ClassListQuery>): Promise<ClassPage> {
  return listClassRows(db, scope, query);
}

export async function getClass(db: Db, scope: Scope, id: number): Promise<ClassDto> {
  const found = await findClassInScope(db, scope, id);
  if (!found) throw notFound();
  return found;
}

/** `turmasDaUnidade`: a unit the caller sees (a Professor: the classes of theirs in it). */
export async function classesOfUnit(db: Db, scope: Scope, unitId: number): Promise<ClassOptionDto[]> {
  if (scope.kind === 'classes' || scope.kind === 'self') {
    const rows = await classesOfUnitRows(db, scope, unitId);
    if (rows.length === 0 && scope.codBseUnidade !== unitId) throw notFound();
    return rows;
  }
  if (!(await findUnitInScope(db, scope, unitId))) throw notFound();
  return classesOfUnitRows(db, scope, unitId);
}

export async function usersOfClass(db: Db, scope: Scope, classId: number, query: MemberQuery): Promise<MemberPage> {
  if (!(await findClassInScope(db, scope, classId))) throw notFound();
  return membersOfClass(db, classId, query);
}

export async function createClass(db: Db, viewer: Viewer, body: { nomTurma: string; codBseUnidade: number }): Promise<ClassDto> {
  const scope = viewer;
  try {
    const id = await db.transaction(async (tx) => {
      // A unit outside the caller's scope (or none at all) is refused alike.
      if (!(await findUnitInScope(tx, scope, body.codBseUnidade))) throw forbidden();
      if (await classNameTaken(tx, body.codBseUnidade, body.nomTurma)) throw classExists();
      return insertClass(tx, { nomTurma: body.nomTurma, codBseUnidade: body.codBseUnidade, codUsuarioCriacao: viewer.userId });
    });
    return getClass(db, scope, id);
  } catch (error) {
    if (isUniqueViolation(error, 'bse_turma_unidade_nome_uq')) throw classExists();
    throw error;
  }
}

export async function updateClass(
  db: Db,
  viewer: Viewer,
  id: number,
  body: { nomTurma: string; codBseTurma?: number; codBseUnidade?: number },
): Promise<ClassDto> {
  const scope = viewer;
  if (body.codBseTurma !== undefined && body.codBseTurma !== id) throw invalidField('codBseTurma', 'invalidData');
  try {
    await db.transaction(async (tx) => {
      const current = await findClassInScope(tx, scope, id, true);
      if (!current) throw notFound();
      // §2 Classes: "Edit is hidden when the row's user code is 1" — the administrator's classes.
      if (current.codUsuarioCriacao === ADMIN_USER_ID && viewer.userId !== ADMIN_USER_ID) {
        throw new AppError(403, 'FORBIDDEN', 'classAdminProtected');
      }
      if (body.codBseUnidade !== undefined && body.codBseUnidade !== current.codBseUnidade) {
        throw invalidField('codBseUnidade', 'classUnitReadOnly');
      }
      if (await classNameTaken(tx, current.codBseUnidade, body.nomTurma, id)) throw classExists();
      await renameClass(tx, id, body.nomTurma);
    });
  } catch (error) {
    if (isUniqueViolation(error, 'bse_turma_unidade_nome_uq')) throw classExists();
    throw error;
  }
  return getClass(db, scope, id);
}

/** Refused while users belong to the class, or while other records (activities, paths...) name it. */
export async function deleteClass(db: Db, scope: Scope, id: number): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      if (!(await findClassInScope(tx, scope, id, true))) throw notFound();
      if (await classHasMembers(tx, id)) throw inUse();
      await deleteClassRow(tx, id);
    });
  } catch (error) {
    if (isForeignKeyViolation(error)) throw inUse();
    throw error;
  }
}

/** `carregarTurmasDoUsuario`: the classes of a user inside the caller's scope. */
export async function classesOfUser(db: Db, scope: Scope, userId: number): Promise<UserClassLinkDto[]> {
  if (!(await userInScope(db, scope, userId))) throw notFound();
  return classesOfUserRows(db, userId);
}

/** `DELETE /api/bse_usuario_turma/{codBseTurma}/{codBseUsuario}`: a student leaves a class of the caller's unit. */
export async function removeStudent(db: Db, scope: Scope, classId: number, userId: number): Promise<void> {
  await db.transaction(async (tx) => {
    if (!(await findClassInScope(tx, scope, classId, true))) throw notFound();
    const membership = await findMembership(tx, classId, userId);
    if (!membership) throw new AppError(404, 'NOT_FOUND', 'memberNotInClass');
    if (membership.codBsePerfil !== PROFILE.ALUNO) throw forbidden();
    await deleteMembership(tx, membership.id);
  });
}
