import type { ScatterSeriesOption } from 'echarts/charts';
import { bubbleRadius } from '../format/chart.js';

/** What the matrix bubble charts share (the MCP's, the Multifatorial's, the Ambiental's): bubble sizes and out-of-scale arrows. */

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
