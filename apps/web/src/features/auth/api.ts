import type { OkAnswer } from '@portal/shared/common/answers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AccessLogBody, LoginAnswer, LoginBody } from '@portal/shared/auth';
import { apiRequest } from '../../app/api/client';
import { setMe } from '../../app/session/me';
import { clearSession, startSession } from '../../app/session/storage';

export const authKeys = {
  login: ['auth', 'login'] as const,
  logout: ['auth', 'logout'] as const,
  accessLog: ['bse_acesso'] as const,
};

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

/** POST /api/auth/login; on 202 keeps the token and the user, ready for /home. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: authKeys.login,
    mutationFn: login,
    onSuccess: (answer) => {
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'config' });
      setMe(queryClient, answer.user);
      startSession(answer.access_token, answer.user);
    },
  });
}

/** POST /api/bse_acesso with this device's details. */
export function useAccessLog() {
  return useMutation({ mutationKey: authKeys.accessLog, mutationFn: async () => postAccessLog(await accessLogDetails()) });
}

/** POST /api/auth/logout, then the token and stored class are cleared whatever the answer. */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: authKeys.logout,
    mutationFn: logout,
    onSettled: () => {
      clearSession();
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'config' });
    },
  });
}
