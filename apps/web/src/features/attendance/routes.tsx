import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../app/routing/handle';

/**
 * Attendance (issue 26, beyond the documents): the class's roll (a page of the class, reached from the
 * class list and the teacher's home), the student's own attendance, and a student's for the staff.
 */
export const attendanceRoutes: RouteObject[] = [
  {
    path: '/turma/:codBseTurma/chamada',
    handle: { titleKey: 'nav.turmas', capability: 'attendance:read' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./components/RollPage')).RollPage }),
  },
  {
    path: '/frequencia',
    handle: { titleKey: 'nav.frequencia', capability: 'attendance:own' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./components/OwnAttendancePage')).OwnAttendancePage }),
  },
  {
    path: '/frequencia/aluno/:codBseUsuario',
    handle: { titleKey: 'nav.frequencia', capability: 'attendance:watch' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./components/StudentAttendancePage')).StudentAttendancePage }),
  },
];
