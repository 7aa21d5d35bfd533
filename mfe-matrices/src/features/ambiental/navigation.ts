// The kind's names that the routes module (loaded on every page of this remote) and the company
// report read: its list's title, its editor's menu, its overview tile and its report line.
export const navigation = {
  listTitle: 'Análises ambientais',
  menu: { label: 'Menu da análise ambiental', back: 'Todas as análises ambientais', factors: 'Fatores', chart: 'Gráfico' },
  tile: 'AMBIENTAL',
  /** The company lacks analyses of this kind: said in the company report, not hidden. */
  missing: 'Nenhuma análise ambiental nesta empresa',
} as const;
