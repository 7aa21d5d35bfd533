import { SIZE_QUOTAS } from 'contracts';

/** The performance budgets of issue 2 (docs/PERFORMANCE.md). */
export const BUDGETS = {
  /** All JavaScript needed to render a page of one remote (shell, federation runtime, the remote's chunks), ECharts chunks aside. */
  pageJsGzipKb: 220,
  /** The ECharts chunk of a chart page (echarts/core with only the parts used; one file, the shell's, shared by every remote). */
  echartsGzipKb: 210,
  /** The MCP chart page, from the chart_data answer to the frame that shows MCP_CHART_BUBBLES bubbles (issue 9). */
  mcpChartDrawMs: 200,
  /** The MCP data grid on a phone's CPU (MCP_GRID_CPU_SLOWDOWN): the longest main-thread task while it fills (issue 23). */
  mcpGridLongestTaskMs: 300,
  /** The same, a keystroke in a cell: the median time of its event handlers (never a long task). */
  mcpGridKeystrokeMs: 50,
} as const;

/** The CPU slowdown of the MCP grid bench (Lighthouse mobile's), the runs and the keystrokes typed in each. */
export const MCP_GRID_CPU_SLOWDOWN = 4;
export const MCP_GRID_RUNS = 3;
export const MCP_GRID_KEYSTROKES = 8;

/** Lighthouse (desktop preset) budgets of issue 13, on LIGHTHOUSE_PATHS. */
export const LIGHTHOUSE_BUDGETS = {
  /** Performance score, 0–100. */
  performance: 98,
  /** Largest Contentful Paint, ms (simulated desktop throttling). */
  lcpMs: 800,
  /** SEO score, 0–100. */
  seo: 95,
} as const;

/** The guest pages Lighthouse measures: the sign-in page and a chart page. */
export const LIGHTHOUSE_PATHS = ['/login', '/uilab/matrixchart'] as const;

/**
 * Bubbles the MCP chart benchmark draws: the most products an MCP may hold (contracts
 * SIZE_QUOTAS, issue 24; it drew 1 000 before that limit), and its measured runs (after one
 * warm-up; the median is reported).
 */
export const MCP_CHART_BUBBLES = SIZE_QUOTAS.mcpProducts.full;
export const MCP_CHART_RUNS = 9;

/**
 * ECharts chart types the product registers (contracts/src/chart, the one shared copy): bubbles
 * (and the SWOT heat map's cells), lines (MCP trails, the Ambiental's neutral line, the access
 * page's page views), the Ambiental's gauge and the SWOT's quadrant bars.
 */
export const ECHARTS_CHARTS_USED = ['scatter', 'line', 'gauge', 'bar'] as const;

/** Runs of /uilab whose first paint is measured (the median is reported). */
export const FIRST_PAINT_RUNS = 7;

/**
 * The pages measured, one or more per remote. 'visit': the page is opened as a guest;
 * 'lazy': the page needs a session, so its code is loaded the way the router does it (the
 * remote's routes module, then the route's lazy(), level by level for a nested page), from
 * a page of the shell.
 */
export const MEASURED_ROUTES = [
  { path: '/uilab', remote: 'mfe_matrices', how: 'visit', chart: false },
  { path: '/uilab/matrixchart', remote: 'mfe_matrices', how: 'visit', chart: true },
  { path: '/login', remote: 'mfe_accounts', how: 'visit', chart: false },
  { path: '/registro', remote: 'mfe_accounts', how: 'visit', chart: false },
  { path: '/empresas', remote: 'mfe_companies', how: 'lazy', route: 'empresas', chart: false },
  { path: '/planos', remote: 'mfe_plans', how: 'lazy', route: 'planos/:companyId?', chart: false },
  { path: '/empresa/1/ambiental', remote: 'mfe_matrices', how: 'lazy', route: 'empresa/:companyId/ambiental', chart: false },
  { path: '/empresa/1/ambiental/1/fatores', remote: 'mfe_matrices', how: 'lazy', route: ['empresa/:companyId/ambiental/:ambientalId', 'fatores'], chart: false },
  { path: '/empresa/1/ambiental/1/grafico', remote: 'mfe_matrices', how: 'lazy', route: ['empresa/:companyId/ambiental/:ambientalId', 'grafico'], chart: true },
  { path: '/empresa/1/swot/1/cruzamentos', remote: 'mfe_matrices', how: 'lazy', route: ['empresa/:companyId/swot/:swotId', 'cruzamentos'], chart: false },
  { path: '/empresa/1/swot/1/grafico', remote: 'mfe_matrices', how: 'lazy', route: ['empresa/:companyId/swot/:swotId', 'grafico'], chart: true },
  { path: '/empresa/1/mcp', remote: 'mfe_matrices', how: 'lazy', route: 'empresa/:companyId/mcp', chart: false },
  { path: '/empresa/1/mcp/1/dados', remote: 'mfe_matrices', how: 'lazy', route: ['empresa/:companyId/mcp/:mcpId', 'dados'], chart: false },
  { path: '/empresa/1/mcp/1/grafico', remote: 'mfe_matrices', how: 'lazy', route: ['empresa/:companyId/mcp/:mcpId', 'grafico'], chart: true },
  { path: '/empresa/1/multifatorial/1/notas', remote: 'mfe_matrices', how: 'lazy', route: ['empresa/:companyId/multifatorial/:multifatorialId', 'notas'], chart: false },
  { path: '/empresa/1/multifatorial/1/grafico', remote: 'mfe_matrices', how: 'lazy', route: ['empresa/:companyId/multifatorial/:multifatorialId', 'grafico'], chart: true },
  // Reports (issue 14): each analysis's, and the company's with all four.
  { path: '/empresa/1/mcp/1/relatorio', remote: 'mfe_matrices', how: 'lazy', route: ['empresa/:companyId/mcp/:mcpId', 'relatorio'], chart: true },
  { path: '/empresa/1/multifatorial/1/relatorio', remote: 'mfe_matrices', how: 'lazy', route: ['empresa/:companyId/multifatorial/:multifatorialId', 'relatorio'], chart: true },
  { path: '/empresa/1/ambiental/1/relatorio', remote: 'mfe_matrices', how: 'lazy', route: ['empresa/:companyId/ambiental/:ambientalId', 'relatorio'], chart: true },
  { path: '/empresa/1/swot/1/relatorio', remote: 'mfe_matrices', how: 'lazy', route: ['empresa/:companyId/swot/:swotId', 'relatorio'], chart: true },
  { path: '/empresa/1/relatorio', remote: 'mfe_matrices', how: 'lazy', route: 'empresa/:companyId/relatorio', chart: true },
  // The system administrator's access page (issue 14): the same ECharts file as the analyses' charts.
  { path: '/administracao/acessos', remote: 'mfe_companies', how: 'lazy', route: 'administracao/acessos', chart: true },
] as const;

/** A path no app owns: the shell alone (its 404 page). */
export const SHELL_ONLY_PATH = '/bench-shell-only';

/**
 * Lighthouse's default (mobile) settings, simulated slow 4G and 4× CPU slowdown, on the pages of
 * a signed-in owner whose company has data in the four analyses (issue 23): the median of
 * MOBILE_LIGHTHOUSE_RUNS runs of each page against these budgets.
 */
export const MOBILE_LIGHTHOUSE_BUDGETS = {
  /** Performance score, 0–100. */
  performance: 90,
  /** Largest Contentful Paint, ms (simulated). */
  lcpMs: 2500,
  /** Total Blocking Time, ms (simulated). */
  tbtMs: 200,
} as const;
export const MOBILE_LIGHTHOUSE_RUNS = 3;

/**
 * Lighthouse's CPU benchmark index of the machine the issue's figures and the budgets above were
 * measured on (3,300–4,100 over 2026-11-26's first runs; docs/PERFORMANCE.md "Lighthouse mobile"). Lighthouse
 * slows the page's CPU work 4× relative to the machine it runs on, so on a slower machine the
 * same page scores worse; `LIGHTHOUSE_CPU=reference` scales the multiplier by this machine's
 * index over this one, so the simulated phone is the one the budgets were set on.
 */
export const REFERENCE_CPU_INDEX = 3700;
