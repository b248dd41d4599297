import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, buildTestApp } from '../test/build-app';
import { pgErrorOf } from '../lib/db-errors';

/*
 * The embedded PGlite runs in a worker thread behind the PostgreSQL wire protocol, one backend for
 * every connection (pglite-wire.ts). What a real server gives each connection must hold there too:
 * the API's thread stays free while a query runs, transactions stay whole and isolated, prepared
 * statements are each connection's own, notifications reach the connections that listen. The same
 * tests run on PostgreSQL with TEST_DATABASE_URL, where they hold by construction.
 */

let t: TestApp;
let pool: pg.Pool;
beforeAll(async () => {
  t = await buildTestApp();
  pool = (t.db as unknown as { $client: pg.Pool }).$client;
});
afterAll(() => t?.close());

/** A table of this test's own. */
async function probeTable(): Promise<string> {
  const name = `probe_${randomBytes(4).toString('hex')}`;
  await pool.query(`create table ${name} (tag text not null, n int not null)`);
  return name;
}

const count = async (table: string, tag: string) =>
  (await pool.query<{ n: number }>(`select count(*)::int as n from ${table} where tag = $1`, [tag])).rows[0]!.n;

/** A client of its own (not from the pool) to the same database. */
async function client(): Promise<pg.Client> {
  const c = new pg.Client(pool.options);
  await c.connect();
  return c;
}

describe('a slow query', () => {
  it('leaves /api/health answering within 50 ms while it runs', async () => {
    let finishedAt: number | undefined;
    const slow = t.db.execute(sql`select pg_sleep(1.5)`).then(() => (finishedAt = performance.now()));
    const started = performance.now();
    const answers: number[] = [];
    let lastAnswerAt = started;
    // Health asked again and again over the first 400 ms of the query.
    while (lastAnswerAt - started < 400) {
      const asked = performance.now();
      const res = await t.app.inject({ method: 'GET', url: '/api/health' });
      lastAnswerAt = performance.now();
      expect(res.statusCode).toBe(200);
      answers.push(lastAnswerAt - asked);
    }
    expect(finishedAt).toBeUndefined();
    await slow;
    // The query really was running the whole time: it ended after the last health answer, 1.5 s after it was sent.
    expect(finishedAt! - lastAnswerAt).toBeGreaterThan(0);
    expect(finishedAt! - started).toBeGreaterThanOrEqual(1400);
    expect(answers.length).toBeGreaterThan(5);
    // Within 50 ms: the typical answer. On a loaded machine a thread may lose the CPU for longer now
    // and then, so every answer is held to a third of the query's time: none of them waited for it.
    const sorted = [...answers].sort((a, b) => a - b);
    expect(sorted[Math.floor(sorted.length / 2)]).toBeLessThan(50);
    expect(sorted.at(-1)).toBeLessThan(500);
  });
});

describe('transactions through the pool', () => {
  it('are whole and isolated: no one sees another transaction’s rows before its commit', async () => {
    const table = await probeTable();
    const insertThree = (tag: string) =>
      t.db.transaction(async (tx) => {
        const seen: number[] = [];
        for (let n = 1; n <= 3; n += 1) {
          await tx.execute(sql`insert into ${sql.identifier(table)} (tag, n) values (${tag}, ${n})`);
          // What this transaction sees of the other one's rows: none or all three, never a part.
          const other = tag === 'a' ? 'b' : 'a';
          const result = await tx.execute(sql`select count(*)::int as n from ${sql.identifier(table)} where tag = ${other}`);
          const [row] = (result as { rows: { n: number }[] }).rows;
          seen.push(row!.n);
        }
        return seen;
      });
    const outside = async () => {
      const seen: number[] = [];
      for (let i = 0; i < 6; i += 1) seen.push(await count(table, 'a'), await count(table, 'b'));
      return seen;
    };
    const [seenByA, seenByB, seenOutside] = await Promise.all([insertThree('a'), insertThree('b'), outside()]);
    for (const n of [...seenByA, ...seenByB, ...seenOutside]) expect([0, 3]).toContain(n);
    expect(await count(table, 'a')).toBe(3);
    expect(await count(table, 'b')).toBe(3);
  });

  it('roll back entirely on an error, which never reaches another connection’s work', async () => {
    const table = await probeTable();
    const codes: (string | undefined)[] = [];
    const failing = t.db.transaction(async (tx) => {
      await tx.execute(sql`insert into ${sql.identifier(table)} (tag, n) values ('bad', 1)`);
      codes.push(
        await tx.execute(sql`select 1 / 0`).then(
          () => undefined,
          (error: unknown) => pgErrorOf(error)?.code,
        ),
      );
      // The transaction is now aborted: its next statement is refused…
      codes.push(
        await tx.execute(sql`select 1`).then(
          () => undefined,
          (error: unknown) => pgErrorOf(error)?.code,
        ),
      );
      await tx.execute(sql`insert into ${sql.identifier(table)} (tag, n) values ('bad', 2)`);
    });
    // …while statements of other connections, sent meanwhile, run as usual.
    const others = Promise.all(Array.from({ length: 8 }, (_, n) => pool.query(`insert into ${table} (tag, n) values ('good', $1)`, [n])));
    const [failed, inserted] = await Promise.allSettled([failing, others]);
    expect(codes).toEqual(['22012', '25P02']);
    expect(failed.status).toBe('rejected');
    expect(inserted.status).toBe('fulfilled');
    expect(await count(table, 'bad')).toBe(0);
    expect(await count(table, 'good')).toBe(8);
  });

  it('leave nothing when their connection drops before the commit', async () => {
    const table = await probeTable();
    for (const drop of ['abruptly', 'with Terminate'] as const) {
      const c = await client();
      c.on('error', () => {});
      await c.query('begin');
      await c.query(`insert into ${table} (tag, n) values ('dropped', 1), ('dropped', 2)`);
      if (drop === 'abruptly') (c as unknown as { connection: { stream: { destroy(): void } } }).connection.stream.destroy();
      else await c.end();
      expect(await count(table, 'dropped')).toBe(0);
      // And the connection that comes next is not left inside that transaction: its statement is a transaction of its own.
      const [fresh] = (await pool.query<{ fresh: boolean }>('select now() = statement_timestamp() as fresh')).rows;
      expect(fresh!.fresh).toBe(true);
    }
  });
});

describe('prepared statements', () => {
  it('are each connection’s own: two connections prepare the same name', async () => {
    const [a, b] = [await pool.connect(), await pool.connect()];
    try {
      const name = `probe_same_${randomBytes(3).toString('hex')}`;
      const [ra, rb] = await Promise.all([
        a.query({ name, text: 'select $1::int + 1 as n', values: [1] }),
        b.query({ name, text: 'select $1::int + 2 as n', values: [1] }),
      ]);
      expect(ra.rows[0]).toEqual({ n: 2 });
      expect(rb.rows[0]).toEqual({ n: 3 });
      expect((await a.query({ name, text: 'select $1::int + 1 as n', values: [5] })).rows[0]).toEqual({ n: 6 });
    } finally {
      a.release();
      b.release();
    }
  });

  it('go away with their connection', async () => {
    const name = `probe_gone_${randomBytes(3).toString('hex')}`;
    const c = await client();
    await c.query({ name, text: 'select 1 as n' });
    await c.end();
    const left = await pool.query(`select count(*)::int as n from pg_prepared_statements where name like '%' || $1`, [name]);
    expect(left.rows[0]).toEqual({ n: 0 });
    // A new connection prepares the same name again.
    const again = await client();
    expect((await again.query({ name, text: 'select 2 as n' })).rows[0]).toEqual({ n: 2 });
    await again.end();
  });
});

describe('notifications', () => {
  it('reach the connections that LISTEN, whichever connection committed them, after the commit only', async () => {
    const channel = `probe_${randomBytes(3).toString('hex')}`;
    const [listener, quitter] = [await client(), await client()];
    const received: string[] = [];
    const firstTwo = new Promise<void>((resolve) =>
      listener.on('notification', (message) => {
        if (message.channel === channel) received.push(message.payload ?? '');
        if (received.length === 2) resolve();
      }),
    );
    await listener.query(`listen ${channel}`);
    // Another connection that listened and stopped does not stop the first one's listening.
    await quitter.query(`listen ${channel}`);
    await quitter.query(`unlisten ${channel}`);
    const quitterGot: string[] = [];
    quitter.on('notification', (message) => quitterGot.push(message.payload ?? ''));

    const sender = await pool.connect();
    const senderGot: string[] = [];
    sender.on('notification', (message) => senderGot.push(message.payload ?? ''));
    try {
      await sender.query('begin');
      await sender.query(`select pg_notify($1, 'rolled back')`, [channel]);
      await sender.query('rollback');
      await t.db.transaction(async (tx) => {
        await tx.execute(sql`select pg_notify(${channel}, 'in a transaction')`);
      });
      await sender.query(`select pg_notify($1, 'through the pool')`, [channel]);
      await firstTwo;
      // Notifications arrive in commit order: nothing of the rolled-back one came before these.
      expect(received).toEqual(['in a transaction', 'through the pool']);
      expect(senderGot).toEqual([]);
      expect(quitterGot).toEqual([]);
    } finally {
      sender.release();
      sender.removeAllListeners('notification');
      await listener.end();
      await quitter.end();
    }
  });
});
