import { useSyncExternalStore } from 'react';
import { type EvaluationBody, type PositionBody, PROGRESS_BATCH_MAX, ProgressAnswer, type ProgressRecord } from '@portal/shared/player';
import { ApiError, NETWORK_ERROR_CODE, apiRequest } from '../../../app/api/client';
import { subscribeWithNetwork } from '../../../app/api/networkListeners';

/**
 * What the player has to tell the server, kept in the browser until the server has it: the records
 * of a student (each with its own id, so sending one twice counts once), their chapter evaluations and
 * their position. A school's Wi-Fi drops: nothing is lost, everything is sent when the network returns.
 * One queue per student (a shared classroom computer), in localStorage.
 */
type Item =
  { kind: 'progress'; record: ProgressRecord } | { kind: 'evaluation'; body: EvaluationBody } | { kind: 'position'; body: PositionBody };

const PREFIX = 'player-outbox:';
const RETRY_MS = 20_000;
const listeners = new Set<() => void>();
let flushing: Promise<void> | null = null;
let lastProblem: 'offline' | null = null;

const keyOf = (userId: number) => `${PREFIX}${userId}`;

function read(userId: number): Item[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(keyOf(userId)) ?? '[]');
    return Array.isArray(parsed) ? (parsed as Item[]) : [];
  } catch {
    return [];
  }
}

function write(userId: number, items: Item[]): void {
  if (items.length === 0) localStorage.removeItem(keyOf(userId));
  else localStorage.setItem(keyOf(userId), JSON.stringify(items));
  cache.delete(userId);
  for (const listener of listeners) listener();
}

export function enqueue(userId: number, item: Item): void {
  const items = read(userId);
  // Only the latest position matters.
  const kept = item.kind === 'position' ? items.filter((i) => i.kind !== 'position') : items;
  write(userId, [...kept, item]);
  void flush(userId);
}

const isNetworkFailure = (error: unknown) => error instanceof ApiError && error.body.code === NETWORK_ERROR_CODE;

async function sendNext(userId: number): Promise<boolean> {
  const items = read(userId);
  const records = items.flatMap((i) => (i.kind === 'progress' ? [i.record] : [])).slice(0, PROGRESS_BATCH_MAX);
  if (records.length > 0) {
    const { aceitos } = await apiRequest('/api/plataforma/progresso', {
      method: 'POST',
      json: { registros: records },
      schema: ProgressAnswer,
    });
    const sent = new Set(aceitos);
    write(
      userId,
      read(userId).filter((i) => i.kind !== 'progress' || !sent.has(i.record.id)),
    );
    return true;
  }
  const next = items.find((i) => i.kind !== 'progress');
  if (!next) return false;
  if (next.kind === 'evaluation') await apiRequest('/api/plataforma/avaliacao', { method: 'POST', json: next.body });
  else await apiRequest('/api/plataforma/posicao', { method: 'PUT', json: next.body });
  write(
    userId,
    read(userId).filter((i) => i !== next && JSON.stringify(i) !== JSON.stringify(next)),
  );
  return true;
}

/**
 * Sends the queue, oldest first. A network failure keeps everything for later; a refusal (the path
 * changed while offline, the content was deleted) drops what was refused so the queue never sticks.
 */
export function flush(userId: number): Promise<void> {
  flushing ??= (async () => {
    try {
      for (;;) {
        try {
          const sent = await sendNext(userId);
          lastProblem = null;
          if (!sent) break;
        } catch (error) {
          if (isNetworkFailure(error) || (error instanceof ApiError && error.status >= 500)) {
            lastProblem = 'offline';
            break;
          }
          if (error instanceof ApiError && error.status === 401) break;
          dropHead(userId);
        }
      }
    } finally {
      flushing = null;
      for (const listener of listeners) listener();
    }
  })();
  return flushing;
}

function dropHead(userId: number): void {
  const items = read(userId);
  const hasRecords = items.some((i) => i.kind === 'progress');
  if (hasRecords) {
    const batch = new Set<Item>(items.filter((i) => i.kind === 'progress').slice(0, PROGRESS_BATCH_MAX));
    write(
      userId,
      items.filter((i) => !batch.has(i)),
    );
  } else {
    write(userId, items.slice(1));
  }
}

const cache = new Map<number, number>();
function pendingCount(userId: number): number {
  let count = cache.get(userId);
  if (count === undefined) {
    count = read(userId).filter((i) => i.kind !== 'position').length;
    cache.set(userId, count);
  }
  return count;
}

const subscribe = (listener: () => void) => subscribeWithNetwork(listeners, listener);

/** How many records wait to be sent, and whether the last try found no network. */
export function useOutbox(userId: number | null): { pending: number; offline: boolean } {
  const pending = useSyncExternalStore(subscribe, () => (userId === null ? 0 : pendingCount(userId)));
  const offline = useSyncExternalStore(subscribe, () => !navigator.onLine || lastProblem === 'offline');
  return { pending, offline };
}

/** Sends the queue when the page opens and whenever the network comes back. */
export function watchOutbox(userId: number): () => void {
  // A send begun while the network was down may still be failing when it comes back: try once more after it.
  const onOnline = () => void (flushing ?? Promise.resolve()).then(() => flush(userId));
  window.addEventListener('online', onOnline);
  // A Wi-Fi that is up without internet fires no 'online': try again now and then while something waits.
  const retry = window.setInterval(() => {
    if (pendingCount(userId) > 0) void flush(userId);
  }, RETRY_MS);
  void flush(userId);
  return () => {
    window.removeEventListener('online', onOnline);
    window.clearInterval(retry);
  };
}
