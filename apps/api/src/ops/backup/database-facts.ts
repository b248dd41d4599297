// What a backup says about its database (row counts, migrations, version), and checksums of every
// table's rows, read the same way from PostgreSQL (pg) and from a PGlite opened in this process.
import type { PGliteInterface } from '@electric-sql/pglite';
import type pg from 'pg';

/** One statement at a time, with parameters: what pg.Client and PGlite both do. */
export interface Sql {
  query<R>(text: string, params?: unknown[]): Promise<R[]>;
}

export function pgSql(client: pg.ClientBase): Sql {
  return {
    async query<R>(text: string, params?: unknown[]) {
      const result = await client.query(text, params);
      return result.rows as R[];
    },
  };
}

export function pgliteSql(db: PGliteInterface): Sql {
  return {
    async query<R>(text: string, params?: unknown[]) {
      const result = await db.query<R>(text, params);
      return result.rows;
    },
  };
}

export const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

export interface Migration {
  /** Drizzle's `created_at`: the migration's `when` in the journal (meta/_journal.json). */
  createdAt: number;
  hash: string;
}

export interface DatabaseFacts {
  serverVersion: string;
  /** Every table of the product (schema public) and its row count. */
  tables: Record<string, number>;
  migrations: Migration[];
}

/** The product's tables (schema public), by name. */
export async function productTables(sql: Sql): Promise<string[]> {
  const rows = await sql.query<{ name: string }>(
    `select c.relname as name from pg_class c where c.relkind in ('r', 'p') and c.relnamespace = 'public'::regnamespace order by c.relname`,
  );
  return rows.map((row) => row.name);
}

/** Drizzle's record of the applied migrations (none when the database was never migrated). */
export async function appliedMigrations(sql: Sql): Promise<Migration[]> {
  const [found] = await sql.query<{ found: boolean }>(`select to_regclass('drizzle.__drizzle_migrations') is not null as found`);
  if (!found?.found) return [];
  const rows = await sql.query<{ created_at: string; hash: string }>(
    `select created_at::text as created_at, hash from drizzle.__drizzle_migrations order by created_at, id`,
  );
  return rows.map((row) => ({ createdAt: Number(row.created_at), hash: row.hash }));
}

export async function databaseFacts(sql: Sql): Promise<DatabaseFacts> {
  const [version] = await sql.query<{ version: string }>(`select current_setting('server_version') as version`);
  const names = await productTables(sql);
  const tables: Record<string, number> = {};
  if (names.length > 0) {
    const counts = await sql.query<{ name: string; n: string }>(
      names.map((name, i) => `select $${i + 1}::text as name, count(*)::text as n from public.${quoteIdent(name)}`).join(' union all '),
      names,
    );
    for (const { name, n } of counts) tables[name] = Number(n);
  }
  return { serverVersion: version!.version, tables, migrations: await appliedMigrations(sql) };
}

/** Columns of the primary key of `table` (schema-qualified, quoted), in key order. */
async function primaryKey(sql: Sql, table: string): Promise<string[]> {
  const rows = await sql.query<{ name: string }>(
    `select a.attname as name from pg_index i
       join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any (i.indkey)
      where i.indrelid = $1::regclass and i.indisprimary
      order by array_position(i.indkey::int2[], a.attnum)`,
    [table],
  );
  return rows.map((row) => row.name);
}

export interface TableChecksum {
  rows: number;
  /** md5 of the rows' text, one per line, in primary-key order. */
  md5: string;
}

/**
 * Every product table's row count and a checksum of its rows, plus Drizzle's migrations table and the
 * state of every sequence (`sequence:<name>`): two databases with equal checksums hold the same data.
 * The session's output settings are fixed first, so PGlite and PostgreSQL write values alike.
 */
export async function tableChecksums(sql: Sql): Promise<Record<string, TableChecksum>> {
  for (const setting of [
    `set timezone to 'UTC'`,
    `set datestyle to 'ISO, YMD'`,
    `set intervalstyle to 'postgres'`,
    `set extra_float_digits to 1`,
    `set bytea_output to 'hex'`,
  ]) {
    await sql.query(setting);
  }
  const tables = (await productTables(sql)).map((name) => `public.${quoteIdent(name)}`);
  if ((await appliedMigrations(sql)).length > 0) tables.push('drizzle.__drizzle_migrations');
  const result: Record<string, TableChecksum> = {};
  for (const table of tables) {
    const key = await primaryKey(sql, table);
    const order = key.length > 0 ? key.map((column) => `t.${quoteIdent(column)}`).join(', ') : 't::text';
    const [row] = await sql.query<{ rows: string; md5: string }>(
      `select count(*)::text as rows, md5(coalesce(string_agg(t::text, E'\\n' order by ${order}), '')) as md5 from ${table} t`,
    );
    result[table] = { rows: Number(row!.rows), md5: row!.md5 };
  }
  const sequences = await sql.query<{ name: string; value: string | null }>(
    `select sequencename as name, last_value::text as value from pg_sequences where schemaname = 'public' order by 1`,
  );
  for (const { name, value } of sequences) result[`sequence:${name}`] = { rows: 1, md5: value ?? 'not called' };
  return result;
}
