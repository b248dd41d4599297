import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable, getTableConfig } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, buildTestApp } from '../test/build-app';
import * as schema from './schema';

/*
 * The migrations (apps/api/drizzle, what a database really has) and the table files listed by
 * db/schema.ts (what every query is built from) describe the same schema: the same tables, and in each
 * the same columns with the same type, nullability, default and generation, the same indexes, foreign
 * keys, unique and check constraints. A column renamed or retyped on one side only fails here.
 */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const tables = Object.values(schema as Record<string, unknown>).filter((value): value is PgTable => is(value, PgTable));

/** Drizzle's SQL type written as PostgreSQL's format_type() writes it. */
function pgType(type: string): string {
  return type
    .replace(/,\s+/g, ',')
    .replace(/^varchar/, 'character varying')
    .replace(/^char\b/, 'character')
    .replace(/^timestamp with time zone$/, 'timestamp with time zone')
    .replace(/^timestamp$/, 'timestamp without time zone')
    .replace(/^time$/, 'time without time zone')
    .replace(/^double precision$/, 'double precision')
    .replace(/^serial$/, 'integer');
}

interface Described {
  columns: Record<string, { type: string; notNull: boolean; hasDefault: boolean; identity: boolean; generated: boolean }>;
  indexes: string[];
  constraints: string[];
}

function fromTableFiles(): Record<string, Described> {
  const described: Record<string, Described> = {};
  for (const table of tables) {
    const config = getTableConfig(table);
    const columns: Described['columns'] = {};
    for (const column of config.columns) {
      const identity = Boolean((column as { generatedIdentity?: unknown }).generatedIdentity);
      const generated = Boolean(column.generated);
      columns[column.name] = {
        type: pgType(column.getSQLType()),
        notNull: column.notNull || column.primary,
        hasDefault: column.hasDefault && !identity && !generated,
        identity,
        generated,
      };
    }
    const primary = config.primaryKeys.map((key) => key.getName());
    if (config.columns.some((column) => column.primary)) primary.push(`${config.name}_pkey`);
    described[config.name] = {
      columns,
      indexes: config.indexes.map((index) => index.config.name!.slice(0, 63)),
      // PostgreSQL keeps the first 63 bytes of a longer name (NAMEDATALEN).
      constraints: [
        ...primary.map((name) => `p ${name}`),
        ...config.foreignKeys.map((key) => `f ${key.getName()}`),
        ...config.uniqueConstraints.map((unique) => `u ${unique.getName()}`),
        ...config.columns.filter((column) => column.isUnique).map((column) => `u ${column.uniqueName}`),
        ...config.checks.map((check) => `c ${check.name}`),
      ]
        .map((name) => name.slice(0, 2 + 63))
        .sort(),
    };
  }
  return described;
}

async function fromDatabase(): Promise<Record<string, Described>> {
  const columns = await t.rows<{
    table: string;
    column: string;
    type: string;
    notNull: boolean;
    hasDefault: boolean;
    identity: boolean;
    generated: boolean;
  }>(sql`
    select c.relname as "table", a.attname as "column", format_type(a.atttypid, a.atttypmod) as "type", a.attnotnull as "notNull",
      (a.atthasdef and a.attgenerated = '') as "hasDefault", a.attidentity <> '' as "identity", a.attgenerated <> '' as "generated"
    from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind = 'r' and a.attnum > 0 and not a.attisdropped`);
  const constraints = await t.rows<{ table: string; name: string; kind: string }>(sql`
    select c.relname as "table", k.conname as "name", k.contype as "kind"
    from pg_constraint k join pg_class c on c.oid = k.conrelid join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and k.contype in ('p', 'f', 'u', 'c')`);
  // Indexes that back a constraint (primary key, unique constraint) are the constraint's, not the table file's indexes.
  const indexes = await t.rows<{ table: string; name: string }>(sql`
    select t.relname as "table", i.relname as "name"
    from pg_index x join pg_class i on i.oid = x.indexrelid join pg_class t on t.oid = x.indrelid join pg_namespace n on n.oid = t.relnamespace
    where n.nspname = 'public' and not exists (select 1 from pg_constraint k where k.conindid = x.indexrelid)`);
  const described: Record<string, Described> = {};
  const of = (table: string) => (described[table] ??= { columns: {}, indexes: [], constraints: [] });
  for (const c of columns) {
    of(c.table).columns[c.column] = {
      type: c.type.replace(/,\s+/g, ','),
      notNull: c.notNull,
      hasDefault: c.hasDefault,
      identity: c.identity,
      generated: c.generated,
    };
  }
  for (const k of constraints) of(k.table).constraints.push(`${k.kind} ${k.name}`);
  for (const i of indexes) of(i.table).indexes.push(i.name);
  for (const table of Object.values(described)) {
    table.constraints.sort();
    table.indexes.sort();
  }
  return described;
}

describe('the table files and the migrations', () => {
  it('db/schema.ts lists every table file: each table once', () => {
    const names = tables.map((table) => getTableName(table));
    expect(new Set(names).size).toBe(names.length);
    expect(names.length).toBeGreaterThanOrEqual(50);
  });

  it('describe the same tables, columns, types, defaults, indexes and constraints', async () => {
    const database = await fromDatabase();
    const files = fromTableFiles();
    for (const table of Object.values(files)) table.indexes.sort();
    expect(Object.keys(files).sort()).toEqual(Object.keys(database).sort());
    expect(files).toEqual(database);
  });
});
