// The API tests' template database: migrated and seeded ONCE per run (Vitest's globalSetup), then
// cloned by every test file (build-app.ts) instead of migrating and seeding again.
//
// - PGlite: a data directory on disk and its dump (a tar file): each test file's PGlite worker loads the
//   dump into memory.
// - PostgreSQL: a database marked IS_TEMPLATE, cloned with `CREATE DATABASE x TEMPLATE t`.
//
// Both are named by a hash of the migrations, of the seed's source (followed through its imports)
// and of the PGlite version, so a stale template is never reused. The seed also writes image files:
// each template keeps its uploads directory beside it, and each test file copies that too.
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { appendFile, mkdir, readdir, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import type * as TypeScript from 'typescript';

export interface DbTemplate {
  /** PGlite: the template's data directory (the backup tests copy it). */
  pgliteDataDir?: string;
  /** PGlite: a dump of that directory (a tar file of PGlite's `dumpDataDir`), each test file's database starts from in memory. */
  pgliteDump?: string;
  /**
   * PGlite: a dump of a database with no migration applied (initdb alone, the same small shared buffers), for the tests
   * that need a database from nothing (the migrations', a production start's): initdb per test took it 2-3 s more.
   */
  pgliteEmptyDump?: string;
  /** PostgreSQL: the template database's name on the server of TEST_DATABASE_URL. */
  postgresDatabase?: string;
  /** The files the seed wrote (catalogue and demo pictures), copied per test file. */
  uploadsDir: string;
}

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** Shared by every checkout of the machine: the same hash means the same template. */
const cacheRoot = path.join(os.tmpdir(), 'portal-test-templates');
/** Templates untouched for this long are removed (other checkouts, older code). */
const STALE_MS = 2 * 24 * 3600_000;

function listFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => (entry.isDirectory() ? listFiles(path.join(dir, entry.name)) : [path.join(dir, entry.name)]))
    .sort();
}

/** The repository's own TypeScript files reached from `entries` by static imports. */
function localImportClosure(ts: typeof TypeScript, entries: string[]): string[] {
  const options: TypeScript.CompilerOptions = { module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler };
  const seen = new Set<string>();
  const queue = [...entries];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const { fileName } of ts.preProcessFile(readFileSync(file, 'utf8'), true, true).importedFiles) {
      const resolved = ts.resolveModuleName(fileName, file, options, ts.sys).resolvedModule;
      if (!resolved || resolved.isExternalLibraryImport || resolved.resolvedFileName.includes(`${path.sep}node_modules${path.sep}`))
        continue;
      if (resolved.resolvedFileName.endsWith('.d.ts')) continue;
      queue.push(path.resolve(resolved.resolvedFileName));
    }
  }
  return [...seen].sort();
}

/** Names the template: migrations + the seed and everything it imports + the PGlite version. */
export async function templateHash(): Promise<string> {
  // Loaded here: the test files import this module too (databaseUrl) and never need the compiler.
  const { default: ts } = await import('typescript');
  // The package does not export its package.json: find it above its entry point.
  let pglitePackage = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  while (!existsSync(path.join(pglitePackage, 'package.json'))) pglitePackage = path.dirname(pglitePackage);
  const pgliteVersion = (JSON.parse(readFileSync(path.join(pglitePackage, 'package.json'), 'utf8')) as { version: string }).version;
  const files = [
    ...listFiles(path.join(apiRoot, 'drizzle')),
    ...localImportClosure(ts, [
      path.join(apiRoot, 'src/seed/demo.ts'),
      path.join(apiRoot, 'src/db/client.ts'),
      path.join(apiRoot, 'src/db/pglite-worker.ts'),
      fileURLToPath(import.meta.url),
    ]),
  ];
  const hash = createHash('sha256').update(`pglite ${pgliteVersion}\n`);
  for (const file of files) hash.update(`${path.relative(apiRoot, file)}\n`).update(readFileSync(file));
  return hash.digest('hex').slice(0, 16);
}

async function removeStale(): Promise<void> {
  const now = Date.now();
  for (const name of await readdir(cacheRoot).catch(() => [])) {
    const full = path.join(cacheRoot, name);
    const info = await stat(full).catch(() => undefined);
    if (info && now - info.mtimeMs > STALE_MS) await rm(full, { recursive: true, force: true });
  }
}

/**
 * Migrates and seeds a database (with the cheap test hashes: the caller switched them on). PGlite
 * is built in memory (on disk it takes several times longer) and then written out to `dataDir`.
 */
async function migrateAndSeed(target: { url: string } | { dataDir: string }, uploadsDir: string): Promise<void> {
  // Imported here so that computing the hash loads neither PGlite nor sharp.
  const { openDatabase } = await import('../db/client');
  const { seedDemo } = await import('../seed/demo');
  const database = await openDatabase('url' in target ? { url: target.url } : {});
  try {
    await seedDemo(database.db, uploadsDir);
    if ('dataDir' in target) await database.saveDataDir!(target.dataDir);
  } finally {
    await database.close();
  }
}

/**
 * The data directory as one tar file, which a test file's PGlite loads into memory: copying the directory's 1,300
 * files (43 MB) to disk took each test file 0.6-1.7 s (its processor 0.65-1.3 s) on the 2-core CI machine, and the
 * database on disk wrote every page through to it; started from the dump in memory, 0.3 s. The product's own
 * data directory on disk is what the backup tests and the server's own tests open.
 */
async function writeDump(dataDir: string, file: string): Promise<void> {
  // Every test file opens its own copy: with PostgreSQL's 128 MB of shared buffers, each opening spends about
  // 0.3 s of the processor clearing memory that a test's few hundred rows never use.
  await appendFile(path.join(dataDir, 'postgresql.auto.conf'), 'shared_buffers = 16MB\n');
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { unaccent } = await import('@electric-sql/pglite/contrib/unaccent');
  const db = new PGlite(dataDir, { extensions: { pg_trgm, unaccent } });
  try {
    // Asked before the database is ready, the dump never comes.
    await db.waitReady;
    const dump = await db.dumpDataDir('none');
    await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await db.close();
  }
}

/** A new data directory (initdb, nothing else) in `dataDir`, then its dump in `file`; the directory goes. */
async function writeEmptyDump(dataDir: string, file: string): Promise<void> {
  const { PGlite } = await import('@electric-sql/pglite');
  const db = new PGlite(dataDir);
  await db.waitReady;
  await db.close();
  await writeDump(dataDir, file);
  await rm(dataDir, { recursive: true, force: true });
}

/**
 * `<cache>/pglite-<hash>/{pgdata,pgdata.tar,empty.tar,uploads}`, built in a private directory and renamed into place,
 * so a parallel run either finds a complete template or builds its own and loses the rename.
 */
export async function ensurePgliteTemplate(hash: string): Promise<DbTemplate> {
  const dir = path.join(cacheRoot, `pglite-${hash}`);
  const template = {
    pgliteDataDir: path.join(dir, 'pgdata'),
    pgliteDump: path.join(dir, 'pgdata.tar'),
    pgliteEmptyDump: path.join(dir, 'empty.tar'),
    uploadsDir: path.join(dir, 'uploads'),
  };
  if (existsSync(dir)) {
    const now = new Date();
    await utimes(dir, now, now);
    return template;
  }
  await mkdir(cacheRoot, { recursive: true });
  await removeStale();
  const building = path.join(cacheRoot, `building-${hash}-${randomBytes(4).toString('hex')}`);
  await mkdir(path.join(building, 'uploads'), { recursive: true });
  try {
    await migrateAndSeed({ dataDir: path.join(building, 'pgdata') }, path.join(building, 'uploads'));
    await writeDump(path.join(building, 'pgdata'), path.join(building, 'pgdata.tar'));
    await writeEmptyDump(path.join(building, 'empty'), path.join(building, 'empty.tar'));
    await rename(building, dir);
  } catch (error) {
    await rm(building, { recursive: true, force: true });
    // Another run renamed its identical template into place first.
    if (!existsSync(dir)) throw error;
  }
  return template;
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** The PostgreSQL server of `serverUrl`, with `database` in place of the URL's own. */
export function databaseUrl(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/**
 * `portal_tpl_<hash>` on the server, built under an advisory lock (parallel runs wait for the
 * first), with its uploads in `<cache>/postgres-<hash>`. Templates older than two days (the
 * database's comment holds the creation time) are dropped.
 */
export async function ensurePostgresTemplate(serverUrl: string, hash: string): Promise<DbTemplate> {
  const uploadsDir = path.join(cacheRoot, `postgres-${hash}`, 'uploads');
  // The server is the machine's, its uploads this checkout's folder for temporary files: named after both, so that two
  // checkouts with different folders (CI's clone beside a working tree) never use one database with the other's files.
  const name = `portal_tpl_${hash}_${createHash('sha256').update(uploadsDir).digest('hex').slice(0, 8)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`select pg_advisory_lock(hashtext('portal-test-template'))`);
    const found = await admin.query<{ datname: string; created: string | null }>(
      `select datname, shobj_description(oid, 'pg_database') as created from pg_database where datname like 'portal\\_tpl\\_%'`,
    );
    for (const row of found.rows) {
      const created = Date.parse(row.created ?? '');
      const stale = row.datname !== name && (Number.isNaN(created) || Date.now() - created > STALE_MS);
      const broken = row.datname === name && !existsSync(uploadsDir);
      if (!stale && !broken) continue;
      await admin.query(`alter database ${quote(row.datname)} is_template false`);
      await admin.query(`drop database if exists ${quote(row.datname)} with (force)`);
    }
    if (found.rows.some((row) => row.datname === name) && existsSync(uploadsDir)) return { postgresDatabase: name, uploadsDir };

    await mkdir(cacheRoot, { recursive: true });
    await rm(path.dirname(uploadsDir), { recursive: true, force: true });
    await mkdir(uploadsDir, { recursive: true });
    const building = `portal_tpl_building_${randomBytes(4).toString('hex')}`;
    await admin.query(`create database ${quote(building)}`);
    try {
      await migrateAndSeed({ url: databaseUrl(serverUrl, building) }, uploadsDir);
      await admin.query(`alter database ${quote(building)} rename to ${quote(name)}`);
    } catch (error) {
      await admin.query(`drop database if exists ${quote(building)} with (force)`);
      await rm(path.dirname(uploadsDir), { recursive: true, force: true });
      throw error;
    }
    // No one connects to a template (CREATE DATABASE ... TEMPLATE refuses while anyone is).
    await admin.query(`alter database ${quote(name)} with is_template true allow_connections false`);
    await admin.query(`comment on database ${quote(name)} is '${new Date().toISOString()}'`);
    return { postgresDatabase: name, uploadsDir };
  } finally {
    await admin.query(`select pg_advisory_unlock(hashtext('portal-test-template'))`).catch(() => undefined);
    await admin.end();
  }
}
