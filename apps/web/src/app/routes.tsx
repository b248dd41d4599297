import { lazy } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import type { Capability } from '@portal/shared/permissions';
import { loginRoute, sairRoute } from '../features/auth/routes';
import { homeRoute } from '../features/home/routes';
import { organisationRoutes } from '../features/organisation/routes';
import { settingsRoute, usersRoutes } from '../features/users/routes';
import { playerRoutes, trainingPlatformRoute } from '../features/player/routes';
import { curriculumRoutes } from '../features/curriculum/routes';
import { classLessonsRoutes } from '../features/class-lessons/routes';
import { activitiesRoutes } from '../features/activities/routes';
import { gradebookRoutes } from '../features/gradebook/routes';
import { attendanceRoutes } from '../features/attendance/routes';
import { reportsRoutes } from '../features/reports/routes';
import { calendarRoutes } from '../features/calendar/routes';
import { newsRoutes } from '../features/news/routes';
import { forumRoutes } from '../features/forum/routes';
import { supportRoutes } from '../features/support/routes';
import { chatRoutes } from '../features/chat/routes';
import { adminRoutes } from '../features/admin/routes';
import { PublicOnly } from './routing/PublicOnly';
import { RootLayout } from './routing/RootLayout';
import type { RouteHandle } from './routing/handle';
import { loadFeatureMessages, loadTexts } from '../i18n';

/** The guards of the signed-in screens come with their chunk (with TanStack Query): none of it on /login. */
const RequireCapability = lazy(async () => ({ default: (await import('./routing/guards')).RequireCapability }));

function guarded(capability: Capability, route: RouteObject): RouteObject {
  return { element: <RequireCapability capability={capability} />, children: [route] };
}

/**
 * Every screen is loaded with its route (`lazy`), so the first screen downloads only what it draws.
 * The screens of each feature inside the shell. Every route names its capability in
 * `handle.capability` and is guarded by it here. A feature adds its array to this list; every sidebar
 * entry has a screen here (routes.test.tsx).
 */
const featureRoutes: RouteObject[] = [
  settingsRoute,
  sairRoute,
  ...curriculumRoutes,
  ...classLessonsRoutes,
  ...activitiesRoutes,
  ...gradebookRoutes,
  ...attendanceRoutes,
  ...reportsRoutes,
  ...calendarRoutes,
  ...newsRoutes,
  ...forumRoutes,
  ...supportRoutes,
  ...chatRoutes,
  ...playerRoutes,
  ...organisationRoutes,
  ...usersRoutes,
  ...adminRoutes,
];

function capabilityOf(route: RouteObject): Capability {
  const handle = route.handle as RouteHandle | undefined;
  if (!handle?.capability) throw new Error(`A rota ${route.path} não declara a capacidade que exige.`);
  return handle.capability;
}

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { path: '/', element: <Navigate to="/login" replace /> },
      { element: <PublicOnly />, children: [loginRoute] },
      {
        // Mantine, its stylesheet and the notices: everything but the login (MantineRoot.tsx).
        lazy: async () => ({ Component: (await import('./MantineRoot')).MantineRoot }),
        children: [
          trainingPlatformRoute,
          {
            lazy: async () => ({ Component: (await import('./routing/SignedIn')).SignedIn }),
            children: [
              {
                // The shell (sidebar, top bar, their icons) is a chunk of its own: nothing of it in /login.
                // The features' API messages come with it (i18n/index.ts); each screen's texts with the screen.
                lazy: async () => {
                  const [{ AppLayout }] = await Promise.all([import('./layout/AppLayout'), loadFeatureMessages(), loadTexts(['offline'])]);
                  return { Component: AppLayout };
                },
                children: [homeRoute, ...featureRoutes.map((route) => guarded(capabilityOf(route), route))],
              },
            ],
          },
          {
            path: '*',
            handle: { titleKey: 'routes.notFound' } satisfies RouteHandle,
            lazy: async () => ({ Component: (await import('./routing/NotFoundRoute')).NotFoundRoute }),
          },
        ],
      },
    ],
  },
];
