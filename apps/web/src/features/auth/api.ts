import type { OkAnswer } from '@portal/shared/common/answers';
import type { AccessLogBody, LoginAnswer, LoginBody } from '@portal/shared/auth';
import { apiRequest } from '../../app/api/client';
import { startSession } from '../../app/session/storage';

/**
 * The answer is checked by the shared LoginAnswer, whose module (and zod) is downloaded while the
 * request is on its way: the login screen itself carries no zod, the signed-in screens need it anyway.
 */
export async function login(body: LoginBody): Promise<LoginAnswer> {
  const schemas = import('@portal/shared/auth');
  schemas.catch(() => undefined); // a failed request rejects first; the import's own failure is read below
  const answer = await apiRequest<unknown>('/api/auth/login', { method: 'POST', json: body });
  return (await schemas).LoginAnswer.parse(answer);
}

/** Checks an `{ ok: true }` answer with the shared OkAnswer, loaded on use (no zod on the login screen). */
async function okAnswer(answer: Promise<unknown>): Promise<OkAnswer> {
  const schemas = import('@portal/shared/common/answers');
  schemas.catch(() => undefined);
  const data = await answer;
  return (await schemas).OkAnswer.parse(data);
}

export function logout(): Promise<OkAnswer> {
  return okAnswer(apiRequest('/api/auth/logout', { method: 'POST' }));
}

function cut(value: string | undefined, max: number): string | undefined {
  return value ? value.slice(0, max) : undefined;
}

/**
 * Browser and operating system of this device, for the access log (ua-parser-js, downloaded only
 * after sign-in: it is no part of the login screen).
 */
export async function accessLogDetails(userAgent: string = navigator.userAgent): Promise<AccessLogBody> {
  const { UAParser } = await import('ua-parser-js');
  const { browser, os } = UAParser(userAgent);
  return {
    nomSo: cut(os.name, 60),
    txtVersaoSo: cut(os.version, 40),
    nomNavegador: cut(browser.name, 60),
    txtVersaoNavegador: cut(browser.version, 40),
  };
}

export function postAccessLog(body: AccessLogBody): Promise<OkAnswer> {
  return okAnswer(apiRequest('/api/bse_acesso', { method: 'POST', json: body }));
}

/**
 * POST /api/auth/login; on 202 keeps the token and the user, ready for /home. Plain calls, no
 * TanStack Query: the login screen carries none (the signed-in screens' cache starts empty and
 * reads the kept user).
 */
export async function signIn(body: LoginBody): Promise<LoginAnswer> {
  const answer = await login(body);
  startSession(answer.access_token, answer.user);
  return answer;
}

/** POST /api/bse_acesso with this device's details. */
export async function logAccess(): Promise<OkAnswer> {
  return postAccessLog(await accessLogDetails());
}
