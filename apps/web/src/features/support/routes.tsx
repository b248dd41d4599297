import { Navigate, type RouteObject } from 'react-router';
import type { RouteHandle } from '../../app/routing/handle';

const contact: RouteHandle = { titleKey: 'nav.faleConosco', texts: ['support'], capability: 'support:send' };
const tickets: RouteHandle = { titleKey: 'nav.assistencia', texts: ['support'], capability: 'support:manage' };

/** The contact form and the Assistente's tickets (3-reports-communication §2 "Contact form", "Support tickets"). */
export const supportRoutes: RouteObject[] = [
  { path: '/faleConosco', handle: contact, element: <Navigate to="/faleConosco/listar" replace /> },
  {
    path: '/faleConosco/listar',
    handle: contact,
    lazy: async () => ({ Component: (await import('./components/ContactPage')).ContactPage }),
  },
  { path: '/assistencia', handle: tickets, element: <Navigate to="/assistencia/listar" replace /> },
  {
    path: '/assistencia/listar',
    handle: tickets,
    lazy: async () => ({ Component: (await import('./components/TicketsPage')).TicketsPage }),
  },
];
