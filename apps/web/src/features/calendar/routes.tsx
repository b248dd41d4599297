import { Navigate, type RouteObject } from 'react-router';
import type { RouteHandle } from '../../app/routing/handle';

const handle: RouteHandle = { titleKey: 'nav.calendario', texts: ['calendar'], capability: 'calendar:use' };

/** /calendario (every profile's "Calendário" entry): the month and its events (3-reports-communication §2 "Calendar"). */
export const calendarRoutes: RouteObject[] = [
  { path: '/calendario', handle, element: <Navigate to="/calendario/listar" replace /> },
  {
    path: '/calendario/listar',
    handle,
    lazy: async () => ({ Component: (await import('./components/CalendarPage')).CalendarPage }),
  },
];
