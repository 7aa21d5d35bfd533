/**
 * The pt-BR texts of the MCP chart's option (mcp-chart-option.ts): its axes, its quadrants, the
 * comparison line under a period and the bubbles' tooltips. The chart page and the server's
 * drawing of the chart's first screen write the same words.
 */
export const MCP_CHART_TEXTS = {
  xAxis: 'Participação relativa de mercado (escala log)',
  yAxis: 'Crescimento do mercado',
  quadrantsSeries: 'Quadrantes',
  /** Under the period's caption: the months the growth compares (`comparisonCaption`) and the threshold it was judged against. */
  comparison: (months: string, threshold: string) => `Crescimento: ${months} · limite de crescimento ${threshold}`,
  tooltip: {
    quadrant: 'Quadrante',
    noQuadrant: '—',
    rms: 'Participação relativa',
    x: 'eixo X',
    growth: 'Crescimento do mercado',
    comparison: 'Comparação',
    y: 'eixo Y',
    participation: 'Participação no mercado',
    faturamento: 'Faturamento',
    size: 'tamanho',
    amount: 'Quantidade',
    contribution: 'Margem de contribuição',
    contributionShare: 'Peso na margem total',
    outOfScale: 'Fora da escala (na borda do gráfico)',
    below: 'abaixo de',
    above: 'acima de',
    trailStart: 'início do rastro',
  },
} as const;
