// Page titles and menu labels: all the routes module reads (the tab titles). Kept apart from
// each area's page texts, so the routes module, loaded on every page of this remote, stays small.

/** Every analysis editor's last menu entry: its report. */
export const reportTitle = 'Relatório';
export const historyTitle = 'Histórico';
export const companyReportTitle = 'Relatório da empresa';

export const ambientalListTitle = 'Análises ambientais';
export const ambientalMenu = { label: 'Menu da análise ambiental', back: 'Todas as análises ambientais', factors: 'Fatores', chart: 'Gráfico' } as const;
export const swotListTitle = 'Análises SWOT Sistêmicas';
export const swotMenu = { label: 'Menu da análise SWOT', back: 'Todas as análises SWOT', items: 'Itens', crossings: 'Cruzamentos', chart: 'Gráfico' } as const;
export const mcpListTitle = 'Matrizes MCP';
export const mcpMenu = {
  label: 'Menu da matriz MCP',
  back: 'Todas as matrizes MCP',
  categories: 'Categorias',
  products: 'Produtos e concorrentes',
  controlData: 'Dados mensais',
  expenses: 'Despesas',
  domains: 'Domínios',
  import: 'Importar dados',
  chart: 'Gráfico',
} as const;
export const multifatorialListTitle = 'Matrizes multifatoriais';
export const multifatorialMenu = {
  label: 'Menu da matriz multifatorial',
  back: 'Todas as matrizes multifatoriais',
  criteria: 'Critérios',
  markets: 'Mercados e itens',
  grades: 'Notas do mês',
  chart: 'Gráfico',
} as const;
export const overviewTitle = 'Bem vindo!';
/** The overview's tile of each analysis. */
export const overviewTiles = {
  ambiental: 'AMBIENTAL',
  swot: 'SWOT Sistêmica',
  mcp: 'CRESCIMENTO PARTICIPAÇÃO &',
  multifatorial: 'MULTIFATORIAL',
} as const;
export const uilabTitle = 'UI Lab';
export const uilabMenu = { overview: 'Overview', buttons: 'Botoes', forms: 'Formulários', matrixChart: 'Gráfico Matricial' } as const;
