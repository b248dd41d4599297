import { lazy, Suspense, useState, type ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { useNotifications } from '@mantine/notifications';
import { I18nextProvider } from 'react-i18next';
import i18n from '../i18n';
import { cssVariablesResolver, theme } from './theme';

/**
 * The notices' toaster is a chunk of its own, downloaded when the first notice is raised
 * (`notifications.show` puts it in the store, which is in the first screen) and kept from then on:
 * a visit that shows no notice never downloads it.
 */
const Notices = lazy(async () => ({ default: (await import('./Notices')).Notices }));

function NoticesOnDemand() {
  const { notifications, queue } = useNotifications();
  const [wanted, setWanted] = useState(false);
  if (!wanted && notifications.length + queue.length > 0) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Notices />
    </Suspense>
  );
}

/** Texts and theme, around every screen; the signed-in screens add their query cache (routing/SignedIn.tsx). */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
        <NoticesOnDemand />
        {/* Dialogs (`modals.open…`) are only opened in the shell: AppLayout mounts their host. */}
        {children}
      </MantineProvider>
    </I18nextProvider>
  );
}
