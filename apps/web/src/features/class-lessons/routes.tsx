import { Navigate, type RouteObject } from 'react-router';
import type { RouteHandle } from '../../app/routing/handle';

const handle: RouteHandle = { titleKey: 'nav.aulas', texts: ['classLessons'], capability: 'class-lesson:manage' };

/** /aulas (the Professor's "Aulas" entry): the current class's paths (3-reports-communication §2 "Class lessons"). */
export const classLessonsRoutes: RouteObject[] = [
  { path: '/aulas', handle, element: <Navigate to="/aulas/listar" replace /> },
  {
    path: '/aulas/listar',
    handle,
    lazy: async () => ({ Component: (await import('./components/ClassLessonsPage')).ClassLessonsPage }),
  },
];
