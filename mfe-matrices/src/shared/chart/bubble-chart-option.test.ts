import { describe, expect, it } from 'vitest';
import { bubbleChartOption, type BubbleItem } from './bubble-chart-option';

const texts = { xAxis: 'Força competitiva', yAxis: 'Atratividade de mercado', revenue: 'Faturamento' };
const item = (overrides: Partial<BubbleItem>): BubbleItem => ({
  name: 'Produto',
  color: 0x00ff00,
  x: 0.5,
  y: 0.5,
  size: 0.5,
  active: true,
  faturamento: 1000,
  ...overrides,
});

type Point = { name: string; symbolSize: number; itemStyle: { color: string }; value: number[] };
const series = (items: BubbleItem[], showLabels = true) =>
  (bubbleChartOption(items, texts, showLabels).series as { label: { show: boolean }; data: Point[] }[])[0]!;

describe('bubble chart option', () => {
  it('draws one bubble per active item, 1 + 6 × size radius units wide (5 px each, doubled)', () => {
    const { data } = series([item({ name: 'A', size: 0 }), item({ name: 'B', size: 1 }), item({ name: 'C', active: false })]);
    expect(data.map((point) => [point.name, point.symbolSize])).toEqual([
      ['A', 10],
      ['B', 70],
    ]);
  });

  it('colours by the item number, or by its name when it has none', () => {
    const { data } = series([item({ color: 255 }), item({ name: 'Sem cor', color: 0 }), item({ name: 'Sem cor', color: -1 })]);
    expect(data[0]!.itemStyle.color).toBe('#0000ff');
    expect(data[1]!.itemStyle.color).toMatch(/^#[0-9a-f]{6}$/);
    expect(data[2]!.itemStyle.color).toBe(data[1]!.itemStyle.color);
  });

  it('shows or hides the labels', () => {
    expect(series([item({})], true).label.show).toBe(true);
    expect(series([item({})], false).label.show).toBe(false);
  });

  it('keeps both axes on 0..1 and shows them as 0..10', () => {
    const option = bubbleChartOption([], texts, true) as { xAxis: { min: number; max: number; axisLabel: { formatter: (v: number) => string } } };
    expect([option.xAxis.min, option.xAxis.max]).toEqual([0, 1]);
    expect(option.xAxis.axisLabel.formatter(0.5)).toBe('5,00');
  });

  it('tooltips show 0..10 with two decimals, revenue in R$, and escape the item name', () => {
    const option = bubbleChartOption([], texts, true) as { tooltip: { formatter: (params: unknown) => string } };
    const html = option.tooltip.formatter({ name: '<b>Linha & Cia</b>', value: [0.756, 0.1, 0.5, 1234.5] });
    expect(html).toContain('&lt;b&gt;Linha &amp; Cia&lt;/b&gt;');
    expect(html).toContain('Força competitiva: 7,56');
    expect(html).toContain('Atratividade de mercado: 1,00');
    expect(html).toContain('Faturamento: R$\u00a01.234,50');
  });
});
