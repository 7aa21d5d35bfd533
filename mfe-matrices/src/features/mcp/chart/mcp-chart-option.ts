import type { LineSeriesOption, ScatterSeriesOption } from 'echarts/charts';
import type { GridComponentOption, TooltipComponentOption } from 'echarts/components';
import type { ComposeOption } from 'echarts/core';
import {
  colorToHex,
  formatBRL,
  formatScaled,
  toTenScale,
  trail,
  type McpChartData,
  type McpChartPoint,
  type McpQuadrant,
} from 'contracts';
import { bubbleDiameter } from '../../../shared/chart/bubble-chart-option';
import * as texts from '../../../texts';
import { formatPercent, formatRms, growthAxisLabel, rmsAxisLabel } from './mcp-chart-format';
import { encodeHTML } from '../../../shared/chart/encode-html';
import { SCREEN_FIT_TOOLTIP } from '../../../shared/chart/screen-fit';

export type McpChartOption = ComposeOption<ScatterSeriesOption | LineSeriesOption | GridComponentOption | TooltipComponentOption>;

/** A category as the legend shows it. */
export interface McpChartCategory {
  id: number;
  name: string;
  color: number;
}

export interface McpChartInput {
  data: McpChartData;
  /** Index in data.periods of the period drawn. */
  periodIndex: number;
  /** Categories switched off in the legend: neither drawn nor listed. */
  hiddenCategoryIds?: ReadonlySet<number>;
  showLabels: boolean;
  /**
   * A category's name, asked when a tooltip shows: the option does not change when the
   * categories arrive after the chart data (a thousand bubbles are not drawn twice).
   */
  categoryName: (categoryId: number) => string;
}

export interface McpChartView {
  option: McpChartOption;
  /** The period's points that are drawn (their growth is known). */
  drawn: McpChartPoint[];
  /** The period's points without growth (no previous period): listed under the chart, never drawn. */
  withoutGrowth: McpChartPoint[];
}

/** Up to this many bubbles the chart opens with their names shown (chart page and report). */
export const LABELS_BY_DEFAULT_MAX = 40;

/** Trails are drawn in one neutral colour: the bubble at their end says whose they are. */
export const TRAIL_COLOR = '#78909c';

/** The legend's categories, in order: the listed ones, then any only the data names (under its id). */
export function chartLegend(data: McpChartData, categories: readonly McpChartCategory[]): McpChartCategory[] {
  const known = new Map(categories.map((category) => [category.id, category]));
  const dataCategoryIds = data.periods.flatMap((item) => item.items.map((point) => point.categoryId));
  return [...new Set([...categories.map((category) => category.id), ...dataCategoryIds])].map(
    (id) => known.get(id) ?? { id, name: String(id), color: 0 },
  );
}

/** A point whose market has a previous period: it has a height on the chart. */
export const hasGrowth = (point: McpChartPoint): boolean => point.growth !== null && point.y !== null;

/** Where the quadrant names sit (x, y in 0..1) and how they are anchored: BCG, leaders on the right. */
const QUADRANT_LABELS: readonly { name: McpQuadrant; at: [number, number]; align: 'left' | 'right'; verticalAlign: 'top' | 'bottom' }[] = [
  { name: 'Interrogação', at: [0, 1], align: 'left', verticalAlign: 'top' },
  { name: 'Estrela', at: [1, 1], align: 'right', verticalAlign: 'top' },
  { name: 'Abacaxi', at: [0, 0], align: 'left', verticalAlign: 'bottom' },
  { name: 'Vaca Leiteira', at: [1, 0], align: 'right', verticalAlign: 'bottom' },
];

/** Series ids stay the same from one period to the next, so ECharts animates the bubbles between them (play). */
const bubbleSeriesId = (categoryId: number) => `bubbles-${categoryId}`;
const trailSeriesId = (categoryId: number) => `trail-${categoryId}`;
const pointId = (point: McpChartPoint) => `product-${point.productId}`;

/** A bubble as ECharts gets it: x, y, size (0..1), the product's name and the bubble's id. */
export type BubbleRow = [x: number, y: number, r: number, name: string, id: string];


/** The tooltip of one bubble, in the seed's formats; names are user data and escaped. */
export function bubbleTooltip(point: McpChartPoint, categoryName: string): string {
  const t = texts.mcp.chart.tooltip;
  const e = encodeHTML;
  return [
    `<strong>${e(point.name)}</strong> (${e(categoryName)})`,
    `${t.quadrant}: ${point.quadrant ?? t.noQuadrant}`,
    `${t.rms}: ${formatRms(point.rms)} (${t.x}: ${toTenScale(point.x)})`,
    `${t.growth}: ${formatPercent(point.growth)} (${t.y}: ${point.y === null ? formatPercent(null) : toTenScale(point.y)})`,
    `${t.participation}: ${formatPercent(point.participation)}`,
    `${t.faturamento}: ${formatBRL(point.faturamento)} (${t.size}: ${toTenScale(point.r)})`,
    `${t.amount}: ${formatScaled(point.amount)}`,
    `${t.contribution}: ${formatBRL(point.contribMargValue)} (${formatPercent(point.contribMargPerc)})`,
    `${t.contributionShare}: ${toTenScale(point.contrib)}`,
  ].join('<br/>');
}

/**
 * The ECharts option of the MCP chart at one period (MATRICES.md "MCP", seed chart rules):
 * x = the point's x (log axis 0.1×…10× of rms), y = the point's y (growth around G), one
 * scatter series per category (the page's legend shows or hides them), bubbles sized
 * 1 + 6 × r and coloured by the product's colour rule, each product's trail over the
 * earlier periods, dividers at rms 1
 * (x 0.5) and growth G (y 0.5) and the four quadrant names. Points without growth are not
 * drawn: the view lists them.
 */
export function mcpChartView({ data, periodIndex, hiddenCategoryIds = new Set(), showLabels, categoryName }: McpChartInput): McpChartView {
  const t = texts.mcp.chart;
  const period = data.periods[periodIndex];
  const points = (period?.items ?? []).filter((point) => !hiddenCategoryIds.has(point.categoryId));
  const drawn = points.filter(hasGrowth);
  const withoutGrowth = points.filter((point) => !hasGrowth(point));

  const categoryIds = [...new Set(drawn.map((point) => point.categoryId))];

  // Each product's positions over the periods (those with growth), for its trail.
  const history = new Map<number, { start: string; position: [number, number] }[]>();
  for (const item of data.periods) {
    for (const point of item.items) {
      if (!hasGrowth(point)) continue;
      history.set(point.productId, [...(history.get(point.productId) ?? []), { start: item.date, position: [point.x, point.y!] }]);
    }
  }

  // Tooltips are written when shown: a thousand of them up front would slow the first frame.
  const byId = new Map(drawn.map((point) => [pointId(point), point]));

  const series: McpChartOption['series'] = [];
  for (const categoryId of categoryIds) {
    const inCategory = drawn.filter((point) => point.categoryId === categoryId);
    // One line series per category for every trail in it; '-' breaks the line between products.
    const trailData: ([number, number] | '-')[] = [];
    for (const point of inCategory) {
      const earlier = trail(history.get(point.productId) ?? [], period?.date ?? '').map((step) => step.position);
      if (earlier.length > 0) trailData.push(...earlier, [point.x, point.y!], '-');
    }
    // No trail, no series: replaceMerge then removes the one of the previous period.
    if (trailData.length > 0) {
      series.push({
        type: 'line',
        id: trailSeriesId(categoryId),
        data: trailData as LineSeriesOption['data'],
        silent: true,
        connectNulls: false,
        symbol: 'none',
        z: 1,
        lineStyle: { color: TRAIL_COLOR, width: 1.5, type: 'dashed', opacity: 0.8 },
        tooltip: { show: false },
      });
    }
    const colors = inCategory.map((point) => colorToHex(point.color, point.name));
    series.push({
      type: 'scatter',
      id: bubbleSeriesId(categoryId),
      z: 2,
      // Rows, not one object per bubble: ECharts reads a thousand of them as a table, far faster.
      dimensions: ['x', 'y', 'r', { name: 'name', type: 'ordinal' }, { name: 'id', type: 'ordinal' }],
      encode: { x: 'x', y: 'y', itemName: 'name', itemId: 'id' },
      symbolSize: (row: BubbleRow) => bubbleDiameter(row[2]),
      itemStyle: { color: (params) => colors[params.dataIndex] ?? TRAIL_COLOR, opacity: 0.85, borderColor: '#ffffff', borderWidth: 1 },
      label: { show: showLabels, position: 'top', formatter: '{b}', color: '#263238' },
      data: inCategory.map((point): BubbleRow => [point.x, point.y!, point.r, point.name, pointId(point)]),
    });
  }
  series.push({
    type: 'scatter',
    id: 'quadrants',
    name: t.quadrantsSeries,
    silent: true,
    // An invisible point carries each name (a 'none' symbol would drop its label too).
    symbol: 'rect',
    symbolSize: 0,
    z: 0,
    tooltip: { show: false },
    data: QUADRANT_LABELS.map((quadrant) => ({
      name: quadrant.name,
      value: quadrant.at,
      label: {
        show: true,
        formatter: '{b}',
        position: 'inside',
        align: quadrant.align,
        verticalAlign: quadrant.verticalAlign,
        color: '#90a4ae',
        fontSize: 16,
        fontWeight: 'bold',
        padding: 6,
      },
    })),
  });

  // Ticks at 0, 0.5 and 1: the split line at 0.5 is the divider (rms 1 on x, growth G on y).
  const axis = {
    type: 'value' as const,
    min: 0,
    max: 1,
    interval: 0.5,
    nameLocation: 'middle' as const,
    splitLine: { show: true, lineStyle: { color: '#455a64', width: 1.5 } },
  };
  const option: McpChartOption = {
    // Drawn at once (a period's first frame is the chart); moves between periods are animated.
    animationDuration: 0,
    animationDurationUpdate: 700,
    grid: { left: 72, right: 24, top: 24, bottom: 56 },
    xAxis: { ...axis, name: t.xAxis, nameGap: 32, axisLabel: { formatter: (value: number) => rmsAxisLabel(value) } },
    yAxis: {
      ...axis,
      name: t.yAxis,
      nameGap: 56,
      axisLabel: { formatter: (value: number) => growthAxisLabel(value, data.growthThreshold) },
    },
    tooltip: {
      ...SCREEN_FIT_TOOLTIP,
      trigger: 'item',
      formatter: (params) => {
        const point = byId.get(String((params as unknown as { data?: BubbleRow }).data?.[4]));
        return point ? bubbleTooltip(point, categoryName(point.categoryId)) : '';
      },
    },
    series,
  };
  return { option, drawn, withoutGrowth };
}
