import type { AccountDto } from '@portal/shared/auth';
import type { ChangePasswordBody } from '@portal/shared/users';
import type { Db } from '../../db/client';
import { type LoginPolicy, countedAttempt, passwordChangeKey } from '../../lib/attempts';
import { AppError, invalidField, unauthenticated } from '../../lib/app-error';
import { reencodeImage } from '../../lib/images';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { FileStorage } from '../../lib/storage';
import type { UploadedFile } from '../../plugins/uploads';
import { findAccount, findUserSecrets, setCurrentClass, updateAvatar, updatePassword } from './account.repository';

/** Session data of one user: profile, school, unit, classes and the current class. */
export async function getAccount(db: Db, userId: number): Promise<AccountDto> {
  const user = await findAccount(db, userId);
  if (!user) throw unauthenticated();
  const classes = user.turmas;
  const current = classes.find((c) => c.indAtual === 'S') ?? classes[0] ?? null;
  return {
    isAuthenticated: true,
    codBseUsuario: user.codBseUsuario,
    codUsuario: user.codBseUsuario,
    cstLogin: user.cstLogin,
    nomUsuario: user.nomUsuario,
    imgAvatar: FileStorage.publicUrl(user.imgAvatar),
    codBsePerfil: user.codBsePerfil,
    nomPerfil: user.nomPerfil,
    codBseEscola: user.codBseEscola,
    nomEscola: user.nomEscola,
    codBseUnidade: user.codBseUnidade,
    nomUnidade: user.nomUnidade,
    codBseTurma: current?.codBseTurma ?? null,
    nomTurma: current?.nomTurma ?? null,
    codBseUsuarioTurma: current?.codBseUsuarioTurma ?? null,
    turmas: classes.map((c) => ({ ...c, indAtual: c === current ? 'S' : 'N' })),
  };
}

/**
 * §5 Own settings. A new password ends every session of the user, this one included. A wrong
 * current password counts like a failed sign-in (per user, same policy), so a session left open
 * cannot be used to guess the password.
 */
export async function changePassword(
  db: Db,
  userId: number,
  body: Pick<ChangePasswordBody, 'actualPassword' | 'newPassword'>,
  policy: LoginPolicy,
): Promise<void> {
  const user = await findUserSecrets(db, userId);
  if (!user) throw unauthenticated();
  const outcome = await countedAttempt(db, passwordChangeKey(userId), policy, () => verifyPassword(user.txtSenha, body.actualPassword));
  if (outcome === 'locked') throw new AppError(429, 'TOO_MANY_ATTEMPTS');
  if (outcome !== 'right') throw invalidField('actualPassword', 'currentPasswordWrong');
  await updatePassword(db, userId, await hashPassword(body.newPassword));
}

/** One avatar image, jpeg or png by content, re-encoded; the old file is removed once the new one is saved. */
export async function changeAvatar(db: Db, storage: FileStorage, userId: number, files: UploadedFile[]): Promise<AccountDto> {
  const images = files.filter((f) => f.field === 'imgAvatar');
  if (images.length > 1 || files.length > 1) throw invalidField('imgAvatar', 'avatarOnlyOne');
  const [image] = images;
  if (!image) throw invalidField('imgAvatar', 'avatarRequired');
  const jpeg = await reencodeImage(image.data, 'imgAvatar');
  const user = await findUserSecrets(db, userId);
  if (!user) throw unauthenticated();
  const saved = await storage.save('avatars', jpeg, 'jpg');
  try {
    await updateAvatar(db, userId, saved);
  } catch (error) {
    await storage.remove(saved);
    throw error;
  }
  await storage.remove(user.imgAvatar);
  return getAccount(db, userId);
}

export async function switchCurrentClass(db: Db, userId: number, classId: number): Promise<AccountDto> {
  if (!(await setCurrentClass(db, userId, classId))) throw new AppError(404, 'NOT_FOUND', 'classNotYours');
  return getAccount(db, userId);
}
