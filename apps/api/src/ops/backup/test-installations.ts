// For the backup tests: installations (a DATA_DIR, and a database on the machine's PostgreSQL when
// it uses one) made from the run's template (the demo network) or empty, "started" in this process
// the way src/server.ts starts (the control channel, then the database), and the backup commands run
// in processes of their own, as `npm run backup` / `npm run restore` run them (their code compiled once).
import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, openDatabase } from '../../db/client';
import { TEST_PROCESS_FLAGS, compiledApi } from '../../test/compiled';
import { databaseUrl, ensurePgliteTemplate, templateHash } from '../../test/template';
import { type ServerOps, openServerOps } from '../ops-server';
import { listFiles } from './archive';
import { type Sql, type TableChecksum, pgSql, pgliteSql, tableChecksums } from './database-facts';
import { openPglite } from './pglite-files';

export type Kind = 'pglite' | 'postgres';

/** The run's database: PostgreSQL when TEST_DATABASE_URL is set (see vitest.config.ts), else PGlite. */
export const runKind: Kind = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';

/** The machine's PostgreSQL server (CI always has it): the run's, or the default one. */
// An empty TEST_DATABASE_URL (CI's PGlite run sets it so) counts as unset.
export const postgresServer = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');

async function admin<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: postgresServer });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

export interface TestInstallation {
  kind: Kind;
  dataDir: string;
  uploadsDir: string;
  databaseUrl: string | undefined;
  /** The settings of its commands and its server. */
  env: Record<string, string>;
  /** As src/server.ts starts: the control channel, then the database. */
  start(): Promise<Database>;
  stop(): Promise<void>;
  /** SQL on its database: through the started server's pool, or opened for the call. */
  sql<T>(fn: (sql: Sql) => Promise<T>): Promise<T>;
  checksums(): Promise<Record<string, TableChecksum>>;
  /** SHA-256 of every uploaded file, by path. */
  files(): Promise<Record<string, string>>;
  remove(): Promise<void>;
}

/** Where the template of `kind` is: the run's own, or (PGlite in a PostgreSQL run) one made for it. */
async function pgliteTemplate(): Promise<{ pgdata: string; uploads: string }> {
  const template = inject('dbTemplate');
  if (template.pgliteDataDir) return { pgdata: template.pgliteDataDir, uploads: template.uploadsDir };
  const own = await ensurePgliteTemplate(await templateHash());
  return { pgdata: own.pgliteDataDir!, uploads: own.uploadsDir };
}

export async function makeInstallation(kind: Kind, from: 'template' | 'empty'): Promise<TestInstallation> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'portal-backup-'));
  const uploadsDir = path.join(dataDir, 'uploads');
  let url: string | undefined;
  let dbName: string | undefined;
  if (kind === 'pglite' && from === 'template') {
    const template = await pgliteTemplate();
    await cp(template.pgdata, path.join(dataDir, 'pgdata'), { recursive: true });
    await cp(template.uploads, uploadsDir, { recursive: true });
  }
  if (kind === 'postgres') {
    dbName = `portal_backup_${randomBytes(6).toString('hex')}`;
    const template = from === 'template' ? inject('dbTemplate') : undefined;
    if (template && !template.postgresDatabase) throw new Error('a PostgreSQL installation from the template needs TEST_DATABASE_URL');
    await admin((client) => client.query(`create database ${dbName}${template ? ` template ${template.postgresDatabase}` : ''}`));
    if (template) await cp(template.uploadsDir, uploadsDir, { recursive: true });
    url = databaseUrl(postgresServer, dbName);
  }

  let running: { ops: ServerOps; database: Database } | undefined;
  const env: Record<string, string> = { DATA_DIR: dataDir, ...(url ? { DATABASE_URL: url } : {}) };
  const installation: TestInstallation = {
    kind,
    dataDir,
    uploadsDir,
    databaseUrl: url,
    env,
    async start() {
      const ops = await openServerOps(dataDir, { embedded: !url });
      const database = await openDatabase({ url, dataDir: path.join(dataDir, 'pgdata') });
      ops.serveDatabase(database);
      running = { ops, database };
      return database;
    },
    async stop() {
      if (!running) return;
      await running.database.close();
      await running.ops.close();
      running = undefined;
    },
    async sql(fn) {
      if (running) {
        const pool = (running.database.db as unknown as { $client: pg.Pool }).$client;
        const client = await pool.connect();
        try {
          return await fn(pgSql(client));
        } finally {
          // Its session settings (tableChecksums sets some) leave with it.
          client.release(true);
        }
      }
      if (url) {
        const client = new pg.Client({ connectionString: url });
        await client.connect();
        try {
          return await fn(pgSql(client));
        } finally {
          await client.end();
        }
      }
      const db = await openPglite(path.join(dataDir, 'pgdata'));
      try {
        return await fn(pgliteSql(db));
      } finally {
        await db.close();
      }
    },
    checksums() {
      return installation.sql(tableChecksums);
    },
    async files() {
      const out: Record<string, string> = {};
      for (const file of await listFiles(uploadsDir)) {
        out[file] = createHash('sha256')
          .update(await readFile(path.join(uploadsDir, file)))
          .digest('hex');
      }
      return out;
    },
    async remove() {
      await installation.stop();
      if (dbName) await admin((client) => client.query(`drop database if exists ${dbName} with (force)`));
      await rm(dataDir, { recursive: true, force: true });
    },
  };
  return installation;
}

export interface CliResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * `npm run backup` / `npm run restore` with the installation's settings and nothing of this process's, from the
 * repository's root: the commands' own code (`backup.cli.ts`, `restore.cli.ts`) compiled as the server's is.
 */
export async function runCli(
  command: 'backup' | 'restore',
  args: string[],
  env: Record<string, string>,
  input?: string,
): Promise<CliResult> {
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !['DATA_DIR', 'DATABASE_URL', 'npm_config_yes', 'INIT_CWD'].includes(name)),
  );
  const child = spawn(process.execPath, [...TEST_PROCESS_FLAGS, path.join(await compiledApi(), `${command}.js`), ...args], {
    cwd: repoRoot,
    env: { ...inherited, ...env },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  child.stdin.end(input ?? '');
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** The file a successful `npm run backup` wrote (from its output). */
export function backupFileOf(result: CliResult): string {
  const match = /Cópia de segurança gravada: (.+\.tar) \(/.exec(result.stdout);
  if (result.code !== 0 || !match) throw new Error(`npm run backup failed (${result.code}):\n${result.stdout}\n${result.stderr}`);
  return match[1]!;
}
