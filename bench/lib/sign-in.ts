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
