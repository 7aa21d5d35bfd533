import { describe, expect, it } from 'vitest';
import { INTENSITY_COLORS, swotChartData, swotHeatmapOption, swotScoresOption } from 'contracts';
import { testCrossings, testItems } from '../test/fixtures';

describe('the SWOT charts', () => {
  const chart = swotChartData(testItems(), testCrossings());

  it('draws the four quadrant scores as bars on 0..10, each quadrant named in a row header beside its bar, the first on top', () => {
    const option = swotScoresOption(chart);
    const names = option.yAxis as { data: string[]; inverse: boolean; axisLabel: { interval: number; overflow: string } };
    expect(names.data).toEqual(['Capacidade ofensiva', 'Capacidade defensiva', 'Debilidade', 'Vulnerabilidade']);
    expect([names.inverse, names.axisLabel.interval, names.axisLabel.overflow]).toEqual([true, 0, 'break']);
    const bars = (option.series as { data: { value: number }[] }[])[0].data.map((bar) => bar.value);
    expect(bars[0]).toBeCloseTo(20 / 3, 12);
    expect(bars.slice(1)).toEqual([0, 0, 0]);
  });

  it('labels the score axis with a pt-BR decimal comma (2,5 and 7,5, never 2.5)', () => {
    const { formatter } = (swotScoresOption(chart).xAxis as { axisLabel: { formatter: (value: number) => string } }).axisLabel;
    expect([0, 2.5, 5, 7.5, 10].map(formatter)).toEqual(['0', '2,5', '5', '7,5', '10']);
  });

  it('draws every internal × external pair as a cell coloured by its intensity, the first row on top', () => {
    const option = swotHeatmapOption(chart);
    expect((option.yAxis as { data: string[]; inverse: boolean }).data).toEqual(['S · Marca forte', 'W · Pouco capital']);
    expect((option.yAxis as { inverse: boolean }).inverse).toBe(true);
    expect((option.xAxis as { data: string[] }).data).toEqual(['O · Mercado em alta', 'T · Concorrência']);
    const cells = (option.series as { data: { value: number[]; itemStyle: { color: string } }[] }[])[0].data;
    expect(cells.map((cell) => cell.value)).toEqual([
      [0, 0, 2],
      [1, 0, 0],
      [0, 1, 0],
      [1, 1, 0],
    ]);
    expect(cells[0].itemStyle.color).toBe(INTENSITY_COLORS[2]);
    const formatter = (option.tooltip as { formatter: (params: unknown) => string }).formatter;
    expect(formatter({ value: [0, 0, 2] })).toBe('Marca forte × Mercado em alta: média');
  });
});
