import { Navigate, type RouteObject } from 'react-router';
import { SIDEBAR, type Capability } from '@portal/shared/permissions';
import { loginRoute, sairRoute } from '../features/auth/routes';
import { homeRoute } from '../features/home/routes';
import { settingsRoute } from '../features/users/routes';
import { trainingPlatformRoute } from '../features/player/routes';
import { AppLayout } from './layout/AppLayout';
import { PublicOnly, RequireAuth, RequireCapability } from './routing/guards';
import { RootLayout } from './routing/RootLayout';
import { NotFoundRoute } from './routing/NotFoundRoute';
import { PageLoader } from './pages/PageLoader';
import { PlaceholderPage } from './pages/PlaceholderPage';
import { RouteError } from './pages/RouteError';
import type { RouteHandle } from './routing/handle';

function guarded(capability: Capability, route: RouteObject): RouteObject {
  return { element: <RequireCapability capability={capability} />, children: [route] };
}

/** Paths of the sidebar that have no screen yet; each feature replaces its entry when it lands. */
const BUILT = new Set(['/configuracao', '/sair']);
const placeholderRoutes: RouteObject[] = SIDEBAR.filter((entry) => !BUILT.has(entry.path)).map((entry) =>
  guarded(entry.capability, {
    path: entry.path,
    handle: { titleKey: entry.labelKey, capability: entry.capability } satisfies RouteHandle,
    element: <PlaceholderPage />,
  }),
);

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <PageLoader />,
    children: [
      { path: '/', element: <Navigate to="/login" replace /> },
      trainingPlatformRoute,
      { element: <PublicOnly />, children: [loginRoute] },
      {
        element: <RequireAuth />,
        children: [
          {
            element: <AppLayout />,
            children: [
              homeRoute,
              guarded('settings:own', settingsRoute),
              guarded('nav:sair', sairRoute),
              ...placeholderRoutes,
            ],
          },
        ],
      },
      { path: '*', handle: { titleKey: 'routes.notFound' } satisfies RouteHandle, element: <NotFoundRoute /> },
    ],
  },
];
