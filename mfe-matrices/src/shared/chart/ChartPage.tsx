import type { ComponentType } from 'react';
import { ErrorAlert, LoadingState } from 'contracts/ui';
import { useCurrentAnalysis } from '../analyses/current-analysis';
import type { PastChartProps } from '../history/past-chart';
import * as texts from '../../texts';

/** A query of an analysis's chart answer, as RTK Query's hook answers it. */
export interface ChartQuery<C> {
  data?: C;
  isLoading: boolean;
  isError: boolean;
}

interface ChartPageProps<C> {
  testId: string;
  heading: string;
  /** The kind's chart query, by the analysis's id. */
  useChart: (id: number) => ChartQuery<C>;
  /**
   * The kind's view of one chart answer (the history draws a past revision's with it too); on the
   * chart page (`firstScreen`) its charts open on the server's SVGs of them.
   */
  View: ComponentType<PastChartProps<C> & { firstScreen?: boolean }>;
}

/** The chart page of an analysis whose chart is one answer of its chart route: its heading, then the answer drawn by `View`. */
export function ChartPage<C>({ testId, heading, useChart, View }: ChartPageProps<C>) {
  const analysis = useCurrentAnalysis();
  const chart = useChart(analysis.id);
  return (
    <section data-testid={testId}>
      <h2>{heading}</h2>
      {chart.isLoading && <LoadingState />}
      {chart.isError && <ErrorAlert>{texts.analyses.loadError}</ErrorAlert>}
      {chart.data && <View chart={chart.data} analysisName={analysis.name} firstScreen />}
    </section>
  );
}
