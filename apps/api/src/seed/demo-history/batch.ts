import { getTableColumns, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client';

/**
 * Many rows of one table in ONE statement with ONE parameter: the rows as a jsonb array, read back as rows
 * by `jsonb_to_recordset` with each column's SQL type (as the player's batches are: player/progress.repository.ts),
 * into the columns the rows name (a column a row leaves out is NULL there, not its default). A VALUES list of the same rows costs a parameter per value, and on PGlite
 * about four times as long for the history's 1,700 sign-ins. The columns come from the table object, so a
 * renamed column fails the type check of the rows.
 */
export async function insertFromJson<T extends PgTable>(tx: Tx, table: T, rows: T['$inferInsert'][]): Promise<void> {
  if (rows.length === 0) return;
  const columns = getTableColumns(table);
  const keys = Object.keys(columns).filter((key) => rows.some((row) => (row as Record<string, unknown>)[key] !== undefined));
  const names = sql.join(
    keys.map((key) => sql.identifier(columns[key]!.name)),
    sql`, `,
  );
  const fields = sql.join(
    keys.map((key) => sql`r.${sql.identifier(key)}`),
    sql`, `,
  );
  const types = sql.join(
    keys.map((key) => sql`${sql.identifier(key)} ${sql.raw(columns[key]!.getSQLType())}`),
    sql`, `,
  );
  await tx.execute(
    sql`insert into ${table} (${names}) select ${fields} from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(${types})`,
  );
}
