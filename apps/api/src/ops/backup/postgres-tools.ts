// PostgreSQL's own client programs (Debian's postgresql-client): pg_dump takes the backup of a
// PostgreSQL database, pg_restore and psql put it back.
import { spawn } from 'node:child_process';
import { readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { type DatabaseFacts, databaseFacts, pgSql } from './database-facts';

export type ToolName = 'pg_dump' | 'pg_restore' | 'psql';

export interface Tool {
  file: string;
  /** `15.20` */
  version: string;
  major: number;
}

/** A problem the person must fix (missing or too old program, refused database): its message says how. */
export class OperationError extends Error {}

interface RunResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

function run(file: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<RunResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(file, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, stdout, stderr }));
  });
}

async function toolAt(file: string): Promise<Tool | undefined> {
  try {
    const { code, stdout } = await run(file, ['--version']);
    const match = /\(PostgreSQL\)\s+(\d+)(?:\.(\d+))?/.exec(stdout);
    if (code !== 0 || !match) return undefined;
    return { file, version: `${match[1]}${match[2] === undefined ? '' : `.${match[2]}`}`, major: Number(match[1]) };
  } catch {
    return undefined;
  }
}

/** Major versions of PostgreSQL's programs installed side by side (Debian: /usr/lib/postgresql/<major>/bin). */
async function installedMajors(): Promise<number[]> {
  const names = await readdir('/usr/lib/postgresql').catch(() => [] as string[]);
  return names
    .filter((name) => /^\d+$/.test(name))
    .map(Number)
    .sort((a, b) => b - a);
}

/**
 * The program `name` of major version `atLeast` or newer: the one on PATH (Debian's wrapper picks the
 * newest installed), else one of /usr/lib/postgresql/<major>/bin. Refuses, in Portuguese, when none is
 * new enough: an older pg_dump cannot read a newer server, an older pg_restore a newer dump.
 */
export async function findTool(name: ToolName, atLeast: number, against: string): Promise<Tool> {
  const candidates = [name, ...(await installedMajors()).map((major) => path.join('/usr/lib/postgresql', String(major), 'bin', name))];
  let newest: Tool | undefined;
  for (const file of candidates) {
    const tool = await toolAt(file);
    if (!tool) continue;
    if (tool.major >= atLeast) return tool;
    if (!newest || tool.major > newest.major) newest = tool;
  }
  if (!newest) {
    throw new OperationError(
      `O programa ${name} do PostgreSQL não foi encontrado nesta máquina. No Debian ou Ubuntu: apt-get install postgresql-client.`,
    );
  }
  throw new OperationError(
    `O ${name} desta máquina é da versão ${newest.version}, mais antiga que ${against}: ` +
      `instale o cliente do PostgreSQL ${atLeast} ou mais novo (no Debian: apt-get install postgresql-client-${atLeast}).`,
  );
}

/** A libpq connection string for the programs, with the password moved to PGPASSWORD (never in a process list). */
export function libpqConnection(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return { dbname: parsed.toString(), env: password ? { PGPASSWORD: password } : {} };
}

async function runTool(tool: Tool, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  const { code, stderr } = await run(tool.file, args, env);
  if (code !== 0) throw new OperationError(`${path.basename(tool.file)} falhou (código ${code}):\n${stderr.trim()}`);
}

export async function serverMajor(client: pg.ClientBase): Promise<{ major: number; version: string }> {
  const { rows } = await client.query<{ num: string; version: string }>(
    `select current_setting('server_version_num') as num, current_setting('server_version') as version`,
  );
  return { major: Math.floor(Number(rows[0]!.num) / 10000), version: rows[0]!.version };
}

/**
 * `pg_dump --format=custom` of the database at `url` into `file`. The dump reads the snapshot of a
 * transaction of this process (pg_export_snapshot), in which the row counts are read too: the file and
 * its facts are one instant of the database, whatever is written meanwhile.
 */
export async function dumpPostgres(url: string, file: string): Promise<{ facts: DatabaseFacts; tool: Tool }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const server = await serverMajor(client);
    const tool = await findTool('pg_dump', server.major, `o servidor PostgreSQL (versão ${server.version})`);
    await client.query('begin isolation level repeatable read, read only');
    const { rows } = await client.query<{ snapshot: string }>('select pg_export_snapshot() as snapshot');
    const connection = libpqConnection(url);
    const [, facts] = await Promise.all([
      runTool(
        tool,
        ['--format=custom', `--snapshot=${rows[0]!.snapshot}`, '--no-password', `--file=${file}`, `--dbname=${connection.dbname}`],
        connection.env,
      ),
      databaseFacts(pgSql(client)),
    ]);
    await client.query('commit');
    return { facts, tool };
  } finally {
    await client.end();
  }
}

/**
 * Waits (a few seconds) until nobody else is connected to the database at `url`: a restore must not
 * run under a server of another machine (which the control channel of this DATA_DIR cannot see).
 */
export async function checkNobodyConnected(url: string, waitMs = 5_000): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const until = Date.now() + waitMs;
    for (;;) {
      const { rows } = await client.query<{ n: number; apps: string | null }>(
        `select count(*)::int as n, string_agg(distinct nullif(application_name, ''), ', ') as apps from pg_stat_activity
          where datname = current_database() and pid <> pg_backend_pid()`,
      );
      const { n, apps } = rows[0]!;
      if (n === 0) return;
      if (Date.now() > until) {
        throw new OperationError(
          `Não é possível restaurar: há ${n} ${n === 1 ? 'conexão aberta' : 'conexões abertas'} com o banco de DATABASE_URL` +
            `${apps ? ` (${apps})` : ''}. Pare todos os servidores do Portal Escolar que usam esse banco e rode de novo.`,
        );
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  } finally {
    await client.end();
  }
}

/**
 * Removes what the product keeps in the database: the drizzle schema and every table, view,
 * sequence, routine and type of schema public that no extension owns (the extensions stay). Run
 * before a restore, so that objects a newer version made, which the backup does not hold, are not
 * left behind to trip the migrations.
 */
export const CLEAR_PRODUCT_SQL = `
drop schema if exists drizzle cascade;
do $clear$
declare
  statements text[];
  statement text;
begin
  select coalesce(array_agg(sql), '{}') into statements from (
    select format('drop %s if exists %s cascade',
             case c.relkind when 'v' then 'view' when 'm' then 'materialized view' when 'f' then 'foreign table'
                            when 'S' then 'sequence' else 'table' end,
             c.oid::regclass) as sql
      from pg_class c
     where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'p', 'v', 'm', 'f', 'S')
       and not exists (select 1 from pg_depend d where d.classid = 'pg_class'::regclass and d.objid = c.oid and d.deptype in ('e', 'a', 'i'))
    union all
    select format('drop routine if exists %s cascade', p.oid::regprocedure)
      from pg_proc p
     where p.pronamespace = 'public'::regnamespace
       and not exists (select 1 from pg_depend d where d.classid = 'pg_proc'::regclass and d.objid = p.oid and d.deptype = 'e')
    union all
    select format('drop type if exists %s cascade', t.oid::regtype)
      from pg_type t
     where t.typnamespace = 'public'::regnamespace
       and (t.typtype in ('e', 'd') or (t.typtype = 'c' and (select c.relkind from pg_class c where c.oid = t.typrelid) = 'c'))
       and not exists (select 1 from pg_depend d where d.classid = 'pg_type'::regclass and d.objid = t.oid and d.deptype = 'e')
  ) s;
  foreach statement in array statements loop
    execute statement;
  end loop;
end
$clear$;
`;

/**
 * Puts a pg_dump archive back into the database at `url`, all or nothing: pg_restore writes the
 * archive as an SQL script (--clean --if-exists --no-owner --no-privileges), and psql runs
 * CLEAR_PRODUCT_SQL and that script in one transaction, stopping at the first error (nothing is
 * changed then).
 */
export async function restorePostgres(url: string, archive: string, dumpedWith: string, workDir: string): Promise<void> {
  const dumpMajor = Number(/^\d+/.exec(dumpedWith)?.[0] ?? 0);
  const pgRestore = await findTool('pg_restore', dumpMajor, `o pg_dump que fez a cópia (versão ${dumpedWith})`);
  const psql = await findTool('psql', 0, 'o servidor');
  const script = path.join(workDir, 'restore.sql');
  const clear = path.join(workDir, 'clear.sql');
  await runTool(pgRestore, ['--clean', '--if-exists', '--no-owner', '--no-privileges', `--file=${script}`, archive], {});
  await writeFile(clear, CLEAR_PRODUCT_SQL);
  const connection = libpqConnection(url);
  try {
    await runTool(
      psql,
      [
        '--no-psqlrc',
        '--quiet',
        '--no-password',
        '--single-transaction',
        '--set=ON_ERROR_STOP=1',
        `--file=${clear}`,
        `--file=${script}`,
        `--dbname=${connection.dbname}`,
      ],
      { ...connection.env, PGOPTIONS: '--client-min-messages=warning' },
    );
  } catch (error) {
    throw new OperationError(`O PostgreSQL recusou a restauração; nada foi alterado no banco. ${(error as Error).message}`);
  }
}
