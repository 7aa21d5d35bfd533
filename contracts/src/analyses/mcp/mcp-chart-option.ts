import type { LineSeriesOption, ScatterSeriesOption } from 'echarts/charts';
import type { GridComponentOption, TooltipComponentOption } from 'echarts/components';
import type { ComposeOption } from 'echarts/core';
import { comparisonCaption, trail } from '../periods.js';
import { growthAxisPosition, type McpQuadrant, rmsAxisPosition } from './formulas.js';
import type { McpChartData, McpChartPeriod, McpChartPoint } from './schema.js';
import { toTenScale } from '../../format/chart.js';
import { analysisColorsById } from '../../format/color.js';
import { formatBRL } from '../../format/currency.js';
import { formatPercent, formatPtBrNumber } from '../../format/number.js';
import { encodeHTML } from '../../chart-options/encode-html.js';
import { markLabel, markLabelLayout } from '../../chart-options/mark-labels.js';
import { formatRms, growthAxisLabel, rmsAxisLabel } from './mcp-chart-format.js';
import { MCP_CHART_TEXTS } from './mcp-chart-texts.js';
import { beyondAxis, bubbleDiameter, outOfScaleSeries, type OutOfScaleMark } from '../../chart-options/score-chart.js';
import { SCREEN_FIT_TOOLTIP } from '../../chart-options/screen-fit.js';

export type McpChartOption = ComposeOption<ScatterSeriesOption | LineSeriesOption | GridComponentOption | TooltipComponentOption>;

/** A category as the legend shows it. */
export interface McpChartCategory {
  id: number;
  name: string;
  color: number;
}

export interface McpChartViewInput {
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
  /** Each category's colour ('#rrggbb', categoryColors of the legend): the bubbles are coloured by their category. */
  categoryColors: ReadonlyMap<number, string>;
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

/** Whether the chart opens with the bubbles' names shown: while its last period's can be read (and drawn fast). */
export const labelsByDefault = (data: McpChartData): boolean => (data.periods.at(-1)?.items.length ?? 0) <= LABELS_BY_DEFAULT_MAX;

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

/**
 * The legend's colours: the colour rule of the chart is the category's (the legend lists the
 * categories), a category without a chosen colour gets one of the analysis' palette colours no
 * other category has (contracts analysisColors).
 */
export const categoryColors = (legend: readonly McpChartCategory[]): Map<number, string> => analysisColorsById(legend);

/** The legend as an exported image or a report lists it: each category's name in its colour. */
export const legendEntries = (legend: readonly McpChartCategory[], colors: ReadonlyMap<number, string>) =>
  legend.map((category) => ({ name: category.name, color: colors.get(category.id) ?? TRAIL_COLOR }));

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
const trailMarkersSeriesId = (categoryId: number) => `trail-steps-${categoryId}`;
const pointId = (point: McpChartPoint) => `product-${point.productId}`;
const bubbleRow = (point: McpChartPoint): BubbleRow => [point.x, point.y!, point.r, point.name, pointId(point)];

/** A product's point at an earlier period, drawn on its trail. */
interface TrailStep {
  start: string;
  label: string;
  point: McpChartPoint;
  /** Its period's growth comparison (the growth, threshold and months it was judged on). */
  growth: GrowthContext;
}

/** What a bubble's growth was judged on: its period's threshold and compared months ('out/2026 vs out/2025'). */
export interface GrowthContext {
  threshold: number;
  comparison: string;
}

/** A period's growth context (contracts `comparisonCaption`: the one wording of the compared months). */
export const growthContext = (period: McpChartPeriod, grouping: number): GrowthContext => ({
  threshold: period.threshold,
  comparison: comparisonCaption(period, grouping),
});

/** A bubble as ECharts gets it: x, y, size (0..1), the product's name and the bubble's id. */
export type BubbleRow = [x: number, y: number, r: number, name: string, id: string];

/** A step of a trail as ECharts gets it: x, y, its marker's size, the product's name and the step's id. */
export type TrailRow = [x: number, y: number, size: number, name: string, id: string];

/** Trail markers grow from the start to the bubble: the smallest is where the product came from. */
const TRAIL_MARKER_MIN = 5;
const TRAIL_MARKER_MAX = 11;

/** Under a period's caption (chart page, PNG, report): the months its growth compares and the threshold it was judged against. */
export function comparisonLine(period: McpChartPeriod, grouping: number): string {
  const { threshold, comparison } = growthContext(period, grouping);
  return MCP_CHART_TEXTS.comparison(comparison, formatPercent(threshold));
}

/** The tooltip of one bubble, in the seed's formats, with the months its growth compares; names are user data and escaped. */
export function bubbleTooltip(point: McpChartPoint, categoryName: string, { threshold, comparison }: GrowthContext): string {
  const t = MCP_CHART_TEXTS.tooltip;
  const e = encodeHTML;
  return [
    `<strong>${e(point.name)}</strong> (${e(categoryName)})`,
    `${t.quadrant}: ${point.quadrant ?? t.noQuadrant}`,
    `${t.rms}: ${formatRms(point.rms)} (${t.x}: ${toTenScale(point.x)})`,
    `${t.growth}: ${formatPercent(point.growth)} (${t.y}: ${point.y === null ? formatPercent(null) : toTenScale(point.y)})`,
    `${t.comparison}: ${comparison}`,
    `${t.participation}: ${formatPercent(point.participation)}`,
    `${t.faturamento}: ${formatBRL(point.faturamento)} (${t.size}: ${toTenScale(point.r)})`,
    `${t.amount}: ${formatPtBrNumber(point.amount)}`,
    `${t.contribution}: ${formatBRL(point.contribMargValue)} (${formatPercent(point.contribMargPerc)})`,
    `${t.contributionShare}: ${formatPercent(point.contrib)}`,
    ...outOfScaleLines(point, threshold),
  ].join('<br/>');
}

/** Where a drawn point's real values lie beyond the axes (−1, 0, 1 on each). */
function outOfScale(point: McpChartPoint, threshold: number): { dx: -1 | 0 | 1; dy: -1 | 0 | 1 } {
  return { dx: beyondAxis(rmsAxisPosition(point.rms)), dy: point.growth === null ? 0 : beyondAxis(growthAxisPosition(point.growth, threshold)) };
}

/** The tooltip's note that the bubble sits on the edge: which value, and past which end of its axis. */
function outOfScaleLines(point: McpChartPoint, threshold: number): string[] {
  const t = MCP_CHART_TEXTS.tooltip;
  const { dx, dy } = outOfScale(point, threshold);
  const lines: string[] = [];
  if (dx !== 0) lines.push(`${t.outOfScale}: ${t.rms} ${dx < 0 ? t.below : t.above} ${rmsAxisLabel(dx < 0 ? 0 : 1)}`);
  if (dy !== 0) lines.push(`${t.outOfScale}: ${t.growth} ${dy < 0 ? t.below : t.above} ${growthAxisLabel(dy < 0 ? 0 : 1, threshold)}`);
  return lines.map((line) => `<strong>${line}</strong>`);
}

/**
 * The ECharts option of the MCP chart at one period (docs/domain/mcp.md, seed chart rules):
 * x = the point's x (log axis 0.1×…10× of rms), y = the point's y (growth around G), one
 * scatter series per category (the page's legend shows or hides them), bubbles sized
 * 1 + 6 × r and coloured by their category (the legend's colours), each product's trail over
 * the earlier periods (its start hollow, markers growing towards the bubble, each with its
 * period's tooltip), an arrow beside each bubble whose rms or growth lies beyond its axis
 * (the bubble sits on the edge, its tooltip gives the real value), dividers at rms 1 (x 0.5)
 * and the period's growth threshold (y 0.5: G year over year, G scaled to the period against
 * the previous one) and the four quadrant names. Points without growth are not drawn: the
 * view lists them.
 */
export function mcpChartView({ data, periodIndex, hiddenCategoryIds = new Set(), showLabels, categoryName, categoryColors }: McpChartViewInput): McpChartView {
  const t = MCP_CHART_TEXTS;
  const period = data.periods[periodIndex];
  // The divider and the quadrants: the threshold this period was judged against (G scaled against the previous period).
  const context: GrowthContext = period ? growthContext(period, data.grouping) : { threshold: data.growthThreshold, comparison: '' };
  const threshold = context.threshold;
  const points = (period?.items ?? []).filter((point) => !hiddenCategoryIds.has(point.categoryId));
  const drawn = points.filter(hasGrowth);
  const withoutGrowth = points.filter((point) => !hasGrowth(point));

  const categoryIds = [...new Set(drawn.map((point) => point.categoryId))];

  // Each product's steps over the periods (those with growth), for its trail.
  const history = new Map<number, TrailStep[]>();
  for (const item of data.periods) {
    const growth = growthContext(item, data.grouping);
    for (const point of item.items) {
      if (!hasGrowth(point)) continue;
      history.set(point.productId, [...(history.get(point.productId) ?? []), { start: item.date, label: item.label, point, growth }]);
    }
  }

  // Tooltips are written when shown: a thousand of them up front would slow the first frame.
  const byId = new Map(drawn.map((point) => [pointId(point), point]));
  const trailSteps = new Map<string, TrailStep>();
  const outOfScaleMarks: OutOfScaleMark<BubbleRow>[] = [];

  const series: McpChartOption['series'] = [];
  for (const categoryId of categoryIds) {
    const inCategory = drawn.filter((point) => point.categoryId === categoryId);
    // One line series per category for every trail in it; '-' breaks the line between products.
    const trailData: ([number, number] | '-')[] = [];
    // Its steps' markers: the start hollow, then growing towards the bubble (the trail's direction).
    const markers: TrailRow[] = [];
    for (const point of inCategory) {
      const earlier = trail(history.get(point.productId) ?? [], period?.date ?? '');
      if (earlier.length === 0) continue;
      trailData.push(...earlier.map((step) => [step.point.x, step.point.y!] as [number, number]), [point.x, point.y!], '-');
      earlier.forEach((step, index) => {
        const id = `step-${point.productId}-${step.start}`;
        // The start's tooltip says so: the trail is read from there.
        trailSteps.set(id, index === 0 ? { ...step, label: `${step.label} (${t.tooltip.trailStart})` } : step);
        const size = TRAIL_MARKER_MIN + ((TRAIL_MARKER_MAX - TRAIL_MARKER_MIN) * index) / earlier.length;
        markers.push([step.point.x, step.point.y!, size, point.name, id]);
      });
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
      series.push({
        type: 'scatter',
        id: trailMarkersSeriesId(categoryId),
        z: 1,
        dimensions: ['x', 'y', 'size', { name: 'name', type: 'ordinal' }, { name: 'id', type: 'ordinal' }],
        encode: { x: 'x', y: 'y', itemName: 'name', itemId: 'id' },
        symbol: (row: TrailRow) => (row[2] === TRAIL_MARKER_MIN ? 'emptyCircle' : 'circle'),
        symbolSize: (row: TrailRow) => row[2],
        itemStyle: { color: TRAIL_COLOR, borderWidth: 2 },
        data: markers,
      });
    }
    for (const point of inCategory) {
      const { dx, dy } = outOfScale(point, threshold);
      if (dx !== 0 || dy !== 0) outOfScaleMarks.push({ value: bubbleRow(point), name: point.name, dx, dy });
    }
    series.push({
      type: 'scatter',
      id: bubbleSeriesId(categoryId),
      z: 2,
      // Rows, not one object per bubble: ECharts reads a thousand of them as a table, far faster.
      dimensions: ['x', 'y', 'r', { name: 'name', type: 'ordinal' }, { name: 'id', type: 'ordinal' }],
      encode: { x: 'x', y: 'y', itemName: 'name', itemId: 'id' },
      symbolSize: (row: BubbleRow) => bubbleDiameter(row[2]),
      // One colour rule: the category's, as the legend shows it.
      itemStyle: { color: categoryColors.get(categoryId) ?? TRAIL_COLOR, opacity: 0.85, borderColor: '#ffffff', borderWidth: 1 },
      label: markLabel(showLabels, '#263238'),
      labelLayout: markLabelLayout((index) => inCategory[index]?.x),
      data: inCategory.map(bubbleRow),
    });
  }
  if (outOfScaleMarks.length > 0) series.push(outOfScaleSeries(outOfScaleMarks));
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
    // Moves between periods are animated (every chart is drawn at once: contracts/chart).
    animationDurationUpdate: 700,
    grid: { left: 72, right: 24, top: 24, bottom: 56 },
    xAxis: { ...axis, name: t.xAxis, nameGap: 32, axisLabel: { formatter: (value: number) => rmsAxisLabel(value) } },
    yAxis: {
      ...axis,
      name: t.yAxis,
      nameGap: 56,
      axisLabel: { formatter: (value: number) => growthAxisLabel(value, threshold) },
    },
    tooltip: {
      ...SCREEN_FIT_TOOLTIP,
      trigger: 'item',
      formatter: (params) => {
        // Bubbles and trail steps are rows; out-of-scale arrows are objects holding the bubble's row.
        const data = (params as unknown as { data?: BubbleRow | { value: BubbleRow } }).data;
        const id = String((Array.isArray(data) ? data : data?.value)?.[4]);
        const point = byId.get(id);
        if (point) return bubbleTooltip(point, categoryName(point.categoryId), context);
        const step = trailSteps.get(id);
        return step ? `<strong>${encodeHTML(step.label)}</strong><br/>${bubbleTooltip(step.point, categoryName(step.point.categoryId), step.growth)}` : '';
      },
    },
    series,
  };
  return { option, drawn, withoutGrowth };
}

/**
 * The chart page as it opens (the server draws it as the page's first screen), or the report's
 * chart of the period at `periodIndex` (the last by default): every category shown, the names
 * while that period's can be read, each category in its legend colour.
 */
export function mcpFirstScreenOption(data: McpChartData, categories: readonly McpChartCategory[], periodIndex = data.periods.length - 1): McpChartOption {
  const names = new Map(categories.map((category) => [category.id, category.name]));
  return mcpChartView({
    data,
    periodIndex,
    showLabels: (data.periods[periodIndex]?.items.length ?? 0) <= LABELS_BY_DEFAULT_MAX,
    categoryName: (id) => names.get(id) ?? String(id),
    categoryColors: categoryColors(chartLegend(data, categories)),
  }).option;
}
