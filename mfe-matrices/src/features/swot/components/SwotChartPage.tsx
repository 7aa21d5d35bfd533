import { useMemo } from 'react';
import { CHART_SVG_HEIGHT, heatmapHeight, SWOT_CHART_OPTIONS, type SwotChartData, type SwotChartName, type SwotChartSvgQuery, swotReading } from 'contracts';
import { ChartFigure } from '../../../shared/chart/ChartFigure';
import { ChartPage } from '../../../shared/chart/ChartPage';
import { namedFirstScreen } from '../../../shared/chart/FirstScreenSvg';
import { useLiveChart } from '../../../shared/chart/useLiveChart';
import * as swotTexts from '../texts';
import { useGetSwotChartQuery, useGetSwotChartSvgQuery } from '../api/swot-api';
import { heatmapRows, SwotPosture, SwotRanking } from './SwotReading';
import { ReadingPanel } from '../../../shared/reading/ReadingPanel';
import type { PastChartProps } from '../../../shared/history/past-chart';

const t = swotTexts;

/** /empresa/{companyId}/swot/{swotId}/grafico: the posture, the quadrant scores, the crossing heat map and the ranked items. */
export function SwotChartPage() {
  return <ChartPage testId="swot-chart-page" heading={t.chart.heading} useChart={useGetSwotChartQuery} View={SwotChartView} />;
}

function useSwotChartSvg(swotId: number, query: SwotChartSvgQuery) {
  return useGetSwotChartSvgQuery({ swotId, query });
}
/** One chart's first screen at its box's size (GET chart_svg). */
const SwotFirstScreen = namedFirstScreen(useSwotChartSvg);

/**
 * The SWOT's charts and reading for one chart answer (the chart page's, or a past revision's in
 * the history). On the chart page (`firstScreen`) the charts open on the server's SVGs of them:
 * ECharts loads when one is touched or exported.
 */
export function SwotChartView({ chart, analysisName, firstScreen = false }: PastChartProps<SwotChartData> & { firstScreen?: boolean }) {
  const { live, goLive } = useLiveChart(!firstScreen);
  // A heat map of a size the server does not draw (one item, a long list of them) is drawn by ECharts at once.
  const firstScreenOf = (name: SwotChartName, label: string, height: number) =>
    live || height < CHART_SVG_HEIGHT.min || height > CHART_SVG_HEIGHT.max ? null : (size: { width: number; height: number }) => <SwotFirstScreen chart={name} label={label} {...size} onFailed={goLive} />;
  // The charts' options as the server draws their first screens.
  const scores = useMemo(() => SWOT_CHART_OPTIONS.scores(chart), [chart]);
  const heatmap = useMemo(() => SWOT_CHART_OPTIONS.heatmap(chart), [chart]);
  const reading = useMemo(() => swotReading(chart), [chart]);
  const fileName = [t.chart.fileName, analysisName];
  const rows = heatmapRows(chart);
  return (
    <>
      <SwotPosture chart={chart} />
      <ChartFigure title={t.chart.scores} option={scores} height={300} fileNameParts={fileName} testId="swot-scores" firstScreen={firstScreenOf('scores', t.chart.scores, 300)} />
      {rows !== null && (
        <ChartFigure
          title={t.chart.heatmap}
          option={heatmap}
          height={heatmapHeight(rows)}
          fileNameParts={fileName}
          testId="swot-heatmap"
          firstScreen={firstScreenOf('heatmap', t.chart.heatmap, heatmapHeight(rows))}
        />
      )}
      <ReadingPanel reading={reading} />
      <SwotRanking chart={chart} />
    </>
  );
}
