import { Navigate, type RouteObject } from 'react-router';
import type { RouteHandle } from '../../app/routing/handle';

const handle: RouteHandle = { titleKey: 'nav.chat', texts: ['chat'], capability: 'nav:chat' };

/** The chat (3-reports-communication §2 "Chat", §7): the rooms, a room's messages live and its members. Others go to /home. */
export const chatRoutes: RouteObject[] = [
  { path: '/chat', handle, element: <Navigate to="/chat/listar" replace /> },
  { path: '/chat/listar', handle, lazy: async () => ({ Component: (await import('./components/ChatPage')).ChatPage }) },
];
