import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';

/*
 * The share of present days in SQL, as `presentShare` says it in TypeScript (@portal/shared/attendance):
 * the roll's watch list, the Frequência report's rows and its averages compute it here.
 */

/** Present days of `days` in percent, unrounded: an average of shares rounds once, at its end. */
export const presentShareExact = (days: SQLWrapper, absences: SQLWrapper): SQL => sql`(100.0 * (${days} - ${absences}) / ${days})`;

/** A percentage with one decimal, as a number (numeric's `round` halves away from zero, as Math.round on shares). */
export const oneDecimal = (value: SQL): SQL<number> => sql<number>`round(${value}, 1)::float8`;

/** A student's share of present days, one decimal (the days are never 0: a row exists once a roll marked them). */
export const presentShareSql = (days: SQLWrapper, absences: SQLWrapper): SQL<number> => oneDecimal(presentShareExact(days, absences));
