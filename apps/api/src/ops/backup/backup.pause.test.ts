import path from 'node:path';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { type TestInstallation, backupFileOf, makeInstallation, runCli } from './test-installations';

/*
 * A backup of the embedded database while the server runs (issue 21): the server's PGlite copies its
 * data directory between its statements and holds them only for a last short pass, so reads go on
 * meanwhile. Reads run in a loop, alone and beside many connections, while `npm run backup` runs;
 * the longest a read waited is the figure.
 */

/** The longest a backup may make a read wait (beyond what the machine makes it wait anyway). */
const MAX_READ_WAIT_MS = 200;

const made: TestInstallation[] = [];
afterEach(async () => {
  while (made.length > 0) await made.pop()!.remove();
});

/** A connection of its own to the started database (as another pool's, or a bench's, would be). */
async function connect(database: Database): Promise<pg.Client> {
  const pool = (database.db as unknown as { $client: pg.Pool }).$client;
  const client = new pg.Client(pool.options);
  await client.connect();
  return client;
}

/**
 * `readers` connections read (a page of users, as the list does) in a loop until `during` settles:
 * the longest any read took, and how many reads there were.
 */
async function readWhile<T>(database: Database, readers: number, during: () => Promise<T>) {
  const clients = await Promise.all(Array.from({ length: readers }, () => connect(database)));
  let reading = true;
  let longest = 0;
  let reads = 0;
  const loop = async (client: pg.Client) => {
    while (reading) {
      const started = performance.now();
      await client.query('select cod_bse_usuario, nom_usuario, cst_login from bse_usuario order by nom_usuario limit 20');
      longest = Math.max(longest, performance.now() - started);
      reads += 1;
    }
  };
  const loops = clients.map(loop);
  try {
    // Reading before the backup starts, so the first reads' own warm-up is not counted as the backup's.
    await new Promise((resolve) => setTimeout(resolve, 300));
    longest = 0;
    reads = 0;
    const result = await during();
    return { result, longest, reads };
  } finally {
    reading = false;
    await Promise.all(loops);
    await Promise.all(clients.map((c) => c.end()));
  }
}

// The embedded database's own: in the API tests on PGlite only (apps/api/vitest.config.ts leaves this file out of the
// run on PostgreSQL, where the backup is pg_dump's snapshot).
describe('a backup of the embedded database while the server runs', () => {
  it.each([
    ['idle', 1],
    ['under 100 connections', 100],
  ])(
    `lets reads go on (%s): the backup makes no read wait ${MAX_READ_WAIT_MS} ms longer than reads wait without it`,
    async (_case, readers) => {
      const source = await makeInstallation('pglite', 'template');
      made.push(source);
      const database = await source.start();
      const started = performance.now();
      const during = await readWhile(database, readers, () => runCli('backup', [], source.env));
      const took = performance.now() - started;
      const file = backupFileOf(during.result);
      expect(path.dirname(file)).toBe(path.join(source.dataDir, 'backups'));
      expect(during.result.stdout).toContain('banco lido pelo servidor em funcionamento');
      // The same reads for as long without a backup: what this machine makes them wait anyway.
      const without = await readWhile(database, readers, () => new Promise((resolve) => setTimeout(resolve, Math.min(took, 5_000))));
      console.log(
        `${readers} reading connection(s): the longest read waited ${during.longest.toFixed(0)} ms during a backup ` +
          `(${(took / 1000).toFixed(1)} s, ${during.reads} reads), ${without.longest.toFixed(0)} ms without (${without.reads} reads)`,
      );
      expect(during.reads).toBeGreaterThan(readers);
      expect(during.longest).toBeLessThan(MAX_READ_WAIT_MS + without.longest);
    },
    240_000,
  );
});
