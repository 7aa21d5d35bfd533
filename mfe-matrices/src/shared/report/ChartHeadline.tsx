import type { AnalysisKind, AnalysisReading } from 'contracts';
import type { ChartQuery } from '../chart/ChartPage';
import { ReadingHeadline } from '../reading/ReadingPanel';
import { type AnalysisReportProps, QueryState } from './ReportDocument';

interface ChartHeadlineProps<C> extends AnalysisReportProps {
  kind: AnalysisKind;
  useChart: (id: number) => ChartQuery<C>;
  read: (chart: C) => AnalysisReading;
}

/** The reading's headline of an analysis read from its chart answer, for the company report's executive summary. */
export function ChartHeadline<C>({ analysis, kind, useChart, read }: ChartHeadlineProps<C>) {
  const chart = useChart(analysis.id);
  if (!chart.data) return <QueryState isLoading={chart.isLoading} isError={chart.isError} />;
  return <ReadingHeadline kind={kind} reading={read(chart.data)} />;
}
