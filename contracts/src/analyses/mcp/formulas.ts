import { clamp01, type ChartPointParams } from '../../format/chart.js';

/**
 * MCP — Matriz Crescimento & Participação (BCG growth–share), docs/domain/mcp.md.
 * Inputs are sums over the months of one period (grouping); outputs are chart numbers.
 */

/** The MCP's default growth threshold G: 10 % market growth a year. */
export const DEFAULT_GROWTH_THRESHOLD = 0.1;

/** rms of a category with no competitor sales: the product leads alone. */
export const RMS_WITHOUT_COMPETITION = 10;

/** Own share of the category market; 0 when the market has no sales. */
export function marketParticipation(faturamento: number, market: number): number {
  return market > 0 ? faturamento / market : 0;
}

/** Relative market share: own revenue / the largest competitor's revenue in the category. */
export function relativeMarketShare(faturamento: number, competitorTotals: readonly number[]): number {
  const leader = Math.max(0, ...competitorTotals);
  return leader > 0 ? faturamento / leader : RMS_WITHOUT_COMPETITION;
}

/**
 * Where an rms lies on the log axis before it is kept on the plot: 0.1× → 0, 1× → 0.5,
 * 10× → 1, beyond them below 0 or above 1 (the chart marks those bubbles); no revenue → −∞.
 */
export function rmsAxisPosition(rms: number): number {
  return rms > 0 ? (Math.log10(rms) + 1) / 2 : Number.NEGATIVE_INFINITY;
}

/** Log axis from 0.1× (x 0) through 1× (x 0.5) to 10× (x 1); no revenue → 0. */
export function rmsToX(rms: number): number {
  return rms > 0 ? clamp01(rmsAxisPosition(rms)) : 0;
}

/** Market growth against the previous period; null when there is no previous market. */
export function marketGrowth(market: number, previousMarket: number | null): number | null {
  return previousMarket ? (market - previousMarket) / previousMarket : null;
}

/**
 * The threshold a growth over `months` months is judged against, from the yearly G:
 * `(1 + G)^(months / 12) − 1` (G 10 %: one month 0.797 %, a trimester 2.41 %, a semester
 * 4.88 %); 12 months (year over year) is G itself.
 */
export function periodGrowthThreshold(yearly: number, months: number): number {
  return months === 12 ? yearly : Math.pow(1 + yearly, months / 12) - 1;
}

/** Where a growth lies on the growth axis before it is kept on the plot (beyond G ± 20 points: below 0 or above 1). */
export function growthAxisPosition(growth: number, threshold: number = DEFAULT_GROWTH_THRESHOLD): number {
  return 0.5 + (growth - threshold) / 0.4;
}

/** Growth axis: G at the middle, ±20 points to the edges (G − 0.2 → 0, G + 0.2 → 1). */
export function growthToY(growth: number, threshold: number = DEFAULT_GROWTH_THRESHOLD): number {
  return clamp01(growthAxisPosition(growth, threshold));
}

export interface ContributionMargin {
  /** faturamento − cost − expenses (R$). */
  value: number;
  /** value / faturamento; 0 without revenue. */
  perc: number;
}

export function contributionMargin(faturamento: number, cost: number, expenses: number): ContributionMargin {
  const value = faturamento - cost - expenses;
  return { value, perc: faturamento !== 0 ? value / faturamento : 0 };
}

/** Share of one product's margin in the total margin of the plotted products; 0 when the total is 0. */
export function contributionShare(marginValue: number, totalMarginValue: number): number {
  return totalMarginValue !== 0 ? marginValue / totalMarginValue : 0;
}

export type McpQuadrant = 'Estrela' | 'Vaca Leiteira' | 'Interrogação' | 'Abacaxi';

/** Leader (rms ≥ 1) or not, in a market growing at least G or not. */
export function mcpQuadrant(rms: number, growth: number, threshold: number = DEFAULT_GROWTH_THRESHOLD): McpQuadrant {
  if (rms >= 1) return growth >= threshold ? 'Estrela' : 'Vaca Leiteira';
  return growth >= threshold ? 'Interrogação' : 'Abacaxi';
}

export interface McpRawValues {
  rms: number;
  growth: number | null;
  faturamento: number;
}

const range = (values: readonly number[]): [number | null, number | null] =>
  values.length > 0 ? [Math.min(...values), Math.max(...values)] : [null, null];

/**
 * A point's params: min/max of the raw x (rms), y (growth) and r (faturamento) over the
 * plotted products; unknown growths are left out, an empty side stays null.
 */
export function mcpParams(points: readonly McpRawValues[], siblings: number): ChartPointParams {
  const [minX, maxX] = range(points.map((p) => p.rms));
  const [minY, maxY] = range(points.flatMap((p) => (p.growth === null ? [] : [p.growth])));
  const [minR, maxR] = range(points.map((p) => p.faturamento));
  return { minX, maxX, minY, maxY, minR, maxR, siblings };
}
