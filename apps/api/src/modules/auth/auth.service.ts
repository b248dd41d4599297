import { randomUUID } from 'node:crypto';
import type { AccessLogBody, LoginAnswer } from '@portal/shared/auth';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error';
import { burnVerifyTime, verifyPassword } from '../../lib/passwords';
import type { ClientDetails } from '../../lib/user-agent';
import type { SessionUser, TokenClaims } from '../../plugins/auth';
import { getAccount } from '../users/account.service';
import { completeAccessOfSession, countRecentFailures, findUserForLogin, insertAccess, revokeSession } from './auth.repository';

export interface LoginPolicy {
  maxFailures: number;
  lockMinutes: number;
}

/**
 * Sign-in (DECISIONS.md "Sign-in and sessions"): the same 401 for an unknown code and a wrong
 * password, 400 without portal access, 410 when deactivated, 429 after repeated failures.
 * Every attempt is written to the access log here, by the server.
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

  const since = new Date(Date.now() - policy.lockMinutes * 60_000);
  if ((await countRecentFailures(db, login, since)) >= policy.maxFailures) {
    throw await fail(429, 'TOO_MANY_ATTEMPTS', 'Bloqueado: muitas tentativas.');
  }

  const user = await findUserForLogin(db, login);
  if (!user) {
    await burnVerifyTime(credentials.password);
    throw await fail(401, 'INVALID_CREDENTIALS', 'Usuário não encontrado.');
  }
  if (!(await verifyPassword(user.txtSenha, credentials.password))) {
    throw await fail(401, 'INVALID_CREDENTIALS', 'Senha incorreta.', user.codBseUsuario);
  }
  if (user.indAcessoPortal !== 'S') throw await fail(400, 'NO_PORTAL_ACCESS', 'Usuário sem permissão no portal web.', user.codBseUsuario);
  if (user.indAtivo !== 'S') throw await fail(410, 'USER_DISABLED', 'Usuário desativado.', user.codBseUsuario);

  const sessionId = randomUUID();
  const claims: TokenClaims = { sub: String(user.codBseUsuario), ver: user.numVersaoToken, jti: sessionId };
  const accessToken = app.jwt.sign(claims);
  await insertAccess(db, { cstLogin: login, codBseUsuario: user.codBseUsuario, indSucesso: 'S', cstSessao: sessionId, ...client });
  return { access_token: accessToken, user: await getAccount(db, user.codBseUsuario), httpStatus: 202 };
}

export async function logout(app: FastifyInstance, session: SessionUser): Promise<void> {
  await revokeSession(app.db, session.sessionId, session.expiresAt);
}

/** The web's own view of its browser and system, added to this session's sign-in entry. */
export async function recordClientDetails(app: FastifyInstance, session: SessionUser, details: AccessLogBody): Promise<void> {
  await completeAccessOfSession(app.db, session.sessionId, details);
}
