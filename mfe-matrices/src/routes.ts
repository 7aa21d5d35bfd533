import { createElement } from 'react';
import type { RouteObject } from 'react-router-dom';
import { MATRIX_THEMES } from 'contracts';
import type { RemoteRoutes } from 'contracts/client';
import { ANALYSES, type AnalysisEntry, editorPages } from './app/analyses';
import { AnalysisGuard } from './shared/analyses/AnalysisGuard';
import { companyReportTitle, overviewTitle, uilabMenu, uilabTitle } from './texts/navigation';

const uilabPageTitle = (page: string) => `${uilabTitle} - ${page}`;

/**
 * An analysis's routes, from its registry entry: the list, then the editor under its guard,
 * whose index opens the first page; each page titled "Matriz Ambiental - Fatores".
 */
function analysisRoutes(entry: AnalysisEntry): RouteObject[] {
  const { kind, idParam } = entry;
  const { title } = MATRIX_THEMES[kind];
  const pages = editorPages(entry);
  const menu = pages.map(({ path, label, writes }) => ({ path, label, writes }));
  return [
    {
      path: `empresa/:companyId/${kind}`,
      handle: { title: entry.listTitle },
      lazy: async () => {
        const [{ AnalysisListPage }, options] = await Promise.all([import('./shared/analyses/AnalysisListPage'), entry.list()]);
        return { Component: () => createElement(AnalysisListPage, { kind, ...options }) };
      },
    },
    {
      path: `empresa/:companyId/${kind}/:${idParam}`,
      handle: { title },
      // The guard is part of this module, not a chunk of its own: its code (the analysis's
      // query, the editor's frame) is then there for every page's chunk, which need not carry a
      // copy, and an editor page opens with one chunk fewer (issue 23).
      Component: () => createElement(AnalysisGuard, { kind, idParam, pages: menu, menuLabel: entry.menu.label, backLabel: entry.menu.back }),
      children: [
        { index: true, lazy: async () => ({ Component: (await import('./shared/analyses/EditorIndex')).editorIndex(pages[0]!.path) }) },
        ...pages.map((page) => ({ path: page.path, handle: { title: `${title} - ${page.label}` }, lazy: async () => ({ Component: await page.load() }) })),
      ],
    },
  ];
}

const overviewPage = async () => ({ Component: (await import(/* webpackChunkName: "page-overview" */ './app/overview/components/OverviewPage')).OverviewPage });

// Route objects and the analyses' guard: each page's code is a lazy chunk, so loading this
// module stays cheap (ECharts, for one, loads with the matrix chart page only).
const routes: RemoteRoutes = [
  { index: true, handle: { title: overviewTitle }, lazy: overviewPage },
  // The company home (the shell's company guard has made the company current).
  { path: 'empresa/:companyId', handle: { title: overviewTitle }, lazy: overviewPage },
  // The company's report: its four analyses in one document (any member reads it).
  {
    path: 'empresa/:companyId/relatorio',
    handle: { title: companyReportTitle },
    lazy: async () => ({ Component: (await import(/* webpackChunkName: "page-company-report" */ './app/CompanyReportPage')).CompanyReportPage }),
  },
  ...ANALYSES.flatMap(analysisRoutes),
  {
    path: 'uilab',
    lazy: async () => ({ Component: (await import('./features/uilab/components/UilabLayout')).UilabLayout }),
    children: [
      {
        index: true,
        handle: { title: uilabTitle },
        lazy: async () => ({ Component: (await import('./features/uilab/components/UilabIndexPage')).UilabIndexPage }),
      },
      {
        path: 'botoes',
        handle: { title: uilabPageTitle(uilabMenu.buttons) },
        lazy: async () => ({ Component: (await import('./features/uilab/components/ButtonsPage')).ButtonsPage }),
      },
      {
        path: 'formularios',
        handle: { title: uilabPageTitle(uilabMenu.forms) },
        lazy: async () => ({ Component: (await import('./features/uilab/components/FormsPage')).FormsPage }),
      },
      {
        path: 'matrixchart',
        handle: { title: uilabPageTitle(uilabMenu.matrixChart) },
        lazy: async () => ({ Component: (await import('./features/uilab/components/MatrixChartPage')).MatrixChartPage }),
      },
    ],
  },
];

export default routes;
