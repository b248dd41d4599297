import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../app/routing/handle';

/** `/admin` (DECISIONS.md; issue 15): the Master's system page, reached from the shell's footer link. Others go to /home. */
export const adminRoutes: RouteObject[] = [
  {
    path: '/admin',
    handle: { titleKey: 'nav.admin', texts: ['admin'], capability: 'system:admin' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./components/AdminPage')).AdminPage }),
  },
];
