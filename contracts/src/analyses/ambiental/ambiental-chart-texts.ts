/**
 * The pt-BR texts of the Ambiental charts' options (ambiental-chart-option.ts): the factors'
 * bubbles and the environment's gauge. The chart page and the server's drawing of the page's
 * first screen write the same words.
 */
export const AMBIENTAL_CHART_TEXTS = {
  bubbles: 'Fatores: importância × favorabilidade',
  xAxis: 'Importância',
  yAxis: 'Favorabilidade',
  neutral: 'neutro',
  gauge: 'Favorabilidade do ambiente',
  tooltip: { importance: 'Importância', favorability: 'Favorabilidade', opportunity: 'Oportunidades (O)', threat: 'Ameaças (T)', subfactors: 'Subfatores' },
} as const;
