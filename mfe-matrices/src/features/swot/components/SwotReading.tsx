import { CROSS_QUADRANTS, isInternalQuadrant, SWOT_CROSS_QUADRANT_NAMES, type SwotChartData, toTenScale } from 'contracts';
import { ColumnHeads, DataTable, Notice } from 'contracts/ui';
import * as texts from '../../../texts';
import * as swotTexts from '../texts';

const t = swotTexts;

/** The strategic posture the strongest crossing quadrant gives, with its score (chart page and report). */
export function SwotPosture({ chart }: { chart: SwotChartData }) {
  return (
    <section aria-label={t.chart.posture} data-testid="swot-posture">
      <h3>{t.chart.posture}</h3>
      {chart.posture ? (
        <>
          <p>
            <strong>{chart.posture.posture}</strong> ({SWOT_CROSS_QUADRANT_NAMES[chart.posture.quadrant]}: {toTenScale(chart.scores[chart.posture.quadrant])})
          </p>
          <p>{t.chart.postures[chart.posture.posture]}</p>
        </>
      ) : (
        <Notice tone="warning">{t.chart.noPosture}</Notice>
      )}
    </section>
  );
}

/** The four crossing quadrants' scores in words, 0–10 (the chart's bars). */
export function SwotScores({ chart }: { chart: SwotChartData }) {
  return (
    <DataTable aria-label={t.chart.scores}>
      <caption>{t.chart.scores}</caption>
      <tbody>
        {CROSS_QUADRANTS.map(({ quadrant }) => (
          <tr key={quadrant}>
            <th scope="row">{SWOT_CROSS_QUADRANT_NAMES[quadrant]}</th>
            <td>{toTenScale(chart.scores[quadrant])}</td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}

/** The items ranked by their crossings' weight. */
export function SwotRanking({ chart }: { chart: SwotChartData }) {
  return (
    <DataTable aria-label={t.chart.ranking}>
      <caption>{t.chart.ranking}</caption>
      <ColumnHeads labels={[t.chart.item, t.chart.quadrant, texts.analyses.importance, t.chart.weight]} />
      <tbody>
        {chart.items.map((item) => (
          <tr key={item.id}>
            <th scope="row">{item.text}</th>
            <td>{t.quadrants[item.quadrant].title}</td>
            <td>{toTenScale(item.importance)}</td>
            <td>{item.weight.toLocaleString('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}</td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}

/** Rows of the crossing heat map (the internal items); it is drawn only when there are external ones too. */
export function heatmapRows(chart: SwotChartData): number | null {
  const rows = chart.items.filter((item) => isInternalQuadrant(item.quadrant)).length;
  return rows > 0 && chart.items.length > rows ? rows : null;
}
