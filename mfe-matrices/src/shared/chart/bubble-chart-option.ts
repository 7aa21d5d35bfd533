import type { ScatterSeriesOption } from 'echarts/charts';
import type { GridComponentOption, TooltipComponentOption } from 'echarts/components';
import type { ComposeOption } from 'echarts/core';
import { bubbleRadius, colorToHex, formatBRL, toTenScale } from 'contracts';
import { encodeHTML } from './encode-html';

export type BubbleChartOption = ComposeOption<ScatterSeriesOption | GridComponentOption | TooltipComponentOption>;

/** One bubble (seed-matrices-plans §2 "Chart display rules": an item of a matrix period). */
export interface BubbleItem {
  name: string;
  /** 0xRRGGBB; 0 or less picks a colour from the name. */
  color: number;
  /** 0..1 */
  x: number;
  /** 0..1 */
  y: number;
  /** 0..1 */
  size: number;
  active: boolean;
  faturamento: number;
}

export interface BubbleChartTexts {
  xAxis: string;
  yAxis: string;
  revenue: string;
}

/** Pixels per unit of bubbleRadius: size 0 → 10 px wide, size 1 → 70 px wide. */
export const BUBBLE_PX_PER_RADIUS_UNIT = 5;

type BubbleValue = [x: number, y: number, size: number, faturamento: number];

/** A 0..1 value axis of a matrix chart, its labels on the 0..10 scale scores are shown in. */
export const scoreAxis = (name: string, interval = 0.5) => ({
  type: 'value' as const,
  name,
  nameLocation: 'middle' as const,
  nameGap: 32,
  min: 0,
  max: 1,
  interval,
  axisLabel: { formatter: (value: number) => toTenScale(value) },
});

/** The ECharts option of a matrix bubble chart: 0..1 axes, one bubble per active item. */
export function bubbleChartOption(items: readonly BubbleItem[], texts: BubbleChartTexts, showLabels: boolean): BubbleChartOption {
  const axis = (name: string) => scoreAxis(name);
  return {
    grid: { left: 56, right: 24, top: 24, bottom: 56 },
    xAxis: axis(texts.xAxis),
    yAxis: axis(texts.yAxis),
    tooltip: {
      trigger: 'item',
      formatter: (params) => {
        const { name, value } = params as unknown as { name: string; value: BubbleValue };
        const [x, y, , faturamento] = value;
        // Item names are user data: escaped before they reach the tooltip's HTML.
        return [
          `<strong>${encodeHTML(name)}</strong>`,
          `${encodeHTML(texts.xAxis)}: ${toTenScale(x)}`,
          `${encodeHTML(texts.yAxis)}: ${toTenScale(y)}`,
          `${encodeHTML(texts.revenue)}: ${formatBRL(faturamento)}`,
        ].join('<br/>');
      },
    },
    series: [
      {
        type: 'scatter',
        label: { show: showLabels, position: 'top', formatter: '{b}', color: '#333' },
        data: items
          .filter((item) => item.active)
          .map((item) => ({
            name: item.name,
            value: [item.x, item.y, item.size, item.faturamento] satisfies BubbleValue,
            symbolSize: 2 * bubbleRadius(item.size) * BUBBLE_PX_PER_RADIUS_UNIT,
            itemStyle: { color: colorToHex(item.color, item.name), opacity: 0.85 },
          })),
      },
    ],
  };
}
