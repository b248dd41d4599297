// `npm run restore FILE`: a STOPPED installation brought back to the state of a backup.
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { type OpsChannel, askOps, describeHolder, holdOpsChannel } from '../ops-channel';
import { type Manifest, readArchive } from './archive';
import { type Installation, journal } from './backup';
import { databaseFacts, pgSql, pgliteSql } from './database-facts';
import { loadPglite, pgliteVersion } from './pglite-files';
import { moveToPostgres } from './pglite-to-postgres';
import { OperationError, checkNobodyConnected, restorePostgres } from './postgres-tools';

export interface RestoreOptions {
  /** Asked once the file was checked (what it holds is in `summary`); false cancels. */
  confirm: (summary: string) => Promise<boolean>;
  /** Progress lines for the person. */
  log?: (line: string) => void;
}

export interface RestoreResult {
  cancelled: boolean;
  manifest?: Manifest;
}

const stamp = (at: Date) =>
  at
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replaceAll(':', '-');

export function describeManifest(manifest: Manifest): string {
  const rows = Object.values(manifest.tables).reduce((sum, n) => sum + n, 0);
  const db =
    manifest.database.kind === 'pglite'
      ? `banco embutido (PGlite, PostgreSQL ${manifest.database.serverVersion})`
      : `PostgreSQL ${manifest.database.serverVersion}`;
  return [
    `Cópia de ${manifest.createdAt} (Portal Escolar ${manifest.product.version}), ${db}:`,
    `  ${Object.keys(manifest.tables).length} tabelas, ${rows} linhas, ${manifest.migrations.length} migrações;`,
    `  ${manifest.uploads.files} arquivos enviados (${manifest.uploads.bytes} bytes).`,
  ].join('\n');
}

/** The counts the restored database holds must be the backup's. */
function checkCounts(manifest: Manifest, tables: Record<string, number>): void {
  const wrong = Object.entries(manifest.tables).filter(([name, rows]) => tables[name] !== rows);
  if (wrong.length > 0) {
    const [name, rows] = wrong[0]!;
    throw new OperationError(
      `O banco restaurado não confere com a cópia: a tabela ${name} tem ${tables[name] ?? 'nenhuma'} linhas, a cópia ${rows}.`,
    );
  }
}

/** Refuses a backup made by a newer version (migrations this version does not know). */
function checkMigrations(manifest: Manifest): void {
  const known = new Set(journal().map((entry) => entry.when));
  const unknown = manifest.migrations.find((m) => !known.has(m.createdAt));
  if (unknown) {
    throw new OperationError(
      `Esta cópia foi feita por uma versão mais nova do Portal Escolar (migração ${unknown.tag ?? unknown.createdAt}); atualize o Portal Escolar antes de restaurar.`,
    );
  }
}

/** The backup's embedded database, opened by this version's PGlite in the new data directory `dataDir`. */
async function openDump(manifest: Manifest, part: string, dataDir: string): Promise<PGlite> {
  try {
    return await loadPglite(part, dataDir);
  } catch (error) {
    const { dumpedWith, serverVersion } = manifest.database;
    throw new OperationError(
      `O banco da cópia (PGlite ${dumpedWith.version}, PostgreSQL ${serverVersion}) não abriu com o PGlite ${pgliteVersion()} desta versão: ` +
        `${error instanceof Error ? error.message : String(error)}`,
    );
  }
}

/** Moves `from` to `to` and says how to move it back. */
async function swap(from: string, to: string): Promise<() => Promise<void>> {
  await rename(from, to);
  return () => rename(to, from);
}

export async function restoreBackup(installation: Installation, file: string, options: RestoreOptions): Promise<RestoreResult> {
  const log = options.log ?? (() => {});
  const { dataDir, uploadsDir, databaseUrl } = installation;
  if (!existsSync(file)) throw new OperationError(`O arquivo ${file} não existe.`);

  // Anything but silence (an answer, or a socket that does not answer right) stops the restore.
  const running = await askOps(dataDir, { op: 'ping' }).catch((error: Error) => {
    throw new OperationError(`Não é possível restaurar: ${error.message}. Pare o servidor e rode de novo.`);
  });
  if (running) throw new OperationError(`Não é possível restaurar: ${describeHolder(running)}. Pare o servidor e rode de novo.`);
  const held = await holdOpsChannel(dataDir, 'restore');
  if ('heldBy' in held)
    throw new OperationError(`Não é possível restaurar: ${describeHolder(held.heldBy)}. Pare o servidor e rode de novo.`);
  const channel: OpsChannel = held.channel;

  // Left by a restore that was stopped halfway (none can run now: this one holds the channel).
  for (const name of await readdir(dataDir)) {
    if (name.startsWith('.restauracao-') || name.startsWith('pgdata.nova-'))
      await rm(path.join(dataDir, name), { recursive: true, force: true });
    else if (/^(pgdata|uploads)\.antes-/.test(name))
      log(`Atenção: ${path.join(dataDir, name)} ficou de uma restauração interrompida (é o estado anterior a ela).`);
  }
  // Inside DATA_DIR: the restored folders are renamed into place on the same disk.
  const staging = await mkdtemp(path.join(dataDir, '.restauracao-'));
  const undo: (() => Promise<void>)[] = [];
  /** Made by this restore: removed whatever happens. */
  const made: string[] = [staging];
  /** The previous database and files: removed once the restore succeeded. */
  const previous: string[] = [];
  let done = false;
  try {
    log(`Verificando ${file}...`);
    const manifest = await readArchive(file, staging);
    checkMigrations(manifest);
    if (manifest.database.kind === 'postgres' && !databaseUrl) {
      throw new OperationError(
        'Esta cópia é de um banco PostgreSQL e só pode ser restaurada num PostgreSQL: defina DATABASE_URL. ' +
          '(Levar um PostgreSQL de volta ao banco embutido não é feito por este comando.)',
      );
    }
    const target = databaseUrl
      ? `o PostgreSQL de DATABASE_URL (${new URL(databaseUrl).host}${new URL(databaseUrl).pathname})`
      : `o banco embutido em ${path.join(dataDir, 'pgdata')}`;
    if (databaseUrl) await checkNobodyConnected(databaseUrl);
    if (!(await options.confirm(`${describeManifest(manifest)}\nDestino: ${target} e ${uploadsDir}.`)))
      return { cancelled: true, manifest };

    const part = path.join(staging, manifest.database.file);
    const at = stamp(new Date());
    if (!databaseUrl) {
      // A new data directory from PGlite's dump, checked, then put in the old one's place.
      log('Restaurando o banco embutido...');
      const fresh = path.join(dataDir, `pgdata.nova-${at}`);
      made.push(fresh);
      const db = await openDump(manifest, part, fresh);
      try {
        checkCounts(manifest, (await databaseFacts(pgliteSql(db))).tables);
      } finally {
        await db.close();
      }
      const pgdata = path.join(dataDir, 'pgdata');
      if (existsSync(pgdata)) {
        undo.push(await swap(pgdata, `${pgdata}.antes-${at}`));
        previous.push(`${pgdata}.antes-${at}`);
      }
      undo.push(await swap(fresh, pgdata));
    } else {
      if (manifest.database.kind === 'postgres') {
        log('Restaurando o PostgreSQL (pg_restore, numa só transação)...');
        await restorePostgres(databaseUrl, part, manifest.database.dumpedWith.version, staging);
      } else {
        log('Levando o banco embutido para o PostgreSQL...');
        const source = await openDump(manifest, part, path.join(staging, 'origem'));
        try {
          await moveToPostgres(source, databaseUrl, manifest, staging);
        } finally {
          await source.close();
        }
      }
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      try {
        checkCounts(manifest, (await databaseFacts(pgSql(client))).tables);
      } finally {
        await client.end();
      }
    }

    log('Restaurando os arquivos enviados...');
    const restoredUploads = path.join(staging, 'uploads');
    if (!existsSync(restoredUploads)) await mkdir(restoredUploads);
    if (existsSync(uploadsDir)) {
      undo.push(await swap(uploadsDir, `${uploadsDir}.antes-${at}`));
      previous.push(`${uploadsDir}.antes-${at}`);
    }
    undo.push(await swap(restoredUploads, uploadsDir));
    done = true;
    return { cancelled: false, manifest };
  } catch (error) {
    // The embedded database's and the files' previous folders go back where they were.
    const kept: string[] = [];
    for (const step of undo.reverse()) await step().catch(() => undefined);
    for (const dir of previous) if (existsSync(dir)) kept.push(dir);
    if (kept.length > 0 && error instanceof Error) error.message += `\nO estado anterior ficou em: ${kept.join(', ')}.`;
    throw error;
  } finally {
    for (const dir of done ? [...made, ...previous] : made) await rm(dir, { recursive: true, force: true });
    await channel.close();
  }
}
