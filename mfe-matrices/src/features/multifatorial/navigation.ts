// The kind's names that the routes module (loaded on every page of this remote) and the company
// report read: its list's title, its editor's menu, its overview tile and its report line.
export const navigation = {
  listTitle: 'Matrizes multifatoriais',
  menu: {
    label: 'Menu da matriz multifatorial',
    back: 'Todas as matrizes multifatoriais',
    criteria: 'Critérios',
    markets: 'Mercados e itens',
    grades: 'Notas do mês',
    chart: 'Gráfico',
  },
  tile: 'MULTIFATORIAL',
  /** The company lacks analyses of this kind: said in the company report, not hidden. */
  missing: 'Nenhuma análise multifatorial nesta empresa',
} as const;
