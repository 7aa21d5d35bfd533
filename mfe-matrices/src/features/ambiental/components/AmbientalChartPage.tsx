import { useMemo } from 'react';
import { type AmbientalChartData, type AmbientalChartName, type AmbientalChartSvgQuery, AMBIENTAL_CHART_OPTIONS, ambientalReading } from 'contracts';
import { ChartFigure } from '../../../shared/chart/ChartFigure';
import { ChartPage } from '../../../shared/chart/ChartPage';
import { namedFirstScreen } from '../../../shared/chart/FirstScreenSvg';
import { useLiveChart } from '../../../shared/chart/useLiveChart';
import * as texts from '../../../texts';
import { useGetAmbientalChartQuery, useGetAmbientalChartSvgQuery } from '../api/ambiental-api';
import { FactorsTable, FavorabilityVerdict, SubfactorRankings } from './AmbientalReading';
import { ReadingPanel } from '../../../shared/reading/ReadingPanel';
import type { PastChartProps } from '../../../shared/history/past-chart';

const t = texts.ambiental.chart;

/** /empresa/{companyId}/ambiental/{ambientalId}/grafico: the factors' bubbles, the environment's gauge and the ranked subfactors. */
export function AmbientalChartPage() {
  return <ChartPage testId="ambiental-chart-page" heading={t.heading} useChart={useGetAmbientalChartQuery} View={AmbientalChartView} />;
}

function useAmbientalChartSvg(ambientalId: number, query: AmbientalChartSvgQuery) {
  return useGetAmbientalChartSvgQuery({ ambientalId, query });
}
/** One chart's first screen at its box's size (GET chart_svg). */
const AmbientalFirstScreen = namedFirstScreen(useAmbientalChartSvg);

/**
 * The environment's charts and reading for one chart answer (the chart page's, or a past
 * revision's in the history). On the chart page (`firstScreen`) the charts open on the server's
 * SVGs of them: ECharts loads when one is touched or exported.
 */
export function AmbientalChartView({ chart, analysisName, firstScreen = false }: PastChartProps<AmbientalChartData> & { firstScreen?: boolean }) {
  const { live, goLive } = useLiveChart(!firstScreen);
  const firstScreenOf = (name: AmbientalChartName, label: string) =>
    live ? null : (size: { width: number; height: number }) => <AmbientalFirstScreen chart={name} label={label} {...size} onFailed={goLive} />;
  // The charts' options as the server draws their first screens.
  const bubbles = useMemo(() => AMBIENTAL_CHART_OPTIONS.bubbles(chart), [chart]);
  const gauge = useMemo(() => AMBIENTAL_CHART_OPTIONS.gauge(chart), [chart]);
  const reading = useMemo(() => ambientalReading(chart), [chart]);
  const fileName = [t.fileName, analysisName];
  return (
    <>
      <FavorabilityVerdict chart={chart} />
      <ChartFigure title={t.gauge} option={gauge} height={260} fileNameParts={fileName} testId="ambiental-gauge" firstScreen={firstScreenOf('gauge', t.gauge)} />
      <ChartFigure title={t.bubbles} option={bubbles} fileNameParts={fileName} testId="ambiental-bubbles" firstScreen={firstScreenOf('bubbles', t.bubbles)} />
      <ReadingPanel reading={reading} />
      <FactorsTable chart={chart} />
      <SubfactorRankings chart={chart} />
    </>
  );
}
