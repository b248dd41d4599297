import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../app/routing/handle';

const reports: RouteHandle = { titleKey: 'nav.relatorios', texts: ['reports'], capability: 'nav:relatorios' };

/** The reports (3-reports-communication.md §2 "Reports"): the choice, then each report; each screen loaded with its route. */
export const reportsRoutes: RouteObject[] = [
  {
    path: '/relatorio',
    handle: reports,
    lazy: async () => ({ Component: (await import('./components/ReportsChoicePage')).ReportsChoicePage }),
  },
  {
    path: '/relatorio/:report',
    handle: reports,
    lazy: async () => ({ Component: (await import('./components/ReportPage')).ReportPage }),
  },
];
