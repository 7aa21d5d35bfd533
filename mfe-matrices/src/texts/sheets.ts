// The exported tables' sheet names and the headers a table on screen does not name: read only by
// the tables' builders (features/*/export), which load when an export is asked for.
/** Sheet names and the headers a table on screen does not already name. */
export const sheets = {
  controlData: 'Dados mensais',
  expenses: 'Despesas',
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
} as const;
