import { type SQL, type SQLWrapper, asc, desc, ilike, or } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** Helpers shared by the organisation repositories: search, sort and server-side pages. */

/** `ilike` pattern matching `q` anywhere, with `%`, `_` and `\` taken literally. */
export function containsPattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Any of the columns contains `q` (case-insensitive); nothing when `q` is empty. */
export function searchAny(q: string | undefined, columns: (AnyPgColumn | SQLWrapper)[]): SQL | undefined {
  if (!q) return undefined;
  const pattern = containsPattern(q);
  return or(...columns.map((column) => ilike(column as AnyPgColumn, pattern)));
}

/** `sort` of the documents' field names (`nomTurma`, `-nomTurma`) to an ORDER BY, the id last for a stable order. */
export function orderOf(sort: string | undefined, columns: Record<string, AnyPgColumn>, fallback: string, id: AnyPgColumn): SQL[] {
  const key = sort ?? fallback;
  const descending = key.startsWith('-');
  const column = columns[descending ? key.slice(1) : key] ?? columns[fallback]!;
  return [descending ? desc(column) : asc(column), asc(id)];
}

export interface PageRequest {
  page: number;
  pageSize: number;
}

export function pageWindow(q: PageRequest): { limit: number; offset: number } {
  return { limit: q.pageSize, offset: (q.page - 1) * q.pageSize };
}

/**
 * `{items, total, page, pageSize}` from the page's query and the count's, sent together. Two queries,
 * not a window count: the page can then be read from an index in order and stop after `pageSize` rows.
 */
export async function pageResult<T>(
  rows: PromiseLike<T[]>,
  count: PromiseLike<{ n: number }[]>,
  q: PageRequest,
): Promise<{ items: T[]; total: number; page: number; pageSize: number }> {
  const [items, [total]] = await Promise.all([rows, count]);
  return { items, total: total?.n ?? 0, page: q.page, pageSize: q.pageSize };
}
