import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** The value an `on conflict do update` would have written to `column` (`excluded.<column>`), named from the table object. */
export function excluded(column: AnyPgColumn): SQL {
  return sql`excluded.${sql.identifier(column.name)}`;
}

/**
 * A constant written into the SQL text rather than sent as a value: a prepared statement's generic
 * plan then still knows it (a partial index's predicate, the selectivity of one content type).
 */
export function literal(value: string | number): SQL {
  return sql`${value}`.inlineParams();
}
