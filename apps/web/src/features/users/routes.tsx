import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../app/routing/handle';

/** /configuracao: own settings (avatar and password). */
export const settingsRoute: RouteObject = {
  path: '/configuracao',
  handle: { titleKey: 'nav.configuracoes', capability: 'settings:own' } satisfies RouteHandle,
  lazy: async () => ({ Component: (await import('./components/SettingsPage')).SettingsPage }),
};
