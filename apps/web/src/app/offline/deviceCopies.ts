import type { z } from 'zod';
import { whenIdle } from './whenIdle';

/**
 * Copies of what a signed-in user read, kept on this device so that a screen can open without the network
 * (issue 28: the player's active path). Cache Storage, one cache per user for the API's answers, and one for
 * the pictures they show (the service worker answers `<img>` requests from it when offline: vite.config.ts,
 * `PICTURES_CACHE`). A shared classroom tablet: signing out deletes them all (`forgetDeviceCopies`).
 */
const ANSWERS_PREFIX = 'portal-answers-';
export const PICTURES_CACHE = 'portal-pictures';

const answersOf = (userId: number) => `${ANSWERS_PREFIX}${userId}`;
const hasCaches = () => typeof caches !== 'undefined';

/**
 * Keeps `answer`, as the API gave it for `path`, for `userId`. Never fails: a full disk only loses the copy. Written
 * when the browser is idle: writing the path's answer out as JSON was 5 ms of the player's first render on a phone.
 */
export async function keepAnswer(userId: number, path: string, answer: unknown): Promise<void> {
  if (!hasCaches()) return;
  await whenIdle();
  try {
    const cache = await caches.open(answersOf(userId));
    await cache.put(path, new Response(JSON.stringify(answer), { headers: { 'content-type': 'application/json' } }));
  } catch {
    // The copy is a convenience: the screen already has its answer.
  }
}

/** The kept answer for `path`, checked by `schema`; null when none (or no longer valid). */
export async function keptAnswer<T>(userId: number, path: string, schema: z.ZodType<T>): Promise<T | null> {
  if (!hasCaches()) return null;
  const kept = await (await caches.open(answersOf(userId))).match(path);
  if (!kept) return null;
  const parsed = schema.safeParse(await kept.json());
  return parsed.success ? parsed.data : null;
}

/** Keeps the pictures at `urls` (same origin), each on its own: one missing picture does not stop the others. */
export async function keepPictures(urls: readonly string[]): Promise<void> {
  if (!hasCaches() || urls.length === 0) return;
  const cache = await caches.open(PICTURES_CACHE);
  await Promise.all(
    urls.map(async (url) => {
      if (await cache.match(url)) return;
      try {
        const answer = await fetch(url);
        if (answer.ok) await cache.put(url, answer);
      } catch {
        // Offline already: what is kept stays kept.
      }
    }),
  );
}

/** Bytes kept on this device for `userId`: their answers and the pictures. */
export async function keptBytes(userId: number): Promise<number> {
  if (!hasCaches()) return 0;
  let total = 0;
  for (const name of [answersOf(userId), PICTURES_CACHE]) {
    const cache = await caches.open(name);
    for (const request of await cache.keys()) {
      const answer = await cache.match(request);
      if (answer) total += (await answer.blob()).size;
    }
  }
  return total;
}

/** Deletes every copy kept on this device (every user's answers and the pictures): called when a session ends. */
export async function forgetDeviceCopies(): Promise<void> {
  await forgetQueuedRequests();
  if (!hasCaches()) return;
  const names = await caches.keys();
  await Promise.all(names.filter((name) => name.startsWith(ANSWERS_PREFIX) || name === PICTURES_CACHE).map((name) => caches.delete(name)));
}

/** Workbox's Background Sync store (vite.config.ts): the requests the service worker waits to send again. */
const QUEUED_REQUESTS = { database: 'workbox-background-sync', store: 'requests' };

/**
 * Empties the service worker's queue of requests sent without the network: each holds the session's token. What they
 * carried stays in the player's own queue of that student (features/player/api/outbox.ts), sent at their next sign-in.
 */
function forgetQueuedRequests(): Promise<void> {
  if (typeof indexedDB === 'undefined') return Promise.resolve();
  return new Promise((resolve) => {
    // Opened without a version: an existing database as it is (none is created where the service worker made none).
    const opening = indexedDB.open(QUEUED_REQUESTS.database);
    opening.onerror = () => resolve();
    opening.onupgradeneeded = () => opening.transaction?.abort();
    opening.onsuccess = () => {
      const db = opening.result;
      if (!db.objectStoreNames.contains(QUEUED_REQUESTS.store)) {
        db.close();
        resolve();
        return;
      }
      const clearing = db.transaction(QUEUED_REQUESTS.store, 'readwrite');
      clearing.objectStore(QUEUED_REQUESTS.store).clear();
      clearing.oncomplete =
        clearing.onerror =
        clearing.onabort =
          () => {
            db.close();
            resolve();
          };
    };
  });
}

/**
 * How many things done without the network wait on this device to be sent for `userId` (every offline queue of the
 * app keeps one list per user under `…-outbox:{userId}`: app/api/localOutbox.ts): said before signing out.
 */
export function waitingToBeSent(userId: number): number {
  let total = 0;
  for (let index = 0; index < localStorage.length; index += 1) {
    const key = localStorage.key(index);
    if (!key?.endsWith(`-outbox:${userId}`)) continue;
    try {
      const items: unknown = JSON.parse(localStorage.getItem(key) ?? '[]');
      if (Array.isArray(items)) total += items.length;
    } catch {
      // An unreadable queue sends nothing.
    }
  }
  return total;
}
