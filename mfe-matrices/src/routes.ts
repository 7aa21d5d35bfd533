import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { MATRIX_THEMES } from 'contracts';
import type { RemoteRoutes } from 'contracts/client';
import { texts } from './texts';

const uilabTitle = (page: string) => `${texts.uilab.title} - ${page}`;
const mcpTitle = (page: string) => `${MATRIX_THEMES.mcp.title} - ${page}`;
const mcpPage = (path: string, title: string, load: () => Promise<{ Component: ComponentType }>): RouteObject => ({
  path,
  handle: { title: mcpTitle(title) },
  lazy: load,
});

const overviewPage = async () => ({ Component: (await import('./features/overview/components/OverviewPage')).OverviewPage });

// Route objects only: each page's code is a lazy chunk, so loading this module stays cheap
// (ECharts, for one, loads with the matrix chart page only).
const routes: RemoteRoutes = [
  { index: true, handle: { title: texts.overview.title }, lazy: overviewPage },
  // The company home (the shell's company guard has made the company current).
  { path: 'empresa/:companyId', handle: { title: texts.overview.title }, lazy: overviewPage },
  // MCP: the list, then the editor under the MCP guard; ECharts loads with the chart page
  // only, the spreadsheet parsers with the import page only.
  {
    path: 'empresa/:companyId/mcp',
    handle: { title: texts.mcp.list.title },
    lazy: async () => ({ Component: (await import('./features/mcp/components/McpListPage')).McpListPage }),
  },
  {
    path: 'empresa/:companyId/mcp/:mcpId',
    handle: { title: MATRIX_THEMES.mcp.title },
    lazy: async () => ({ Component: (await import('./features/mcp/components/McpGuard')).McpGuard }),
    children: [
      { index: true, lazy: async () => ({ Component: (await import('./features/mcp/components/McpEditorIndex')).McpEditorIndex }) },
      mcpPage('categorias', texts.mcp.menu.categories, async () => ({ Component: (await import('./features/mcp/components/CategoriesPage')).CategoriesPage })),
      mcpPage('produtos', texts.mcp.menu.products, async () => ({ Component: (await import('./features/mcp/components/ProductsPage')).ProductsPage })),
      mcpPage('dados', texts.mcp.menu.controlData, async () => ({ Component: (await import('./features/mcp/components/ControlDataPage')).ControlDataPage })),
      mcpPage('despesas', texts.mcp.menu.expenses, async () => ({ Component: (await import('./features/mcp/components/ExpensesPage')).ExpensesPage })),
      mcpPage('dominios', texts.mcp.menu.domains, async () => ({ Component: (await import('./features/mcp/components/DomainsPage')).DomainsPage })),
      mcpPage('importar', texts.mcp.menu.import, async () => ({ Component: (await import('./features/mcp/components/ImportPage')).ImportPage })),
      mcpPage('grafico', texts.mcp.menu.chart, async () => ({ Component: (await import('./features/mcp/components/McpChartPage')).McpChartPage })),
    ],
  },
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
