import { subscribeWithNetwork } from './networkListeners';

/**
 * A queue kept in the browser (localStorage, one list per signed-in user: a shared classroom computer
 * keeps each person's apart) of what waits for the server: the player's records, the rolls saved offline.
 * The store of the offline queues; what to send and how is each queue's own (`send`).
 */
export interface LocalOutbox<Item> {
  /** The waiting items: the same array while the stored text is the same (a useSyncExternalStore snapshot). */
  read: (userId: number) => Item[];
  /** Replaces the waiting items with what `change` makes of them, and tells the screens. */
  update: (userId: number, change: (items: Item[]) => Item[]) => void;
  /** Runs `send` unless a send of this queue is under way (then that one's promise); the screens hear when it ends. */
  flush: (send: () => Promise<void>) => Promise<void>;
  /** Flushes now, when the network comes back, and every `retryMs` while something waits. Returns the stop. */
  watch: (userId: number, send: () => Promise<void>) => () => void;
  /** useSyncExternalStore's subscribe: the queue's changes and the browser going on- or offline. */
  subscribe: (listener: () => void) => () => void;
}

export function localOutbox<Item>(prefix: string, retryMs = 20_000): LocalOutbox<Item> {
  const listeners = new Set<() => void>();
  const snapshots = new Map<number, { raw: string | null; items: Item[] }>();
  let flushing: Promise<void> | null = null;
  const keyOf = (userId: number) => `${prefix}${userId}`;
  const notify = () => {
    for (const listener of listeners) listener();
  };

  function read(userId: number): Item[] {
    const raw = localStorage.getItem(keyOf(userId));
    const cached = snapshots.get(userId);
    if (cached && cached.raw === raw) return cached.items;
    let items: Item[] = [];
    try {
      const parsed: unknown = JSON.parse(raw ?? '[]');
      if (Array.isArray(parsed)) items = parsed as Item[];
    } catch {
      // A queue another version of the app wrote unreadably: nothing waits.
    }
    snapshots.set(userId, { raw, items });
    return items;
  }

  function update(userId: number, change: (items: Item[]) => Item[]): void {
    const items = change(read(userId));
    if (items.length === 0) localStorage.removeItem(keyOf(userId));
    else localStorage.setItem(keyOf(userId), JSON.stringify(items));
    notify();
  }

  function flush(send: () => Promise<void>): Promise<void> {
    // `finally` runs after the assignment even when nothing waits (an async body without an await ends at once).
    flushing ??= send().finally(() => {
      flushing = null;
      notify();
    });
    return flushing;
  }

  function watch(userId: number, send: () => Promise<void>): () => void {
    // A send begun while the network was down may still be failing when it comes back: try once more after it.
    const again = () => void (flushing ?? Promise.resolve()).then(() => flush(send));
    window.addEventListener('online', again);
    // A Wi-Fi that is up without internet fires no 'online': try again now and then while something waits. Not while
    // the browser knows it is offline ('online' will tell): each failed send would also wait in the service worker.
    const retry = window.setInterval(() => {
      if (navigator.onLine && read(userId).length > 0) again();
    }, retryMs);
    again();
    return () => {
      window.removeEventListener('online', again);
      window.clearInterval(retry);
    };
  }

  return { read, update, flush, watch, subscribe: (listener) => subscribeWithNetwork(listeners, listener) };
}
