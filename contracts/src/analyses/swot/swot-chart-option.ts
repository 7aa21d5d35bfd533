import type { BarSeriesOption, ScatterSeriesOption } from 'echarts/charts';
import type { GridComponentOption, TooltipComponentOption } from 'echarts/components';
import type { ComposeOption } from 'echarts/core';
import type { SwotChartName } from './swot-chart-svg.js';
import { isInternalQuadrant, SWOT_CROSS_QUADRANT_NAMES, type SwotCrossQuadrant } from './formulas.js';
import type { SwotChartData } from './schema.js';
import { toTenScale } from '../../format/chart.js';
import { formatPtBrNumber } from '../../format/number.js';
import { encodeHTML } from '../../chart-options/encode-html.js';
import { INTENSITY_COLORS } from '../../chart-options/intensity-colors.js';
import { SCREEN_FIT_TOOLTIP } from '../../chart-options/screen-fit.js';
import { SWOT_CHART_TEXTS } from './swot-chart-texts.js';

const t = SWOT_CHART_TEXTS;

export type SwotScoresOption = ComposeOption<BarSeriesOption | GridComponentOption | TooltipComponentOption>;
export type SwotHeatmapOption = ComposeOption<ScatterSeriesOption | GridComponentOption | TooltipComponentOption>;

/** The quadrants in the order of docs/domain/swot.md, each with its colour. */
export const CROSS_QUADRANTS: readonly { quadrant: SwotCrossQuadrant; color: string }[] = [
  { quadrant: 'ofensiva', color: '#2e7d32' },
  { quadrant: 'defensiva', color: '#1565c0' },
  { quadrant: 'debilidade', color: '#ef6c00' },
  { quadrant: 'vulnerabilidade', color: '#c62828' },
];


/** Width (px) of the quadrant names beside the bars: a longer name wraps onto a second line. */
const SCORE_NAME_WIDTH = 96;

/**
 * The four quadrant scores as horizontal bars, 0..10 like every score: each quadrant's name
 * is a row header beside its bar, so the four names never run together, at 360 px as at 1280.
 */
export function swotScoresOption(chart: SwotChartData): SwotScoresOption {
  return {
    grid: { left: SCORE_NAME_WIDTH + 12, right: 48, top: 16, bottom: 32 },
    // Every quadrant named (by default ECharts drops labels it thinks collide), the first on top.
    yAxis: {
      type: 'category',
      inverse: true,
      data: CROSS_QUADRANTS.map(({ quadrant }) => SWOT_CROSS_QUADRANT_NAMES[quadrant]),
      axisLabel: { interval: 0, width: SCORE_NAME_WIDTH, overflow: 'break' },
    },
    // pt-BR ticks ('2,5'): ECharts' own would read '2.5'.
    xAxis: { type: 'value', min: 0, max: 10, interval: 2.5, axisLabel: { formatter: (value: number) => formatPtBrNumber(value) } },
    tooltip: { ...SCREEN_FIT_TOOLTIP, trigger: 'item', formatter: (params) => `${encodeHTML((params as { name: string }).name)}: ${toTenScale(chart.scores[CROSS_QUADRANTS[(params as { dataIndex: number }).dataIndex].quadrant])}` },
    series: [
      {
        type: 'bar',
        name: t.scores,
        label: { show: true, position: 'right', formatter: (params) => toTenScale(chart.scores[CROSS_QUADRANTS[params.dataIndex].quadrant]) },
        data: CROSS_QUADRANTS.map(({ quadrant, color }) => ({ value: chart.scores[quadrant] * 10, itemStyle: { color } })),
      },
    ],
  };
}

/** Pixel height of the heat map for `rows` internal items. */
export const heatmapHeight = (rows: number) => 96 + rows * 44;

/**
 * The crossing grid as a heat map: internal items (rows, the first on top) × external items
 * (columns), one square cell per pair coloured by its intensity, pairs never crossed at 0.
 */
export function swotHeatmapOption(chart: SwotChartData): SwotHeatmapOption {
  const internals = chart.items.filter((item) => isInternalQuadrant(item.quadrant));
  const externals = chart.items.filter((item) => !isInternalQuadrant(item.quadrant));
  const intensity = (internal: number, external: number) =>
    chart.crossings.find((crossing) => crossing.internal === internal && crossing.external === external)?.intensity ?? 0;
  const label = (item: (typeof chart.items)[number]) => `${item.quadrant} · ${item.text}`;
  return {
    grid: { left: 160, right: 16, top: 16, bottom: 72 },
    xAxis: { type: 'category', data: externals.map(label), axisLabel: { interval: 0, rotate: 20, width: 120, overflow: 'truncate' }, splitLine: { show: false } },
    yAxis: { type: 'category', data: internals.map(label), inverse: true, axisLabel: { width: 140, overflow: 'truncate' } },
    tooltip: {
      ...SCREEN_FIT_TOOLTIP,
      trigger: 'item',
      formatter: (params) => {
        const [column, row, value] = (params as unknown as { value: [number, number, number] }).value;
        return encodeHTML(t.cell(internals[row].text, externals[column].text, t.intensities[value]));
      },
    },
    series: [
      {
        type: 'scatter',
        name: t.heatmap,
        symbol: 'rect',
        symbolSize: [40, 32],
        label: { show: true, formatter: (params) => String((params.value as number[])[2]), color: '#212121' },
        data: internals.flatMap((internal, row) =>
          externals.map((external, column) => {
            const value = intensity(internal.id, external.id);
            return {
              value: [column, row, value],
              itemStyle: { color: INTENSITY_COLORS[value], borderColor: '#bdbdbd', borderWidth: 1 },
              label: { color: value >= 2 ? '#ffffff' : '#212121' },
            };
          }),
        ),
      },
    ],
  };
}

/** The SWOT chart page's charts, by name: the page draws them, and the server its first screen (GET chart_svg ?chart=). */
export const SWOT_CHART_OPTIONS = {
  scores: swotScoresOption,
  heatmap: swotHeatmapOption,
} as const satisfies Record<SwotChartName, (chart: SwotChartData) => SwotScoresOption | SwotHeatmapOption>;
