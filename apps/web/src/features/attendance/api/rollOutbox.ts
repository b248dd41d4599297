import { useSyncExternalStore } from 'react';
import type { AttendanceMark } from '@portal/shared/attendance';
import { ApiError, NETWORK_ERROR_CODE } from '../../../app/api/client';
import { localOutbox } from '../../../app/api/localOutbox';
import { sendRoll } from './attendance';

/**
 * Rolls saved without a network wait in the browser (localStorage, one list per teacher: app/api/localOutbox) until the
 * server has them, each with the id the browser gave it: sent twice, written once. A newer save of the
 * same class and day replaces the one waiting. Sent when the roll's screen opens, when the network
 * returns and every 20 s while something waits.
 */
export interface PendingRoll {
  key: string;
  classId: number;
  day: string;
  marks: AttendanceMark[];
}

/** What happened to the last roll the server refused when it arrived (the day closed meanwhile). */
export interface RefusedRoll {
  classId: number;
  day: string;
  message: string;
}

const queue = localOutbox<PendingRoll>('attendance-outbox:');
let refused: RefusedRoll | null = null;

export const isNetworkFailure = (error: unknown) =>
  error instanceof ApiError && (error.body.code === NETWORK_ERROR_CODE || error.status >= 500);

/** Keeps a roll to send later (replacing a waiting one of the same class and day). */
export function keepRoll(userId: number, roll: PendingRoll): void {
  queue.update(userId, (rolls) => [...rolls.filter((r) => r.classId !== roll.classId || r.day !== roll.day), roll]);
}

/** Sends the waiting rolls, oldest first; a network failure keeps them, a refusal drops the roll and says why. */
async function sendAll(userId: number, onSent: (roll: PendingRoll) => void): Promise<void> {
  for (const roll of queue.read(userId)) {
    try {
      await sendRoll(roll.classId, roll.day, roll.marks, roll.key);
      onSent(roll);
    } catch (error) {
      if (isNetworkFailure(error) || (error instanceof ApiError && error.status === 401)) return;
      refused = { classId: roll.classId, day: roll.day, message: error instanceof Error ? error.message : String(error) };
    }
    queue.update(userId, (rolls) => rolls.filter((r) => r.key !== roll.key));
  }
}

const NONE: PendingRoll[] = [];

/** The rolls waiting, whether the browser knows itself offline, and the last refusal. */
export function useRollOutbox(userId: number | null): { pending: PendingRoll[]; offline: boolean; refused: RefusedRoll | null } {
  const pending = useSyncExternalStore(queue.subscribe, () => (userId === null ? NONE : queue.read(userId)));
  const offline = useSyncExternalStore(queue.subscribe, () => !navigator.onLine);
  const lastRefused = useSyncExternalStore(queue.subscribe, () => refused);
  return { pending, offline, refused: lastRefused };
}

/** Sends what waits now, whenever the network comes back, and now and then while something waits. */
export function watchRolls(userId: number, onSent: (roll: PendingRoll) => void): () => void {
  return queue.watch(userId, () => sendAll(userId, onSent));
}
