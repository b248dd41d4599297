import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Workbox } from 'workbox-window';
import { registerServiceWorker } from './serviceWorker';

afterEach(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('the service worker of the player', () => {
  it('is registered once per page; a new version is announced and, when asked, taken at once with a reload', () => {
    vi.stubEnv('DEV', false);
    Object.defineProperty(navigator, 'serviceWorker', { value: {}, configurable: true });
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    // Workbox in the page, its events fired by the test.
    const listeners = new Map<string, () => void>();
    const workbox = {
      addEventListener: vi.fn((event: string, listener: () => void) => void listeners.set(event, listener)),
      register: vi.fn(async () => undefined),
      messageSkipWaiting: vi.fn(),
    };
    const workboxOf = vi.fn(() => workbox as unknown as Workbox);
    const onNewVersion = vi.fn<(applyNow: () => void) => void>();

    registerServiceWorker(onNewVersion, workboxOf);
    registerServiceWorker(onNewVersion, workboxOf);
    expect(workboxOf.mock.calls).toEqual([['/sw.js']]);
    expect(workbox.register).toHaveBeenCalledTimes(1);

    expect(onNewVersion).not.toHaveBeenCalled();
    listeners.get('waiting')!();
    expect(onNewVersion).toHaveBeenCalledTimes(1);
    // Nothing changes until the person asks for it.
    expect(workbox.messageSkipWaiting).not.toHaveBeenCalled();
    onNewVersion.mock.calls[0]![0]();
    expect(workbox.messageSkipWaiting).toHaveBeenCalledTimes(1);
    expect(reload).not.toHaveBeenCalled();
    listeners.get('controlling')!();
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
