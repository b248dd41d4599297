import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../app/routing/handle';

const screens = () => import('./components/screens');

/**
 * Attendance (issue 26, beyond the documents): the class's roll (a page of the class, reached from the
 * class list and the teacher's home), the student's own attendance, and a student's for the staff. The
 * title of the student's pages is the feature's own text (not the shell's: nothing of it on /login).
 */
export const attendanceRoutes: RouteObject[] = [
  {
    path: '/turma/:codBseTurma/chamada',
    handle: { titleKey: 'nav.turmas', texts: ['attendance'], capability: 'attendance:read' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await screens()).RollPage }),
  },
  {
    path: '/frequencia',
    handle: { titleKey: 'attendance:nav', texts: ['attendance'], capability: 'attendance:own' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await screens()).OwnAttendancePage }),
  },
  {
    path: '/frequencia/aluno/:codBseUsuario',
    handle: { titleKey: 'attendance:nav', texts: ['attendance'], capability: 'attendance:watch' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await screens()).StudentAttendancePage }),
  },
];
