import type { ScatterSeriesOption } from 'echarts/charts';
import type { GridComponentOption, TooltipComponentOption } from 'echarts/components';
import type { ComposeOption } from 'echarts/core';
import { bubbleDiameter, colorToHex, encodeHTML, formatBRL, markLabel, markLabelLayout, SCREEN_FIT_TOOLTIP, toTenScale } from 'contracts';

export type BubbleChartOption = ComposeOption<ScatterSeriesOption | GridComponentOption | TooltipComponentOption>;

/** One bubble (an item of a matrix period). */
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

type BubbleValue = [x: number, y: number, size: number, faturamento: number];

/** A 0..1 value axis of a matrix chart, its labels on the 0..10 scale scores are shown in. */
const scoreAxis = (name: string, interval: number) => ({
  type: 'value' as const,
  name,
  nameLocation: 'middle' as const,
  nameGap: 32,
  min: 0,
  max: 1,
  interval,
  axisLabel: { formatter: (value: number) => toTenScale(value) },
});

interface ScoreFrame {
  xAxis: string;
  yAxis: string;
  /** Between the axes' labels (0..1). */
  interval?: number;
  right?: number;
  splitLine?: boolean;
}

/**
 * What every matrix bubble chart shares: its grid, its two 0..1 score axes and an item tooltip
 * made of lines (none: no tooltip). What the lines show of user data is theirs to escape.
 */
export function scoreChartFrame<Params>(
  { xAxis, yAxis, interval = 0.5, right = 24, splitLine = true }: ScoreFrame,
  tooltipLines: (params: Params) => readonly string[],
) {
  const axis = (name: string) => ({ ...scoreAxis(name, interval), ...(splitLine ? {} : { splitLine: { show: false } }) });
  return {
    grid: { left: 56, right, top: 24, bottom: 56 },
    xAxis: axis(xAxis),
    yAxis: axis(yAxis),
    tooltip: { ...SCREEN_FIT_TOOLTIP, trigger: 'item' as const, formatter: (params: unknown) => tooltipLines(params as Params).join('<br/>') },
  };
}

/** The ECharts option of a matrix bubble chart: 0..1 axes, one bubble per active item. */
export function bubbleChartOption(items: readonly BubbleItem[], texts: BubbleChartTexts, showLabels: boolean): BubbleChartOption {
  const active = items.filter((item) => item.active);
  return {
    ...scoreChartFrame(texts, ({ name, value: [x, y, , faturamento] }: { name: string; value: BubbleValue }) => [
      // Item names are user data: escaped before they reach the tooltip's HTML.
      `<strong>${encodeHTML(name)}</strong>`,
      `${encodeHTML(texts.xAxis)}: ${toTenScale(x)}`,
      `${encodeHTML(texts.yAxis)}: ${toTenScale(y)}`,
      `${encodeHTML(texts.revenue)}: ${formatBRL(faturamento)}`,
    ]),
    series: [
      {
        type: 'scatter',
        label: markLabel(showLabels, '#333'),
        labelLayout: markLabelLayout((index) => active[index]?.x),
        data: active.map((item) => ({
          name: item.name,
          value: [item.x, item.y, item.size, item.faturamento] satisfies BubbleValue,
          symbolSize: bubbleDiameter(item.size),
          itemStyle: { color: colorToHex(item.color, item.name), opacity: 0.85 },
        })),
      },
    ],
  };
}
