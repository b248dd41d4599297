import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { type NodePgDatabase, drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { LiveCopyReport } from './pglite-copy';
import { recordMigrationTimes } from './migration-times';
import { startPgliteWorker } from './pglite-host';
import * as schema from './schema';

export type Schema = typeof schema;
/** The one database type every repository takes: the same Drizzle API on PGlite and on PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction or the database itself. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;

export interface Database {
  db: Db;
  /** Informative: both are reached the same way, through `pg`. */
  kind: 'pglite' | 'postgres';
  /** PGlite only: writes a copy of the whole database into a new data directory (how, when copied while it served). */
  saveDataDir?(dataDir: string): Promise<LiveCopyReport | undefined>;
  close(): Promise<void>;
}

/**
 * Connections to the embedded database. Its worker runs one statement at a time whatever the
 * number; a few let the next requests' statements wait in the worker (no round trip lost between
 * two) while one runs.
 */
const PGLITE_POOL_MAX = 4;

/** `apps/api/drizzle`, found upwards from this module: src/db/ when run from source, dist/ when bundled. */
function findMigrationsFolder(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const candidate = path.join(dir, 'drizzle');
    if (existsSync(path.join(candidate, 'meta/_journal.json'))) return candidate;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('drizzle migrations folder not found');
    dir = parent;
  }
}

export const migrationsFolder = findMigrationsFolder();

/**
 * Opens PostgreSQL at `url`, or the embedded PGlite in `dataDir` (in memory when neither is
 * given: the tests' throwaway database), and applies the migrations (of `migrationsFolder`, by
 * default the product's; the migration tests start from an older set), then writes when it applied them
 * (db/migration-times.ts: Drizzle's record has only the files' dates). PGlite runs in a worker
 * thread that speaks the PostgreSQL wire protocol (pglite-worker.ts), so both are reached the same
 * way: a pg.Pool and Drizzle's node-postgres driver.
 */
export async function openDatabase(opts: {
  url?: string;
  dataDir?: string;
  /** In memory, started from this dump of a data directory (a tar file of PGlite's `dumpDataDir`): the API tests' copies. */
  fromDump?: string;
  migrationsFolder?: string;
}): Promise<Database> {
  const worker = opts.url ? undefined : await startPgliteWorker(opts.dataDir, opts.fromDump);
  const pool = worker ? new pg.Pool({ ...worker.connection, max: PGLITE_POOL_MAX }) : new pg.Pool({ connectionString: opts.url, max: 10 });
  // An idle connection the server ends (restart, `drop database ... with (force)`) is reported
  // here; unhandled, the pool's 'error' event would bring the whole process down.
  pool.on('error', (error) => console.error(`PostgreSQL: conexão encerrada (${error.message})`));
  const close = async () => {
    await pool.end();
    await worker?.close();
  };
  const db = drizzlePg(pool, { schema });
  try {
    await migratePg(db, { migrationsFolder: opts.migrationsFolder ?? migrationsFolder });
    await recordMigrationTimes(db);
  } catch (error) {
    await close();
    throw error;
  }
  return {
    db: db as unknown as Db,
    kind: worker ? 'pglite' : 'postgres',
    saveDataDir: worker && ((dataDir) => worker.save(dataDir)),
    close,
  };
}

/** Applies the migrations of `folder` that the database has not applied yet. */
export async function applyMigrations(database: Database, folder = migrationsFolder): Promise<void> {
  await migratePg(database.db as unknown as NodePgDatabase<Schema>, { migrationsFolder: folder });
  await recordMigrationTimes(database.db);
}
