import { useSyncExternalStore } from 'react';
import type { AttendanceMark } from '@portal/shared/attendance';
import { ApiError, NETWORK_ERROR_CODE } from '../../../app/api/client';
import { subscribeWithNetwork } from '../../../app/api/networkListeners';
import { sendRoll } from './attendance';

/**
 * Rolls saved without a network wait in the browser (localStorage, one list per teacher) until the
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

const PREFIX = 'attendance-outbox:';
const RETRY_MS = 20_000;
const listeners = new Set<() => void>();
const snapshots = new Map<number, { raw: string | null; rolls: PendingRoll[] }>();
let flushing: Promise<void> | null = null;
let refused: RefusedRoll | null = null;

const keyOf = (userId: number) => `${PREFIX}${userId}`;

/** The waiting rolls as stored: the same array while the stored text is the same (useSyncExternalStore's snapshot). */
function read(userId: number): PendingRoll[] {
  const raw = localStorage.getItem(keyOf(userId));
  const cached = snapshots.get(userId);
  if (cached && cached.raw === raw) return cached.rolls;
  let rolls: PendingRoll[] = [];
  try {
    const parsed: unknown = JSON.parse(raw ?? '[]');
    if (Array.isArray(parsed)) rolls = parsed as PendingRoll[];
  } catch {
    rolls = [];
  }
  snapshots.set(userId, { raw, rolls });
  return rolls;
}

function write(userId: number, rolls: PendingRoll[]): void {
  if (rolls.length === 0) localStorage.removeItem(keyOf(userId));
  else localStorage.setItem(keyOf(userId), JSON.stringify(rolls));
  for (const listener of listeners) listener();
}

export const isNetworkFailure = (error: unknown) =>
  error instanceof ApiError && (error.body.code === NETWORK_ERROR_CODE || error.status >= 500);

/** Keeps a roll to send later (replacing a waiting one of the same class and day). */
export function keepRoll(userId: number, roll: PendingRoll): void {
  write(userId, [...read(userId).filter((r) => r.classId !== roll.classId || r.day !== roll.day), roll]);
}

async function sendAll(userId: number, onSent?: (roll: PendingRoll) => void): Promise<void> {
  for (const roll of read(userId)) {
    try {
      await sendRoll(roll.classId, roll.day, roll.marks, roll.key);
      onSent?.(roll);
    } catch (error) {
      if (isNetworkFailure(error) || (error instanceof ApiError && error.status === 401)) return;
      refused = { classId: roll.classId, day: roll.day, message: error instanceof Error ? error.message : String(error) };
    }
    write(
      userId,
      read(userId).filter((r) => r.key !== roll.key),
    );
  }
}

/** Sends the waiting rolls, oldest first; a network failure keeps them, a refusal drops the roll and says why. */
export function flushRolls(userId: number, onSent?: (roll: PendingRoll) => void): Promise<void> {
  // `finally` runs after the assignment even when nothing waits (an async body without an await ends at once).
  flushing ??= sendAll(userId, onSent).finally(() => {
    flushing = null;
    for (const listener of listeners) listener();
  });
  return flushing;
}

const subscribe = (listener: () => void) => subscribeWithNetwork(listeners, listener);

const NONE: PendingRoll[] = [];

/** The rolls waiting, whether the browser knows itself offline, and the last refusal. */
export function useRollOutbox(userId: number | null): { pending: PendingRoll[]; offline: boolean; refused: RefusedRoll | null } {
  const pending = useSyncExternalStore(subscribe, () => (userId === null ? NONE : read(userId)));
  const offline = useSyncExternalStore(subscribe, () => !navigator.onLine);
  const lastRefused = useSyncExternalStore(subscribe, () => refused);
  return { pending, offline, refused: lastRefused };
}

/** Sends what waits now, whenever the network comes back, and now and then while something waits. */
export function watchRolls(userId: number, onSent: (roll: PendingRoll) => void): () => void {
  const send = () => void (flushing ?? Promise.resolve()).then(() => flushRolls(userId, onSent));
  window.addEventListener('online', send);
  const retry = window.setInterval(() => {
    if (read(userId).length > 0) send();
  }, RETRY_MS);
  send();
  return () => {
    window.removeEventListener('online', send);
    window.clearInterval(retry);
  };
}
