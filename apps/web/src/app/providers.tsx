import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import i18n from '../i18n';

/**
 * The texts, around every screen. Mantine comes with the screens that use it (MantineRoot.tsx); the
 * signed-in screens add their query cache (routing/SignedIn.tsx).
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
}
