import { useMemo } from 'react';
import { type SwotChartData, swotReading } from 'contracts';
import { ChartFigure } from '../../../shared/chart/ChartFigure';
import { ChartPage } from '../../../shared/chart/ChartPage';
import * as swotTexts from '../texts';
import { useGetSwotChartQuery } from '../api/swot-api';
import { heatmapHeight, swotHeatmapOption, swotScoresOption } from '../chart/swot-chart-option';
import { heatmapRows, SwotPosture, SwotRanking } from './SwotReading';
import { ReadingPanel } from '../../../shared/reading/ReadingPanel';
import type { PastChartProps } from '../../../shared/history/past-chart';

const t = swotTexts;

/** /empresa/{companyId}/swot/{swotId}/grafico: the posture, the quadrant scores, the crossing heat map and the ranked items. */
export function SwotChartPage() {
  return <ChartPage testId="swot-chart-page" heading={t.chart.heading} useChart={useGetSwotChartQuery} View={SwotChartView} />;
}

/** The SWOT's charts and reading for one chart answer (the chart page's, or a past revision's in the history). */
export function SwotChartView({ chart, analysisName }: PastChartProps<SwotChartData>) {
  const scores = useMemo(() => swotScoresOption(chart), [chart]);
  const heatmap = useMemo(() => swotHeatmapOption(chart), [chart]);
  const reading = useMemo(() => swotReading(chart), [chart]);
  const fileName = [t.chart.fileName, analysisName];
  const rows = heatmapRows(chart);
  return (
    <>
      <SwotPosture chart={chart} />
      <ChartFigure title={t.chart.scores} option={scores} height={300} fileNameParts={fileName} testId="swot-scores" />
      {rows !== null && <ChartFigure title={t.chart.heatmap} option={heatmap} height={heatmapHeight(rows)} fileNameParts={fileName} testId="swot-heatmap" />}
      <ReadingPanel reading={reading} />
      <SwotRanking chart={chart} />
    </>
  );
}
