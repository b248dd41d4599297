import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import type { modals as Modals } from '@mantine/modals';

/**
 * The host of the dialogs opened through Mantine's `modals` (confirm.tsx's Sim/Não, the curriculum's 'Ooops!'):
 * its code (ModalsProvider, Modal, the focus trap, the overlay) is downloaded and mounted when the first dialog is
 * asked for, not with every signed-in page. `openDialogs` hands `modals` over once a host is mounted: an event sent
 * before would be lost.
 */
let wanted = false;
const listeners = new Set<() => void>();
let hostMounted: () => void = () => undefined;
let hostReady = new Promise<void>((resolve) => (hostMounted = resolve));

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

const Host = lazy(async () => {
  const { ModalsProvider } = await import('@mantine/modals');
  function MountedHost() {
    // After ModalsProvider's own effects (a child's run first): its listeners are in place.
    useEffect(() => {
      hostMounted();
      return () => {
        hostReady = new Promise<void>((resolve) => (hostMounted = resolve));
      };
    }, []);
    return <ModalsProvider />;
  }
  return { default: MountedHost };
});

/** Where the dialogs are drawn (the shell's, and the component tests'): nothing until the first is asked for. */
export function DialogsHost() {
  const isWanted = useSyncExternalStore(subscribe, () => wanted);
  if (!isWanted) return null;
  return (
    <Suspense fallback={null}>
      <Host />
    </Suspense>
  );
}

/** Mantine's `modals`, once the host is mounted (its chunk downloaded the first time). */
export async function openDialogs(): Promise<typeof Modals> {
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  const [{ modals }] = await Promise.all([import('@mantine/modals'), hostReady]);
  return modals;
}
