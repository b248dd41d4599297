import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../app/routing/handle';

/**
 * The class's gradebook (issue 23, beyond the documents: a page of the class, not a report): the
 * Professor's classes, the staff above within their scope. Reached from the class list and the
 * teacher's home. Its title in the top bar is the classes' area, as the class's other pages are.
 */
export const gradebookRoutes: RouteObject[] = [
  {
    path: '/turma/:codBseTurma/boletim',
    handle: { titleKey: 'nav.turmas', texts: ['gradebook'], capability: 'gradebook:read' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./components/GradebookPage')).GradebookPage }),
  },
];
