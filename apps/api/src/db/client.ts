import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { type PgliteDatabase, drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { type NodePgDatabase, drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
/** The one database type every repository takes: the same Drizzle API on PGlite and on PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction or the database itself. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

/** The contrib extensions the migrations create on PGlite: trigram indexes and accent-free search. */
export const pgliteExtensions = { pg_trgm, unaccent };

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
 * default the product's; the migration tests start from an older set).
 */
export async function openDatabase(opts: { url?: string; dataDir?: string; migrationsFolder?: string }): Promise<Database> {
  const folder = opts.migrationsFolder ?? migrationsFolder;
  if (opts.url) {
    const pool = new pg.Pool({ connectionString: opts.url, max: 10 });
    // An idle connection the server ends (restart, `drop database ... with (force)`) is reported
    // here; unhandled, the pool's 'error' event would bring the whole process down.
    pool.on('error', (error) => console.error(`PostgreSQL: conexão encerrada (${error.message})`));
    const db = drizzlePg(pool, { schema });
    await migratePg(db, { migrationsFolder: folder });
    return { db: db as unknown as Db, kind: 'postgres', close: () => pool.end() };
  }
  const extensions = pgliteExtensions;
  const client = opts.dataDir ? new PGlite(opts.dataDir, { extensions }) : new PGlite({ extensions });
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder: folder });
  return { db: db as unknown as Db, kind: 'pglite', close: () => client.close() };
}

/** Applies the migrations of `folder` that the database has not applied yet. */
export async function applyMigrations(database: Database, folder = migrationsFolder): Promise<void> {
  if (database.kind === 'postgres') await migratePg(database.db as unknown as NodePgDatabase<Schema>, { migrationsFolder: folder });
  else await migratePglite(database.db as unknown as PgliteDatabase<Schema>, { migrationsFolder: folder });
}
