/** The "take this table to a spreadsheet" buttons beside every table (shared/export). */
export const exportExcel = 'Exportar Excel';
export const exportCsv = 'Exportar CSV';
export const exportFailed = 'Não foi possível gerar o arquivo. Tente novamente.';
/** Sheet names and the headers a table on screen does not already name. */
export const sheets = {
  controlData: 'Dados mensais',
  expenses: 'Despesas',
  chartTable: 'Produtos no período',
  contributionShare: 'Margem de contribuição (%)',
  criteria: 'Critérios',
  axis: 'Eixo',
  weightShare: 'Peso no eixo',
  marketGrades: 'Atratividade dos mercados',
  itemGrades: 'Força dos itens',
  item: 'Item',
  market: 'Mercado',
  factors: 'Fatores',
  factor: 'Fator',
  factorImportance: 'Importância do fator',
  subfactor: 'Subfator',
  grade: 'Nota',
  swotItems: 'Itens SWOT',
  quadrant: 'Quadrante',
  crossings: 'Cruzamentos',
  crossingCorner: 'Interno \\ Externo',
} as const;
