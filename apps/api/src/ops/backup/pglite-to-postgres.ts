// The move from the embedded database to a PostgreSQL server: a PGlite backup restored with
// DATABASE_URL set. PGlite's dump is a data directory, which only PGlite reads, and Debian's pg_dump
// cannot read PGlite's newer PostgreSQL; so the schema is made on the server by the product's own
// migrations (those the backup had applied, no more), and the rows are copied table by table from
// the dump opened here, in one transaction, as the database's owner (no superuser): the user
// triggers off (the rows of derived tables are copied as they are, not made again), the foreign
// keys checked once at the end, the sequences set to their values in the backup.
import { cp, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { migrationsFolder, openDatabase } from '../../db/client';
import type { Manifest } from './archive';
import { journal } from './backup';
import { pgSql, pgliteSql, productTables, quoteIdent } from './database-facts';
import { CLEAR_PRODUCT_SQL, OperationError } from './postgres-tools';

/** Rows per INSERT. */
const BATCH = 2000;

/** A copy of the migrations folder whose journal stops where the backup's database stopped. */
async function migrationsOfBackup(manifest: Manifest, workDir: string): Promise<string> {
  const entries = journal();
  const applied = new Set(manifest.migrations.map((m) => m.createdAt));
  const count = entries.findIndex((entry) => !applied.has(entry.when));
  const upTo = count < 0 ? entries.length : count;
  if (upTo !== applied.size) {
    throw new OperationError(
      'As migrações desta cópia não são as desta versão do Portal Escolar: a cópia não pode ser levada ao PostgreSQL.',
    );
  }
  const folder = path.join(workDir, 'migrations');
  await cp(migrationsFolder, folder, { recursive: true });
  const file = path.join(folder, 'meta/_journal.json');
  const full = JSON.parse(await readFile(file, 'utf8')) as { entries: unknown[] };
  await writeFile(file, JSON.stringify({ ...full, entries: full.entries.slice(0, upTo) }));
  return folder;
}

async function columnsOf(client: pg.Client, table: string): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    `select attname as name from pg_attribute
      where attrelid = $1::regclass and attnum > 0 and not attisdropped and attgenerated = ''
      order by attnum`,
    [table],
  );
  return rows.map((row) => row.name);
}

/** Copies the rows of `table` from `source` into `target` (inside the target's open transaction). */
async function copyTable(source: PGlite, target: pg.Client, table: string): Promise<void> {
  const columns = (await columnsOf(target, table)).map(quoteIdent).join(', ');
  const insert = `insert into ${table} (${columns}) overriding system value
    select ${columns} from json_populate_recordset(null::${table}, $1::json)`;
  await source.query('begin');
  try {
    await source.query(`declare rows no scroll cursor for select row_to_json(r)::text as j from (select ${columns} from ${table}) r`);
    for (;;) {
      const { rows } = await source.query<{ j: string }>(`fetch ${BATCH} from rows`);
      if (rows.length === 0) break;
      await target.query(insert, [`[${rows.map((row) => row.j).join(',')}]`]);
    }
  } finally {
    await source.query('rollback');
  }
}

/**
 * Fills the (emptied) PostgreSQL at `url` with the database of `source`, a PGlite opened from a
 * backup whose manifest is `manifest`.
 */
export async function moveToPostgres(source: PGlite, url: string, manifest: Manifest, workDir: string): Promise<void> {
  const folder = await migrationsOfBackup(manifest, workDir);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`begin; ${CLEAR_PRODUCT_SQL}; commit;`);
    // The schema the backup's database had, made by the same migrations.
    const migrated = await openDatabase({ url, migrationsFolder: folder });
    await migrated.close();

    const names = await productTables(pgSql(client));
    const sourceNames = await productTables(pgliteSql(source));
    if (names.join() !== sourceNames.join()) {
      throw new OperationError('As tabelas criadas pelas migrações não são as da cópia: a cópia não pode ser levada ao PostgreSQL.');
    }
    const tables = names.map((name) => `public.${quoteIdent(name)}`);

    await client.query('begin');
    const { rows: keys } = await client.query<{ tbl: string; name: string }>(
      `select conrelid::regclass::text as tbl, conname as name from pg_constraint
        where contype = 'f' and connamespace = 'public'::regnamespace and not condeferrable`,
    );
    for (const key of keys)
      await client.query(`alter table ${key.tbl} alter constraint ${quoteIdent(key.name)} deferrable initially deferred`);
    await client.query('set constraints all deferred');
    for (const table of tables) await client.query(`alter table ${table} disable trigger user`);
    // Rows that the migrations themselves wrote are in the backup too.
    if (tables.length > 0) await client.query(`truncate table ${tables.join(', ')}`);
    for (const table of tables) await copyTable(source, client, table);

    const { rows: sequences } = await source.query<{ name: string }>(
      `select c.oid::regclass::text as name from pg_class c where c.relkind = 'S' and c.relnamespace = 'public'::regnamespace`,
    );
    for (const { name } of sequences) {
      const { rows } = await source.query<{ last_value: string; is_called: boolean }>(`select last_value::text, is_called from ${name}`);
      await client.query(`select setval($1::regclass, $2::bigint, $3)`, [name, rows[0]!.last_value, rows[0]!.is_called]);
    }

    await client.query('set constraints all immediate');
    for (const key of keys) await client.query(`alter table ${key.tbl} alter constraint ${quoteIdent(key.name)} not deferrable`);
    for (const table of tables) await client.query(`alter table ${table} enable trigger user`);
    await client.query('commit');
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
}
