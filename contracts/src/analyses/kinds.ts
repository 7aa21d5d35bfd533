
/**
 * The routes every analysis answers, as the server routes them under /api (each with one
 * `:param`, its id): the company's list (GET) and creation (POST) on `list`, the analysis
 * read and deleted on `one`, patched on `patch`.
 */
export interface AnalysisRoutes {
  list: string;
  one: string;
  patch: string;
}

/**
 * One analysis kind, all that the apps derive from it: the server's common routes and their
 * OpenAPI answers, the client's cache tag and URLs, the demo limit, the size quotas of its
 * parts, its theme and labels. What is particular to a kind (its parts' routes, its chart)
 * lives in its own folders. Its schemas are in kind-schemas.ts: this module is zod-free, so a page
 * that only routes, labels or tags analyses (every page of the matrices remote) loads no zod.
 */
export interface AnalysisKindDescriptor {
  /** Its segment in the web paths (/empresa/{id}/{key}/…) and in the summary's answer. */
  key: string;
  /** Named in the singular and the plural (pt-BR), as the demo limit's message says it. */
  labels: { one: string; other: string };
  /** Its area's header title and colour (dark enough for white text on it). */
  theme: { title: string; color: string };
  /** The RTK Query tag type of its list, the analysis and what is inside (contracts/client TAG_TYPES). */
  tag: string;
  /** How many a demo company may hold. */
  demoLimit: number;
  /**
   * How many parts one analysis may hold (SIZE_QUOTAS), in demo companies and in full ones, and
   * what each counts in pt-BR. Full numbers are a few times what a large consultancy client
   * needs; demo numbers let a trial use a real slice of a portfolio.
   */
  quotas: Record<string, { demo: number; full: number; label: string }>;
  routes: AnalysisRoutes;
}

/** The four analyses, in the order the product shows them. */
export const ANALYSIS_KINDS = {
  mcp: {
    key: 'mcp',
    labels: { one: 'matriz MCP', other: 'matrizes MCP' },
    theme: { title: 'Matriz MCP', color: '#1565c0' },
    tag: 'Mcp',
    demoLimit: 3,
    quotas: {
      mcpProducts: { demo: 30, full: 500, label: 'produtos por matriz MCP' },
      mcpCompetitors: { demo: 15, full: 200, label: 'concorrentes por matriz MCP' },
    },
    routes: { list: 'company/:companyId/mcps/', one: 'mcps/:id/', patch: 'v3/mcps/:id/' },
  },
  multifatorial: {
    key: 'multifatorial',
    labels: { one: 'matriz multifatorial', other: 'matrizes multifatoriais' },
    theme: { title: 'Matriz Multifatorial', color: '#bf360c' },
    tag: 'Multifatorial',
    demoLimit: 3,
    quotas: {
      // import_mcp copies an MCP's active products: never fewer than mcpProducts.
      multifatorialItems: { demo: 30, full: 500, label: 'itens por matriz multifatorial' },
      multifatorialCriteria: { demo: 10, full: 40, label: 'critérios por matriz multifatorial' },
    },
    routes: { list: 'company/:companyId/multifatoriais/', one: 'multifatoriais/:id/', patch: 'v3/multifatoriais/:id/' },
  },
  ambiental: {
    key: 'ambiental',
    labels: { one: 'análise ambiental', other: 'análises ambientais' },
    theme: { title: 'Matriz Ambiental', color: '#2e7d32' },
    tag: 'Ambiental',
    demoLimit: 1,
    quotas: {
      ambientalFactors: { demo: 15, full: 100, label: 'fatores por análise ambiental' },
      ambientalSubfactors: { demo: 60, full: 1_000, label: 'subfatores por análise ambiental' },
    },
    // The seed names the company's id `:id` here.
    routes: { list: 'company/:id/ambiental/', one: 'ambientais/:id/', patch: 'v3/ambientais/:id/' },
  },
  swot: {
    key: 'swot',
    labels: { one: 'análise SWOT Sistêmica', other: 'análises SWOT Sistêmicas' },
    theme: { title: 'Matriz SWOT', color: '#6a1b9a' },
    tag: 'Swot',
    demoLimit: 1,
    quotas: { swotItems: { demo: 40, full: 400, label: 'itens por análise SWOT Sistêmica' } },
    routes: { list: 'company/:companyId/swots/', one: 'swots/:id/', patch: 'v3/swots/:id/' },
  },
} as const satisfies Record<string, AnalysisKindDescriptor>;

export type AnalysisKind = keyof typeof ANALYSIS_KINDS;

/** Every kind's key, in the descriptor's order. */
export const ANALYSIS_KIND_KEYS = Object.keys(ANALYSIS_KINDS) as AnalysisKind[];

/** A value for each kind, made from its descriptor. */
export const byKind = <T>(make: (descriptor: (typeof ANALYSIS_KINDS)[AnalysisKind], kind: AnalysisKind) => T): Record<AnalysisKind, T> =>
  Object.fromEntries(ANALYSIS_KIND_KEYS.map((kind) => [kind, make(ANALYSIS_KINDS[kind], kind)])) as Record<AnalysisKind, T>;

/** The name of a route's one parameter ('company/:id/ambiental/' → 'id'). */
export const routeParam = (route: string): string => /:(\w+)/.exec(route)![1]!;

/** The history's routes of a kind (under its `one` route): the list, one revision, its restore. */
export const historyRoutes = (routes: AnalysisRoutes) => ({
  list: `${routes.one}history/`,
  one: `${routes.one}history/:revision/`,
  restore: `${routes.one}history/:revision/restore/`,
});

/** The URL of a route for one id, as the client calls it: `apiUrl('swots/:id/', 7)` → '/api/swots/7/'. */
export const apiUrl = (route: string, id: number): string => `/api/${route.replace(/:\w+/, String(id))}`;
