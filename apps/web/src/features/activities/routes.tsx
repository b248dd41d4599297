import { Navigate, type RouteObject } from 'react-router';
import type { RouteHandle } from '../../app/routing/handle';

const master: RouteHandle = { titleKey: 'nav.atividades', texts: ['activities'], capability: 'nav:atividadesMaster' };
const student: RouteHandle = { titleKey: 'nav.atividades', texts: ['activities'], capability: 'nav:atividadesAluno' };
/** The class's list (the Professor's current class; the staff above come from the class list), its answers and grades. */
const grader: RouteHandle = { titleKey: 'nav.atividades', texts: ['activities'], capability: 'activity:grade' };

/**
 * Activities, questions, answers and grades (2-access §2 "Activities", "Questions"). The area is
 * /atividade (Avaliações or Simulados by the brand); each screen is loaded with its route.
 */
export const activitiesRoutes: RouteObject[] = [
  { path: '/atividade', handle: master, element: <Navigate to="/atividade/listar" replace /> },
  {
    path: '/atividade/listar',
    handle: master,
    lazy: async () => ({ Component: (await import('./components/catalogue/ActivitiesPage')).ActivitiesPage }),
  },
  {
    path: '/atividade/ListaProfessor',
    handle: grader,
    lazy: async () => ({ Component: (await import('./components/teacher/ClassActivitiesPage')).ClassActivitiesPage }),
  },
  {
    path: '/atividade/visualizarQuestoes',
    handle: student,
    lazy: async () => ({ Component: (await import('./components/student/StudentActivitiesPage')).StudentActivitiesPage }),
  },
  {
    path: '/atividade/visualizar/:id',
    handle: { titleKey: 'nav.atividades', texts: ['activities'], capability: 'activity:view' },
    lazy: async () => ({ Component: (await import('./components/ActivityViewPage')).ActivityViewPage }),
  },
  {
    path: '/atividade/respostas/:id',
    handle: grader,
    lazy: async () => ({ Component: (await import('./components/grading/AnswersPage')).AnswersPage }),
  },
  {
    path: '/atividade/respostas/respostasAluno/:id/:studentId',
    handle: grader,
    lazy: async () => {
      const { GradingPage } = await import('./components/grading/GradingPage');
      return { Component: () => <GradingPage mode="give" /> };
    },
  },
  {
    path: '/atividade/respostas/editarNota/:id/:studentId',
    handle: grader,
    lazy: async () => {
      const { GradingPage } = await import('./components/grading/GradingPage');
      return { Component: () => <GradingPage mode="edit" /> };
    },
  },
  {
    path: '/questao/listar/:id',
    handle: master,
    lazy: async () => ({ Component: (await import('./components/questions/QuestionsPage')).QuestionsPage }),
  },
  {
    path: '/questao/novo/:id',
    handle: master,
    lazy: async () => ({ Component: (await import('./components/questions/QuestionFormPage')).QuestionFormPage }),
  },
  {
    path: '/questao/alterar/atividade/:id/questao/:questionId',
    handle: master,
    lazy: async () => ({ Component: (await import('./components/questions/QuestionFormPage')).QuestionFormPage }),
  },
];
