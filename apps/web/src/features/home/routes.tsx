import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../app/routing/handle';

/** /home: the landing page of every signed-in profile. */
export const homeRoute: RouteObject = {
  path: '/home',
  handle: { titleKey: 'routes.home', texts: ['home'] } satisfies RouteHandle,
  lazy: async () => ({ Component: (await import('./components/HomePage')).HomePage }),
};
