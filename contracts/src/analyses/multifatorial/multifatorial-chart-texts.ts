/**
 * The pt-BR texts of the Multifatorial chart's option (multifatorial-chart-option.ts): its axes,
 * its zones and the bubbles' tooltips. The chart page and the server's drawing of the chart's
 * first screen write the same words.
 */
export const MULTIFATORIAL_CHART_TEXTS = {
  xAxis: 'Força competitiva',
  yAxis: 'Atratividade do mercado',
  date: 'Mês das notas',
  zone: 'Zona',
  revenue: 'Faturamento',
  trailStart: 'início da trajetória',
  outOfScale: 'Fora da escala (na borda do gráfico)',
  zones: { 'Investir/Crescer': 'Investir/Crescer', Seletividade: 'Seletividade', 'Colher/Desinvestir': 'Colher/Desinvestir' },
} as const;
