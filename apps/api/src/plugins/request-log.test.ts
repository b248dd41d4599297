import { PassThrough } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, buildTestApp, demoPassword } from '../test/build-app';
import { sendUserForm } from '../modules/users/users.fixtures';

/** The server's log (issue 15): one JSON line per request with its id, user, route, status and time; nothing personal. */

let t: TestApp;
const lines: string[] = [];

beforeAll(async () => {
  const stream = new PassThrough();
  let pending = '';
  stream.on('data', (chunk: Buffer) => {
    pending += chunk.toString();
    const parts = pending.split('\n');
    pending = parts.pop()!;
    lines.push(...parts.filter(Boolean));
  });
  t = await buildTestApp({ logStream: stream });
});
afterAll(() => t.close());

type Line = { level: number; reqId?: string; msg: string; userId?: number; method?: string; route?: string; status?: number; ms?: number };
const parsed = () => lines.map((line) => JSON.parse(line) as Line);
const requestLine = (id: string) => parsed().find((l) => l.msg === 'request' && l.reqId === id);

describe('the request log', () => {
  it('writes one line per request with the id the answer carries, and never a password, a token or a person’s data', async () => {
    const password = demoPassword('AUCE-0001');
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'AUCE-0001', password } });
    expect(login.statusCode).toBe(202);
    const loginId = String(login.headers['x-request-id']);
    expect(requestLine(loginId)).toMatchObject({ method: 'POST', route: '/api/auth/login', status: 202, level: 30 });
    const token = login.json<{ access_token: string }>().access_token;

    // A wrong password, a search for a name, a new user with a name and a password, a refused form, an unknown route.
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'AUCE-0004', password: 'Senha@Errada1' },
    });
    expect(wrong.statusCode).toBe(401);
    const search = await t.as(token, { method: 'GET', url: `/api/bse_usuario?codBsePerfil=6&q=${encodeURIComponent('Beatriz Souza')}` });
    expect(search.statusCode).toBe(200);
    const created = await sendUserForm(t, token, {
      cstLogin: 'AUCE-0777',
      nomUsuario: 'Rosângela Pereira Quintas',
      txtSenha: 'Segredo@Rosa77',
      codBsePerfil: 6,
      codBseTurma: (await t.rows<{ id: number }>(sql`select cod_bse_turma as id from bse_turma where nom_turma = '6º Ano A'`))[0]!.id,
    });
    expect(created.statusCode, created.body).toBeLessThan(300);
    const refused = await t.as(token, { method: 'PUT', url: '/api/bse_usuario/ativo/999999', payload: { indAtivo: 'talvez' } });
    expect(refused.statusCode).toBe(400);
    const missing = await t.as(token, { method: 'GET', url: '/api/nao-existe/Rosângela' });
    expect(missing.statusCode).toBe(404);

    const searchLine = requestLine(String(search.headers['x-request-id']));
    expect(searchLine).toMatchObject({ method: 'GET', route: '/api/bse_usuario', status: 200 });
    expect(searchLine!.userId).toBeGreaterThan(0);
    expect(searchLine!.ms).toBeGreaterThanOrEqual(0);
    expect(requestLine(String(wrong.headers['x-request-id']))).toMatchObject({ status: 401, route: '/api/auth/login' });
    // An unknown address is logged by the catch-all's pattern, not as typed.
    expect(requestLine(String(missing.headers['x-request-id']))).toMatchObject({ status: 404, route: '/*' });
    // The error body names the same id, for the screen to show.
    for (const failed of [wrong, refused, missing])
      expect(failed.json<{ requestId: string }>().requestId).toBe(failed.headers['x-request-id']);

    const everything = lines.join('\n');
    for (const secret of [
      password,
      'Senha@Errada1',
      'Segredo@Rosa77',
      token,
      token.split('.')[2]!,
      'Beatriz',
      'Rosângela',
      'Quintas',
      'AUCE-0777',
    ]) {
      expect(everything, `the log holds "${secret}"`).not.toContain(secret);
    }
    // Every request got its line, each line is JSON with a level.
    expect(parsed().filter((l) => l.msg === 'request')).toHaveLength(6);
    // The line is pino's own shape, in pino's order (it is built without pino's formatting): its level and time,
    // the process and the request's id, the fields, the message.
    const line = lines.find((l) => l.includes(String(search.headers['x-request-id'])))!;
    expect(Object.keys(JSON.parse(line) as object)).toEqual([
      'level',
      'time',
      'pid',
      'hostname',
      'reqId',
      'userId',
      'method',
      'route',
      'status',
      'ms',
      'msg',
    ]);
    expect((JSON.parse(line) as { time: number }).time).toBeGreaterThan(Date.now() - 60_000);
  });
});
