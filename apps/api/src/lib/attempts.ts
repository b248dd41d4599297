import { and, eq, gt, gte, inArray, lt, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { bseTentativa } from '../db/schema';

/*
 * Counted attempts of a key within a window (bse_tentativa): the sign-in lockout of a login (auth) and the
 * password-change lockout of a user (users) share it, so it sits below both modules.
 */

export interface LoginPolicy {
  /** Attempts of one key within `lockMinutes` whose passwords are checked; the next ones answer 429. */
  maxFailures: number;
  lockMinutes: number;
}

/** The counter of a login's sign-ins and the counter of a user's password changes. */
export const loginKey = (login: string) => `login:${login}`;
export const passwordChangeKey = (userId: number) => `senha:${userId}`;

export type CountedAttempt = 'locked' | 'right' | 'wrong' | 'wrongAndLocked';

/**
 * One counted attempt of `key` (DECISIONS.md "Lockout"): the count is bumped atomically BEFORE the
 * password is checked, so however many requests arrive at once, at most `maxFailures` passwords of a
 * window are ever checked; the later ones are 'locked' without a check. A right password clears the
 * count. No transaction is held open while argon2 runs.
 */
export async function countedAttempt(db: Db, key: string, policy: LoginPolicy, check: () => Promise<boolean>): Promise<CountedAttempt> {
  const attempt = await bumpAttempts(db, key, policy.lockMinutes);
  if (attempt > policy.maxFailures) return 'locked';
  if (await check()) {
    await clearAttempts(db, [key], policy.lockMinutes);
    return 'right';
  }
  return attempt === policy.maxFailures ? 'wrongAndLocked' : 'wrong';
}

/** `now() - N minutes` in SQL: the start of the window still running. */
const windowStart = (minutes: number) => sql`now() - make_interval(mins => ${minutes}::int)`;

/**
 * One more attempt of `key`, counted in ONE statement before the password is checked: the row is
 * created, bumped, or (when its window is over) restarted at 1, and the new count is answered.
 * Concurrent callers each get their own number, on any number of server processes.
 */
export async function bumpAttempts(db: Db, key: string, windowMinutes: number): Promise<number> {
  const expired = sql`${bseTentativa.datInicio} <= ${windowStart(windowMinutes)}`;
  const rows = await db
    .insert(bseTentativa)
    .values({ txtChave: key, qtdTentativas: 1 })
    .onConflictDoUpdate({
      target: bseTentativa.txtChave,
      set: {
        qtdTentativas: sql`case when ${expired} then 1 else ${bseTentativa.qtdTentativas} + 1 end`,
        datInicio: sql`case when ${expired} then now() else ${bseTentativa.datInicio} end`,
      },
    })
    .returning({ n: bseTentativa.qtdTentativas });
  return rows[0]?.n ?? 1;
}

/** Forgets the attempts of these keys (a right password, an unlock) and prunes windows long over. */
export async function clearAttempts(db: Tx, keys: string[], windowMinutes: number): Promise<void> {
  await db.delete(bseTentativa).where(or(inArray(bseTentativa.txtChave, keys), lt(bseTentativa.datInicio, windowStart(windowMinutes))));
}

/** Whether `key` has used up its attempts in the running window. */
export async function isLocked(db: Db, key: string, maxAttempts: number, windowMinutes: number): Promise<boolean> {
  const rows = await db
    .select({ n: bseTentativa.qtdTentativas })
    .from(bseTentativa)
    .where(
      and(
        eq(bseTentativa.txtChave, key),
        gte(bseTentativa.qtdTentativas, maxAttempts),
        gt(bseTentativa.datInicio, windowStart(windowMinutes)),
      ),
    );
  return rows.length > 0;
}
