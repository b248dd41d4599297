/**
 * A store's `subscribe` for useSyncExternalStore that also hears the browser going on- or offline: the
 * offline queues (the player's records, the rolls kept offline) show what waits and whether there is a network.
 */
export function subscribeWithNetwork(listeners: Set<() => void>, listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}
