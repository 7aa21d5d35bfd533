/**
 * What a kind's chart view takes: one answer of its chart route (a past revision's), what the view
 * looks up beside it (names, colours) as it was then, and the analysis's name (file names).
 */
export interface PastChartProps<C, L = unknown> {
  chart: C;
  /** None for a kind whose chart carries every name it shows (its `lookups` in contracts' ANALYSIS_KIND_SCHEMAS is empty). */
  lookups?: L;
  analysisName: string;
}

/** The props of a view that looks names up beside its chart (the MCP's, the multifatorial's). */
export type PastChartWithLookups<C, L> = PastChartProps<C, L> & { lookups: L };
