import { NETWORK_TIME_ZONE } from '@portal/shared/common/days';
import { type ColumnsSelection, type SQL, and, eq, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { TypedQueryBuilder } from 'drizzle-orm/query-builders/query-builder';
import type { Tx } from '../../db/client';
import { bseTurma, bseUnidade } from '../../db/schema';

/*
 * What every report's statements share: the filter narrowed to the caller's scope, and the pieces of SQL
 * that keep a statement inside it (the classes of the filter, its student, its days).
 */

/** The filter as the service narrowed it to the caller's scope. */
export interface ScopedFilter {
  codBseEscola: number | null;
  codBseUnidade: number | null;
  codBseTurma: number | null;
  codBseUsuario: number | null;
  dataInicio: string | null;
  dataFim: string | null;
}

type Value = AnyPgColumn | SQL | SQL.Aliased;

/** The days of the filter on a timestamp, both ends included. */
export function inRange(column: Value, f: ScopedFilter): SQL | undefined {
  return and(
    f.dataInicio ? sql`${column} >= (${f.dataInicio}::date)::timestamp at time zone ${NETWORK_TIME_ZONE}` : undefined,
    f.dataFim ? sql`${column} < ((${f.dataFim}::date + 1)::timestamp at time zone ${NETWORK_TIME_ZONE})` : undefined,
  );
}

/** The classes of the filter (school, unit, class), as a subquery: a report keeps the records made in them. */
export const classesOf = (db: Tx, f: ScopedFilter) =>
  db
    .select({ codBseTurma: bseTurma.codBseTurma })
    .from(bseTurma)
    .innerJoin(bseUnidade, eq(bseUnidade.codBseUnidade, bseTurma.codBseUnidade))
    .where(
      and(
        f.codBseEscola !== null ? eq(bseUnidade.codBseEscola, f.codBseEscola) : undefined,
        f.codBseUnidade !== null ? eq(bseUnidade.codBseUnidade, f.codBseUnidade) : undefined,
        f.codBseTurma !== null ? eq(bseTurma.codBseTurma, f.codBseTurma) : undefined,
      ),
    );

export const student = (column: AnyPgColumn, f: ScopedFilter) => (f.codBseUsuario !== null ? eq(column, f.codBseUsuario) : undefined);

/** `count(*)` as an integer (a bigint would come back as a string). */
export const countInt = () => sql<number>`count(*)::integer`;

/**
 * A CTE computed apart from the statement that reads it (`as materialized`, which Drizzle's `$with`
 * cannot say; PostgreSQL materializes by itself only a CTE read more than once). Its columns are the
 * query's: renaming one in a table file still fails the type check.
 */
export function materialized<TSelection extends ColumnsSelection, TName extends string>(
  db: Tx,
  name: TName,
  query: TypedQueryBuilder<TSelection>,
) {
  const rows = sql.identifier(`${name}_rows`);
  return db.$with(name, query._.selectedFields).as(sql`with ${rows} as materialized (${query.getSQL()}) select * from ${rows}`);
}
