import { useMemo } from 'react';
import { ambientalBubblesOption, type AmbientalChartName, ambientalReading, favorabilityGaugeOption } from 'contracts';
import * as texts from '../../../texts';
import { useGetAmbientalChartQuery, useGetAmbientalChartSvgQuery } from '../api/ambiental-api';
import { FactorsTable, FavorabilityVerdict, SubfactorRankings } from './AmbientalReading';
import { type AnalysisReportProps, QueryState, ReadingPart } from '../../../shared/report/ReportDocument';
import { ReportChart, type ReportChartSvg } from '../../../shared/report/ReportChart';
import { ChartHeadline } from '../../../shared/report/ChartHeadline';
import { ReadingBody } from '../../../shared/reading/ReadingPanel';

const t = texts.ambiental.chart;

/** One of the analysis's charts as the server draws it (the chart page's chart_svg). */
const chartSvg = (ambientalId: number, chart: AmbientalChartName): ReportChartSvg<Parameters<typeof useGetAmbientalChartSvgQuery>[0]> => ({
  useQuery: useGetAmbientalChartSvgQuery,
  args: (size) => ({ ambientalId, query: { chart, ...size } }),
});

/** The environment's favourability (gauge and words), the factors' bubbles, then the factors and the ranked opportunities and threats. */
export function AmbientalReport({ analysis }: AnalysisReportProps) {
  const chart = useGetAmbientalChartQuery(analysis.id);
  const reading = useMemo(() => (chart.data ? ambientalReading(chart.data) : null), [chart.data]);
  const options = useMemo(() => (chart.data ? { gauge: favorabilityGaugeOption(chart.data.favorability), bubbles: ambientalBubblesOption(chart.data) } : null), [chart.data]);
  if (!chart.data || !options) return <QueryState isLoading={chart.isLoading} isError={chart.isError} />;
  return (
    <>
      <FavorabilityVerdict chart={chart.data} />
      <ReportChart title={t.gauge} svg={chartSvg(analysis.id, 'gauge')} option={options.gauge} height={260} testId="report-ambiental-gauge" />
      <ReportChart title={t.bubbles} svg={chartSvg(analysis.id, 'bubbles')} option={options.bubbles} height={440} testId="report-ambiental-bubbles" />
      <ReadingPart>
        <ReadingBody reading={reading} />
        <FactorsTable chart={chart.data} />
        <SubfactorRankings chart={chart.data} />
      </ReadingPart>
    </>
  );
}

/** The reading's headline, for the company report's executive summary. */
export function AmbientalHeadline({ analysis }: AnalysisReportProps) {
  return <ChartHeadline analysis={analysis} kind="ambiental" useChart={useGetAmbientalChartQuery} read={ambientalReading} />;
}
