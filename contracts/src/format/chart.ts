import { EMPTY_DISPLAY, ptBrNumberFormat } from './number.js';

/** Chart display rules. */

const tenScale = ptBrNumberFormat({ minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** A 0..1 score as shown in tooltips: 0..10 with two decimals, pt-BR comma (0.75 → '7,50'). */
export function toTenScale(value: number): string {
  return Number.isFinite(value) ? tenScale().format(value * 10) : EMPTY_DISPLAY;
}

/** Bubble radius from a 0..1 size: 1 + 6 × size. */
export function bubbleRadius(size: number): number {
  return 1 + 6 * size;
}

/**
 * 0..1 bubble size from a magnitude: sqrt(value / max), so bubble area follows the value.
 * 0 when there is nothing to compare with (max ≤ 0) or the value is not positive.
 */
export function bubbleSize(value: number, max: number): number {
  if (!(max > 0) || !(value > 0)) return 0;
  return Math.sqrt(Math.min(value, max) / max);
}

/** Keeps a chart coordinate inside 0..1; NaN becomes 0. */
export function clamp01(value: number): number {
  if (Number.isNaN(value)) return 0;
  return Math.min(1, Math.max(0, value));
}

export interface ChartPointParams {
  minX: number | null;
  maxX: number | null;
  minY: number | null;
  maxY: number | null;
  minR: number | null;
  maxR: number | null;
  siblings: number;
}

/**
 * One bubble of a chart period. `growth` and `y` are null when the
 * point has no previous period to grow from (its first period, or a gap before it): an
 * unknown growth is not a 0 % growth, and the chart leaves such a point off the growth axis.
 */
export interface ChartPoint {
  count: number;
  x: number;
  participation: number;
  y: number | null;
  growth: number | null;
  r: number;
  siblings: number;
  amount: number;
  cost: number;
  contrib: number;
  contribMargValue: number;
  contribMargPerc: number;
  faturamento: number;
  expenses: number;
  params: ChartPointParams;
}
