import type { ComponentType } from 'react';
import type { AnalysisKind } from 'contracts';
import type { EditorPage } from '../shared/analyses/AnalysisGuard';
import type { AnalysisListPageProps } from '../shared/analyses/AnalysisListPage';
import type { PastChartWithLookups } from '../shared/history/past-chart';
import type { AnalysisReportProps } from '../shared/report/ReportDocument';
import { navigation as ambiental } from '../features/ambiental/navigation';
import { navigation as mcp } from '../features/mcp/navigation';
import { navigation as multifatorial } from '../features/multifatorial/navigation';
import { navigation as swot } from '../features/swot/navigation';
import { historyTitle, reportTitle } from '../texts/navigation';

type Load<T> = () => Promise<T>;

/** A page of an analysis editor and how its code loads. */
interface AnalysisPageEntry extends EditorPage {
  load: Load<ComponentType>;
}

/**
 * One analysis kind, everything the app builds from it: its routes (the list, the editor under
 * its guard, the editor's pages and report), its side menu, its overview tile and its section
 * of the company report. Its theme (title, colour) is contracts' MATRIX_THEMES[kind]. Only
 * labels and loaders here: this module is read by the routes module, so every page, its texts
 * and ECharts load with the page that needs them. Each page's chunk is named
 * "page-{kind}-{path}" (webpackChunkName): the server preloads it with the page (contracts
 * `pageChunkGroups`, issue 23).
 */
export interface AnalysisEntry {
  kind: AnalysisKind;
  /** The route parameter of the analysis id. */
  idParam: string;
  listTitle: string;
  menu: { label: string; back: string };
  tile: string;
  /** The editor's pages, in the order its menu lists them (the report comes last). */
  pages: readonly AnalysisPageEntry[];
  /** The list page's texts and options. */
  list: Load<Omit<AnalysisListPageProps, 'kind'>>;
  /** The kind's report section, for the analysis's report page (the company report bundles all four: company-report-sections.ts). */
  report: Load<ComponentType<AnalysisReportProps>>;
  /** The kind's chart drawn from one answer of its chart route: the history draws a past revision's with it. */
  pastChart: Load<ComponentType<PastChartWithLookups<never, never>>>;
}

/** The four analyses, in the order the overview shows them. */
export const ANALYSES: readonly AnalysisEntry[] = [
  {
    kind: 'ambiental',
    idParam: 'ambientalId',
    listTitle: ambiental.listTitle,
    menu: ambiental.menu,
    tile: ambiental.tile,
    pages: [
      { path: 'fatores', label: ambiental.menu.factors, load: async () => (await import(/* webpackChunkName: "page-ambiental-fatores" */ '../features/ambiental/components/FactorsPage')).FactorsPage },
      { path: 'grafico', label: ambiental.menu.chart, load: async () => (await import(/* webpackChunkName: "page-ambiental-grafico" */ '../features/ambiental/components/AmbientalChartPage')).AmbientalChartPage },
    ],
    list: async () => ({
      texts: (await import('../texts/ambiental')).list,
      CreateDetails: (await import('../features/ambiental/components/StartingFactors')).StartingFactors,
    }),
    report: async () => (await import(/* webpackChunkName: "page-ambiental-report" */ '../features/ambiental/components/AmbientalReport')).AmbientalReport,
    pastChart: async () => (await import('../features/ambiental/components/AmbientalChartPage')).AmbientalChartView,
  },
  {
    kind: 'swot',
    idParam: 'swotId',
    listTitle: swot.listTitle,
    menu: swot.menu,
    tile: swot.tile,
    pages: [
      { path: 'itens', label: swot.menu.items, load: async () => (await import(/* webpackChunkName: "page-swot-itens" */ '../features/swot/components/SwotItemsPage')).SwotItemsPage },
      { path: 'cruzamentos', label: swot.menu.crossings, load: async () => (await import(/* webpackChunkName: "page-swot-cruzamentos" */ '../features/swot/components/CrossingsPage')).CrossingsPage },
      { path: 'grafico', label: swot.menu.chart, load: async () => (await import(/* webpackChunkName: "page-swot-grafico" */ '../features/swot/components/SwotChartPage')).SwotChartPage },
    ],
    list: async () => ({ texts: (await import('../features/swot/texts')).list }),
    report: async () => (await import(/* webpackChunkName: "page-swot-report" */ '../features/swot/components/SwotReport')).SwotReport,
    pastChart: async () => (await import('../features/swot/components/SwotChartPage')).SwotChartView,
  },
  {
    kind: 'mcp',
    idParam: 'mcpId',
    listTitle: mcp.listTitle,
    menu: mcp.menu,
    tile: mcp.tile,
    // In the order a consultant fills them in; the spreadsheet parsers load with the import page only.
    pages: [
      { path: 'categorias', label: mcp.menu.categories, load: async () => (await import(/* webpackChunkName: "page-mcp-categorias" */ '../features/mcp/components/CategoriesPage')).CategoriesPage },
      { path: 'produtos', label: mcp.menu.products, load: async () => (await import(/* webpackChunkName: "page-mcp-produtos" */ '../features/mcp/components/ProductsPage')).ProductsPage },
      { path: 'dados', label: mcp.menu.controlData, load: async () => (await import(/* webpackChunkName: "page-mcp-dados" */ '../features/mcp/components/ControlDataPage')).ControlDataPage },
      { path: 'despesas', label: mcp.menu.expenses, load: async () => (await import(/* webpackChunkName: "page-mcp-despesas" */ '../features/mcp/components/ExpensesPage')).ExpensesPage },
      { path: 'dominios', label: mcp.menu.domains, load: async () => (await import(/* webpackChunkName: "page-mcp-dominios" */ '../features/mcp/components/DomainsPage')).DomainsPage },
      { path: 'importar', label: mcp.menu.import, writes: true, load: async () => (await import(/* webpackChunkName: "page-mcp-importar" */ '../features/mcp/components/ImportPage')).ImportPage },
      { path: 'grafico', label: mcp.menu.chart, load: async () => (await import(/* webpackChunkName: "page-mcp-grafico" */ '../features/mcp/components/McpChartPage')).McpChartPage },
    ],
    list: async () => ({ texts: (await import('../texts/mcp')).list, growthThreshold: true }),
    report: async () => (await import(/* webpackChunkName: "page-mcp-report" */ '../features/mcp/components/McpReport')).McpReport,
    pastChart: async () => (await import('../features/mcp/components/McpChartPage')).McpChartView,
  },
  {
    kind: 'multifatorial',
    idParam: 'multifatorialId',
    listTitle: multifatorial.listTitle,
    menu: multifatorial.menu,
    tile: multifatorial.tile,
    pages: [
      { path: 'criterios', label: multifatorial.menu.criteria, load: async () => (await import(/* webpackChunkName: "page-multifatorial-criterios" */ '../features/multifatorial/components/CriteriaPage')).CriteriaPage },
      { path: 'mercados', label: multifatorial.menu.markets, load: async () => (await import(/* webpackChunkName: "page-multifatorial-mercados" */ '../features/multifatorial/components/MarketsPage')).MarketsPage },
      { path: 'notas', label: multifatorial.menu.grades, load: async () => (await import(/* webpackChunkName: "page-multifatorial-notas" */ '../features/multifatorial/components/GradesPage')).GradesPage },
      {
        path: 'grafico',
        label: multifatorial.menu.chart,
        load: async () => (await import(/* webpackChunkName: "page-multifatorial-grafico" */ '../features/multifatorial/components/MultifatorialChartPage')).MultifatorialChartPage,
      },
    ],
    list: async () => ({
      texts: (await import('../texts/multifatorial')).list,
      CreateDetails: (await import('../features/multifatorial/components/ImportFromMcpField')).ImportFromMcpField,
    }),
    report: async () => (await import(/* webpackChunkName: "page-multifatorial-report" */ '../features/multifatorial/components/MultifatorialReport')).MultifatorialReport,
    pastChart: async () => (await import('../features/multifatorial/components/MultifatorialChartPage')).MultifatorialChartView,
  },
];

/** The company report's order: the MCP first, its markets feed the multifatorial; then the environment and the SWOT. */
export const COMPANY_REPORT_ORDER: readonly AnalysisKind[] = ['mcp', 'multifatorial', 'ambiental', 'swot'];

/** Every editor's pages: the kind's own, then its report and its history. */
export const editorPages = (entry: AnalysisEntry): AnalysisPageEntry[] => [
  ...entry.pages,
  {
    path: 'relatorio',
    label: reportTitle,
    load: async () => {
      const [{ analysisReportPage }, Report] = await Promise.all([import(/* webpackChunkName: "page-analysis-report" */ '../shared/report/AnalysisReportPage'), entry.report()]);
      return analysisReportPage(entry.kind, Report);
    },
  },
  {
    path: 'historico',
    label: historyTitle,
    load: async () => {
      const [{ historyPage }, PastChart] = await Promise.all([import(/* webpackChunkName: "page-analysis-history" */ '../shared/history/HistoryPage'), entry.pastChart()]);
      return historyPage(entry.kind, PastChart);
    },
  },
];
