import type { ScatterSeriesOption } from 'echarts/charts';
import { bubbleRadius, toTenScale } from '../format/chart.js';
import { SCREEN_FIT_TOOLTIP } from './screen-fit.js';

/** What the matrix bubble charts share (the MCP's, the Multifatorial's, the Ambiental's): bubble sizes, score axes and out-of-scale arrows. */

/** Pixels per unit of bubbleRadius: size 0 → 10 px wide, size 1 → 70 px wide. */
const BUBBLE_PX_PER_RADIUS_UNIT = 5;

/** Symbol diameter in pixels: the seed's radius 1 + 6 × size, scaled like every matrix chart. */
export const bubbleDiameter = (size: number): number => 2 * bubbleRadius(size) * BUBBLE_PX_PER_RADIUS_UNIT;

/** A hair of tolerance: a value computed exactly at an axis end (e.g. growth G − 20 points) is on the plot. */
const AXIS_EPSILON = 1e-9;

/** Which side of a 0..1 axis a value lies beyond: −1 below 0, 1 above 1, 0 on the plot. */
export function beyondAxis(value: number): -1 | 0 | 1 {
  if (value < -AXIS_EPSILON) return -1;
  if (value > 1 + AXIS_EPSILON) return 1;
  return 0;
}

/** Out-of-scale arrows are drawn in a dark red no bubble colour of the palette is. */
export const OUT_OF_SCALE_COLOR = '#b71c1c';

/** How far an out-of-scale arrow sits outward from its bubble's centre (px): inside every chart's margin. */
const OUT_OF_SCALE_NUDGE = 6;

/** An out-of-scale arrow: at the clamped bubble's place, drawn (and tooltipped) with its value. */
export interface OutOfScaleMark<Value extends readonly (string | number)[]> {
  value: Value;
  name: string;
  /** −1 left, 1 right, 0 inside. */
  dx: -1 | 0 | 1;
  /** −1 down, 1 up, 0 inside. */
  dy: -1 | 0 | 1;
}

/**
 * Honest scales (issue 22): a bubble whose value lies beyond an axis is drawn on its edge, and
 * an arrow over it points off the plot the way the value goes (a corner's diagonally). The
 * arrow sits on the edge, over the bubble's centre (a bubble's size would push it out of the
 * chart), on top of the bubbles; its tooltip is the bubble's, with the real value.
 */
export function outOfScaleSeries<Value extends readonly (string | number)[]>(marks: readonly OutOfScaleMark<Value>[]): ScatterSeriesOption {
  return {
    type: 'scatter',
    id: 'out-of-scale',
    z: 3,
    symbol: 'arrow',
    symbolSize: [12, 16],
    itemStyle: { color: OUT_OF_SCALE_COLOR, borderColor: '#ffffff', borderWidth: 1.5 },
    // The arrow keeps its colour when hovered (its tooltip still shows).
    emphasis: { disabled: true },
    data: marks.map(({ value, name, dx, dy }) => {
      const length = Math.hypot(dx, dy);
      return {
        value: [...value],
        name,
        // ECharts' arrow points up; positive degrees turn it anticlockwise. Screen y grows downwards.
        symbolRotate: (Math.atan2(dy, dx) * 180) / Math.PI - 90,
        symbolOffset: [(dx / length) * OUT_OF_SCALE_NUDGE, (-dy / length) * OUT_OF_SCALE_NUDGE],
      };
    }),
  };
}

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
