import { Navigate, type RouteObject } from 'react-router';
import type { RouteHandle } from '../../app/routing/handle';

const read: RouteHandle = { titleKey: 'nav.aprendizado', texts: ['news'], capability: 'news:read' };
const write: RouteHandle = { titleKey: 'nav.aprendizado', texts: ['news'], capability: 'news:write' };

/** Aprendizado (3-reports-communication §2 "News"): the list, a post, and the Master's form. */
export const newsRoutes: RouteObject[] = [
  { path: '/aprendizado', handle: read, element: <Navigate to="/aprendizado/listar" replace /> },
  {
    path: '/aprendizado/listar',
    handle: read,
    lazy: async () => ({ Component: (await import('./components/NewsListPage')).NewsListPage }),
  },
  {
    path: '/aprendizado/visualizar/:id',
    handle: read,
    lazy: async () => ({ Component: (await import('./components/NewsViewPage')).NewsViewPage }),
  },
  { path: '/aprendizado/novo', handle: write, lazy: async () => ({ Component: (await import('./components/NewsFormPage')).NewsFormPage }) },
  {
    path: '/aprendizado/alterar/:id',
    handle: write,
    lazy: async () => ({ Component: (await import('./components/NewsFormPage')).NewsFormPage }),
  },
];
