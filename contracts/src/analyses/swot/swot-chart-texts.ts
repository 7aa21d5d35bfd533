import { SWOT_READING_TEXTS } from './reading-texts.js';

/**
 * The pt-BR texts of the SWOT charts' options (swot-chart-option.ts): the quadrant scores and the
 * crossings' heat map. The chart page, its crossing grid and the server's drawing of the page's
 * first screen write the same words.
 */
export const SWOT_CHART_TEXTS = {
  scores: 'Pontuação dos quadrantes',
  heatmap: 'Mapa de calor dos cruzamentos',
  intensities: SWOT_READING_TEXTS.intensities,
  /** A crossing cell's name: the internal item, the external one and how much one acts on the other. */
  cell: (internal: string, external: string, intensity: string) => `${internal} × ${external}: ${intensity}`,
} as const;
