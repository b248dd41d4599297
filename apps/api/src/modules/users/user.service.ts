import { ADMIN_USER_ID } from '@portal/shared/common/profiles';
import { PROFILE } from '@portal/shared/common/profiles';
import {
  type SequenceAnswer,
  type UserClassRef,
  UserCreateBody,
  type UserDto,
  type UserListItem,
  UserListQuery,
  UserUpdateBody,
} from '@portal/shared/users';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { AppError, forbidden, invalidField, notFound } from '../../lib/app-error';
import { isForeignKeyViolation, isUniqueViolation } from '../../lib/db-errors';
import { reencodeImage } from '../../lib/images';
import { hashPassword } from '../../lib/passwords';
import { type Page, toPage } from '../../lib/pagination';
import { parseFields } from '../../lib/validation';

import { FileStorage } from '../../lib/storage';
import type { Viewer } from '../../lib/viewer';
import type { UploadedFile } from '../../plugins/uploads';
import * as repo from './user.repository';
import { allocateSequences, requireCreatableProfile, resolvePlacement } from './user.placement';

type ListQuery = z.output<typeof UserListQuery>;

const visibleTo = (viewer: Viewer) => repo.visibleUsers(viewer, viewer.profile);

/**
 * GET /api/bse_usuario: one profile tab of the caller's users (empty for a profile they may not create);
 * without `codBsePerfil` (the documents' call) every user the caller may see. Each row carries the
 * documented user's fields beside the screen's columns, from the page's one statement.
 */
export async function listUsers(db: Db, viewer: Viewer, query: ListQuery): Promise<Page<UserListItem>> {
  const { items, total } = await repo.listUsers(db, viewer, viewer.profile, query);
  return toPage(
    items.map(({ turmas, ...row }) => ({
      ...row,
      ...classFieldsOf(row.codBsePerfil, turmas),
      imgAvatar: FileStorage.publicUrl(row.imgAvatar),
    })),
    total,
    query,
  );
}

/** The documented class fields of a user: a student's class (their first by name), every class's code, the names for the list. */
function classFieldsOf(profile: number, turmas: UserClassRef[]) {
  const current = profile === PROFILE.ALUNO ? turmas[0] : undefined;
  return {
    codBseTurma: current?.codBseTurma ?? null,
    nomTurma: current?.nomTurma ?? null,
    arrayCodBseTurmas: turmas.map((t) => t.codBseTurma),
    nomTurmas: turmas.map((t) => t.nomTurma).join(', '),
  };
}

/** A user within the caller's reach, as stored; 404 otherwise, so nothing of them leaks. */
async function findReachable(db: Db, viewer: Viewer, userId: number) {
  const row = await repo.findVisibleUser(db, visibleTo(viewer), userId);
  if (!row) throw notFound();
  return row;
}

/** GET /api/bse_usuario/{id}. */
export async function getUser(db: Db, viewer: Viewer, userId: number): Promise<UserDto> {
  const row = await findReachable(db, viewer, userId);
  const { nomTurmas: _names, ...classes } = classFieldsOf(row.codBsePerfil, row.turmas);
  return { ...row, imgAvatar: FileStorage.publicUrl(row.imgAvatar), ...classes };
}

/** The one image of the form, re-encoded before anything is written. */
async function avatarOf(files: UploadedFile[]): Promise<Buffer | undefined> {
  if (files.length > 1) throw invalidField('imgAvatar', 'avatarOnlyOne');
  const [file] = files;
  if (!file) return undefined;
  if (file.field !== 'imgAvatar') throw invalidField(file.field, 'invalidData');
  return reencodeImage(file.data, 'imgAvatar');
}

/** Writes inside one transaction; a file saved first is removed again if the transaction fails. */
async function withSavedAvatar<T>(
  storage: FileStorage,
  image: Buffer | undefined,
  write: (path: string | undefined) => Promise<T>,
): Promise<T> {
  const saved = image ? await storage.save('avatars', image, 'jpg') : undefined;
  try {
    return await write(saved);
  } catch (error) {
    await storage.remove(saved);
    if (isUniqueViolation(error)) throw new AppError(409, 'CONFLICT', 'userLoginTaken', { cstLogin: 'userLoginTaken' });
    throw error;
  }
}

/** POST /api/bse_usuario (§5 User, §8 Users: 200, 409 'Login já cadastrado.', 400). */
export async function createUser(db: Db, storage: FileStorage, viewer: Viewer, fields: Record<string, string>, files: UploadedFile[]) {
  const body = parseFields(UserCreateBody, fields, 'invalidData');
  const scope = viewer;
  await requireCreatableProfile(db, viewer.profile, body.codBsePerfil);
  const place = await resolvePlacement(db, scope, body);
  const image = await avatarOf(files);
  const passwordHash = await hashPassword(body.txtSenha);
  const userId = await withSavedAvatar(storage, image, (avatar) =>
    db.transaction(async (tx) => {
      await repo.lockLogins(tx);
      if (await repo.loginTaken(tx, body.cstLogin)) throw new AppError(409, 'CONFLICT', 'userLoginTaken', { cstLogin: 'userLoginTaken' });
      const ids = await repo.insertUsers(tx, [
        {
          cstLogin: body.cstLogin,
          nomUsuario: body.nomUsuario,
          txtSenha: passwordHash,
          imgAvatar: avatar ?? null,
          codBsePerfil: place.codBsePerfil,
          codBseEscola: place.codBseEscola,
          codBseUnidade: place.codBseUnidade,
          codUsuarioCriacao: viewer.userId,
        },
      ]);
      const id = ids.get(body.cstLogin)!;
      await repo.replaceClasses(tx, id, place.classIds);
      return id;
    }),
  );
  return getUser(db, viewer, userId);
}

/** PUT /api/bse_usuario/{codBseUsuario}: the same rules; a new password ends the user's sessions. */
export async function updateUser(
  db: Db,
  storage: FileStorage,
  viewer: Viewer,
  userId: number,
  fields: Record<string, string>,
  files: UploadedFile[],
) {
  const body = parseFields(UserUpdateBody, fields);
  const scope = viewer;
  const before = await findReachable(db, viewer, userId);
  if (userId === ADMIN_USER_ID && body.codBsePerfil !== PROFILE.MASTER) throw new AppError(409, 'CONFLICT', 'userAdminProfile');
  await requireCreatableProfile(db, viewer.profile, body.codBsePerfil);
  const place = await resolvePlacement(db, scope, body);
  const image = await avatarOf(files);
  const passwordHash = body.txtSenha ? await hashPassword(body.txtSenha) : undefined;
  await withSavedAvatar(storage, image, (avatar) =>
    db.transaction(async (tx) => {
      await repo.lockLogins(tx);
      if (await repo.loginTaken(tx, body.cstLogin, userId))
        throw new AppError(409, 'CONFLICT', 'userLoginTaken', { cstLogin: 'userLoginTaken' });
      await repo.updateUser(
        tx,
        userId,
        {
          cstLogin: body.cstLogin,
          nomUsuario: body.nomUsuario,
          codBsePerfil: place.codBsePerfil,
          codBseEscola: place.codBseEscola,
          codBseUnidade: place.codBseUnidade,
          ...(passwordHash ? { txtSenha: passwordHash } : {}),
          ...(avatar ? { imgAvatar: avatar } : {}),
        },
        passwordHash !== undefined,
      );
      await repo.replaceClasses(tx, userId, place.classIds);
    }),
  );
  if (image) await storage.remove(before.imgAvatar);
  return getUser(db, viewer, userId);
}

/** The admin and the caller themselves are never deleted or deactivated; others only within reach. */
async function requireChangeable(db: Db, viewer: Viewer, userId: number) {
  if (userId === ADMIN_USER_ID) throw new AppError(409, 'CONFLICT', 'adminProtected');
  if (userId === viewer.userId) throw new AppError(409, 'CONFLICT', 'userSelfProtected');
  return findReachable(db, viewer, userId);
}

/** DELETE /api/bse_usuario/{id}: class links go with the user; any other record that names them refuses (409). */
export async function deleteUser(db: Db, storage: FileStorage, viewer: Viewer, userId: number): Promise<void> {
  const { imgAvatar } = await requireChangeable(db, viewer, userId);
  try {
    await db.transaction((tx) => repo.deleteUser(tx, userId));
  } catch (error) {
    if (isForeignKeyViolation(error)) throw new AppError(409, 'DEPENDENCIES', 'userHasDependents');
    throw error;
  }
  await storage.remove(imgAvatar);
}

/** PUT /api/bse_usuario/ativo/{id}: the students' switch; deactivation ends the user's sessions at once. */
export async function setUserActive(db: Db, viewer: Viewer, userId: number, active: boolean): Promise<UserDto> {
  await requireChangeable(db, viewer, userId);
  await repo.setActive(db, userId, active);
  return getUser(db, viewer, userId);
}

/**
 * The login prefixes (`EEUU`) the caller may ask for: any for Master; their school's (`EE..`) for a
 * Gestor; their own unit's (`EEUU`) for a Diretor or Coordenador. Another school's numbering is not theirs to read.
 */
async function requirePrefixInScope(db: Db, viewer: Viewer, prefix: string): Promise<void> {
  const scope = viewer;
  if (scope.kind === 'network') return;
  const school = await repo.findSchool(db, viewer.codBseEscola);
  if (!school || prefix.slice(0, 2) !== school.prefix.trim().toUpperCase()) throw forbidden();
  if (scope.kind === 'school') return;
  const unit = scope.kind === 'unit' ? await repo.findUnitPrefix(db, scope.codBseUnidade) : undefined;
  if (!unit || prefix.slice(2) !== unit.trim().toUpperCase()) throw forbidden();
}

/** GET /api/bse_usuario/setSequencial/{prefix}: the next free 4-digit sequence of a login prefix in the caller's scope. */
export async function nextSequence(db: Db, viewer: Viewer, prefix: string): Promise<SequenceAnswer> {
  await requirePrefixInScope(db, viewer, prefix);
  const [next] = await allocateSequences(db, prefix, 1);
  if (next === undefined) throw new AppError(409, 'CONFLICT', 'userSequenceExhausted');
  return { proxSeq: next };
}
