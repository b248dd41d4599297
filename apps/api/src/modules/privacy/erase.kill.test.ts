import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, buildTestApp } from '../../test/build-app';
import { type ServerProcess, signInAt, startServerProcess } from '../../test/server-process';
import { type Staff, classWithActivity, signInStaff } from '../activities/activities.fixtures';

/*
 * kill -9 during an erasure (issue 29): the server process dies inside the erasure's transaction, which another
 * connection holds on a chat message's lock, and nothing of the erasure is left: the name, the login and the texts
 * are as they were. On PostgreSQL the test first sees the erasure waiting on that lock (its transaction begun, the
 * user row already changed inside it); the embedded database runs one transaction at a time, so there the erasure
 * waits before its first statement and the test shows that nothing of it was written either way.
 */

let t: TestApp;
let staff: Staff;
let dataDir: string;
let server: ServerProcess;

beforeAll(async () => {
  t = await buildTestApp();
  staff = await signInStaff(t);
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'portal-erase-kill-'));
  server = await startServerProcess({ DATABASE_URL: t.databaseUrl, DATA_DIR: dataDir, JWT_SECRET: randomBytes(48).toString('base64url') });
}, 120_000);

afterAll(async () => {
  // The test kills it; a failure before that leaves it to stop here.
  if (server && server.child.exitCode === null && server.child.signalCode === null) await server.stop();
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('an erasure killed in its transaction', () => {
  it('leaves all of the person as it was', async () => {
    const w = await classWithActivity(t, staff, 1);
    const student = w.students[0]!;
    const text = `Mensagem ${randomBytes(3).toString('hex')}`;
    await t.rows(sql`insert into cht_mensagem (cod_cht_sala, txt_mensagem, cod_usuario_criacao)
      select min(cod_cht_sala), ${text}, ${student.id} from cht_sala`);
    const [before] = await t.rows<{ name: string; login: string }>(
      sql`select nom_usuario as name, cst_login as login from bse_usuario where cod_bse_usuario = ${student.id}`,
    );
    const token = await signInAt(server.baseUrl, 'AUCE-0001');

    // Another connection holds the message's row: the erasure's update of the chat waits on it.
    const holder = new pg.Client({ connectionString: t.databaseUrl });
    await holder.connect();
    try {
      await holder.query('begin');
      await holder.query('select 1 from cht_mensagem where cod_usuario_criacao = $1 for update', [student.id]);
      const erasing = fetch(`${server.baseUrl}/api/bse_usuario/${student.id}/dados`, {
        method: 'DELETE',
        headers: { authorization: `Bearer ${token}` },
      }).catch(() => undefined);
      if (process.env.TEST_DATABASE_URL) {
        // The erasure is inside its transaction: its chat update waits on the lock.
        // (After the new password's hash, which the server process makes with the production's cost.)
        await expect
          .poll(
            async () => {
              // Read on another connection: inside the holder's transaction the activity would stay one snapshot.
              const [waiting] = await t.rows<{ n: number }>(
                sql`select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock' and query ilike ${'update "cht_mensagem"%'}`,
              );
              return waiting!.n;
            },
            { timeout: 20_000 },
          )
          .toBe(1);
      }
      const exited = once(server.child, 'exit');
      server.child.kill('SIGKILL');
      await exited;
      await erasing;
      await holder.query('rollback');
    } finally {
      await holder.end();
    }

    const [after] = await t.rows<{ name: string; login: string }>(
      sql`select nom_usuario as name, cst_login as login from bse_usuario where cod_bse_usuario = ${student.id}`,
    );
    expect(after).toEqual(before);
    expect(await t.rows(sql`select 1 from cht_mensagem where txt_mensagem = ${text}`)).toHaveLength(1);
    expect(await t.rows(sql`select 1 from bse_pedido_dados where cod_usuario_alvo = ${student.id}`)).toEqual([]);
  });
});
