import { type AmbientalChartData, isFavorable, toTenScale } from 'contracts';
import { ColumnHeads, DataTable } from 'contracts/ui';
import * as texts from '../../../texts';

const t = texts.ambiental.chart;

const verdict = (favorability: number) => (isFavorable(favorability) ? t.favorable : favorability < 0.5 ? t.unfavorable : t.neutralText);

/** The environment's favourability on the 0–10 scale and what it means (chart page and report). */
export function FavorabilityVerdict({ chart }: { chart: AmbientalChartData }) {
  return (
    <p data-testid="ambiental-favorability">
      {t.gauge}: <strong>{toTenScale(chart.favorability)}</strong>. {verdict(chart.favorability)}
    </p>
  );
}

/** Each factor's importance, opportunity, threat and favourability. */
export function FactorsTable({ chart }: { chart: AmbientalChartData }) {
  return (
    <DataTable aria-label={t.table}>
      <ColumnHeads labels={[t.factor, t.tooltip.importance, t.tooltip.opportunity, t.tooltip.threat, t.tooltip.favorability, t.tooltip.subfactors]} />
      <tbody>
        {chart.factors.map((factor) => (
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
    </DataTable>
  );
}

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

/** The ranked opportunities beside the ranked threats. */
export function SubfactorRankings({ chart }: { chart: AmbientalChartData }) {
  return (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(18rem, 1fr))', gap: 16 }}>
      <RankedSubfactors chart={chart} kind="oportunidade" />
      <RankedSubfactors chart={chart} kind="ameaca" />
    </div>
  );
}
