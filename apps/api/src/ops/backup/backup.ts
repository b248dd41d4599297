// `npm run backup`: the whole database and the uploaded files in one file (archive.ts).
import { existsSync, readFileSync } from 'node:fs';
import { link, mkdir, mkdtemp, open, rm, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { type Db, migrationsFolder } from '../../db/client';
import type { LiveCopyReport } from '../../db/pglite-copy';
import { type PgliteWorker, startPgliteWorker } from '../../db/pglite-host';
import { pgErrorOf } from '../../lib/db-errors';
import { type OpsChannel, askOps, describeHolder, holdOpsChannel, removeStale } from '../ops-channel';
import { DATABASE_PARTS, FORMAT, FORMAT_VERSION, type Manifest, writeArchive } from './archive';
import { type BackupRecord, recordBackup } from './backup.repository';
import { type DatabaseFacts, databaseFacts, pgliteSql } from './database-facts';
import { dumpPglite, openPglite, pgliteVersion } from './pglite-files';
import { OperationError, dumpPostgres } from './postgres-tools';

export interface Installation {
  dataDir: string;
  uploadsDir: string;
  /** PostgreSQL; the embedded PGlite of `dataDir/pgdata` when absent. */
  databaseUrl?: string | undefined;
}

export interface BackupResult {
  file: string;
  bytes: number;
  manifest: Manifest;
  /** How the database was read. */
  via: 'pg_dump' | 'server' | 'data-dir';
  /** Read from the running server: how its copy went (statements were held only for the last pass). */
  liveCopy?: LiveCopyReport;
  /** Why the backup could not be noted in sis_backup, when it could not. */
  notRecorded?: string;
}

/** The running API's package (apps/api/package.json, beside the migrations folder). */
export function productVersion(): string {
  const file = path.join(path.dirname(migrationsFolder), 'package.json');
  return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
}

export interface JournalEntry {
  tag: string;
  when: number;
}

/** The migrations this version of the product knows, in order. */
export function journal(folder = migrationsFolder): JournalEntry[] {
  return (JSON.parse(readFileSync(path.join(folder, 'meta/_journal.json'), 'utf8')) as { entries: JournalEntry[] }).entries;
}

/** The driver's own words under Drizzle's "Failed query" wrapper. */
function innermostMessage(error: unknown): string {
  let e = error;
  while (e instanceof Error && e.cause instanceof Error) e = e.cause;
  return e instanceof Error ? e.message : String(e);
}

/** `portal-escolar-2026-03-01T10-20-30Z.tar` */
export function backupFileName(at: Date): string {
  return `portal-escolar-${at
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replaceAll(':', '-')}.tar`;
}

/**
 * Where the file goes: `output` when it names a new file, inside it when it names a folder, else
 * DATA_DIR/backups/ (readable by this OS user only). A relative `output` is the person's: from the
 * folder they ran npm in (INIT_CWD).
 */
async function targetFile(output: string | undefined, dataDir: string, at: Date): Promise<string> {
  if (!output) {
    const dir = path.join(dataDir, 'backups');
    await mkdir(dir, { recursive: true, mode: 0o700 });
    return path.join(dir, backupFileName(at));
  }
  const full = path.resolve(process.env.INIT_CWD ?? process.cwd(), output);
  const info = await stat(full).catch(() => undefined);
  if (info?.isDirectory()) return path.join(full, backupFileName(at));
  if (info) throw new OperationError(`O arquivo ${full} já existe; escolha outro nome ou uma pasta.`);
  if (!existsSync(path.dirname(full))) throw new OperationError(`A pasta ${path.dirname(full)} não existe.`);
  return full;
}

interface DatabasePart {
  facts: DatabaseFacts;
  dumpedWith: Manifest['database']['dumpedWith'];
  via: BackupResult['via'];
  liveCopy?: LiveCopyReport;
  record(backup: BackupRecord): Promise<void>;
  /** Closes what the part opened (the embedded database, the channel). */
  release(): Promise<void>;
}

async function recordOn(config: pg.ClientConfig, backup: BackupRecord): Promise<void> {
  const client = new pg.Client(config);
  await client.connect();
  try {
    await recordBackup(drizzle(client) as unknown as Db, backup);
  } finally {
    await client.end();
  }
}

/** pg_dump of DATABASE_URL (one snapshot). */
async function postgresPart(url: string, file: string): Promise<DatabasePart> {
  const { facts, tool } = await dumpPostgres(url, file);
  return {
    facts,
    dumpedWith: { program: 'pg_dump', version: tool.version },
    via: 'pg_dump',
    record: (backup) => recordOn({ connectionString: url }, backup),
    release: () => Promise.resolve(),
  };
}

/**
 * The embedded database: a copy of its data directory taken at one instant by the PGlite worker
 * that has it open (the running server's, asked through the control channel, or one this command
 * starts when no server runs, holding the channel meanwhile so that no server starts), opened here
 * and written out with PGlite's own dump.
 */
async function pglitePart(installation: Installation, workDir: string, file: string): Promise<DatabasePart> {
  const { dataDir } = installation;
  let copyDir: string;
  let via: BackupResult['via'];
  let liveCopy: LiveCopyReport | undefined;
  let record: DatabasePart['record'];
  let worker: PgliteWorker | undefined;
  let channel: OpsChannel | undefined;
  const release = async () => {
    await worker?.close();
    await channel?.close();
  };

  const answer = await askOps(dataDir, { op: 'save-database' }, 60 * 60_000);
  if (answer) {
    if (!answer.ok || !answer.dataDir)
      throw new OperationError(`Não foi possível fazer a cópia do banco: ${answer.ok ? 'sem resposta' : answer.message}.`);
    copyDir = answer.dataDir;
    via = 'server';
    liveCopy = answer.liveCopy;
    record = async (backup) => {
      const recorded = await askOps(dataDir, {
        op: 'record-backup',
        file: backup.txtArquivo,
        bytes: backup.numBytes,
        at: backup.datBackup.toISOString(),
      });
      if (!recorded) throw new Error('o servidor parou antes de registrar a cópia');
      if (!recorded.ok) throw new Error(recorded.message);
    };
  } else {
    const held = await holdOpsChannel(dataDir, 'backup');
    if ('heldBy' in held) throw new OperationError(`Não foi possível fazer a cópia: ${describeHolder(held.heldBy)}. Tente de novo.`);
    channel = held.channel;
    try {
      const pgdata = path.join(dataDir, 'pgdata');
      if (!existsSync(path.join(pgdata, 'PG_VERSION'))) {
        throw new OperationError(
          `Não há banco de dados em ${pgdata}: nada a copiar (o banco é criado na primeira vez que o servidor inicia).`,
        );
      }
      worker = await startPgliteWorker(pgdata);
      copyDir = path.join(workDir, 'pgdata');
      await worker.save(copyDir);
    } catch (error) {
      await release();
      throw error;
    }
    via = 'data-dir';
    const connection = worker.connection;
    record = (backup) => recordOn(connection, backup);
  }

  try {
    const copy = await openPglite(copyDir);
    try {
      const facts = await databaseFacts(pgliteSql(copy));
      await dumpPglite(copy, file);
      return { facts, dumpedWith: { program: 'pglite', version: pgliteVersion() }, via, liveCopy, record, release };
    } finally {
      await copy.close();
      await rm(copyDir, { recursive: true, force: true });
    }
  } catch (error) {
    await release();
    throw error;
  }
}

/** Writes the backup of `installation` and notes it in sis_backup. */
export async function takeBackup(installation: Installation, output?: string): Promise<BackupResult> {
  const createdAt = new Date();
  const target = await targetFile(output, installation.dataDir, createdAt);
  await removeStale(path.dirname(target), '.portal-backup-', 24 * 3600_000);
  // Beside the target, so the finished file is linked into place on the same disk.
  const workDir = await mkdtemp(path.join(path.dirname(target), '.portal-backup-'));
  let part: DatabasePart | undefined;
  try {
    const kind = installation.databaseUrl ? 'postgres' : 'pglite';
    const partFile = path.join(workDir, path.basename(DATABASE_PARTS[kind]));
    part = installation.databaseUrl
      ? await postgresPart(installation.databaseUrl, partFile)
      : await pglitePart(installation, workDir, partFile);

    const tags = new Map(journal().map((entry) => [entry.when, entry.tag]));
    const partial = path.join(workDir, 'backup.tar');
    const manifest = await writeArchive(partial, {
      database: { file: partFile, name: DATABASE_PARTS[kind] },
      uploadsDir: installation.uploadsDir,
      manifest: {
        format: FORMAT,
        formatVersion: FORMAT_VERSION,
        product: { name: 'Portal Escolar', version: productVersion() },
        createdAt: createdAt.toISOString(),
        database: { kind, serverVersion: part.facts.serverVersion, dumpedWith: part.dumpedWith },
        migrations: part.facts.migrations.map((m) => ({ tag: tags.get(m.createdAt) ?? null, createdAt: m.createdAt, hash: m.hash })),
        tables: part.facts.tables,
      },
    });
    const handle = await open(partial, 'r');
    await handle.sync();
    await handle.close();
    // A link never replaces a file that appeared meanwhile: the finished file appears whole, or not at all.
    await link(partial, target).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'EEXIST') throw new OperationError(`O arquivo ${target} já existe; escolha outro nome ou uma pasta.`);
      throw error;
    });
    await unlink(partial);
    const { size } = await stat(target);

    let notRecorded: string | undefined;
    try {
      await part.record({ datBackup: createdAt, txtArquivo: target, numBytes: size });
    } catch (error) {
      notRecorded =
        pgErrorOf(error)?.code === '42P01'
          ? 'o banco ainda não tem a tabela sis_backup: ela é criada quando o servidor desta versão inicia'
          : innermostMessage(error);
    }
    return { file: target, bytes: size, manifest, via: part.via, liveCopy: part.liveCopy, notRecorded };
  } finally {
    await part?.release();
    await rm(workDir, { recursive: true, force: true });
  }
}
