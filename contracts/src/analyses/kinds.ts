
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
 * The first screen of a page, drawn by the server into the page's HTML (first-screen.ts): the
 * page's heading and what it is for.
 */
export interface FirstScreen {
  heading: string;
  /** The paragraph under the heading, when the page has one. */
  intro?: string;
}

/** One page of an analysis's editor (its web path, after the analysis's id, is its key). */
export interface AnalysisPage {
  /** Its first screen, when it opens with a fixed heading (first-screen.ts). */
  first?: FirstScreen;
  /**
   * The calls it makes as it opens that depend on no earlier answer (page-data.ts), in its
   * order: URLs where `{id}` is the analysis's, `{companyId}` its company's and `{month}` this
   * month in Brasília (the month a page opens on).
   */
  calls?: readonly string[];
}

/** The pages every analysis's editor has besides its kind's own: its report and its history. */
export const EVERY_ANALYSIS_PAGE = ['relatorio', 'historico'] as const;

/**
 * One analysis kind, all that the apps derive from it: the server's common routes and their
 * OpenAPI answers, the client's cache tag and URLs, the demo limit, the size quotas of its
 * parts, its theme and labels, its editor's pages (web paths, first screens, first calls).
 * What is particular to a kind (its parts' routes, its chart) lives in its own folders. Its schemas are in kind-schemas.ts: this module is zod-free, so a page
 * that only routes, labels or tags analyses (every page of the matrices remote) loads no zod.
 */
export interface AnalysisKindDescriptor {
  /** Its segment in the web paths (/empresa/{id}/{key}/…) and in the summary's answer. */
  key: string;
  /** Named in the singular and the plural (pt-BR), as the demo limit's message says it. */
  labels: { one: string; other: string };
  /** Its name in the product's sentences that list the kinds (`kindsInWords`). */
  name: string;
  /** Its demo limit's words in the demo notice, after the number ("3 matrizes MCP"). */
  demoWords: string;
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
  /**
   * Its editor's own pages, in its menu's order (/empresa/{companyId}/{key}/{id}/{page}), besides
   * EVERY_ANALYSIS_PAGE: the remote's routes, the page views' table, the server's first screens
   * and early calls come from these.
   */
  pages: Record<string, AnalysisPage>;
}

/** The four analyses, in the order the product shows them. */
export const ANALYSIS_KINDS = {
  mcp: {
    key: 'mcp',
    labels: { one: 'matriz MCP', other: 'matrizes MCP' },
    name: 'MCP',
    demoWords: 'matrizes MCP',
    theme: { title: 'Matriz MCP', color: '#1565c0' },
    tag: 'Mcp',
    demoLimit: 3,
    quotas: {
      mcpProducts: { demo: 30, full: 500, label: 'produtos por matriz MCP' },
      mcpCompetitors: { demo: 15, full: 200, label: 'concorrentes por matriz MCP' },
    },
    routes: { list: 'company/:companyId/mcps/', one: 'mcps/:id/', patch: 'v3/mcps/:id/' },
    pages: {
      categorias: {},
      produtos: {},
      dados: {
        first: {
          heading: 'Dados mensais',
          intro:
            'Faturamento (R$), custo variável (R$) e quantidade vendida de cada produto e concorrente, mês a mês. Use as setas para navegar e cole um bloco copiado de uma planilha.',
        },
        calls: ['/api/mcps/{id}/categories_and_products/', '/api/mcps/{id}/categories_and_competitors/', '/api/mcps/{id}/control_data/'],
      },
      despesas: {},
      dominios: {},
      importar: {},
      grafico: {
        first: { heading: 'Matriz Crescimento & Participação' },
        calls: ['/api/company/{companyId}/mcps/chart_data/?mcp={id}', '/api/mcps/{id}/categories_and_products/', '/api/mcps/{id}/retrieve_domains_and_categories/'],
      },
    },
  },
  multifatorial: {
    key: 'multifatorial',
    labels: { one: 'matriz multifatorial', other: 'matrizes multifatoriais' },
    name: 'Multifatorial',
    demoWords: 'Multifatoriais',
    theme: { title: 'Matriz Multifatorial', color: '#bf360c' },
    tag: 'Multifatorial',
    demoLimit: 3,
    quotas: {
      // import_mcp copies an MCP's active products: never fewer than mcpProducts.
      multifatorialItems: { demo: 30, full: 500, label: 'itens por matriz multifatorial' },
      multifatorialCriteria: { demo: 10, full: 40, label: 'critérios por matriz multifatorial' },
    },
    routes: { list: 'company/:companyId/multifatoriais/', one: 'multifatoriais/:id/', patch: 'v3/multifatoriais/:id/' },
    pages: {
      criterios: {},
      mercados: {},
      notas: {
        first: {
          heading: 'Notas do mês',
          intro:
            'Dê a nota de 0 a 10 de cada critério: os de atratividade para cada mercado, os de força para cada item. Um critério sem nota no mês fica fora da média.',
        },
        calls: ['/api/multifatoriais/{id}/criteria/', '/api/multifatorial/{id}/categories/', '/api/multifatoriais/{id}/grades/?date={month}'],
      },
      grafico: {
        first: { heading: 'Gráfico da matriz multifatorial' },
        calls: [
          '/api/company/{companyId}/multifatoriais/chart_time_limits/?multifatorial={id}',
          '/api/multifatorial/{id}/categories/',
          '/api/multifatoriais/{id}/criteria/',
        ],
      },
    },
  },
  ambiental: {
    key: 'ambiental',
    labels: { one: 'análise ambiental', other: 'análises ambientais' },
    name: 'Ambiental',
    demoWords: 'análise Ambiental',
    theme: { title: 'Matriz Ambiental', color: '#2e7d32' },
    tag: 'Ambiental',
    demoLimit: 1,
    quotas: {
      ambientalFactors: { demo: 15, full: 100, label: 'fatores por análise ambiental' },
      ambientalSubfactors: { demo: 60, full: 1_000, label: 'subfatores por análise ambiental' },
    },
    // The seed names the company's id `:id` here.
    routes: { list: 'company/:id/ambiental/', one: 'ambientais/:id/', patch: 'v3/ambientais/:id/' },
    pages: {
      fatores: {
        first: {
          heading: 'Fatores do ambiente',
          intro:
            'Dê a cada fator a sua importância e, dentro dele, as oportunidades e ameaças com a importância e a nota de quanto agem hoje. Abra um fator para ver os seus subfatores.',
        },
        calls: ['/api/ambientais/{id}/factors/listWithSubfactors/'],
      },
      grafico: { first: { heading: 'Gráfico da análise ambiental' }, calls: ['/api/ambientais/{id}/chart_data/'] },
    },
  },
  swot: {
    key: 'swot',
    labels: { one: 'análise SWOT Sistêmica', other: 'análises SWOT Sistêmicas' },
    name: 'SWOT Sistêmica',
    demoWords: 'SWOT Sistêmica',
    theme: { title: 'Matriz SWOT', color: '#6a1b9a' },
    tag: 'Swot',
    demoLimit: 1,
    quotas: { swotItems: { demo: 40, full: 400, label: 'itens por análise SWOT Sistêmica' } },
    routes: { list: 'company/:companyId/swots/', one: 'swots/:id/', patch: 'v3/swots/:id/' },
    pages: {
      itens: {},
      cruzamentos: {
        first: {
          heading: 'Cruzamentos',
          intro:
            'Para cada força ou fraqueza (linhas) e cada oportunidade ou ameaça (colunas), diga quanto uma age sobre a outra: 0 nenhuma, 1 fraca, 2 média, 3 forte. Clique numa célula para aumentar, ou use as setas e digite de 0 a 3.',
        },
        calls: ['/api/swots/{id}/items/', '/api/swots/{id}/chart_data/'],
      },
      grafico: { first: { heading: 'Gráfico da análise SWOT' }, calls: ['/api/swots/{id}/chart_data/'] },
    },
  },
} as const satisfies Record<string, AnalysisKindDescriptor>;

export type AnalysisKind = keyof typeof ANALYSIS_KINDS;

/** The kinds in the order the product's sentences list them: "Ambiental, SWOT Sistêmica, MCP e Multifatorial". */
const SENTENCE_ORDER: readonly AnalysisKind[] = ['ambiental', 'swot', 'mcp', 'multifatorial'];

/** The kinds listed in a pt-BR sentence, each in the words `word` makes from its descriptor ("Ambiental, SWOT Sistêmica, MCP e Multifatorial"). */
export function kindsInWords(word: (descriptor: AnalysisKindDescriptor) => string): string {
  const words = SENTENCE_ORDER.map((kind) => word(ANALYSIS_KINDS[kind]));
  return `${words.slice(0, -1).join(', ')} e ${words.at(-1)!}`;
}

/** Every kind's key, in the descriptor's order. */
export const ANALYSIS_KIND_KEYS = Object.keys(ANALYSIS_KINDS) as AnalysisKind[];

/** A value for each kind, made from its descriptor. */
export const byKind = <T>(make: (descriptor: (typeof ANALYSIS_KINDS)[AnalysisKind], kind: AnalysisKind) => T): Record<AnalysisKind, T> =>
  Object.fromEntries(ANALYSIS_KIND_KEYS.map((kind) => [kind, make(ANALYSIS_KINDS[kind], kind)])) as Record<AnalysisKind, T>;

/** The kind whose web segment (its `key`) is `segment`, if any ('swot' in /empresa/3/swot/4/itens). */
export const kindAt = (segment: string): AnalysisKind | undefined => ANALYSIS_KIND_KEYS.find((kind) => ANALYSIS_KINDS[kind].key === segment);

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
