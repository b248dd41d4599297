import { Navigate, type RouteObject } from 'react-router';
import type { RouteHandle } from '../../app/routing/handle';

const handle: RouteHandle = { titleKey: 'nav.forum', texts: ['forum'], capability: 'forum:read' };

/** The forum (3-reports-communication §2 "Forum"): rooms, a room's topics, a topic's posts. Profiles outside 1-6 go to /home. */
export const forumRoutes: RouteObject[] = [
  { path: '/forum', handle, element: <Navigate to="/forum/salas" replace /> },
  { path: '/forum/salas', handle, lazy: async () => ({ Component: (await import('./components/RoomsPage')).RoomsPage }) },
  { path: '/forum/topicos/:id', handle, lazy: async () => ({ Component: (await import('./components/TopicsPage')).TopicsPage }) },
  { path: '/forum/publicar/:id', handle, lazy: async () => ({ Component: (await import('./components/TopicPage')).TopicPage }) },
];
