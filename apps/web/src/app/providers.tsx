import { lazy, Suspense, type ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { I18nextProvider } from 'react-i18next';
import i18n from '../i18n';
import { cssVariablesResolver, theme } from './theme';

/**
 * The notices' toaster is a chunk of its own, drawn once the first screen is up: a notice raised
 * before (`notifications.show`) waits in its store and shows then.
 */
const Notices = lazy(async () => ({ default: (await import('./Notices')).Notices }));

/** Texts and theme, around every screen; the signed-in screens add their query cache (routing/SignedIn.tsx). */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
          <Suspense fallback={null}>
            <Notices />
          </Suspense>
          {/* Dialogs (`modals.open…`) are only opened in the shell: AppLayout mounts their host. */}
          {children}
      </MantineProvider>
    </I18nextProvider>
  );
}
