import { useMemo } from 'react';
import { heatmapHeight, type SwotChartName, swotHeatmapOption, swotReading, swotScoresOption } from 'contracts';
import * as swotTexts from '../texts';
import { useGetSwotChartQuery, useGetSwotChartSvgQuery } from '../api/swot-api';
import { heatmapRows, SwotPosture, SwotRanking, SwotScores } from './SwotReading';
import { SwotBoard } from './SwotBoard';
import { type AnalysisReportProps, QueryState, ReadingPart } from '../../../shared/report/ReportDocument';
import { ReportChart, type ReportChartSvg } from '../../../shared/report/ReportChart';
import { ChartHeadline } from '../../../shared/report/ChartHeadline';
import { ReadingBody } from '../../../shared/reading/ReadingPanel';

const t = swotTexts.chart;

/** One of the analysis's charts as the server draws it (the chart page's chart_svg). */
const chartSvg = (swotId: number, chart: SwotChartName): ReportChartSvg<Parameters<typeof useGetSwotChartSvgQuery>[0]> => ({
  useQuery: useGetSwotChartSvgQuery,
  args: (size) => ({ swotId, query: { chart, ...size } }),
});

/** The SWOT board, the posture and the quadrant scores (bars and words), the crossing heat map, then the ranked items. */
export function SwotReport({ analysis }: AnalysisReportProps) {
  const chart = useGetSwotChartQuery(analysis.id);
  const reading = useMemo(() => (chart.data ? swotReading(chart.data) : null), [chart.data]);
  const options = useMemo(() => (chart.data ? { scores: swotScoresOption(chart.data), heatmap: swotHeatmapOption(chart.data) } : null), [chart.data]);
  if (!chart.data || !options) return <QueryState isLoading={chart.isLoading} isError={chart.isError} />;
  const rows = heatmapRows(chart.data);
  return (
    <>
      <SwotBoard items={chart.data.items} />
      <SwotPosture chart={chart.data} />
      <ReportChart title={t.scores} svg={chartSvg(analysis.id, 'scores')} option={options.scores} height={300} testId="report-swot-scores" />
      <SwotScores chart={chart.data} />
      <ReadingPart>
        <ReadingBody reading={reading} />
        {rows !== null && <ReportChart title={t.heatmap} svg={chartSvg(analysis.id, 'heatmap')} option={options.heatmap} height={heatmapHeight(rows)} testId="report-swot-heatmap" />}
        <SwotRanking chart={chart.data} />
      </ReadingPart>
    </>
  );
}

/** The reading's headline, for the company report's executive summary. */
export function SwotHeadline({ analysis }: AnalysisReportProps) {
  return <ChartHeadline analysis={analysis} kind="swot" useChart={useGetSwotChartQuery} read={swotReading} />;
}
