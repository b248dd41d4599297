import { randomUUID } from 'node:crypto';
import type { AccessLogBody, LoginAnswer } from '@portal/shared/auth';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error';
import { burnVerifyTime, verifyPassword } from '../../lib/passwords';
import type { ClientDetails } from '../../lib/user-agent';
import type { TokenClaims } from '../../plugins/auth';
import type { SessionUser, Viewer } from '../../lib/viewer';
import type { Db } from '../../db/client';
import { type LoginPolicy, clearAttempts, countedAttempt, isLocked, loginKey, passwordChangeKey } from '../../lib/attempts';
import { getAccount, getUser } from '../users';
import { completeAccessOfSession, findLoginOf, findUserForLogin, insertAccess, revokeSession } from './auth.repository';

export type { LoginPolicy } from '../../lib/attempts';

/**
 * Sign-in (DECISIONS.md "Sign-in and sessions"): the same 401 for an unknown code and a wrong
 * password, 400 without portal access, 410 when deactivated, 429 after repeated failures.
 * Every attempt is written to the access log here, by the server; the failure that locks the
 * login says so in its note.
 */
export async function login(
  app: FastifyInstance,
  credentials: { username: string; password: string },
  client: ClientDetails,
  policy: LoginPolicy,
): Promise<LoginAnswer> {
  const db = app.db;
  const login = credentials.username;
  const fail = async (
    status: number,
    code: 'INVALID_CREDENTIALS' | 'NO_PORTAL_ACCESS' | 'USER_DISABLED' | 'TOO_MANY_ATTEMPTS',
    note: string,
    userId?: number,
  ) => {
    await insertAccess(db, { cstLogin: login, codBseUsuario: userId ?? null, indSucesso: 'N', txtObservacao: note, ...client });
    return new AppError(status, code);
  };

  const found: { user?: Awaited<ReturnType<typeof findUserForLogin>> } = {};
  const outcome = await countedAttempt(db, loginKey(login), policy, async () => {
    found.user = await findUserForLogin(db, login);
    if (!found.user) {
      await burnVerifyTime(credentials.password);
      return false;
    }
    return verifyPassword(found.user.txtSenha, credentials.password);
  });
  const { user } = found;
  if (outcome === 'locked') throw await fail(429, 'TOO_MANY_ATTEMPTS', 'Bloqueado: muitas tentativas.');
  if (outcome !== 'right' || !user) {
    const lockNote = outcome === 'wrongAndLocked' ? ` Login bloqueado por ${policy.lockMinutes} minutos.` : '';
    const note = user ? 'Senha incorreta.' : 'Usuário não encontrado.';
    throw await fail(401, 'INVALID_CREDENTIALS', `${note}${lockNote}`, user?.codBseUsuario);
  }
  if (user.indAcessoPortal !== 'S') throw await fail(400, 'NO_PORTAL_ACCESS', 'Usuário sem permissão no portal web.', user.codBseUsuario);
  if (user.indAtivo !== 'S') throw await fail(410, 'USER_DISABLED', 'Usuário desativado.', user.codBseUsuario);

  const sessionId = randomUUID();
  const claims: TokenClaims = { sub: String(user.codBseUsuario), ver: user.numVersaoToken, jti: sessionId };
  const accessToken = app.jwt.sign(claims);
  await insertAccess(db, { cstLogin: login, codBseUsuario: user.codBseUsuario, indSucesso: 'S', cstSessao: sessionId, ...client });
  return { access_token: accessToken, user: await getAccount(db, user.codBseUsuario), httpStatus: 202 };
}

/** Whether a user the caller manages is locked out of signing in (404 outside the caller's reach). */
export async function lockStateOf(db: Db, viewer: Viewer, userId: number, policy: LoginPolicy): Promise<boolean> {
  const user = await getUser(db, viewer, userId);
  return isLocked(db, loginKey(user.cstLogin), policy.maxFailures, policy.lockMinutes);
}

/**
 * Staff who manage a user (the same reach as editing them) end a lockout: a classmate who typed a
 * student's code wrong five times should not keep them out of the class. Clears the sign-in and
 * password-change counters and writes the unlock to the access log.
 */
export async function unlockUser(db: Db, viewer: Viewer, userId: number, policy: LoginPolicy): Promise<void> {
  const user = await getUser(db, viewer, userId);
  const staff = await findLoginOf(db, viewer.userId);
  await db.transaction(async (tx) => {
    await clearAttempts(tx, [loginKey(user.cstLogin), passwordChangeKey(userId)], policy.lockMinutes);
    await insertAccess(tx, {
      cstLogin: user.cstLogin,
      codBseUsuario: userId,
      indSucesso: 'N',
      txtObservacao: `Desbloqueado por ${staff ?? viewer.userId}.`,
    });
  });
}

export async function logout(app: FastifyInstance, session: SessionUser): Promise<void> {
  await revokeSession(app.db, session.sessionId, session.expiresAt);
}

/** The web's own view of its browser and system, added to this session's sign-in entry. */
export async function recordClientDetails(app: FastifyInstance, session: SessionUser, details: AccessLogBody): Promise<void> {
  // `{}` (or only empty fields) has nothing to add: an UPDATE without columns is no statement at all.
  const given = Object.fromEntries(Object.entries(details).filter(([, value]) => value !== undefined));
  if (Object.keys(given).length === 0) return;
  await completeAccessOfSession(app.db, session.sessionId, given);
}
