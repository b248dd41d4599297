import type { Db } from '../../db/client';
import { bumpAttempts, clearAttempts } from './auth.repository';

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
