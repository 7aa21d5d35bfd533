import { useMemo } from 'react';
import { SWOT_CROSS_QUADRANT_NAMES, toTenScale } from 'contracts';
import { ErrorAlert, LoadingState, Notice } from 'contracts/ui';
import { useCurrentAnalysis } from '../../../shared/analyses/current-analysis';
import { ChartFigure } from '../../../shared/chart/ChartFigure';
import * as texts from '../../../texts';
import { useGetSwotChartQuery } from '../api/swot-api';
import { heatmapHeight, swotHeatmapOption, swotScoresOption } from '../chart/swot-chart-option';

const t = texts.swot;

/** /empresa/{companyId}/swot/{swotId}/grafico: the posture, the quadrant scores, the crossing heat map and the ranked items. */
export function SwotChartPage() {
  const swot = useCurrentAnalysis();
  const chart = useGetSwotChartQuery(swot.id);
  const scores = useMemo(() => (chart.data ? swotScoresOption(chart.data) : null), [chart.data]);
  const heatmap = useMemo(() => (chart.data ? swotHeatmapOption(chart.data) : null), [chart.data]);
  const fileName = [t.chart.fileName, swot.name];
  const rows = chart.data?.items.filter((item) => item.quadrant === 'S' || item.quadrant === 'W').length ?? 0;
  return (
    <section data-testid="swot-chart-page">
      <h2>{t.chart.heading}</h2>
      {chart.isLoading && <LoadingState />}
      {chart.isError && <ErrorAlert>{texts.analyses.loadError}</ErrorAlert>}
      {chart.data && scores && heatmap && (
        <>
          <section aria-label={t.chart.posture} data-testid="swot-posture">
            <h3>{t.chart.posture}</h3>
            {chart.data.posture ? (
              <>
                <p>
                  <strong>{chart.data.posture.posture}</strong> ({SWOT_CROSS_QUADRANT_NAMES[chart.data.posture.quadrant]}:{' '}
                  {toTenScale(chart.data.scores[chart.data.posture.quadrant])})
                </p>
                <p>{t.chart.postures[chart.data.posture.posture]}</p>
              </>
            ) : (
              <Notice tone="warning">{t.chart.noPosture}</Notice>
            )}
          </section>
          <ChartFigure title={t.chart.scores} option={scores} height={300} fileNameParts={fileName} testId="swot-scores" />
          {rows > 0 && chart.data.items.length > rows && (
            <ChartFigure title={t.chart.heatmap} option={heatmap} height={heatmapHeight(rows)} fileNameParts={fileName} testId="swot-heatmap" />
          )}
          <table aria-label={t.chart.ranking}>
            <caption>{t.chart.ranking}</caption>
            <thead>
              <tr>
                <th scope="col">{t.chart.item}</th>
                <th scope="col">{t.chart.quadrant}</th>
                <th scope="col">{texts.analyses.importance}</th>
                <th scope="col">{t.chart.weight}</th>
              </tr>
            </thead>
            <tbody>
              {chart.data.items.map((item) => (
                <tr key={item.id}>
                  <th scope="row">{item.text}</th>
                  <td>{t.quadrants[item.quadrant].title}</td>
                  <td>{toTenScale(item.importance)}</td>
                  <td>{item.weight.toLocaleString('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </section>
  );
}
