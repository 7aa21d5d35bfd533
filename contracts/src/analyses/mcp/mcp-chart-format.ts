import { EMPTY_DISPLAY, formatPercent } from '../../format/number.js';

/** Display helpers of the MCP chart, its tooltips and its table (pt-BR). */

const times = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const axisTimes = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 2 });

/** A relative market share as a multiple: 1.5 → '1,50×'. */
export function formatRms(value: number): string {
  return Number.isFinite(value) ? `${times.format(value)}×` : EMPTY_DISPLAY;
}

/** The rms an x (0..1) stands for on the log axis: the inverse of contracts' rmsToX (0 → 0.1×, 0.5 → 1×, 1 → 10×). */
export function xToRms(x: number): number {
  return 10 ** (2 * x - 1);
}

/** The growth a y (0..1) stands for: the inverse of contracts' growthToY (0.5 → G, ±0.5 → G ± 20 points). */
export function yToGrowth(y: number, threshold: number): number {
  return threshold + (y - 0.5) * 0.4;
}

/** x-axis tick: '0,1×', '1×', '10×'. */
export const rmsAxisLabel = (x: number): string => `${axisTimes.format(xToRms(x))}×`;

/** y-axis tick: the market growth at that height, e.g. '-10,0 %', '10,0 %', '30,0 %' for G = 10 %. */
export const growthAxisLabel = (y: number, threshold: number): string => formatPercent(yToGrowth(y, threshold));
