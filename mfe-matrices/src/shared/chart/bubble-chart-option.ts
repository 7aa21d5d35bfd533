import type { ScatterSeriesOption } from 'echarts/charts';
import type { GridComponentOption, TooltipComponentOption } from 'echarts/components';
import type { ComposeOption } from 'echarts/core';
import { bubbleDiameter, colorToHex, encodeHTML, formatBRL, markLabel, markLabelLayout, scoreChartFrame, toTenScale } from 'contracts';

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
