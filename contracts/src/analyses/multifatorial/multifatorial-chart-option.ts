import type { LineSeriesOption, ScatterSeriesOption } from 'echarts/charts';
import type { GridComponentOption, MarkAreaComponentOption, TooltipComponentOption } from 'echarts/components';
import type { ComposeOption } from 'echarts/core';
import { type GeZone, geZone } from './formulas.js';
import type { MultifatorialPoint } from './schema.js';
import { periodLabelOf } from '../periods.js';
import { clamp01, toTenScale } from '../../format/chart.js';
import { analysisColorsById } from '../../format/color.js';
import { formatBRL } from '../../format/currency.js';
import { encodeHTML } from '../../chart-options/encode-html.js';
import { markLabel, markLabelLayout } from '../../chart-options/mark-labels.js';
import { MULTIFATORIAL_CHART_TEXTS } from './multifatorial-chart-texts.js';
import { beyondAxis, bubbleDiameter, outOfScaleSeries, scoreChartFrame } from '../../chart-options/score-chart.js';

const t = MULTIFATORIAL_CHART_TEXTS;

export type GeChartOption = ComposeOption<ScatterSeriesOption | LineSeriesOption | GridComponentOption | TooltipComponentOption | MarkAreaComponentOption>;

/** The zones' colours on the grid: invest green, selectivity amber, harvest red (light, so bubbles stay readable). */
export const ZONE_COLORS: Record<GeZone, string> = {
  'Investir/Crescer': '#c8e6c9',
  Seletividade: '#fff3c4',
  'Colher/Desinvestir': '#ffcdd2',
};

const THIRDS = [0, 1 / 3, 2 / 3, 1];

/** The 3×3 grid's nine cells, each coloured and named by its zone (contracts geZone of its centre). */
function zoneCells() {
  const cells = [];
  for (let x = 0; x < 3; x++) {
    for (let y = 0; y < 3; y++) {
      const zone = geZone((THIRDS[x] + THIRDS[x + 1]) / 2, (THIRDS[y] + THIRDS[y + 1]) / 2);
      cells.push([
        { name: t.zones[zone], coord: [THIRDS[x], THIRDS[y]], itemStyle: { color: ZONE_COLORS[zone] } },
        { coord: [THIRDS[x + 1], THIRDS[y + 1]] },
      ]);
    }
  }
  return cells;
}

/** A bubble's or a trail step's value: where it is drawn, and which item and month it is. */
type PointValue = [x: number, y: number, itemId: number, month: string];

/** Trail markers grow from the start (hollow) to the bubble: the trail's direction. */
const TRAIL_MARKER_MIN = 5;
const TRAIL_MARKER_MAX = 10;
const TRAIL_COLOR = '#757575';

export interface GeChartInput {
  /** The bubbles shown: one per item. */
  points: readonly MultifatorialPoint[];
  /** Each item's steps up to the month shown, oldest first (drawn as its trail when asked). */
  trails: ReadonlyMap<number, readonly MultifatorialPoint[]>;
  marketName: (categoryId: number) => string;
  /** A market's colour: the bubbles are coloured by their market, as the legend lists them. */
  marketColor: (categoryId: number) => string;
  showLabels: boolean;
}

/**
 * The GE–McKinsey matrix (docs/domain/multifatorial.md): x the item's competitive force, y its
 * market's attractiveness (0..1 axes shown 0..10, split in thirds), the zones' colours and
 * names behind, a bubble per item sized by faturamento (radius 1 + 6 × size, as the MCP's) and
 * coloured by its market (the legend's colours), and, when asked, each item's trajectory: its
 * start hollow, markers growing towards the bubble, each month's grades in its tooltip. A score
 * beyond 0..10 (never from grades in 0..1, but the chart does not rely on it) sits on the edge
 * with an arrow pointing off the plot. Series keep their ids, so a new month animates.
 */
export function geChartOption({ points, trails, marketName, marketColor, showLabels }: GeChartInput): GeChartOption {
  const steps = new Map<string, MultifatorialPoint>();
  const stepKey = (itemId: number, month: string) => `${itemId}:${month}`;
  for (const point of points) steps.set(stepKey(point.itemId, point.date), point);
  for (const trail of trails.values()) for (const step of trail) steps.set(stepKey(step.itemId, step.date), step);
  const value = (point: MultifatorialPoint): PointValue => [clamp01(point.x), clamp01(point.y), point.itemId, point.date];
  const outOfScale = points.flatMap((point) => {
    const [dx, dy] = [beyondAxis(point.x), beyondAxis(point.y)];
    return dx === 0 && dy === 0 ? [] : [{ value: value(point), name: point.name, dx, dy }];
  });
  return {
    ...scoreChartFrame(
      { xAxis: t.xAxis, yAxis: t.yAxis, interval: 1 / 3, splitLine: false },
      ({ value: shown, seriesId }: { value?: PointValue; seriesId: string }) => {
        const point = seriesId !== 'zones' && shown ? steps.get(stepKey(shown[2], shown[3])) : undefined;
        if (!point) return [];
        // Item and market names are user data: escaped before they reach the tooltip's HTML.
        return [
          `<strong>${encodeHTML(point.name)}</strong> (${encodeHTML(marketName(point.categoryId))})`,
          `${t.date}: ${periodLabelOf(point.date, 'month')}${seriesId.startsWith('trail-') && trails.get(point.itemId)?.[0] === point ? ` (${t.trailStart})` : ''}`,
          // The real scores, also of a bubble drawn on the edge.
          `${t.xAxis}: ${toTenScale(point.x)}`,
          `${t.yAxis}: ${toTenScale(point.y)}`,
          ...(beyondAxis(point.x) !== 0 || beyondAxis(point.y) !== 0 ? [`<strong>${t.outOfScale}</strong>`] : []),
          `${t.revenue}: ${formatBRL(point.faturamento)}`,
          `${t.zone}: ${t.zones[point.zone]}`,
        ];
      },
    ),
    series: [
      {
        id: 'zones',
        type: 'scatter',
        data: [],
        silent: true,
        markArea: { silent: true, label: { show: true, position: 'insideTopLeft', color: '#555', fontSize: 11 }, data: zoneCells() as never },
      },
      ...[...trails].flatMap(([itemId, trail]): (LineSeriesOption | ScatterSeriesOption)[] => {
        // The months before the one shown: the bubble marks the trail's end.
        const earlier = trail.slice(0, -1);
        return [
          {
            id: `trail-line-${itemId}`,
            type: 'line',
            silent: true,
            symbol: 'none',
            lineStyle: { type: 'dashed', width: 1, color: TRAIL_COLOR },
            data: trail.map((step) => [clamp01(step.x), clamp01(step.y)]),
          },
          {
            id: `trail-${itemId}`,
            type: 'scatter',
            itemStyle: { color: TRAIL_COLOR, borderWidth: 2 },
            data: earlier.map((step, index) => ({
              value: value(step),
              symbol: index === 0 ? 'emptyCircle' : 'circle',
              symbolSize: TRAIL_MARKER_MIN + ((TRAIL_MARKER_MAX - TRAIL_MARKER_MIN) * index) / earlier.length,
            })),
          },
        ];
      }),
      {
        id: 'points',
        type: 'scatter',
        label: markLabel(showLabels, '#333'),
        labelLayout: markLabelLayout((index) => points[index]?.x),
        data: points.map((point) => ({
          id: String(point.itemId),
          name: point.name,
          value: value(point),
          symbolSize: bubbleDiameter(point.size),
          itemStyle: { color: marketColor(point.categoryId), opacity: 0.85, borderColor: '#333', borderWidth: 1 },
        })),
      },
      ...(outOfScale.length > 0 ? [outOfScaleSeries(outOfScale)] : []),
    ],
  };
}

/**
 * The chart's colour rule: a bubble has its market's colour (the legend lists the markets), a
 * market without a chosen colour one of the analysis' palette colours no other market has.
 */
export function marketColorOf(markets: readonly { id: number; color: number }[]): (categoryId: number) => string {
  const colors = analysisColorsById(markets);
  return (categoryId) => colors.get(categoryId) ?? TRAIL_COLOR;
}

/** The legend: the markets that have a bubble, in the markets' order, each in its colour. */
export function marketLegend(markets: readonly { id: number; name: string; color: number }[], byItem: ReadonlyMap<number, readonly MultifatorialPoint[]>) {
  const marketColor = marketColorOf(markets);
  const shown = new Set([...byItem.values()].flatMap((steps) => steps.map((step) => step.categoryId)));
  return markets.filter((market) => shown.has(market.id)).map((market) => ({ name: market.name, color: marketColor(market.id) }));
}

/** Each item's trajectory (the detailed points, oldest first), and the months they cover. */
export function trajectories(points: readonly MultifatorialPoint[]) {
  const byItem = new Map<number, MultifatorialPoint[]>();
  for (const point of points) byItem.set(point.itemId, [...(byItem.get(point.itemId) ?? []), point]);
  const months = [...new Set(points.map((point) => point.date))].sort();
  return { byItem, months };
}

/** The chart as it stands at one month: each item's last step up to it, and its trail when asked. */
export function geChartOptionAt(
  byItem: ReadonlyMap<number, readonly MultifatorialPoint[]>,
  month: string | undefined,
  options: { showTrails: boolean; showLabels: boolean; marketName: (categoryId: number) => string; marketColor: (categoryId: number) => string },
): GeChartOption {
  const trails = new Map<number, readonly MultifatorialPoint[]>();
  const points: MultifatorialPoint[] = [];
  for (const [itemId, steps] of byItem) {
    const upTo = month === undefined ? [] : steps.filter((step) => step.date <= month);
    if (upTo.length === 0) continue;
    points.push(upTo[upTo.length - 1]);
    if (options.showTrails && upTo.length > 1) trails.set(itemId, upTo);
  }
  return geChartOption({ points, trails, ...options });
}

/** The markets as the chart names and colours them. */
interface ChartMarket {
  id: number;
  name: string;
  color: number;
}

/**
 * The chart page as it opens (the server draws it as the page's first screen): every month
 * graded, shown at the last one, with the names and the trajectories.
 */
export function multifatorialFirstScreenOption(detailed: readonly MultifatorialPoint[], markets: readonly ChartMarket[]): GeChartOption {
  const { byItem, months } = trajectories(detailed);
  const names = new Map(markets.map((market) => [market.id, market.name]));
  return geChartOptionAt(byItem, months.at(-1), { showTrails: true, showLabels: true, marketName: (id) => names.get(id) ?? '', marketColor: marketColorOf(markets) });
}
