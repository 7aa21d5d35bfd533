import { bubbleSize, type ChartPointParams } from '../../format/chart.js';
import type { PeriodGrouping } from '../../format/date.js';
import { type ChartPeriod, chartPeriods, type MonthlyValues, periodTimeline, periodTotals, type PeriodWindow } from '../periods.js';
import {
  contributionMargin,
  contributionShare,
  growthToY,
  marketGrowth,
  marketParticipation,
  mcpParams,
  mcpQuadrant,
  relativeMarketShare,
  rmsToX,
} from './formulas.js';
import type { McpChartPeriod, McpGrouping } from './schema.js';

/**
 * MCP chart assembly (MATRICES.md "MCP"): monthly sums as SQL answers them become the
 * periods of the grouping (contracts' chart assembly) and each plotted product's point
 * (the MCP formulas). Pure: the backend's chart_data feeds it SQL sums; the backend suites read its answer through the API.
 */

const PERIOD_GROUPING: Record<McpGrouping, PeriodGrouping> = { 1: 'month', 3: 'trimester', 6: 'semester', 12: 'year' };

export interface PlottedProduct {
  id: number;
  mcpId: number;
  categoryId: number;
  name: string;
  color: number;
  /** Months with data (the point's `count` counts them): control data and the expenses' total. */
  months: MonthlyValues<'total' | 'cost' | 'amount' | 'expenses'>[];
}

export interface McpChartInput {
  grouping: McpGrouping;
  growthThreshold: number;
  window: PeriodWindow;
  /** Active products passing the filter, with their months. */
  products: PlottedProduct[];
  /** Each category's market a month: every product's and competitor's revenue in it. */
  markets: Map<number, MonthlyValues<'market'>[]>;
  /** Each category's competitors' monthly revenue, one list per competitor. */
  competitors: Map<number, MonthlyValues<'total'>[][]>;
}

const round2 = (value: number) => Math.round(value * 100) / 100;

const NO_PARAMS: ChartPointParams = { minX: null, maxX: null, minY: null, maxY: null, minR: null, maxR: null, siblings: 0 };

export function mcpChartPeriods(input: McpChartInput): McpChartPeriod[] {
  const grouping = PERIOD_GROUPING[input.grouping];
  const { growthThreshold: threshold, window } = input;

  const markets = new Map<number, Map<string, ChartPeriod<'market'>>>();
  for (const [categoryId, months] of input.markets) {
    markets.set(categoryId, new Map(chartPeriods(months, grouping, window).map((period) => [period.start, period])));
  }
  const leaders = new Map<number, Map<string, number[]>>();
  for (const [categoryId, competitors] of input.competitors) {
    const totals = new Map<string, number[]>();
    for (const months of competitors) {
      for (const period of periodTotals(months, grouping)) totals.set(period.start, [...(totals.get(period.start) ?? []), period.values.total]);
    }
    leaders.set(categoryId, totals);
  }

  const starts = [...markets.values()].flatMap((periods) => [...periods.keys()]).sort();
  if (starts.length === 0) return [];
  const periods: McpChartPeriod[] = periodTimeline(starts[0], starts.at(-1)!, grouping).map(({ start, label }) => ({ date: start, label, items: [] }));
  const byStart = new Map(periods.map((period) => [period.date, period]));

  // Each point is built once, in its final shape; the fields that depend on the whole period
  // (r, contrib, siblings, params) are filled in below. 200 products × 36 months make 7 200.
  for (const product of input.products) {
    for (const period of periodTotals(product.months, grouping)) {
      const faturamento = round2(period.values.total ?? 0);
      const target = byStart.get(period.start);
      // A product without revenue in a period has no point in it (nor outside the window).
      if (!target || !(faturamento > 0)) continue;
      const market = markets.get(product.categoryId)?.get(period.start);
      const rms = relativeMarketShare(faturamento, leaders.get(product.categoryId)?.get(period.start) ?? []);
      const growth = market ? marketGrowth(market.values.market, market.previous?.values.market ?? null) : null;
      const cost = round2(period.values.cost ?? 0);
      const expenses = round2(period.values.expenses ?? 0);
      const margin = contributionMargin(faturamento, cost, expenses);
      target.items.push({
        mcpId: product.mcpId,
        productId: product.id,
        categoryId: product.categoryId,
        name: product.name,
        color: product.color,
        count: period.months,
        x: rmsToX(rms),
        participation: marketParticipation(faturamento, market?.values.market ?? 0),
        y: growth === null ? null : growthToY(growth, threshold),
        growth,
        r: 0,
        siblings: 0,
        amount: round2(period.values.amount ?? 0),
        cost,
        contrib: 0,
        contribMargValue: round2(margin.value),
        contribMargPerc: margin.perc,
        faturamento,
        expenses,
        rms,
        quadrant: growth === null ? null : mcpQuadrant(rms, growth, threshold),
        params: NO_PARAMS,
      });
    }
  }

  for (const { items } of periods) {
    let maxFaturamento = 0;
    let totalMargin = 0;
    const siblings = new Map<number, number>();
    for (const point of items) {
      maxFaturamento = Math.max(maxFaturamento, point.faturamento);
      totalMargin += point.contribMargValue;
      siblings.set(point.categoryId, (siblings.get(point.categoryId) ?? 0) + 1);
    }
    totalMargin = round2(totalMargin);
    const params = mcpParams(items, 0);
    // One params object per siblings count: the points share it (they are only read).
    const paramsOf = new Map<number, ChartPointParams>();
    for (const point of items) {
      point.siblings = siblings.get(point.categoryId)!;
      point.r = bubbleSize(point.faturamento, maxFaturamento);
      point.contrib = contributionShare(point.contribMargValue, totalMargin);
      let shared = paramsOf.get(point.siblings);
      if (!shared) paramsOf.set(point.siblings, (shared = { ...params, siblings: point.siblings }));
      point.params = shared;
    }
  }
  return periods;
}
