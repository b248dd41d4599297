import { useSyncExternalStore } from 'react';
import { type EvaluationBody, type PositionBody, PROGRESS_BATCH_MAX, ProgressAnswer, type ProgressRecord } from '@portal/shared/player';
import { ApiError, NETWORK_ERROR_CODE, apiRequest } from '../../../app/api/client';
import { localOutbox } from '../../../app/api/localOutbox';

/**
 * What the player has to tell the server, kept in the browser until the server has it: the records
 * of a student (each with its own id, so sending one twice counts once), their chapter evaluations and
 * their position. A school's Wi-Fi drops: nothing is lost, everything is sent when the network returns.
 * One queue per student (a shared classroom computer), in localStorage (app/api/localOutbox).
 */
type Item =
  { kind: 'progress'; record: ProgressRecord } | { kind: 'evaluation'; body: EvaluationBody } | { kind: 'position'; body: PositionBody };

const queue = localOutbox<Item>('player-outbox:');
let lastProblem: 'offline' | null = null;

export function enqueue(userId: number, item: Item): void {
  // Only the latest position matters.
  queue.update(userId, (items) => [...(item.kind === 'position' ? items.filter((i) => i.kind !== 'position') : items), item]);
  void flush(userId);
}

const isNetworkFailure = (error: unknown) => error instanceof ApiError && error.body.code === NETWORK_ERROR_CODE;

async function sendNext(userId: number): Promise<boolean> {
  const items = queue.read(userId);
  const records = items.flatMap((i) => (i.kind === 'progress' ? [i.record] : [])).slice(0, PROGRESS_BATCH_MAX);
  if (records.length > 0) {
    const { aceitos } = await apiRequest('/api/plataforma/progresso', {
      method: 'POST',
      json: { registros: records },
      schema: ProgressAnswer,
    });
    const sent = new Set(aceitos);
    queue.update(userId, (waiting) => waiting.filter((i) => i.kind !== 'progress' || !sent.has(i.record.id)));
    return true;
  }
  const next = items.find((i) => i.kind !== 'progress');
  if (!next) return false;
  if (next.kind === 'evaluation') await apiRequest('/api/plataforma/avaliacao', { method: 'POST', json: next.body });
  else await apiRequest('/api/plataforma/posicao', { method: 'PUT', json: next.body });
  queue.update(userId, (waiting) => waiting.filter((i) => JSON.stringify(i) !== JSON.stringify(next)));
  return true;
}

/**
 * Sends the queue, oldest first. A network failure keeps everything for later; a refusal (the path
 * changed while offline, the content was deleted) drops what was refused so the queue never sticks.
 */
export function flush(userId: number): Promise<void> {
  return queue.flush(async () => {
    for (;;) {
      try {
        const sent = await sendNext(userId);
        lastProblem = null;
        if (!sent) break;
      } catch (error) {
        if (isNetworkFailure(error) || (error instanceof ApiError && error.status >= 500)) {
          lastProblem = 'offline';
          if (isNetworkFailure(error)) await handEvaluationsToServiceWorker(userId);
          break;
        }
        if (error instanceof ApiError && error.status === 401) break;
        dropHead(userId);
      }
    }
  });
}

/**
 * Without the network the records went no further than the service worker, which keeps each request it could not
 * send and sends it when the browser is online again, with no tab open (Background Sync, vite.config.ts). The chapter
 * evaluations behind the records are tried too, so that it keeps them as well; they stay in this queue until the
 * server has them (sending one twice counts once).
 */
async function handEvaluationsToServiceWorker(userId: number): Promise<void> {
  if (!navigator.serviceWorker?.controller) return;
  for (const item of queue.read(userId)) {
    if (item.kind !== 'evaluation') continue;
    try {
      await apiRequest('/api/plataforma/avaliacao', { method: 'POST', json: item.body });
      queue.update(userId, (waiting) => waiting.filter((i) => JSON.stringify(i) !== JSON.stringify(item)));
    } catch {
      // Still waiting: sent with the rest when the network returns.
    }
  }
}

function dropHead(userId: number): void {
  queue.update(userId, (items) => {
    if (!items.some((i) => i.kind === 'progress')) return items.slice(1);
    const batch = new Set<Item>(items.filter((i) => i.kind === 'progress').slice(0, PROGRESS_BATCH_MAX));
    return items.filter((i) => !batch.has(i));
  });
}

/** The records and evaluations waiting (the position is no record of work). */
const pendingCount = (userId: number) => queue.read(userId).filter((i) => i.kind !== 'position').length;

/** How many records wait to be sent, and whether the last try found no network. */
export function useOutbox(userId: number | null): { pending: number; offline: boolean } {
  const pending = useSyncExternalStore(queue.subscribe, () => (userId === null ? 0 : pendingCount(userId)));
  const offline = useSyncExternalStore(queue.subscribe, () => !navigator.onLine || lastProblem === 'offline');
  return { pending, offline };
}

/** Sends the queue when the page opens, whenever the network comes back, and now and then while something waits. */
export function watchOutbox(userId: number): () => void {
  return queue.watch(userId, () => flush(userId));
}
