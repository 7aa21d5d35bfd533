import type { SwotCrossing, SwotItem } from 'contracts';

export const testItem = (id: number, quadrant: SwotItem['quadrant'], text: string, importance = 0.5, subfactorId: number | null = null): SwotItem => ({
  id,
  version: 1,
  swotId: 5,
  quadrant,
  text,
  importance,
  subfactorId,
});

/** One item per quadrant of SWOT 5 (the opportunity imported from an Ambiental). */
export const testItems = (): SwotItem[] => [
  testItem(1, 'S', 'Marca forte', 1),
  testItem(2, 'W', 'Pouco capital', 0.5),
  testItem(3, 'O', 'Mercado em alta', 0.5, 44),
  testItem(4, 'T', 'Concorrência', 1),
];

/** The strength crossed with the opportunity (the example pair of docs/domain/swot.md). */
export const testCrossings = (): SwotCrossing[] => [{ internal: 1, external: 3, intensity: 2 }];
