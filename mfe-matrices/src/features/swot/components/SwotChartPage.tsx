import { useMemo } from 'react';
import { swotReading } from 'contracts';
import { ErrorAlert, LoadingState } from 'contracts/ui';
import { useCurrentAnalysis } from '../../../shared/analyses/current-analysis';
import { ChartFigure } from '../../../shared/chart/ChartFigure';
import * as texts from '../../../texts';
import { useGetSwotChartQuery } from '../api/swot-api';
import { heatmapHeight, swotHeatmapOption, swotScoresOption } from '../chart/swot-chart-option';
import { heatmapRows, SwotPosture, SwotRanking } from './SwotReading';
import { ReadingPanel } from '../../../shared/reading/ReadingPanel';

const t = texts.swot;

/** /empresa/{companyId}/swot/{swotId}/grafico: the posture, the quadrant scores, the crossing heat map and the ranked items. */
export function SwotChartPage() {
  const swot = useCurrentAnalysis();
  const chart = useGetSwotChartQuery(swot.id);
  const scores = useMemo(() => (chart.data ? swotScoresOption(chart.data) : null), [chart.data]);
  const heatmap = useMemo(() => (chart.data ? swotHeatmapOption(chart.data) : null), [chart.data]);
  const reading = useMemo(() => (chart.data ? swotReading(chart.data) : null), [chart.data]);
  const fileName = [t.chart.fileName, swot.name];
  const rows = chart.data ? heatmapRows(chart.data) : null;
  return (
    <section data-testid="swot-chart-page">
      <h2>{t.chart.heading}</h2>
      {chart.isLoading && <LoadingState />}
      {chart.isError && <ErrorAlert>{texts.analyses.loadError}</ErrorAlert>}
      {chart.data && scores && heatmap && (
        <>
          <SwotPosture chart={chart.data} />
          <ChartFigure title={t.chart.scores} option={scores} height={300} fileNameParts={fileName} testId="swot-scores" />
          {rows !== null && <ChartFigure title={t.chart.heatmap} option={heatmap} height={heatmapHeight(rows)} fileNameParts={fileName} testId="swot-heatmap" />}
          <ReadingPanel reading={reading} />
          <SwotRanking chart={chart.data} />
        </>
      )}
    </section>
  );
}
