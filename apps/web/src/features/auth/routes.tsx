import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../app/routing/handle';

/** /login (only when signed out). */
export const loginRoute: RouteObject = {
  path: '/login',
  handle: { titleKey: 'routes.login' } satisfies RouteHandle,
  lazy: async () => ({ Component: (await import('./components/LoginPage')).LoginPage }),
};

/** /sair, inside the shell: confirmation then logout. */
export const sairRoute: RouteObject = {
  path: '/sair',
  handle: { titleKey: 'routes.sair', capability: 'nav:sair', texts: ['offline'] } satisfies RouteHandle,
  lazy: async () => ({ Component: (await import('./components/SairPage')).SairPage }),
};
