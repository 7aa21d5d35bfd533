// The kind's names that the routes module (loaded on every page of this remote) and the company
// report read: its list's title, its editor's menu, its overview tile and its report line.
export const navigation = {
  listTitle: 'Matrizes MCP',
  menu: {
    label: 'Menu da matriz MCP',
    back: 'Todas as matrizes MCP',
    categories: 'Categorias',
    products: 'Produtos e concorrentes',
    controlData: 'Dados mensais',
    expenses: 'Despesas',
    domains: 'Domínios',
    import: 'Importar dados',
    chart: 'Gráfico',
  },
  tile: 'CRESCIMENTO PARTICIPAÇÃO &',
  /** The company lacks analyses of this kind: said in the company report, not hidden. */
  missing: 'Nenhuma análise MCP nesta empresa',
} as const;
