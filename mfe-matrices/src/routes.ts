import type { RemoteRoutes } from 'contracts/client';
import { texts } from './texts';

const uilabTitle = (page: string) => `${texts.uilab.title} - ${page}`;

const overviewPage = async () => ({ Component: (await import('./features/overview/components/OverviewPage')).OverviewPage });

// Route objects only: each page's code is a lazy chunk, so loading this module stays cheap
// (ECharts, for one, loads with the matrix chart page only).
const routes: RemoteRoutes = [
  { index: true, handle: { title: texts.overview.title }, lazy: overviewPage },
  // The company home (the shell's company guard has made the company current).
  { path: 'empresa/:companyId', handle: { title: texts.overview.title }, lazy: overviewPage },
  {
    path: 'uilab',
    lazy: async () => ({ Component: (await import('./features/uilab/components/UilabLayout')).UilabLayout }),
    children: [
      {
        index: true,
        handle: { title: texts.uilab.title },
        lazy: async () => ({ Component: (await import('./features/uilab/components/UilabIndexPage')).UilabIndexPage }),
      },
      {
        path: 'botoes',
        handle: { title: uilabTitle(texts.uilab.menu.buttons) },
        lazy: async () => ({ Component: (await import('./features/uilab/components/ButtonsPage')).ButtonsPage }),
      },
      {
        path: 'formularios',
        handle: { title: uilabTitle(texts.uilab.menu.forms) },
        lazy: async () => ({ Component: (await import('./features/uilab/components/FormsPage')).FormsPage }),
      },
      {
        path: 'matrixchart',
        handle: { title: uilabTitle(texts.uilab.menu.matrixChart) },
        lazy: async () => ({ Component: (await import('./features/uilab/components/MatrixChartPage')).MatrixChartPage }),
      },
    ],
  },
];

export default routes;
