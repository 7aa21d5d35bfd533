import { describe, expect, it } from 'vitest';
import { type AmbientalChartData, ambientalBubblesOption, FAVORABLE_COLOR, favorabilityGaugeOption, NEUTRAL_COLOR, UNFAVORABLE_COLOR } from 'contracts';

const chart: AmbientalChartData = {
  favorability: 0.52,
  factors: [
    { factorId: 1, name: 'Econômico', importance: 0.3, O: 0.6, T: 0, favorability: 0.8, subfactorCount: 1 },
    { factorId: 2, name: 'Legal <b>', importance: 0.7, O: 0.2, T: 0.4, favorability: 0.4, subfactorCount: 4 },
    { factorId: 3, name: 'Político', importance: 0.5, O: 0, T: 0, favorability: 0.5, subfactorCount: 0 },
  ],
  ranking: [],
};

type Series = { type: string; data: { name: string; value: number[]; symbolSize: number; itemStyle: { color: string } }[] };

describe('the Ambiental bubbles', () => {
  it('puts each factor at (importance, favorability), sized by its subfactors, coloured by its side of 0.5', () => {
    const option = ambientalBubblesOption(chart);
    const [bubbles, neutral] = option.series as unknown as [Series, { type: string; data: number[][] }];
    expect(bubbles.data.map((point) => [point.name, point.value[0], point.value[1], point.itemStyle.color])).toEqual([
      ['Econômico', 0.3, 0.8, FAVORABLE_COLOR],
      ['Legal <b>', 0.7, 0.4, UNFAVORABLE_COLOR],
      ['Político', 0.5, 0.5, NEUTRAL_COLOR],
    ]);
    // radius 1 + 6 × sqrt(count / 4), 5 px per unit, diameter: 1 → 40 px, 4 → 70 px, none → 10 px.
    expect(bubbles.data.map((point) => point.symbolSize)).toEqual([40, 70, 10]);
    expect(neutral).toMatchObject({ type: 'line', data: [[0, 0.5], [1, 0.5]] });
  });

  it('shows scores as 0..10 in the tooltip and escapes the names', () => {
    const option = ambientalBubblesOption(chart);
    const formatter = (option.tooltip as { formatter: (params: unknown) => string }).formatter;
    const bubbles = (option.series as unknown as Series[])[0];
    const html = formatter({ name: bubbles.data[1].name, value: bubbles.data[1].value });
    expect(html).toContain('<strong>Legal &lt;b&gt;</strong>');
    expect(html).toContain('Importância: 7,00');
    expect(html).toContain('Favorabilidade: 4,00');
    expect(html).toContain('Ameaças (T): 4,00');
    expect(html).toContain('Subfatores: 4');
  });

  it('draws the environment on a 0..10 gauge', () => {
    const gauge = (favorabilityGaugeOption(0.52).series as unknown as { data: { value: number }[]; detail: { formatter: () => string } }[])[0];
    expect(gauge.data[0].value).toBeCloseTo(5.2, 12);
    expect(gauge.detail.formatter()).toBe('5,20');
  });
});
