import { type SQL, type SQLWrapper, or, sql } from 'drizzle-orm';

/*
 * Searching by name, the same way in every list: accents and case are ignored ('heloisa' finds
 * Heloísa, 'JOAO' finds João) and `%`, `_` and `\` typed by the user are taken literally.
 *
 * Both sides go through `lower(f_unaccent(...))`. `f_unaccent` is the IMMUTABLE wrapper of
 * PostgreSQL's `unaccent` created by the migration `*_search_unaccent.sql`, so the same expression can
 * sit in a trigram index (`gin (lower(f_unaccent(col)) gin_trgm_ops)`) or in a stored column
 * (`bse_usuario.txt_busca`) and serve `like '%q%'`.
 */

/** The searchable form of a text: unaccented, then lower-cased (the order matters outside ASCII). */
export function searchKey(value: SQLWrapper | string): SQL {
  return sql`lower(f_unaccent(${value}))`;
}

/**
 * The LIKE escape of the project: `\`, `%` and `_` preceded by `\` (LIKE's default escape). It runs
 * in SQL, after `f_unaccent`, because unaccent turns full-width `％`, `＿` and `＼` into the ASCII ones.
 */
export function likeEscaped(value: SQL): SQL {
  return sql`replace(replace(replace(${value}, '\\', '\\\\'), '%', '\\%'), '_', '\\_')`;
}

/** `like` pattern matching `q` anywhere, in the searchable form. */
export function containsPattern(q: string): SQL {
  return sql`('%' || ${likeEscaped(searchKey(q))} || '%')`;
}

/**
 * A column kept in the searchable form by the database (a stored generated column such as
 * `bse_usuario.txt_busca`) contains `q`; nothing when `q` is empty.
 */
export function searchKeyContains(column: SQLWrapper, q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  return sql`${column} like ${containsPattern(q)}`;
}

/** Any of the columns contains `q`, whatever the accents and the case; nothing when `q` is empty. */
export function searchAny(q: string | undefined, columns: SQLWrapper[]): SQL | undefined {
  if (!q) return undefined;
  const pattern = containsPattern(q);
  return or(...columns.map((column) => sql`${searchKey(column)} like ${pattern}`));
}
