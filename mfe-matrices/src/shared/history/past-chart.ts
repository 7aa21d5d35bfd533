/**
 * What a kind's chart view takes: one answer of its chart route (a past revision's), what the view
 * looks up beside it (names, colours) as it was then, and the analysis's name (file names).
 */
export interface PastChartProps<C, L = unknown> {
  chart: C;
  lookups: L;
  analysisName: string;
}
