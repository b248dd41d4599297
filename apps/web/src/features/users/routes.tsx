import { Navigate, type RouteObject } from 'react-router';
import type { RouteHandle } from '../../app/routing/handle';

/** /configuracao: own settings (avatar and password). */
export const settingsRoute: RouteObject = {
  path: '/configuracao',
  handle: { titleKey: 'nav.configuracoes', texts: ['users'], capability: 'settings:own' } satisfies RouteHandle,
  lazy: async () => ({ Component: (await import('./components/SettingsPage')).SettingsPage }),
};

const manage = { titleKey: 'nav.usuarios', texts: ['users'], capability: 'user:manage' } satisfies RouteHandle;

/** /usuario (redirects to listar), listar, novo, alterar/{id} and massivo (2-access §2 Users). */
export const usersRoutes: RouteObject[] = [
  { path: '/usuario', handle: manage, element: <Navigate to="/usuario/listar" replace /> },
  { path: '/usuario/listar', handle: manage, lazy: async () => ({ Component: (await import('./components/UsersPage')).UsersPage }) },
  { path: '/usuario/novo', handle: manage, lazy: async () => ({ Component: (await import('./components/UserFormPage')).UserFormPage }) },
  {
    path: '/usuario/alterar/:id',
    handle: manage,
    lazy: async () => ({ Component: (await import('./components/UserFormPage')).UserFormPage }),
  },
  {
    path: '/usuario/massivo',
    handle: { titleKey: 'nav.usuarios', texts: ['users'], capability: 'user:bulk' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./components/BulkPage')).BulkPage }),
  },
  {
    path: '/usuario/massivo/fichas/:id',
    handle: { titleKey: 'nav.usuarios', texts: ['users'], capability: 'user:bulk' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./components/BulkSheetPage')).BulkSheetPage }),
  },
];
