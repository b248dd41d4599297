import { randomBytes, randomInt } from 'node:crypto';
import { type APIRequestContext, type Page, expect } from '@playwright/test';
import type { DemoUser } from './support';

/**
 * Data a spec makes for itself through the API, so that what it changes (a current class, a
 * removal, a deactivation) is its own and no other spec, running in parallel, depends on it.
 */
export interface ApiSession {
  headers: Record<string, string>;
  me: { codBseUsuario: number; codBseEscola: number; codBseUnidade: number | null };
}

export async function apiSignIn(request: APIRequestContext, user: { login: string; password: string }): Promise<ApiSession> {
  const login = await request.post('/api/auth/login', { data: { username: user.login, password: user.password } });
  expect(login.status(), await login.text()).toBe(202);
  const headers = { authorization: `Bearer ${(await login.json()).access_token}` };
  const me = await (await request.get('/api/bse_usuario/getMeusDados/x', { headers })).json();
  return { headers, me };
}

/** What the web app keeps in localStorage for a signed-in session (apps/web/src/app/session/storage.ts). */
export function sessionStorageEntries(session: ApiSession): Record<string, string> {
  const me = session.me as ApiSession['me'] & { codBseTurma?: number | null; nomTurma?: string | null };
  const kept: Record<string, string> = {
    access_token: session.headers.authorization!.replace(/^Bearer /, ''),
    usuario: JSON.stringify(me),
  };
  if (me.codBseTurma != null && me.nomTurma != null) Object.assign(kept, { codBseTurma: String(me.codBseTurma), nomTurma: me.nomTurma });
  return kept;
}

/**
 * Opens `url` signed in with an API session, as the web app keeps one after its sign-in form succeeds (the
 * token, the user and the current class in localStorage, apps/web/src/app/session/storage.ts): for a spec
 * whose subject is not the sign-in, without loading the login and the home page first. The form itself is
 * tested by auth.spec.ts. Put in place once per tab, so a sign-out stays signed out.
 */
export async function openSignedIn(page: Page, session: ApiSession, url: string): Promise<void> {
  const kept = sessionStorageEntries(session);
  await page.context().addInitScript((entries) => {
    if (sessionStorage.getItem('e2e:api-session')) return;
    sessionStorage.setItem('e2e:api-session', '1');
    for (const [name, value] of Object.entries(entries)) localStorage.setItem(name, value);
  }, kept);
  await page.goto(url);
}

/** A short random tag for names that must not meet another run's or another spec's. */
export const uniqueTag = () => randomBytes(3).toString('hex');

/** A login of the mask XXXX-XXXX that no seeded or generated login uses (those start with the school prefixes). */
function uniqueLogin(): string {
  const letters = Array.from({ length: 3 }, () => String.fromCharCode(65 + randomInt(26))).join('');
  return `Z${letters}-${String(randomInt(10_000)).padStart(4, '0')}`;
}

/** The classes of the caller's unit, by name. */
export async function classesOfMyUnit(request: APIRequestContext, session: ApiSession): Promise<Map<string, number>> {
  const res = await request.get(`/api/bse_turma/turmasDaUnidade/${session.me.codBseUnidade}`, { headers: session.headers });
  expect(res.ok(), await res.text()).toBe(true);
  return new Map(((await res.json()) as { codBseTurma: number; nomTurma: string }[]).map((c) => [c.nomTurma, c.codBseTurma]));
}

/** A new class in the caller's unit. */
export async function createClass(request: APIRequestContext, session: ApiSession, nomTurma: string): Promise<number> {
  const res = await request.post('/api/bse_turma', {
    headers: session.headers,
    data: { nomTurma, codBseUnidade: session.me.codBseUnidade },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).codBseTurma;
}

/** A new Professor (classes) or Aluno (one class) in the caller's unit, created as the form does. */
export async function createUser(
  request: APIRequestContext,
  session: ApiSession,
  user: { name: string; profile: 'Professor' | 'Aluno'; classes: number[]; password?: string },
): Promise<DemoUser & { id: number }> {
  const password = user.password ?? `Senha@${randomInt(1000, 9999)}`;
  const login = uniqueLogin();
  const res = await request.post('/api/bse_usuario', {
    headers: session.headers,
    multipart: {
      cstLogin: login,
      nomUsuario: user.name,
      txtSenha: password,
      codBsePerfil: user.profile === 'Professor' ? '5' : '6',
      ...(user.profile === 'Professor' ? { arrayCodBseTurmas: user.classes.join(',') } : { codBseTurma: String(user.classes[0]) }),
    },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return { login, password, name: user.name, profile: user.profile, sidebar: [], id: (await res.json()).codBseUsuario };
}
