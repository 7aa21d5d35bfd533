import { describe, expect, it } from 'vitest';
import {
  bubbleDiameter,
  bubbleTooltip,
  type BubbleRow,
  categoryColors,
  chartLegend,
  FALLBACK_PALETTE,
  formatRms,
  growthAxisLabel,
  growthToY,
  legendEntries,
  MARK_LABEL_WIDTH,
  MCP_GROUPINGS,
  mcpChartView,
  type McpChartOption,
  OUT_OF_SCALE_COLOR,
  rmsAxisLabel,
  rmsToX,
  TRAIL_COLOR,
  type TrailRow,
  xToRms,
  yToGrowth,
} from 'contracts';
import * as texts from '../../../texts';
import { CATEGORIES, testChartData } from '../test/fixtures';
import { testPoint } from '../test/fixtures';

type Series = Exclude<McpChartOption['series'], undefined | unknown[]> & Record<string, unknown>;
type BubbleDatum = { id: string; name: string; value: number[]; symbolSize: number; color: string };

const seriesList = (option: McpChartOption) => option.series as unknown as Series[];
const series = (option: McpChartOption, id: string) => seriesList(option).find((item) => item.id === id)!;
/** The bubbles of a category as ECharts draws them: each row through the series' size and colour callbacks. */
function bubbles(option: McpChartOption, categoryId: number): BubbleDatum[] {
  const scatter = series(option, `bubbles-${categoryId}`) as unknown as {
    data: BubbleRow[];
    symbolSize: (row: BubbleRow) => number;
    itemStyle: { color: string };
  };
  return scatter.data.map((row) => ({
    id: row[4],
    name: row[3],
    value: row.slice(0, 3) as number[],
    symbolSize: scatter.symbolSize(row),
    color: scatter.itemStyle.color,
  }));
}
const categoryName = (id: number) => CATEGORIES.find((category) => category.id === id)?.name ?? String(id);
const COLORS = categoryColors(chartLegend(testChartData(), CATEGORIES));
const view = (periodIndex: number, showLabels = true) =>
  mcpChartView({ data: testChartData(), periodIndex, showLabels, categoryName, categoryColors: COLORS });
const tooltipOf = (option: McpChartOption) => (option.tooltip as { formatter: (params: unknown) => string }).formatter;

describe('MCP chart option', () => {
  it('names the bubbles with the shared mark labels: at most 120 px, overlapping names hidden (the name stays in the tooltip)', () => {
    const bubbles = (view(2).option.series as { id?: string; label?: object; labelLayout?: unknown }[]).filter((series) => series.id?.startsWith('bubbles-'));
    expect(bubbles.length).toBeGreaterThan(0);
    for (const series of bubbles) {
      expect(series.label).toMatchObject({ show: true, width: MARK_LABEL_WIDTH, overflow: 'truncate', ellipsis: '…' });
      expect(typeof series.labelLayout).toBe('function');
    }
  });

  it("draws each point at the server's x and y, sized 1 + 6 × r and coloured by its category, as the legend", () => {
    const { option, drawn } = view(2);
    expect(drawn.map((point) => point.name)).toEqual(['Suco', 'Refrigerante', 'Batata']);

    const [suco, refrigerante] = bubbles(option, 10);
    // rms 1.5 → x 0.5880 (docs/domain/mcp.md), growth 20 % with G 10 % → y 0.75.
    expect(suco!.value[0]).toBeCloseTo(0.588, 4);
    expect(suco!.value[1]).toBeCloseTo(0.75, 10);
    expect(suco!.symbolSize).toBe(2 * (1 + 6 * 1) * 5);
    // Suco chose green, but the chart's one colour rule is the category's: Bebidas' blue, as in the legend.
    expect(suco!.color).toBe('#1565c0');
    // rms 0.5 → x 0.3495, growth −5 % → y 0.125.
    expect(refrigerante!.value[0]).toBeCloseTo(0.3495, 4);
    expect(refrigerante!.value[1]).toBeCloseTo(0.125, 10);
    expect(refrigerante!.symbolSize).toBeCloseTo(2 * (1 + 6 * 0.6) * 5, 10);
    expect(refrigerante!.color).toBe('#1565c0');
    expect(bubbleDiameter(0)).toBe(10);

    const [batata] = bubbles(option, 20);
    // Snacks chose no colour: the palette's first, which no other category has.
    expect(batata!.color).toBe(FALLBACK_PALETTE[0]);
    expect(batata!.value[0]).toBe(1);
    expect(batata!.value[1]).toBeCloseTo(0.25, 10);
  });

  it('lists the points without growth instead of drawing them, and draws nothing of a period without one', () => {
    const march = view(2);
    expect(march.withoutGrowth.map((point) => point.name)).toEqual(['Pipoca']);
    expect(series(march.option, 'bubbles-30')).toBeUndefined();

    const january = view(0);
    expect(january.drawn).toEqual([]);
    expect(january.withoutGrowth.map((point) => point.name)).toEqual(['Suco', 'Refrigerante', 'Batata']);
    expect(seriesList(january.option).filter((item) => item.type === 'scatter' && item.id !== 'quadrants').every((item) => (item.data as unknown[]).length === 0)).toBe(true);
  });

  it('has the dividers at rms 1 and growth G, the quadrant names in the corners and neutral trails', () => {
    const { option } = view(2);
    // Ticks and split lines at 0, 0.5 and 1: the inner one is the divider.
    for (const axis of [option.xAxis, option.yAxis] as { min: number; max: number; interval: number; splitLine: { show: boolean } }[]) {
      expect([axis.min, axis.interval, axis.max]).toEqual([0, 0.5, 1]);
      expect(axis.splitLine.show).toBe(true);
    }
    const quadrants = series(option, 'quadrants');
    const names = (quadrants.data as { name: string; value: number[] }[]).map((item) => [item.name, item.value]);
    expect(names).toEqual([
      ['Interrogação', [0, 1]],
      ['Estrela', [1, 1]],
      ['Abacaxi', [0, 0]],
      ['Vaca Leiteira', [1, 0]],
    ]);
    // The bubble at a trail's end says whose it is; the trail itself is grey.
    expect((series(option, 'trail-10').lineStyle as { color: string }).color).toBe(TRAIL_COLOR);
  });

  it('leaves out the categories switched off in the legend', () => {
    const { option, drawn, withoutGrowth } = mcpChartView({
      data: testChartData(),
      periodIndex: 2,
      hiddenCategoryIds: new Set([10, 30]),
      showLabels: true,
      categoryName,
      categoryColors: COLORS,
    });
    expect(drawn.map((point) => point.name)).toEqual(['Batata']);
    expect(withoutGrowth).toEqual([]);
    expect(seriesList(option).map((item) => item.id)).toEqual(['trail-20', 'trail-steps-20', 'bubbles-20', 'quadrants']);
  });

  it('lists the categories for the legend in order, a category the list does not know by its id', () => {
    const legend = chartLegend(testChartData(), CATEGORIES);
    expect(legendEntries(legend, categoryColors(legend))).toEqual([
      { name: 'Bebidas', color: '#1565c0' },
      { name: 'Snacks', color: FALLBACK_PALETTE[0] },
      { name: 'Doces', color: '#ff9800' },
    ]);
    expect(chartLegend(testChartData(), CATEGORIES.slice(0, 2)).map((category) => category.name)).toEqual(['Bebidas', 'Snacks', '30']);
  });

  it("draws each product's trail over the earlier periods with growth, up to the period shown", () => {
    const data = testChartData();
    const march = view(2);
    const trail = series(march.option, 'trail-10').data as unknown[];
    const at = (period: number, item: number) => [data.periods[period]!.items[item]!.x, data.periods[period]!.items[item]!.y];
    // January has no growth: the trails start in February. '-' separates the products.
    expect(trail).toEqual([at(1, 0), at(2, 0), '-', at(1, 1), at(2, 1), '-']);

    const february = view(1);
    // A single position is no trail: no trail series at all.
    expect(series(february.option, 'trail-10')).toBeUndefined();
  });

  it('gives the categories without a colour distinct palette colours, the same in the legend and on the bubbles', () => {
    const categories = CATEGORIES.map((category) => ({ ...category, color: 0 }));
    const colors = categoryColors(chartLegend(testChartData(), categories));
    expect([...colors.values()]).toEqual(FALLBACK_PALETTE.slice(0, 3));
    const { option } = mcpChartView({ data: testChartData(), periodIndex: 2, showLabels: true, categoryName, categoryColors: colors });
    expect(bubbles(option, 10)[0]!.color).toBe(colors.get(10));
    expect(bubbles(option, 20)[0]!.color).toBe(colors.get(20));
    expect(colors.get(10)).not.toBe(colors.get(20));
  });

  it('marks a bubble clamped at an edge with an arrow off the plot, its tooltip giving the real values', () => {
    const data = testChartData();
    // The bakery's 4º Trimestre: a market shrinking 66.7 % (axis ends at G − 20 points = −10 %), an rms of 50×.
    data.periods[2]!.items[1] = testPoint(2, 'Refrigerante', { categoryId: 10, rms: 50, growth: -0.667, r: 0.6, faturamento: 440 });
    const { option } = mcpChartView({ data, periodIndex: 2, showLabels: true, categoryName, categoryColors: COLORS });
    const [, refrigerante] = bubbles(option, 10);
    expect(refrigerante!.value.slice(0, 2)).toEqual([1, 0]);

    const marks = series(option, 'out-of-scale') as unknown as {
      symbol: string;
      itemStyle: { color: string };
      data: { value: BubbleRow; symbolRotate: number; symbolOffset: number[] }[];
    };
    // Only the clamped bubble has one; Suco and Batata (rms 10 = the axis end) are on the plot.
    expect(marks.data.map((mark) => mark.value[4])).toEqual(['product-2']);
    expect(marks.symbol).toBe('arrow');
    expect(marks.itemStyle.color).toBe(OUT_OF_SCALE_COLOR);
    // Beyond both the right and the bottom ends: the arrow, over the bubble, points down-right (screen y grows downwards).
    const [mark] = marks.data;
    expect(mark!.value).toEqual((series(option, 'bubbles-10').data as BubbleRow[])[1]);
    expect(mark!.symbolRotate).toBeCloseTo(-135, 10);
    expect(mark!.symbolOffset[0]).toBeGreaterThan(0);
    expect(mark!.symbolOffset[1]).toBeGreaterThan(0);

    const tooltip = tooltipOf(option)({ data: mark }).replace(/\u00a0/g, ' ');
    expect(tooltip).toContain('<strong>Refrigerante</strong>');
    expect(tooltip).toContain('Participação relativa: 50,00× (eixo X: 10,00)');
    expect(tooltip).toContain('Crescimento do mercado: -66,7 % (eixo Y: 0,00)');
    expect(tooltip).toContain('Fora da escala (na borda do gráfico): Participação relativa acima de 10×');
    expect(tooltip).toContain('Fora da escala (na borda do gráfico): Crescimento do mercado abaixo de -10,0 %');
    // The bubble's own tooltip says it too.
    expect(tooltipOf(option)({ data: (series(option, 'bubbles-10').data as BubbleRow[])[1] })).toContain('Fora da escala');

    // Nothing clamped, no arrows.
    expect(series(view(2).option, 'out-of-scale')).toBeUndefined();
  });

  it("marks each trail's start and direction, and each step's period in its tooltip", () => {
    const data = testChartData();
    // A fourth month: the trails have two earlier steps (February, March) before April's bubble.
    data.periods.push({ ...data.periods[2]!, date: '2024-04-01', label: 'Abril/2024' });
    const { option } = mcpChartView({ data, periodIndex: 3, showLabels: true, categoryName, categoryColors: COLORS });
    const steps = series(option, 'trail-steps-10') as unknown as {
      data: TrailRow[];
      symbol: (row: TrailRow) => string;
      symbolSize: (row: TrailRow) => number;
    };
    const suco = steps.data.filter((row) => row[3] === 'Suco');
    expect(suco.map((row) => row.slice(0, 2))).toEqual([
      [data.periods[1]!.items[0]!.x, data.periods[1]!.items[0]!.y],
      [data.periods[2]!.items[0]!.x, data.periods[2]!.items[0]!.y],
    ]);
    // The start hollow, then filled markers growing towards the bubble.
    expect(suco.map(steps.symbol)).toEqual(['emptyCircle', 'circle']);
    const [first, second] = suco.map(steps.symbolSize);
    expect(second).toBeGreaterThan(first!);

    const tooltip = tooltipOf(option);
    const start = tooltip({ data: suco[0] }).replace(/\u00a0/g, ' ');
    expect(start).toContain('<strong>Fevereiro/2024 (início do rastro)</strong>');
    expect(start).toContain('<strong>Suco</strong> (Bebidas)');
    expect(start).toContain('Crescimento do mercado: 15,0 %');
    const march = tooltip({ data: suco[1] }).replace(/\u00a0/g, ' ');
    expect(march).toContain('<strong>Março/2024</strong>');
    expect(march).toContain('Faturamento: R$ 1.234,56');
  });

  it('labels toggle the product names on the bubbles', () => {
    expect((series(view(2, true).option, 'bubbles-10').label as { show: boolean }).show).toBe(true);
    expect((series(view(2, false).option, 'bubbles-10').label as { show: boolean }).show).toBe(false);
  });

  it('tooltips use the seed formats: 0..1 as 0..10 with two decimals, R$ pt-BR, units in full, the share of the margin as a percentage', () => {
    const { option } = view(2);
    const formatter = (option.tooltip as { formatter: (params: unknown) => string }).formatter;
    // ECharts hands the formatter the hovered row.
    const row = (series(option, 'bubbles-10').data as BubbleRow[])[0];
    expect(row![4]).toBe('product-1');
    const tooltip = formatter({ data: row }).replace(/\u00a0/g, ' ');
    expect(tooltip).toContain('<strong>Suco</strong> (Bebidas)');
    expect(tooltip).toContain('Quadrante: Estrela');
    expect(tooltip).toContain('Participação relativa: 1,50× (eixo X: 5,88)');
    expect(tooltip).toContain('Crescimento do mercado: 20,0 % (eixo Y: 7,50)');
    expect(tooltip).toContain('Participação no mercado: 30,0 %');
    expect(tooltip).toContain('Faturamento: R$ 1.234,56 (tamanho: 10,00)');
    expect(tooltip).toContain('Quantidade: 1.500');
    expect(tooltip).toContain('Margem de contribuição: R$ 500,00 (50,0 %)');
    expect(tooltip).toContain('Peso na margem total: 75,0 %');
  });

  it('never scales units with k/MM: 3.000 units read "3.000"; a 30,1 % share of the total margin reads "30,1 %"', () => {
    const point = testChartData().periods[2]!.items[0]!;
    const tooltip = (changes: Partial<typeof point>) => bubbleTooltip({ ...point, ...changes }, 'Bebidas', { threshold: 0.1, comparison: 'mar/2024 vs mar/2023' }).replace(/\u00a0/g, ' ');
    expect(tooltip({ amount: 3000, contrib: 0.301 })).toContain('Quantidade: 3.000<br/>');
    expect(tooltip({ amount: 3000, contrib: 0.301 })).toContain('Peso na margem total: 30,1 %');
    expect(tooltip({ amount: 2_345_678.5 })).toContain('Quantidade: 2.345.678,5<br/>');
    expect(tooltip({ amount: 12 })).toContain('Quantidade: 12<br/>');
  });

  it('escapes item names in tooltips', () => {
    const data = testChartData();
    data.periods[2]!.items[0]!.name = '<img src=x onerror=alert(1)>';
    const { option } = mcpChartView({ data, periodIndex: 2, showLabels: true, categoryName, categoryColors: COLORS });
    const formatter = (option.tooltip as { formatter: (params: unknown) => string }).formatter;
    expect(formatter({ data: [0, 0, 0, '', 'product-1'] })).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });

  it('labels the axes with rms multiples and market growth around G', () => {
    const { option } = view(2);
    const xLabel = (option.xAxis as { axisLabel: { formatter: (v: number) => string } }).axisLabel.formatter;
    const yLabel = (option.yAxis as { axisLabel: { formatter: (v: number) => string } }).axisLabel.formatter;
    expect([0, 0.5, 1].map(xLabel)).toEqual(['0,1×', '1×', '10×']);
    expect([0, 0.5, 1].map(yLabel)).toEqual(['-10,0 %', '10,0 %', '30,0 %']);
    expect(rmsAxisLabel(0.5)).toBe('1×');
    expect(growthAxisLabel(0.5, 0.25)).toBe('25,0 %');
  });
});

describe('MCP chart formats', () => {
  it('names every grouping of the API (mês, trimestre, semestre, ano)', () => {
    expect(Object.keys(texts.mcp.chart.groupings).map(Number)).toEqual([...MCP_GROUPINGS]);
  });

  it('inverts the contracts axis formulas', () => {
    for (const rms of [0.1, 0.5, 1, 1.5, 10]) expect(xToRms(rmsToX(rms))).toBeCloseTo(rms, 10);
    for (const growth of [-0.1, 0, 0.1, 0.25, 0.3]) expect(yToGrowth(growthToY(growth, 0.1), 0.1)).toBeCloseTo(growth, 10);
  });

  it('formats multiples in pt-BR', () => {
    expect(formatRms(1.5)).toBe('1,50×');
    expect(formatRms(Number.NaN)).toBe('—');
  });
});
