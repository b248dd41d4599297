import { isRecord } from './measure';

export interface Credentials {
  username: string;
  password: string;
}

/** Signs in through `POST /api/auth/login` as the product's sign-in form does; the access token. */
export async function signIn(base: string, user: Credentials): Promise<string> {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(user),
  });
  const body: unknown = await res.json();
  if (res.status !== 202 || !isRecord(body) || typeof body.access_token !== 'string') {
    throw new Error(`login as ${user.username} failed: HTTP ${res.status}`);
  }
  return body.access_token;
}

/**
 * What the web app keeps in localStorage once its sign-in form succeeds (apps/web/src/app/session/storage.ts:
 * `startSession`): the token, the user of the sign-in answer and their current class. A bench that opens a
 * signed-in screen starts from this, the state every visit after a sign-in starts from.
 */
export type KeptSession = Record<string, string>;

export async function signInAsTheWebAppKeepsIt(base: string, user: Credentials): Promise<{ token: string; kept: KeptSession }> {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(user),
  });
  const body: unknown = await res.json();
  if (res.status !== 202 || !isRecord(body) || typeof body.access_token !== 'string' || !isRecord(body.user)) {
    throw new Error(`login as ${user.username} failed: HTTP ${res.status}`);
  }
  const kept: KeptSession = { access_token: body.access_token, usuario: JSON.stringify(body.user) };
  const { codBseTurma, nomTurma } = body.user;
  if (typeof codBseTurma === 'number' && typeof nomTurma === 'string') {
    kept.codBseTurma = String(codBseTurma);
    kept.nomTurma = nomTurma;
  }
  return { token: body.access_token, kept };
}
