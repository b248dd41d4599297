/**
 * The product's app (buildApp, every plugin) on an embedded PGlite database that runs one slow
 * query after another (`select pg_sleep(0.5)`) for as long as it lives: bench/run.ts measures
 * `/api/health` on it, to show what a slow query costs the requests that need no database (issue 9:
 * PGlite runs in a worker thread, so nothing; in the API's own thread it stalled them all).
 *
 * Started by bench/run.ts on PORT with a fresh DATA_DIR (migrations only, no seed: health reads nothing).
 */
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/api/src/app';
import { openDatabase } from '../apps/api/src/db/client';

const port = Number(process.env.PORT ?? 0);
const host = process.env.HOST ?? '127.0.0.1';
const dataDir = process.env.DATA_DIR ?? '';
const database = await openDatabase({ dataDir: path.join(dataDir, 'pgdata') });
const app = await buildApp({
  db: database.db,
  databaseKind: database.kind,
  jwtSecret: randomBytes(32).toString('hex'),
  uploadsDir: path.join(dataDir, 'uploads'),
  brand: 'padrao',
  webDistDir: undefined,
  loginMaxFailures: 5,
  loginLockMinutes: 15,
  loginRatePerMinute: 120,
});

await app.listen({ port, host });
console.log(`the API with a slow query always running: http://${host}:${port}/api/health`);

let stopping = false;
let slowQueries = 0;
const loop = (async () => {
  while (!stopping) {
    await database.db.execute(sql`select pg_sleep(0.5)`);
    slowQueries += 1;
    // bench/run.ts reads it to check that the slow queries kept running while it measured.
    console.log(`slow queries: ${slowQueries}`);
  }
})();

const shutdown = async (): Promise<void> => {
  stopping = true;
  await app.close();
  await loop;
  await database.close();
  process.exit(0);
};
process.on('SIGINT', () => void shutdown());
process.on('SIGTERM', () => void shutdown());
