/** pt-BR texts of the UI kit's own controls (the labels of a page's controls come from the page). */
export const KIT_TEXTS = {
  close: 'Fechar',
  cancel: 'Cancelar',
  loading: 'Carregando...',
  invalidNumber: 'Número inválido',
  invalidCells: (count: number) =>
    count === 1 ? '1 célula com número inválido.' : `${count} células com números inválidos.`,
} as const;
