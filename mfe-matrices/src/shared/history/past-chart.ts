/** What a kind's chart view takes: one answer of its chart route (today's, or a past revision's) and the analysis's name (file names). */
export interface PastChartProps<C> {
  chart: C;
  analysisName: string;
}
