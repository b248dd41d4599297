/**
 * PostgreSQL errors as both drivers report them (pg and PGlite give `code` and `constraint`;
 * Drizzle wraps them in an error whose `cause` is the driver's).
 */
export interface PgErrorInfo {
  code: string;
  constraint: string | undefined;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

export function pgErrorOf(error: unknown): PgErrorInfo | undefined {
  for (let e: unknown = error, depth = 0; isRecord(e) && depth < 5; e = e.cause, depth += 1) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) {
      return { code: e.code, constraint: typeof e.constraint === 'string' ? e.constraint : undefined };
    }
  }
  return undefined;
}

/** A unique index refused the row (23505); `constraint` names the index when given. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const info = pgErrorOf(error);
  return info?.code === '23505' && (constraint === undefined || info.constraint === constraint);
}

/**
 * A foreign key refused the delete or the insert: 23503, or 23001 (restrict_violation), which is
 * what an `ON DELETE RESTRICT` key raises.
 */
export function isForeignKeyViolation(error: unknown): boolean {
  const code = pgErrorOf(error)?.code;
  return code === '23503' || code === '23001';
}
