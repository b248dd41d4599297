import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, buildTestApp, demoPassword } from './build-app';
import { type ChatClient, connectChat } from './chat-client';
import { multipart } from './multipart';
import { type NginxProcess, startNginx } from './nginx-process';
import { type ServerProcess, signInAt, startServerProcess } from './server-process';

/**
 * Issue 15: Debian's nginx with deploy/nginx-portal-escolar.conf (its ports rewritten) in front of two
 * server processes on the test's database and the machine's Redis.
 */

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
/** The sign-in limit of this installation: small, to reach it. */
const LOGINS_PER_MINUTE = 6;

let t: TestApp;
let work: string;
let one: ServerProcess;
let two: ServerProcess;
let nginx: NginxProcess;
let proxy: string;
const clients: ChatClient[] = [];

/** Each scenario signs in from an address of its own (X-Forwarded-For through nginx), so the rate limit of one never touches another. */
const address = () => `198.51.100.${1 + Math.floor(Math.random() * 250)}`;

async function signIn(base: string, login: string, from = address(), password = demoPassword(login)) {
  return fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': from },
    body: JSON.stringify({ username: login, password }),
  });
}
const tokenOf = (base: string, login: string) => signInAt(base, login, { 'x-forwarded-for': address() });
const me = (base: string, token: string) =>
  fetch(`${base}/api/bse_usuario/getMeusDados/x`, { headers: { authorization: `Bearer ${token}` } });

beforeAll(async () => {
  t = await buildTestApp();
  work = await mkdtemp(path.join(os.tmpdir(), 'portal-nginx-'));
  const env = {
    DATABASE_URL: t.databaseUrl,
    DATA_DIR: path.join(work, 'data'),
    REDIS_URL,
    REDIS_PREFIX: `portal-test-${randomBytes(6).toString('hex')}`,
    JWT_SECRET: randomBytes(48).toString('base64url'),
    BULK_RESULTS_KEY: randomBytes(48).toString('base64url'),
    TRUST_PROXY: '127.0.0.1',
    LOGIN_RATE_PER_MINUTE: String(LOGINS_PER_MINUTE),
  };
  [one, two] = await Promise.all([startServerProcess(env), startServerProcess(env)]);
  nginx = await startNginx(
    [one, two].map((server) => Number(new URL(server.baseUrl).port)),
    path.join(work, 'nginx'),
  );
  proxy = nginx.baseUrl;
}, 120_000);

afterAll(async () => {
  for (const client of clients) client.close();
  await nginx?.stop();
  await Promise.all([one?.stop(), two?.stop()]);
  await t.close();
  await rm(work, { recursive: true, force: true });
});

describe('two processes behind nginx', () => {
  it('takes a sign-in made through nginx on either process', async () => {
    const token = await tokenOf(proxy, 'AUCE-0003');
    for (const base of [one.baseUrl, two.baseUrl, proxy, proxy]) {
      const res = await me(base, token);
      expect(res.status, base).toBe(200);
      expect(((await res.json()) as { cstLogin: string }).cstLogin).toBe('AUCE-0003');
    }
  });

  it('counts the sign-in rate limit across both processes', async () => {
    const from = '203.0.113.50';
    const attempts = [one.baseUrl, two.baseUrl, proxy, one.baseUrl, two.baseUrl, proxy];
    expect(attempts).toHaveLength(LOGINS_PER_MINUTE);
    // A different unknown login each time: the count is the address's, not a login's lockout.
    for (const [i, base] of attempts.entries()) expect((await signIn(base, `ZZZ${i}-0001`, from, 'Errada@2026')).status, base).toBe(401);
    // The next one is refused wherever it lands, and another address is not.
    for (const base of [one.baseUrl, two.baseUrl, proxy]) {
      const refused = await signIn(base, 'AUCE-0004', from);
      expect(refused.status, base).toBe(429);
      expect(((await refused.json()) as { message: string }).message).toBeTruthy();
    }
    expect((await signIn(proxy, 'AUCE-0004', '203.0.113.51')).status).toBe(202);
  });

  it('ends a deactivated user’s session on both processes at once', async () => {
    const token = await tokenOf(proxy, 'AUCE-0007');
    const onOne = await connectChat(one.baseUrl, token);
    const onTwo = await connectChat(two.baseUrl, token);
    clients.push(onOne, onTwo);
    const [{ id }] = (await t.rows<{ id: number }>(sql`select cod_bse_usuario as id from bse_usuario where cst_login = 'AUCE-0007'`)) as [
      { id: number },
    ];
    const off = await fetch(`${proxy}/api/bse_usuario/ativo/${id}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${await tokenOf(proxy, 'AUCE-0001')}` },
      body: JSON.stringify({ indAtivo: 'N' }),
    });
    expect(off.status).toBe(200);
    // Each process heard the database's notice: its socket of that user went away, and its next request is refused.
    expect(await onOne.next('disconnect')).toBe('io server disconnect');
    expect(await onTwo.next('disconnect')).toBe('io server disconnect');
    expect((await me(one.baseUrl, token)).status).toBe(401);
    expect((await me(two.baseUrl, token)).status).toBe(401);
    expect((await me(proxy, token)).status).toBe(401);
  });

  it('carries the chat across both processes and through nginx’s WebSocket proxy', async () => {
    const [{ room }] = (await t.rows<{ room: number }>(
      sql`select s.cod_cht_sala as room from cht_sala s join bse_turma c using (cod_bse_turma) where c.nom_turma = '6º Ano A'`,
    )) as [{ room: number }];
    const prof = await connectChat(one.baseUrl, await tokenOf(proxy, 'AUCE-0003'));
    const aluno = await connectChat(two.baseUrl, await tokenOf(proxy, 'AUCE-0004'));
    const colega = await connectChat(proxy, await tokenOf(proxy, 'AUCE-0008'));
    clients.push(prof, aluno, colega);
    expect(colega.socket.io.engine.transport.name).toBe('websocket');
    const sent = await prof.socket.timeout(5_000).emitWithAck('chatToServer', { sala: room, conteudo: 'Através do nginx' });
    const messageId = sent.ok ? sent.data.codChtMensagem : 0;
    expect(await aluno.next('chatToClient', (m) => m.codChtMensagem === messageId)).toMatchObject({ txtMensagem: 'Através do nginx' });
    expect(await colega.next('chatToClient', (m) => m.codChtMensagem === messageId)).toMatchObject({ txtMensagem: 'Através do nginx' });
  });

  it('serves a picture sent through one process from the other', async () => {
    const photo = await sharp({ create: { width: 300, height: 400, channels: 3, background: '#2255aa' } })
      .png()
      .toBuffer();
    const [{ classA }] = (await t.rows<{ classA: number }>(
      sql`select cod_bse_turma as "classA" from bse_turma where nom_turma = '6º Ano A'`,
    )) as [{ classA: number }];
    const form = multipart([{ field: 'imgAvatar', name: 'foto.png', type: 'image/png', data: photo }], {
      cstLogin: 'AUCE-0940',
      nomUsuario: 'Aluna Com Foto',
      txtSenha: 'Foto@2026',
      codBsePerfil: '6',
      codBseTurma: String(classA),
    });
    const created = await fetch(`${one.baseUrl}/api/bse_usuario`, {
      method: 'POST',
      headers: { ...form.headers, authorization: `Bearer ${await tokenOf(proxy, 'AUCE-0001')}` },
      body: form.body,
    });
    expect(created.status).toBe(200);
    const picture = ((await created.json()) as { imgAvatar: string }).imgAvatar;
    const fromOne = Buffer.from(await (await fetch(`${one.baseUrl}${picture}`)).arrayBuffer());
    const fromTwo = await fetch(`${two.baseUrl}${picture}`);
    expect(fromTwo.status).toBe(200);
    expect(Buffer.from(await fromTwo.arrayBuffer()).equals(fromOne)).toBe(true);
    expect((await fetch(`${proxy}${picture}`)).status).toBe(200);
  });
});
