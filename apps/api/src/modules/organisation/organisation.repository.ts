import { type SQL, asc, desc, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** Helpers shared by the organisation repositories: sort and server-side pages (search: lib/search.ts). */

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

export function pageWindow(q: PageRequest): { limit: number; offset: number } {
  return { limit: q.pageSize, offset: (q.page - 1) * q.pageSize };
}

/** `{items, total, page, pageSize}` from rows carrying the window total; a page past the end counts apart. */
export async function pageResult<T extends { total: number }>(
  rows: T[],
  q: PageRequest,
  count: () => Promise<number>,
): Promise<{ items: Omit<T, 'total'>[]; total: number; page: number; pageSize: number }> {
  const total = rows[0]?.total ?? (q.page > 1 ? await count() : 0);
  const items = rows.map(({ total: _total, ...rest }) => rest);
  return { items, total, page: q.page, pageSize: q.pageSize };
}
