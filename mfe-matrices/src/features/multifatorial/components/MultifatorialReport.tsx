import { useCallback, useMemo } from 'react';
import { periodLabelOf } from 'contracts';
import * as texts from '../../../texts';
import { useGetChartPointsQuery, useGetChartTimeLimitsQuery, useGetCriteriaQuery, useGetMarketsQuery } from '../api/multifatorial-api';
import { geChartOptionAt, marketColorOf, marketLegend, trajectories } from '../chart/ge-chart-option';
import { PointsTable } from './PointsTable';
import { type AnalysisReportProps, QueryState, ReadingPart } from '../../../shared/report/ReportDocument';
import { ReportChart } from '../../../shared/report/ReportChart';

const t = texts.multifatorial.chart;

/** The GE–McKinsey matrix over every graded month: the chart with trajectories, then each item's zone and scores. */
export function MultifatorialReport({ analysis }: AnalysisReportProps) {
  const limits = useGetChartTimeLimitsQuery({ companyId: analysis.company_id, multifatorialId: analysis.id });
  const start = limits.data?.start ?? null;
  const end = limits.data?.end ?? null;
  if (!limits.data) return <QueryState isLoading={limits.isLoading} isError={limits.isError} />;
  if (start === null || end === null) return <p>{t.noGrades}</p>;
  return <GradedWindow analysis={analysis} start={start} end={end} />;
}

function GradedWindow({ analysis, start, end }: AnalysisReportProps & { start: string; end: string }) {
  const body = { start, end, multifatorialId: analysis.id };
  const latest = useGetChartPointsQuery({ companyId: analysis.company_id, detailed: false, body });
  const detailed = useGetChartPointsQuery({ companyId: analysis.company_id, detailed: true, body });
  const markets = useGetMarketsQuery(analysis.id);
  const criteria = useGetCriteriaQuery(analysis.id);
  const marketName = useCallback((id: number) => markets.data?.find((market) => market.id === id)?.name ?? '', [markets.data]);
  const criterionName = (id: number) => criteria.data?.find((criterion) => criterion.id === id)?.name ?? '';
  const { option, legend } = useMemo(() => {
    const { byItem, months } = trajectories(detailed.data ?? []);
    const marketColor = marketColorOf(markets.data ?? []);
    return {
      option: geChartOptionAt(byItem, months.at(-1), { showTrails: true, showLabels: true, marketName, marketColor }),
      legend: marketLegend(markets.data ?? [], byItem),
    };
  }, [detailed.data, marketName, markets.data]);
  if (!latest.data || !detailed.data) return <QueryState isLoading={latest.isLoading || detailed.isLoading} isError={latest.isError || detailed.isError} />;
  if (latest.data.length === 0) return <p>{t.noPoints}</p>;
  return (
    <>
      <p>{texts.reports.multifatorialWindow(periodLabelOf(start, 'month'), periodLabelOf(end, 'month'))}</p>
      <ReportChart title={t.title} option={option} height={520} testId="report-multifatorial-chart" legend={legend} />
      <ReadingPart>
        <PointsTable points={latest.data} marketName={marketName} criterionName={criterionName} />
      </ReadingPart>
    </>
  );
}
