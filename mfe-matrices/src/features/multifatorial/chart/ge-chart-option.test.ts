import { describe, expect, it } from 'vitest';
import { FALLBACK_PALETTE, type GeChartOption, geChartOptionAt, geZone, marketColorOf, marketLegend, type MultifatorialPoint, OUT_OF_SCALE_COLOR, trajectories } from 'contracts';

const point = (itemId: number, categoryId: number, name: string, date: string, x: number, y: number): MultifatorialPoint => ({
  itemId,
  multifatorialId: 1,
  categoryId,
  name,
  color: 0,
  faturamento: 1000,
  date,
  x,
  y,
  size: 0.5,
  zone: geZone(x, y),
  grades: [],
});

const MARKETS = [
  { id: 10, name: 'Pães', color: 0 },
  { id: 20, name: 'Doces', color: 0 },
  { id: 30, name: 'Bebidas', color: 0 },
];
const marketName = (id: number) => MARKETS.find((market) => market.id === id)?.name ?? '';

type Datum = { value: [number, number, number, string]; symbol?: string; symbolSize?: number | number[]; itemStyle?: { color: string }; symbolRotate?: number };
const seriesOf = (option: GeChartOption, id: string) =>
  (option.series as { id: string; data: Datum[]; symbol?: string; itemStyle?: { color: string } }[]).find((series) => series.id === id);
const tooltip = (option: GeChartOption, seriesId: string, datum: Datum) =>
  (option.tooltip as { formatter: (params: unknown) => string }).formatter({ seriesId, value: datum.value });

describe('GE chart option', () => {
  const { byItem } = trajectories([
    point(1, 10, 'Pão francês', '2024-05-01', 0.2, 0.3),
    point(1, 10, 'Pão francês', '2024-06-01', 0.4, 0.5),
    point(1, 10, 'Pão francês', '2024-07-01', 0.7, 0.8),
    point(2, 20, 'Sonho', '2024-07-01', 0.5, 0.5),
  ]);
  const option = geChartOptionAt(byItem, '2024-07-01', { showTrails: true, showLabels: true, marketName, marketColor: marketColorOf(MARKETS) });

  it('colours each bubble by its market, distinct palette colours, as the legend lists them', () => {
    const legend = marketLegend(MARKETS, byItem);
    // Bebidas has no bubble: not in the legend.
    expect(legend).toEqual([
      { name: 'Pães', color: FALLBACK_PALETTE[0] },
      { name: 'Doces', color: FALLBACK_PALETTE[1] },
    ]);
    const bubbles = seriesOf(option, 'points')!.data;
    expect(bubbles.map((bubble) => bubble.itemStyle!.color)).toEqual([FALLBACK_PALETTE[0], FALLBACK_PALETTE[1]]);
  });

  it("marks a trajectory's start, grows its markers towards the bubble and tells each step's month", () => {
    const steps = seriesOf(option, 'trail-1')!.data;
    // May and June; July is the bubble.
    expect(steps.map((step) => step.value.slice(0, 2))).toEqual([
      [0.2, 0.3],
      [0.4, 0.5],
    ]);
    expect(steps.map((step) => step.symbol)).toEqual(['emptyCircle', 'circle']);
    expect(steps[1]!.symbolSize as number).toBeGreaterThan(steps[0]!.symbolSize as number);
    expect(tooltip(option, 'trail-1', steps[0]!)).toContain('Mês das notas: Maio/2024 (início da trajetória)');
    expect(tooltip(option, 'trail-1', steps[1]!)).toContain('Mês das notas: Junho/2024');
    expect(tooltip(option, 'trail-1', steps[1]!)).toContain('Força competitiva: 4,00');
  });

  it('draws a score beyond the axis on the edge with an arrow, its tooltip giving the real score', () => {
    const beyond = trajectories([point(3, 30, 'Café', '2024-07-01', 1.2, 0.5)]).byItem;
    const clamped = geChartOptionAt(beyond, '2024-07-01', { showTrails: false, showLabels: true, marketName, marketColor: marketColorOf(MARKETS) });
    const [bubble] = seriesOf(clamped, 'points')!.data;
    expect(bubble!.value.slice(0, 2)).toEqual([1, 0.5]);
    const arrows = seriesOf(clamped, 'out-of-scale')!;
    expect(arrows.symbol).toBe('arrow');
    expect(arrows.itemStyle!.color).toBe(OUT_OF_SCALE_COLOR);
    // Pointing right: ECharts' arrow points up, −90° turns it clockwise.
    expect(arrows.data[0]!.symbolRotate).toBe(-90);
    const text = tooltip(clamped, 'out-of-scale', arrows.data[0]!);
    expect(text).toContain('Força competitiva: 12,00');
    expect(text).toContain('Fora da escala');
    expect(seriesOf(option, 'out-of-scale')).toBeUndefined();
  });
});
