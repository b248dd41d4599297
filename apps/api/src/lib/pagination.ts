import { type SQL, asc, desc, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * The one way a list is searched, sorted and paged on the server: the query is the shared `PageQuery`
 * (`packages/shared/src/common/pagination.ts`), the answer the shared `pageOf(item)` shape
 * `{items, total, page, pageSize}`. Repositories take a `PageWindow`; services answer `toPage(...)`.
 */

/** `sort` of the documents' field names (`nomTurma`, `-nomTurma`) to an ORDER BY, the id last for a stable order. */
export function orderOf(sort: string | undefined, columns: Record<string, AnyPgColumn>, fallback: string, id: AnyPgColumn): SQL[] {
  const key = sort ?? fallback;
  const descending = key.startsWith('-');
  const column = columns[descending ? key.slice(1) : key] ?? columns[fallback]!;
  return [descending ? desc(column) : asc(column), asc(id)];
}

/**
 * The total of the whole filtered list, beside each row of the page: one round trip, and a search is
 * evaluated once. (Measured against a page query plus a count query sent together, bench/README.md
 * "Organisation": no better on PostgreSQL, and slower for searches, which the count repeats.)
 */
export const totalColumn = sql<number>`cast(count(*) over () as integer)`;

export interface PageRequest {
  page: number;
  pageSize: number;
}

export interface PageWindow {
  limit: number;
  offset: number;
}

export function pageWindow(q: PageRequest): PageWindow {
  return { limit: q.pageSize, offset: (q.page - 1) * q.pageSize };
}

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

/** The answer of a paged list (the shared `pageOf` schema). */
export function toPage<T>(items: T[], total: number, q: PageRequest): Page<T> {
  return { items, total, page: q.page, pageSize: q.pageSize };
}

/** `{items, total, page, pageSize}` from rows carrying the window total; a page past the end counts apart. */
export async function pageResult<T extends { total: number }>(
  rows: T[],
  q: PageRequest,
  count: () => Promise<number>,
): Promise<Page<Omit<T, 'total'>>> {
  const total = rows[0]?.total ?? (q.page > 1 ? await count() : 0);
  return toPage(
    rows.map(({ total: _total, ...rest }) => rest),
    total,
    q,
  );
}
