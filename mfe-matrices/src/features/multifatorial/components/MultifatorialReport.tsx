import { type ReactNode, useCallback, useMemo } from 'react';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { geChartOptionAt, marketColorOf, marketLegend, multifatorialReading, periodLabelOf, trajectories } from 'contracts';
import * as texts from '../../../texts';
import { useGetChartPointsQuery, useGetMultifatorialChartSvgQuery, useGetChartTimeLimitsQuery, useGetCriteriaQuery, useGetMarketsQuery } from '../api/multifatorial-api';
import { PointsTable } from './PointsTable';
import { type AnalysisReportProps, QueryState, ReadingPart } from '../../../shared/report/ReportDocument';
import { ReportChart, type ReportChartSvg } from '../../../shared/report/ReportChart';
import { ReadingBody, ReadingHeadline } from '../../../shared/reading/ReadingPanel';

const t = texts.multifatorial.chart;

/** The chart over every graded month as the server draws it (the chart page's chart_svg). */
const chartSvg = (analysis: AnalysisReportProps['analysis']): ReportChartSvg<Parameters<typeof useGetMultifatorialChartSvgQuery>[0]> => ({
  useQuery: useGetMultifatorialChartSvgQuery,
  args: (size) => ({ companyId: analysis.company_id, query: { multifatorial: analysis.id, ...size } }),
});

/** The GE–McKinsey matrix over every graded month: the chart with trajectories, then each item's zone and scores. */
export function MultifatorialReport({ analysis }: AnalysisReportProps) {
  return <OverGradedMonths analysis={analysis} Window={GradedWindow} />;
}

/** The reading's headline over every graded month, for the company report's executive summary. */
export function MultifatorialHeadline({ analysis }: AnalysisReportProps) {
  return <OverGradedMonths analysis={analysis} Window={WindowHeadline} />;
}

/**
 * Every graded month's points (the same answer the headline reads) of `analysis` when there is
 * one; undefined while they travel, empty when nothing is graded.
 */
export function useGradedPoints(analysis: AnalysisReportProps['analysis'] | undefined) {
  const limits = useGetChartTimeLimitsQuery(analysis ? { companyId: analysis.company_id, multifatorialId: analysis.id } : skipToken);
  const { start, end } = limits.data ?? {};
  const body = analysis && start && end ? { start, end, multifatorialId: analysis.id } : null;
  const points = useGetChartPointsQuery(body ? { companyId: analysis!.company_id, detailed: true, body } : skipToken).data;
  return limits.data && !body ? [] : points;
}

type WindowProps = AnalysisReportProps & { start: string; end: string };

/** `Window` drawn over the analysis' graded months, once they are known. */
function OverGradedMonths({ analysis, Window }: AnalysisReportProps & { Window: (props: WindowProps) => ReactNode }) {
  const limits = useGetChartTimeLimitsQuery({ companyId: analysis.company_id, multifatorialId: analysis.id });
  const start = limits.data?.start ?? null;
  const end = limits.data?.end ?? null;
  if (!limits.data) return <QueryState isLoading={limits.isLoading} isError={limits.isError} />;
  if (start === null || end === null) return <p>{t.noGrades}</p>;
  return <Window analysis={analysis} start={start} end={end} />;
}

/** The window's reading: its monthly points (the trajectories) and the analysis' criteria. */
function useWindowReading({ analysis, start, end }: WindowProps) {
  const detailed = useGetChartPointsQuery({ companyId: analysis.company_id, detailed: true, body: { start, end, multifatorialId: analysis.id } });
  const criteria = useGetCriteriaQuery(analysis.id);
  const reading = useMemo(() => multifatorialReading(detailed.data ?? [], criteria.data ?? []), [detailed.data, criteria.data]);
  return { detailed, criteria, reading };
}

function WindowHeadline(props: WindowProps) {
  const { detailed, criteria, reading } = useWindowReading(props);
  if (!detailed.data || !criteria.data) return <QueryState isLoading={detailed.isLoading || criteria.isLoading} isError={detailed.isError || criteria.isError} />;
  return <ReadingHeadline kind="multifatorial" reading={reading} />;
}

function GradedWindow({ analysis, start, end }: WindowProps) {
  const body = { start, end, multifatorialId: analysis.id };
  const latest = useGetChartPointsQuery({ companyId: analysis.company_id, detailed: false, body });
  const { detailed, criteria, reading } = useWindowReading({ analysis, start, end });
  const markets = useGetMarketsQuery(analysis.id);
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
      <ReportChart
        title={t.title}
        svg={chartSvg(analysis)}
        option={option}
        height={520}
        testId="report-multifatorial-chart"
        legend={legend}
      />
      <ReadingPart>
        {criteria.data && <ReadingBody reading={reading} />}
        <PointsTable points={latest.data} marketName={marketName} criterionName={criterionName} />
      </ReadingPart>
    </>
  );
}
