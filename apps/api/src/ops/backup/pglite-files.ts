// PGlite opened in this process by the backup commands (never the server's own data directory: the
// server's copy of it, or a data directory the commands make).
import { existsSync, openAsBlob, readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { postgresModule } from '../../db/pglite-host';

/** The contrib extensions the migrations create (as in db/pglite-worker.ts). */
const extensions = { pg_trgm, unaccent };

/** The installed @electric-sql/pglite's version. */
export function pgliteVersion(): string {
  // The package does not export its package.json: found above its entry point.
  let dir = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  while (!existsSync(path.join(dir, 'package.json'))) dir = path.dirname(dir);
  return (JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version: string }).version;
}

/** Opens an existing data directory. */
export async function openPglite(dataDir: string): Promise<PGlite> {
  return PGlite.create(dataDir, { extensions, pgliteWasmModule: await postgresModule() });
}

/** PGlite's own dump of the open database (a gzipped tarball of its data directory) into `file`. */
export async function dumpPglite(db: PGlite, file: string): Promise<void> {
  const dump = await db.dumpDataDir('gzip');
  await writeFile(file, Buffer.from(await dump.arrayBuffer()), { flag: 'wx', mode: 0o600 });
}

/** A new data directory `dataDir` made from a dump written by `dumpPglite` (PGlite's loadDataDir), opened. */
export async function loadPglite(dump: string, dataDir: string): Promise<PGlite> {
  const loadDataDir = await openAsBlob(dump, { type: 'application/x-gzip' });
  return PGlite.create(dataDir, { extensions, loadDataDir, pgliteWasmModule: await postgresModule() });
}
