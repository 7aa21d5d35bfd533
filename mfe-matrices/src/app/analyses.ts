import type { ComponentType } from 'react';
import type { AnalysisKind } from 'contracts';
import type { EditorPage } from '../shared/analyses/AnalysisGuard';
import type { AnalysisListPageProps } from '../shared/analyses/AnalysisListPage';
import type { PastChartWithLookups } from '../shared/history/past-chart';
import type { AnalysisReportProps } from '../shared/report/ReportDocument';
import {
  ambientalListTitle,
  ambientalMenu,
  mcpListTitle,
  mcpMenu,
  multifatorialListTitle,
  multifatorialMenu,
  historyTitle,
  overviewTiles,
  reportTitle,
  swotListTitle,
  swotMenu,
} from '../texts/navigation';

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
    listTitle: ambientalListTitle,
    menu: ambientalMenu,
    tile: overviewTiles.ambiental,
    pages: [
      { path: 'fatores', label: ambientalMenu.factors, load: async () => (await import(/* webpackChunkName: "page-ambiental-fatores" */ '../features/ambiental/components/FactorsPage')).FactorsPage },
      { path: 'grafico', label: ambientalMenu.chart, load: async () => (await import(/* webpackChunkName: "page-ambiental-grafico" */ '../features/ambiental/components/AmbientalChartPage')).AmbientalChartPage },
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
    listTitle: swotListTitle,
    menu: swotMenu,
    tile: overviewTiles.swot,
    pages: [
      { path: 'itens', label: swotMenu.items, load: async () => (await import(/* webpackChunkName: "page-swot-itens" */ '../features/swot/components/SwotItemsPage')).SwotItemsPage },
      { path: 'cruzamentos', label: swotMenu.crossings, load: async () => (await import(/* webpackChunkName: "page-swot-cruzamentos" */ '../features/swot/components/CrossingsPage')).CrossingsPage },
      { path: 'grafico', label: swotMenu.chart, load: async () => (await import(/* webpackChunkName: "page-swot-grafico" */ '../features/swot/components/SwotChartPage')).SwotChartPage },
    ],
    list: async () => ({ texts: (await import('../texts/swot')).list }),
    report: async () => (await import(/* webpackChunkName: "page-swot-report" */ '../features/swot/components/SwotReport')).SwotReport,
    pastChart: async () => (await import('../features/swot/components/SwotChartPage')).SwotChartView,
  },
  {
    kind: 'mcp',
    idParam: 'mcpId',
    listTitle: mcpListTitle,
    menu: mcpMenu,
    tile: overviewTiles.mcp,
    // In the order a consultant fills them in; the spreadsheet parsers load with the import page only.
    pages: [
      { path: 'categorias', label: mcpMenu.categories, load: async () => (await import(/* webpackChunkName: "page-mcp-categorias" */ '../features/mcp/components/CategoriesPage')).CategoriesPage },
      { path: 'produtos', label: mcpMenu.products, load: async () => (await import(/* webpackChunkName: "page-mcp-produtos" */ '../features/mcp/components/ProductsPage')).ProductsPage },
      { path: 'dados', label: mcpMenu.controlData, load: async () => (await import(/* webpackChunkName: "page-mcp-dados" */ '../features/mcp/components/ControlDataPage')).ControlDataPage },
      { path: 'despesas', label: mcpMenu.expenses, load: async () => (await import(/* webpackChunkName: "page-mcp-despesas" */ '../features/mcp/components/ExpensesPage')).ExpensesPage },
      { path: 'dominios', label: mcpMenu.domains, load: async () => (await import(/* webpackChunkName: "page-mcp-dominios" */ '../features/mcp/components/DomainsPage')).DomainsPage },
      { path: 'importar', label: mcpMenu.import, writes: true, load: async () => (await import(/* webpackChunkName: "page-mcp-importar" */ '../features/mcp/components/ImportPage')).ImportPage },
      { path: 'grafico', label: mcpMenu.chart, load: async () => (await import(/* webpackChunkName: "page-mcp-grafico" */ '../features/mcp/components/McpChartPage')).McpChartPage },
    ],
    list: async () => ({ texts: (await import('../texts/mcp')).list, growthThreshold: true }),
    report: async () => (await import(/* webpackChunkName: "page-mcp-report" */ '../features/mcp/components/McpReport')).McpReport,
    pastChart: async () => (await import('../features/mcp/components/McpChartPage')).McpChartView,
  },
  {
    kind: 'multifatorial',
    idParam: 'multifatorialId',
    listTitle: multifatorialListTitle,
    menu: multifatorialMenu,
    tile: overviewTiles.multifatorial,
    pages: [
      { path: 'criterios', label: multifatorialMenu.criteria, load: async () => (await import(/* webpackChunkName: "page-multifatorial-criterios" */ '../features/multifatorial/components/CriteriaPage')).CriteriaPage },
      { path: 'mercados', label: multifatorialMenu.markets, load: async () => (await import(/* webpackChunkName: "page-multifatorial-mercados" */ '../features/multifatorial/components/MarketsPage')).MarketsPage },
      { path: 'notas', label: multifatorialMenu.grades, load: async () => (await import(/* webpackChunkName: "page-multifatorial-notas" */ '../features/multifatorial/components/GradesPage')).GradesPage },
      {
        path: 'grafico',
        label: multifatorialMenu.chart,
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
