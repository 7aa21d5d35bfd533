import type { LineSeriesOption, ScatterSeriesOption } from 'echarts/charts';
import type { GridComponentOption, MarkAreaComponentOption, TooltipComponentOption } from 'echarts/components';
import type { ComposeOption } from 'echarts/core';
import { colorToHex, formatBRL, geZone, type GeZone, type MultifatorialPoint, periodLabelOf, toTenScale } from 'contracts';
import { bubbleDiameter, scoreChartFrame } from '../../../shared/chart/bubble-chart-option';
import * as texts from '../../../texts';
import { encodeHTML } from '../../../shared/chart/encode-html';

const t = texts.multifatorial.chart;

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

type PointValue = [x: number, y: number, itemId: number];

export interface GeChartInput {
  /** The bubbles shown: one per item. */
  points: readonly MultifatorialPoint[];
  /** Each item's steps up to the month shown, oldest first (drawn as its trail when asked). */
  trails: ReadonlyMap<number, readonly MultifatorialPoint[]>;
  marketName: (categoryId: number) => string;
  showLabels: boolean;
}

/**
 * The GE–McKinsey matrix (MATRICES.md "Multifatorial"): x the item's competitive force, y its
 * market's attractiveness (0..1 axes shown 0..10, split in thirds), the zones' colours and
 * names behind, a bubble per item sized by faturamento (radius 1 + 6 × size, as the MCP's),
 * and, when asked, each item's trajectory. Series keep their ids, so a new month animates.
 */
export function geChartOption({ points, trails, marketName, showLabels }: GeChartInput): GeChartOption {
  const byId = new Map(points.map((point) => [point.itemId, point]));
  return {
    ...scoreChartFrame(
      { xAxis: t.xAxis, yAxis: t.yAxis, interval: 1 / 3, splitLine: false },
      ({ value, seriesId }: { value?: PointValue; seriesId: string }) => {
        const point = seriesId === 'points' && value ? byId.get(value[2]) : undefined;
        if (!point) return [];
        // Item and market names are user data: escaped before they reach the tooltip's HTML.
        return [
          `<strong>${encodeHTML(point.name)}</strong> (${encodeHTML(marketName(point.categoryId))})`,
          `${t.xAxis}: ${toTenScale(point.x)}`,
          `${t.yAxis}: ${toTenScale(point.y)}`,
          `${t.revenue}: ${formatBRL(point.faturamento)}`,
          `${t.zone}: ${t.zones[point.zone]}`,
          `${t.date}: ${periodLabelOf(point.date, 'month')}`,
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
      ...[...trails].map(
        ([itemId, steps]): LineSeriesOption => ({
          id: `trail-${itemId}`,
          type: 'line',
          silent: true,
          symbol: 'circle',
          symbolSize: 4,
          lineStyle: { type: 'dashed', width: 1, color: '#888' },
          itemStyle: { color: '#888' },
          data: steps.map((step) => [step.x, step.y]),
        }),
      ),
      {
        id: 'points',
        type: 'scatter',
        label: { show: showLabels, position: 'top', formatter: '{b}', color: '#333' },
        data: points.map((point) => ({
          id: String(point.itemId),
          name: point.name,
          value: [point.x, point.y, point.itemId] satisfies PointValue,
          symbolSize: bubbleDiameter(point.size),
          itemStyle: { color: colorToHex(point.color, point.name), opacity: 0.85, borderColor: '#333', borderWidth: 1 },
        })),
      },
    ],
  };
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
  options: { showTrails: boolean; showLabels: boolean; marketName: (categoryId: number) => string },
): GeChartOption {
  const trails = new Map<number, readonly MultifatorialPoint[]>();
  const points: MultifatorialPoint[] = [];
  for (const [itemId, steps] of byItem) {
    const upTo = month === undefined ? [] : steps.filter((step) => step.date <= month);
    if (upTo.length === 0) continue;
    points.push(upTo[upTo.length - 1]);
    if (options.showTrails && upTo.length > 1) trails.set(itemId, upTo);
  }
  return geChartOption({ points, trails, marketName: options.marketName, showLabels: options.showLabels });
}
