import './mantineStyles';
import '@mantine/notifications/styles.layer.css';
import '@mantine/dropzone/styles.layer.css';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { useNotifications } from '@mantine/notifications/store';
import { Outlet } from 'react-router';
import { PageLoader } from './pages/PageLoader';
import { cssVariablesResolver, theme } from './theme';

/**
 * The notices' toaster is a chunk of its own, downloaded when the first notice is raised
 * (`notifications.show` puts it in the store) and kept from then on: a visit that shows no notice
 * never downloads it.
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

/**
 * Mantine's theme, stylesheet (in the `mantine` cascade layer, so the features' own CSS modules win
 * whatever order the chunks arrive in) and notices. Dialogs (`modals.open…`) are only opened in the
 * shell: AppLayout mounts their host.
 */
export function MantineProviders({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <NoticesOnDemand />
      {children}
    </MantineProvider>
  );
}

/**
 * Every screen but the login is drawn with Mantine: this layout route (a chunk of its own) brings it,
 * so /login downloads none of it (issue 9's budget).
 */
export function MantineRoot() {
  return (
    <MantineProviders>
      <Suspense fallback={<PageLoader />}>
        <Outlet />
      </Suspense>
    </MantineProviders>
  );
}
