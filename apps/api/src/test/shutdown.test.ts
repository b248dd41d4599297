import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, buildTestApp } from './build-app';
import { connectChat } from './chat-client';
import { type ServerProcess, signInAt, startServerProcess } from './server-process';

/** SIGTERM (issue 15): the server finishes what is in flight, closes the database and exits; nothing is left half-written. */

let t: TestApp;
let dataDir: string;
let server: ServerProcess;

beforeAll(async () => {
  t = await buildTestApp();
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'portal-shutdown-'));
  server = await startServerProcess({
    DATABASE_URL: t.databaseUrl,
    DATA_DIR: dataDir,
    JWT_SECRET: randomBytes(48).toString('base64url'),
    LOG_LEVEL: 'info',
  });
}, 120_000);

afterAll(async () => {
  await server?.stop();
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('SIGTERM', () => {
  it('during a bulk creation: the creation completes whole or leaves nothing, chat clients are told to reconnect, the process exits cleanly', async () => {
    const token = await signInAt(server.baseUrl, 'AUCE-0001');
    const [classA] = await t.rows<{ id: number }>(sql`select cod_bse_turma as id from bse_turma where nom_turma = '6º Ano A'`);
    const marker = `Desligamento ${randomBytes(3).toString('hex')}`;
    const rows = Array.from({ length: 40 }, (_, i) => ({
      nomUsuario: `${marker} ${i}`,
      codBsePerfil: '6',
      txtSenha: '',
      cstLogin: '',
      codBseEscola: '',
      codBseUnidade: '',
    }));
    const res = await fetch(`${server.baseUrl}/api/bse_usuario/criarUsuariosEmMassa/x`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ codBseTurma: classA!.id, usuarios: rows }),
    });
    expect(res.status).toBe(200);

    // Once the creation is under way (its first progress line), the process is told to stop.
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let body = '';
    while (!body.includes('"progresso"')) {
      const { value, done } = await reader.read();
      if (done) break;
      body += decoder.decode(value, { stream: true });
    }
    // A chat client of this process: told to go by a closed transport (its client then reconnects, to another
    // process behind nginx), not by the server's own disconnection (after which a client must not).
    const chat = await connectChat(server.baseUrl, await signInAt(server.baseUrl, 'AUCE-0004'));
    const exited = once(server.child, 'exit') as Promise<[number | null, NodeJS.Signals | null]>;
    const outputClosed = once(server.child, 'close');
    server.child.kill('SIGTERM');
    expect(await chat.next('disconnect')).toBe('transport close');
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        body += decoder.decode(value, { stream: true });
      }
    } catch {
      // The connection went away with the process: then nothing may be left (checked below).
    }
    const [code] = await exited;
    expect(code, server.output()).toBe(0);
    expect(server.output()).toContain('closing: finishing the requests in flight');
    // The log is written off the request path (lib/log-destination.ts): what was still queued at SIGTERM is
    // flushed before the process leaves, the bulk creation's own line and the last words included.
    await outputClosed;
    const logged = server
      .output()
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as { msg: string; route?: string; status?: number });
    expect(logged).toContainEqual(
      expect.objectContaining({ msg: 'request', route: '/api/bse_usuario/criarUsuariosEmMassa/x', status: 200 }),
    );
    expect(logged.at(-1)?.msg).toBe('closed');

    const [{ n }] = (await t.rows<{ n: number }>(
      sql`select count(*)::int as n from bse_usuario where nom_usuario like ${`${marker} %`}`,
    )) as [{ n: number }];
    if (body.includes('"resultado"')) expect(n).toBe(40);
    else expect(n).toBe(0);
    // This server finishes what it started: the answer came whole.
    expect(body).toContain('"resultado"');
  });
});
