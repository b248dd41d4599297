import { Navigate, type RouteObject } from 'react-router';
import type { RouteHandle } from '../../app/routing/handle';

const schools = () => import('./components/schools/SchoolListPage');
const schoolForm = () => import('./components/schools/SchoolFormPage');
const units = () => import('./components/units/UnitListPage');
const unitForm = () => import('./components/units/UnitFormPage');
const classes = () => import('./components/classes/ClassListPage');
const classForm = () => import('./components/classes/ClassFormPage');
const classView = () => import('./components/classes/ClassViewPage');

/** Schools (Master), units (Master, Gestor) and classes (2-access §2), each guarded by its capability. */
export const organisationRoutes: RouteObject[] = [
  {
    path: '/escola',
    handle: { titleKey: 'nav.escolas', texts: ['organisation'], capability: 'school:manage' } satisfies RouteHandle,
    element: <Navigate to="/escola/listar" replace />,
  },
  {
    path: '/escola/listar',
    handle: { titleKey: 'nav.escolas', texts: ['organisation'], capability: 'school:manage' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await schools()).SchoolListPage }),
  },
  {
    path: '/escola/novo',
    handle: { titleKey: 'organisation:titles.schoolNew', texts: ['organisation'], capability: 'school:manage' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await schoolForm()).SchoolFormPage }),
  },
  {
    path: '/escola/alterar/:id',
    handle: { titleKey: 'organisation:titles.schoolEdit', texts: ['organisation'], capability: 'school:manage' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await schoolForm()).SchoolFormPage }),
  },
  {
    path: '/unidade',
    handle: { titleKey: 'nav.unidades', texts: ['organisation'], capability: 'unit:manage' } satisfies RouteHandle,
    element: <Navigate to="/unidade/listar" replace />,
  },
  {
    path: '/unidade/listar',
    handle: { titleKey: 'nav.unidades', texts: ['organisation'], capability: 'unit:manage' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await units()).UnitListPage }),
  },
  {
    path: '/unidade/novo',
    handle: { titleKey: 'organisation:titles.unitNew', texts: ['organisation'], capability: 'unit:manage' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await unitForm()).UnitFormPage }),
  },
  {
    path: '/unidade/alterar/:id',
    handle: { titleKey: 'organisation:titles.unitEdit', texts: ['organisation'], capability: 'unit:manage' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await unitForm()).UnitFormPage }),
  },
  {
    path: '/turma',
    handle: { titleKey: 'nav.turmas', texts: ['organisation'], capability: 'class:list' } satisfies RouteHandle,
    element: <Navigate to="/turma/listar" replace />,
  },
  {
    path: '/turma/listar',
    handle: { titleKey: 'nav.turmas', texts: ['organisation'], capability: 'class:list' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await classes()).ClassListPage }),
  },
  {
    path: '/turma/novo',
    handle: { titleKey: 'organisation:titles.classNew', texts: ['organisation'], capability: 'class:create' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await classForm()).ClassFormPage }),
  },
  {
    path: '/turma/alterar/:id',
    handle: { titleKey: 'organisation:titles.classEdit', texts: ['organisation'], capability: 'class:edit' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await classForm()).ClassFormPage }),
  },
  {
    path: '/turma/visualizar/:id',
    handle: { titleKey: 'organisation:titles.classView', texts: ['organisation'], capability: 'class:list' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await classView()).ClassViewPage }),
  },
];
