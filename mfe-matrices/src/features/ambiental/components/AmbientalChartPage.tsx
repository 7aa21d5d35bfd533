import { useMemo } from 'react';
import { type AmbientalChartData, isFavorable, toTenScale } from 'contracts';
import { ErrorAlert, LoadingState } from 'contracts/ui';
import { useCurrentAnalysis } from '../../../shared/analyses/current-analysis';
import { ChartFigure } from '../../../shared/chart/ChartFigure';
import * as texts from '../../../texts';
import { useGetAmbientalChartQuery } from '../api/ambiental-api';
import { ambientalBubblesOption, favorabilityGaugeOption } from '../chart/ambiental-chart-option';

const t = texts.ambiental.chart;

const verdict = (favorability: number) => (isFavorable(favorability) ? t.favorable : favorability < 0.5 ? t.unfavorable : t.neutralText);

/** The strongest opportunities or threats, ranked by importance × grade. */
function RankedSubfactors({ chart, kind }: { chart: AmbientalChartData; kind: 'oportunidade' | 'ameaca' }) {
  const title = kind === 'oportunidade' ? t.opportunities : t.threats;
  const rows = chart.ranking.filter((row) => row.kind === kind && row.weight > 0);
  const factorName = (id: number) => chart.factors.find((factor) => factor.factorId === id)?.name ?? '';
  return (
    <section aria-label={title} data-testid={`ranking-${kind}`}>
      <h3>{title}</h3>
      {rows.length === 0 ? (
        <p>{kind === 'oportunidade' ? t.noOpportunities : t.noThreats}</p>
      ) : (
        <ol>
          {rows.map((row) => (
            <li key={row.subfactorId}>
              {row.name} <small>({factorName(row.factorId)})</small> — {t.weight}: {toTenScale(row.weight)}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** /empresa/{companyId}/ambiental/{ambientalId}/grafico: the factors' bubbles, the environment's gauge and the ranked subfactors. */
export function AmbientalChartPage() {
  const ambiental = useCurrentAnalysis();
  const chart = useGetAmbientalChartQuery(ambiental.id);
  const bubbles = useMemo(() => (chart.data ? ambientalBubblesOption(chart.data) : null), [chart.data]);
  const gauge = useMemo(() => (chart.data ? favorabilityGaugeOption(chart.data.favorability) : null), [chart.data]);
  const fileName = [t.fileName, ambiental.name];
  return (
    <section data-testid="ambiental-chart-page">
      <h2>{t.heading}</h2>
      {chart.isLoading && <LoadingState />}
      {chart.isError && <ErrorAlert>{texts.analyses.loadError}</ErrorAlert>}
      {chart.data && bubbles && gauge && (
        <>
          <p data-testid="ambiental-favorability">
            {t.gauge}: <strong>{toTenScale(chart.data.favorability)}</strong>. {verdict(chart.data.favorability)}
          </p>
          <ChartFigure title={t.gauge} option={gauge} height={260} fileNameParts={fileName} testId="ambiental-gauge" />
          <ChartFigure title={t.bubbles} option={bubbles} fileNameParts={fileName} testId="ambiental-bubbles" />
          <table aria-label={t.table}>
            <thead>
              <tr>
                <th scope="col">{t.factor}</th>
                <th scope="col">{t.tooltip.importance}</th>
                <th scope="col">{t.tooltip.opportunity}</th>
                <th scope="col">{t.tooltip.threat}</th>
                <th scope="col">{t.tooltip.favorability}</th>
                <th scope="col">{t.tooltip.subfactors}</th>
              </tr>
            </thead>
            <tbody>
              {chart.data.factors.map((factor) => (
                <tr key={factor.factorId}>
                  <th scope="row">{factor.name}</th>
                  <td>{toTenScale(factor.importance)}</td>
                  <td>{toTenScale(factor.O)}</td>
                  <td>{toTenScale(factor.T)}</td>
                  <td>{toTenScale(factor.favorability)}</td>
                  <td>{factor.subfactorCount}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(18rem, 1fr))', gap: 16 }}>
            <RankedSubfactors chart={chart.data} kind="oportunidade" />
            <RankedSubfactors chart={chart.data} kind="ameaca" />
          </div>
        </>
      )}
    </section>
  );
}
