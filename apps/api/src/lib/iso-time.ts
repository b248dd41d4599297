import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';

/**
 * A timestamptz as the ISO text the shared schemas' `z.iso.datetime()` expects (UTC, milliseconds),
 * computed by the database: the same text for a column and for a subquery's min/max, which the
 * driver would otherwise hand back untyped.
 */
export const isoTime = (value: SQLWrapper) => sql<string>`to_char(${value} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** The same for a time that may be missing (nothing sent, nothing graded yet). */
export const nullableIsoTime = (value: SQLWrapper) => isoTime(value) as SQL<string | null>;
