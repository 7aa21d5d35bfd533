// The kind's names that the routes module (loaded on every page of this remote) and the company
// report read: its list's title, its editor's menu, its overview tile and its report line.
export const navigation = {
  listTitle: 'Análises SWOT Sistêmicas',
  menu: { label: 'Menu da análise SWOT', back: 'Todas as análises SWOT', items: 'Itens', crossings: 'Cruzamentos', chart: 'Gráfico' },
  tile: 'SWOT Sistêmica',
  /** The company lacks analyses of this kind: said in the company report, not hidden. */
  missing: 'Nenhuma análise SWOT nesta empresa',
} as const;
