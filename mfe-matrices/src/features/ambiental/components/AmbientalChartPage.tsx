import { useMemo } from 'react';
import { ambientalReading } from 'contracts';
import { ErrorAlert, LoadingState } from 'contracts/ui';
import { useCurrentAnalysis } from '../../../shared/analyses/current-analysis';
import { ChartFigure } from '../../../shared/chart/ChartFigure';
import * as texts from '../../../texts';
import { useGetAmbientalChartQuery } from '../api/ambiental-api';
import { ambientalBubblesOption, favorabilityGaugeOption } from '../chart/ambiental-chart-option';
import { FactorsTable, FavorabilityVerdict, SubfactorRankings } from './AmbientalReading';
import { ReadingPanel } from '../../../shared/reading/ReadingPanel';

const t = texts.ambiental.chart;

/** /empresa/{companyId}/ambiental/{ambientalId}/grafico: the factors' bubbles, the environment's gauge and the ranked subfactors. */
export function AmbientalChartPage() {
  const ambiental = useCurrentAnalysis();
  const chart = useGetAmbientalChartQuery(ambiental.id);
  const bubbles = useMemo(() => (chart.data ? ambientalBubblesOption(chart.data) : null), [chart.data]);
  const gauge = useMemo(() => (chart.data ? favorabilityGaugeOption(chart.data.favorability) : null), [chart.data]);
  const reading = useMemo(() => (chart.data ? ambientalReading(chart.data) : null), [chart.data]);
  const fileName = [t.fileName, ambiental.name];
  return (
    <section data-testid="ambiental-chart-page">
      <h2>{t.heading}</h2>
      {chart.isLoading && <LoadingState />}
      {chart.isError && <ErrorAlert>{texts.analyses.loadError}</ErrorAlert>}
      {chart.data && bubbles && gauge && (
        <>
          <FavorabilityVerdict chart={chart.data} />
          <ChartFigure title={t.gauge} option={gauge} height={260} fileNameParts={fileName} testId="ambiental-gauge" />
          <ChartFigure title={t.bubbles} option={bubbles} fileNameParts={fileName} testId="ambiental-bubbles" />
          <ReadingPanel reading={reading} />
          <FactorsTable chart={chart.data} />
          <SubfactorRankings chart={chart.data} />
        </>
      )}
    </section>
  );
}
