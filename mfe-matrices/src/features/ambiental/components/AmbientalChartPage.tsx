import { useMemo } from 'react';
import { type AmbientalChartData, ambientalReading } from 'contracts';
import { ChartFigure } from '../../../shared/chart/ChartFigure';
import { ChartPage } from '../../../shared/chart/ChartPage';
import * as texts from '../../../texts';
import { useGetAmbientalChartQuery } from '../api/ambiental-api';
import { ambientalBubblesOption, favorabilityGaugeOption } from '../chart/ambiental-chart-option';
import { FactorsTable, FavorabilityVerdict, SubfactorRankings } from './AmbientalReading';
import { ReadingPanel } from '../../../shared/reading/ReadingPanel';
import type { PastChartProps } from '../../../shared/history/past-chart';

const t = texts.ambiental.chart;

/** /empresa/{companyId}/ambiental/{ambientalId}/grafico: the factors' bubbles, the environment's gauge and the ranked subfactors. */
export function AmbientalChartPage() {
  return <ChartPage testId="ambiental-chart-page" heading={t.heading} useChart={useGetAmbientalChartQuery} View={AmbientalChartView} />;
}

/** The environment's charts and reading for one chart answer (the chart page's, or a past revision's in the history). */
export function AmbientalChartView({ chart, analysisName }: PastChartProps<AmbientalChartData>) {
  const bubbles = useMemo(() => ambientalBubblesOption(chart), [chart]);
  const gauge = useMemo(() => favorabilityGaugeOption(chart.favorability), [chart]);
  const reading = useMemo(() => ambientalReading(chart), [chart]);
  const fileName = [t.fileName, analysisName];
  return (
    <>
      <FavorabilityVerdict chart={chart} />
      <ChartFigure title={t.gauge} option={gauge} height={260} fileNameParts={fileName} testId="ambiental-gauge" />
      <ChartFigure title={t.bubbles} option={bubbles} fileNameParts={fileName} testId="ambiental-bubbles" />
      <ReadingPanel reading={reading} />
      <FactorsTable chart={chart} />
      <SubfactorRankings chart={chart} />
    </>
  );
}
