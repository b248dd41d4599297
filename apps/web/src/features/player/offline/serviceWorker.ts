import { Workbox } from 'workbox-window';

/** The service worker the build writes (vite.config.ts, vite-plugin-pwa): the app's code and pages kept offline. */
const SERVICE_WORKER_URL = '/sw.js';
let registered = false;

/**
 * Registers the service worker once per page, from the player (where going offline matters; it then keeps the
 * whole app's code). A new version waits until the portal is next opened (all its tabs closed); `onNewVersion`
 * tells the person so, with `applyNow` to take it at once (the page reloads).
 */
export function registerServiceWorker(
  onNewVersion: (applyNow: () => void) => void,
  workboxOf: (url: string) => Pick<Workbox, 'addEventListener' | 'register' | 'messageSkipWaiting'> = (url) => new Workbox(url),
): void {
  if (registered || !('serviceWorker' in navigator) || import.meta.env.DEV) return;
  registered = true;
  const workbox = workboxOf(SERVICE_WORKER_URL);
  workbox.addEventListener('waiting', () => {
    onNewVersion(() => {
      workbox.addEventListener('controlling', () => window.location.reload());
      workbox.messageSkipWaiting();
    });
  });
  workbox.register().catch(() => {
    // Without a service worker the portal works online as before.
  });
}
