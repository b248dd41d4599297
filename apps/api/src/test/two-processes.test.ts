import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { ChatMessageDto } from '@portal/shared/chat';
import type { AdminSystemDto } from '@portal/shared/system/admin';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_FLOOD } from '../modules/chat/chat.flood';
import { type TestApp, buildTestApp } from './build-app';
import { type ChatClient, connectChat } from './chat-client';
import { type ServerProcess, signInAt, startServerProcess } from './server-process';

/**
 * Two server processes on two ports, one database and the machine's Redis (REDIS_URL, default
 * 127.0.0.1:6379): the socket.io Redis adapter carries the chat's messages and presence between them.
 */

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

let t: TestApp;
let dataDir: string;
let one: ServerProcess;
let two: ServerProcess;
const clients: ChatClient[] = [];

const signIn = (server: ServerProcess, login: string) => signInAt(server.baseUrl, login);

async function connect(server: ServerProcess, token: string): Promise<ChatClient> {
  const client = await connectChat(server.baseUrl, token);
  clients.push(client);
  return client;
}

beforeAll(async () => {
  t = await buildTestApp();
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'portal-processes-'));
  // One installation: the same database, secrets and Redis channels; a prefix of its own, so that
  // another test run on the same Redis server never hears it.
  const env = {
    DATABASE_URL: t.databaseUrl,
    DATA_DIR: dataDir,
    REDIS_URL,
    REDIS_PREFIX: `portal-test-${randomBytes(6).toString('hex')}`,
    JWT_SECRET: randomBytes(48).toString('base64url'),
    BULK_RESULTS_KEY: randomBytes(48).toString('base64url'),
  };
  [one, two] = await Promise.all([startServerProcess(env), startServerProcess(env)]);
}, 120_000);

afterAll(async () => {
  for (const client of clients) client.close();
  await Promise.all([one?.stop(), two?.stop()]);
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('two server processes through Redis', () => {
  it('delivers a message sent on one process to a member on the other, and keeps presence right on both', async () => {
    expect(one.baseUrl).not.toBe(two.baseUrl);
    const [room] = await t.rows<{ id: number }>(
      sql`select s.cod_cht_sala as id from cht_sala s join bse_turma c using (cod_bse_turma) where c.nom_turma = '6º Ano A'`,
    );
    const [profId, alunoId] = (
      await t.rows<{ id: number }>(
        sql`select cod_bse_usuario as id from bse_usuario where cst_login in ('AUCE-0003', 'AUCE-0004') order by cst_login`,
      )
    ).map((r) => r.id);

    // The teacher on process one, the student on process two (each signs in where they connect).
    const prof = await connect(one, await signIn(one, 'AUCE-0003'));
    const aluno = await connect(two, await signIn(two, 'AUCE-0004'));
    expect(await prof.next('userConnectedOnServer', (u) => u.codBseUsuario === alunoId)).toEqual({ codBseUsuario: alunoId });
    expect((await aluno.next('getUsersInChat')).usuarios).toEqual(expect.arrayContaining([profId, alunoId]));

    const sent = await prof.socket.timeout(5_000).emitWithAck('chatToServer', { sala: room!.id, conteudo: 'De um processo ao outro <3' });
    expect(sent.ok).toBe(true);
    const id = sent.ok ? sent.data.codChtMensagem : 0;
    expect(await aluno.next('chatToClient', (m) => m.codChtMensagem === id)).toMatchObject({
      txtMensagem: 'De um processo ao outro ❤️',
      nomUsuario: 'Paulo Professor',
      proprio: false,
    });

    // The other way, through the REST route of process two: the teacher's socket on process one hears it.
    const posted = await fetch(`${two.baseUrl}/api/cht_mensagem`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${await signIn(two, 'AUCE-0004')}` },
      body: JSON.stringify({ codChtSala: room!.id, txtMensagem: 'Recebido!' }),
    });
    expect(posted.status).toBe(201);
    const postedId = ((await posted.json()) as ChatMessageDto).codChtMensagem;
    expect(await prof.next('chatToClient', (m) => m.codChtMensagem === postedId)).toMatchObject({ txtMensagem: 'Recebido!' });

    // A second student on process one sees both online, one of them on the other process.
    const colega = await connect(one, await signIn(one, 'AUCE-0006'));
    expect((await colega.next('getUsersInChat')).usuarios).toEqual(expect.arrayContaining([profId, alunoId]));

    // The student leaves process two: process one's sockets hear it.
    aluno.socket.emit('disconnectFromServer');
    expect(await prof.next('userDisconnectedOnServer', (u) => u.codBseUsuario === alunoId)).toEqual({ codBseUsuario: alunoId });
    expect(await colega.next('userDisconnectedOnServer', (u) => u.codBseUsuario === alunoId)).toEqual({ codBseUsuario: alunoId });
  });

  it('keeps one flood budget per user across the processes and the ways in (socket on one, REST on the other)', async () => {
    const [room] = await t.rows<{ id: number }>(
      sql`select s.cod_cht_sala as id from cht_sala s join bse_turma c using (cod_bse_turma) where c.nom_turma = '6º Ano A'`,
    );
    const { points } = CHAT_FLOOD.messages;
    const [onOne, onTwo] = await Promise.all([signIn(one, 'AUCE-0007'), signIn(two, 'AUCE-0007')]);
    const student = await connect(one, onOne);
    const say = (conteudo: string) => student.socket.timeout(5_000).emitWithAck('chatToServer', { sala: room!.id, conteudo });
    const bySocket = points - 4;
    for (let i = 0; i < bySocket; i++) expect((await say(`Pelo processo um ${i}`)).ok).toBe(true);
    const post = (text: string) =>
      fetch(`${two.baseUrl}/api/cht_mensagem`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${onTwo}` },
        body: JSON.stringify({ codChtSala: room!.id, txtMensagem: text }),
      });
    const posted = await Promise.all(Array.from({ length: 6 }, (_, i) => post(`Pelo processo dois ${i}`)));
    expect(posted.map((r) => r.status).sort()).toEqual([201, 201, 201, 201, 429, 429]);
    const refused = posted.find((r) => r.status === 429)!;
    expect(await refused.json()).toMatchObject({
      statusCode: 429,
      code: 'TOO_MANY_ATTEMPTS',
      message: 'Você está enviando mensagens rápido demais. Aguarde alguns segundos.',
    });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    // Back on process one, the socket is refused as well: the count is the installation's.
    expect(await say('Mais uma')).toMatchObject({ ok: false, error: { statusCode: 429 } });
    expect(
      await t.rows(
        sql`select count(*)::int as n from cht_mensagem m join bse_usuario u on u.cod_bse_usuario = m.cod_usuario_criacao where u.cst_login = 'AUCE-0007'`,
      ),
    ).toEqual([{ n: points }]);
  });

  it('shows both processes and a healthy Redis on the admin page of either', async () => {
    for (const [server, other] of [
      [one, two],
      [two, one],
    ] as const) {
      const res = await fetch(`${server.baseUrl}/api/admin/sistema`, {
        headers: { authorization: `Bearer ${await signIn(server, 'REMT-0001')}` },
      });
      expect(res.status).toBe(200);
      const page = (await res.json()) as AdminSystemDto;
      expect(page.saude.redis.ok).toBe(true);
      expect(page.processos).toHaveLength(2);
      expect(page.processos.find((p) => p.atual)?.pid).toBe(server.child.pid);
      expect(page.processos.find((p) => !p.atual)?.pid).toBe(other.child.pid);
    }
  });
});
