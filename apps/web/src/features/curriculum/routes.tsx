import { Navigate, type RouteObject } from 'react-router';
import type { RouteHandle } from '../../app/routing/handle';

const handle = (titleKey: string): RouteHandle => ({ titleKey, capability: 'curriculum:author' });

/**
 * The authoring screens (1-authoring §2), for Master and Professor (`curriculum:author`); other
 * profiles are sent to /home by the route guard. /livros is Master's sidebar entry; a Professor
 * reaches /livros/listar from the home page's 'Criar aulas' card.
 */
export const curriculumRoutes: RouteObject[] = [
  { path: '/livros', handle: handle('nav.aulas'), element: <Navigate to="/livros/listar" replace /> },
  {
    path: '/livros/listar',
    handle: handle('curriculum:paths.title'),
    lazy: async () => ({ Component: (await import('./components/paths/PathsPage')).PathsPage }),
  },
  {
    path: '/livros/novo',
    handle: handle('curriculum:paths.new'),
    lazy: async () => {
      const { PathsPage } = await import('./components/paths/PathsPage');
      return { Component: () => <PathsPage dialog="new" /> };
    },
  },
  {
    path: '/livros/alterar/:id',
    handle: handle('curriculum:paths.edit'),
    lazy: async () => {
      const { PathsPage } = await import('./components/paths/PathsPage');
      return { Component: () => <PathsPage dialog="edit" /> };
    },
  },
  {
    path: '/livros/capitulos/doLivro/:id',
    handle: handle('curriculum:chapters.title'),
    lazy: async () => ({ Component: (await import('./components/chapters/ChaptersPage')).ChaptersPage }),
  },
  {
    path: '/livros/capitulos/alterar/:chapterId',
    handle: handle('curriculum:lessons.title'),
    lazy: async () => ({ Component: (await import('./components/lessons/LessonsPage')).LessonsPage }),
  },
];
