import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { MATRIX_THEMES } from 'contracts';
import type { RemoteRoutes } from 'contracts/client';
import {
  ambientalListTitle,
  companyReportTitle,
  ambientalMenu,
  mcpListTitle,
  mcpMenu,
  multifatorialListTitle,
  multifatorialMenu,
  overviewTitle,
  reportTitle,
  swotListTitle,
  swotMenu,
  uilabMenu,
  uilabTitle,
} from './texts/navigation';

const uilabPageTitle = (page: string) => `${uilabTitle} - ${page}`;
/** A page of an analysis editor, titled "Matriz Ambiental - Fatores". */
const editorPage = (theme: 'ambiental' | 'swot' | 'mcp' | 'multifatorial', path: string, title: string, load: () => Promise<{ Component: ComponentType }>): RouteObject => ({
  path,
  handle: { title: `${MATRIX_THEMES[theme].title} - ${title}` },
  lazy: load,
});
const editorIndex = (firstPage: string) => async () => ({ Component: (await import('./shared/analyses/EditorIndex')).editorIndex(firstPage) });

/** An analysis's report, under its editor (its guard has loaded the analysis). */
const reportPage = (theme: 'ambiental' | 'swot' | 'mcp' | 'multifatorial', load: () => Promise<{ Component: ComponentType }>) => editorPage(theme, 'relatorio', reportTitle, load);

const overviewPage = async () => ({ Component: (await import('./features/overview/components/OverviewPage')).OverviewPage });

// Route objects only: each page's code is a lazy chunk, so loading this module stays cheap
// (ECharts, for one, loads with the matrix chart page only).
const routes: RemoteRoutes = [
  { index: true, handle: { title: overviewTitle }, lazy: overviewPage },
  // The company home (the shell's company guard has made the company current).
  { path: 'empresa/:companyId', handle: { title: overviewTitle }, lazy: overviewPage },
  // The company's report: its four analyses in one document (any member reads it).
  {
    path: 'empresa/:companyId/relatorio',
    handle: { title: companyReportTitle },
    lazy: async () => ({ Component: (await import('./features/reports/components/CompanyReportPage')).CompanyReportPage }),
  },
  // Ambiental: the list, then the editor under the environmental guard; ECharts loads with the chart page only.
  {
    path: 'empresa/:companyId/ambiental',
    handle: { title: ambientalListTitle },
    lazy: async () => ({ Component: (await import('./features/ambiental/components/AmbientalListPage')).AmbientalListPage }),
  },
  {
    path: 'empresa/:companyId/ambiental/:ambientalId',
    handle: { title: MATRIX_THEMES.ambiental.title },
    lazy: async () => ({ Component: (await import('./features/ambiental/components/AmbientalGuard')).AmbientalGuard }),
    children: [
      { index: true, lazy: editorIndex('fatores') },
      editorPage('ambiental', 'fatores', ambientalMenu.factors, async () => ({ Component: (await import('./features/ambiental/components/FactorsPage')).FactorsPage })),
      editorPage('ambiental', 'grafico', ambientalMenu.chart, async () => ({ Component: (await import('./features/ambiental/components/AmbientalChartPage')).AmbientalChartPage })),
      reportPage('ambiental', async () => ({ Component: (await import('./features/reports/sections/AmbientalReport')).AmbientalReportPage })),
    ],
  },
  // SWOT Sistêmica: the list, then the editor under its guard; ECharts loads with the chart page only.
  {
    path: 'empresa/:companyId/swot',
    handle: { title: swotListTitle },
    lazy: async () => ({ Component: (await import('./features/swot/components/SwotListPage')).SwotListPage }),
  },
  {
    path: 'empresa/:companyId/swot/:swotId',
    handle: { title: MATRIX_THEMES.swot.title },
    lazy: async () => ({ Component: (await import('./features/swot/components/SwotGuard')).SwotGuard }),
    children: [
      { index: true, lazy: editorIndex('itens') },
      editorPage('swot', 'itens', swotMenu.items, async () => ({ Component: (await import('./features/swot/components/SwotItemsPage')).SwotItemsPage })),
      editorPage('swot', 'cruzamentos', swotMenu.crossings, async () => ({ Component: (await import('./features/swot/components/CrossingsPage')).CrossingsPage })),
      editorPage('swot', 'grafico', swotMenu.chart, async () => ({ Component: (await import('./features/swot/components/SwotChartPage')).SwotChartPage })),
      reportPage('swot', async () => ({ Component: (await import('./features/reports/sections/SwotReport')).SwotReportPage })),
    ],
  },
  // MCP: the list, then the editor under the MCP guard; ECharts loads with the chart page
  // only, the spreadsheet parsers with the import page only.
  {
    path: 'empresa/:companyId/mcp',
    handle: { title: mcpListTitle },
    lazy: async () => ({ Component: (await import('./features/mcp/components/McpListPage')).McpListPage }),
  },
  {
    path: 'empresa/:companyId/mcp/:mcpId',
    handle: { title: MATRIX_THEMES.mcp.title },
    lazy: async () => ({ Component: (await import('./features/mcp/components/McpGuard')).McpGuard }),
    children: [
      { index: true, lazy: async () => ({ Component: (await import('./features/mcp/components/McpEditorIndex')).McpEditorIndex }) },
      editorPage('mcp', 'categorias', mcpMenu.categories, async () => ({ Component: (await import('./features/mcp/components/CategoriesPage')).CategoriesPage })),
      editorPage('mcp', 'produtos', mcpMenu.products, async () => ({ Component: (await import('./features/mcp/components/ProductsPage')).ProductsPage })),
      editorPage('mcp', 'dados', mcpMenu.controlData, async () => ({ Component: (await import('./features/mcp/components/ControlDataPage')).ControlDataPage })),
      editorPage('mcp', 'despesas', mcpMenu.expenses, async () => ({ Component: (await import('./features/mcp/components/ExpensesPage')).ExpensesPage })),
      editorPage('mcp', 'dominios', mcpMenu.domains, async () => ({ Component: (await import('./features/mcp/components/DomainsPage')).DomainsPage })),
      editorPage('mcp', 'importar', mcpMenu.import, async () => ({ Component: (await import('./features/mcp/components/ImportPage')).ImportPage })),
      editorPage('mcp', 'grafico', mcpMenu.chart, async () => ({ Component: (await import('./features/mcp/components/McpChartPage')).McpChartPage })),
      reportPage('mcp', async () => ({ Component: (await import('./features/reports/sections/McpReport')).McpReportPage })),
    ],
  },
  // Multifatorial: the list, then the editor under the multifactorial guard; ECharts loads with the chart page only.
  {
    path: 'empresa/:companyId/multifatorial',
    handle: { title: multifatorialListTitle },
    lazy: async () => ({ Component: (await import('./features/multifatorial/components/MultifatorialListPage')).MultifatorialListPage }),
  },
  {
    path: 'empresa/:companyId/multifatorial/:multifatorialId',
    handle: { title: MATRIX_THEMES.multifatorial.title },
    lazy: async () => ({ Component: (await import('./features/multifatorial/components/MultifatorialGuard')).MultifatorialGuard }),
    children: [
      { index: true, lazy: editorIndex('criterios') },
      editorPage('multifatorial', 'criterios', multifatorialMenu.criteria, async () => ({ Component: (await import('./features/multifatorial/components/CriteriaPage')).CriteriaPage })),
      editorPage('multifatorial', 'mercados', multifatorialMenu.markets, async () => ({ Component: (await import('./features/multifatorial/components/MarketsPage')).MarketsPage })),
      editorPage('multifatorial', 'notas', multifatorialMenu.grades, async () => ({ Component: (await import('./features/multifatorial/components/GradesPage')).GradesPage })),
      editorPage('multifatorial', 'grafico', multifatorialMenu.chart, async () => ({
        Component: (await import('./features/multifatorial/components/MultifatorialChartPage')).MultifatorialChartPage,
      })),
      reportPage('multifatorial', async () => ({ Component: (await import('./features/reports/sections/MultifatorialReport')).MultifatorialReportPage })),
    ],
  },
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
