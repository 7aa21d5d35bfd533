import type { PeriodGrouping } from '../../format/date.js';
import { type ChartPeriod, chartPeriods, type MonthlyValues, periodTimeline, periodTotals, type PeriodWindow } from '../periods.js';
import { marketGrowth } from './formulas.js';
import type { McpGrouping } from './schema.js';
import { type McpChartWirePeriod, roundCentavos } from './wire.js';

/**
 * MCP chart assembly (MATRICES.md "MCP"): monthly sums as SQL answers them become the
 * periods of the grouping (contracts' chart assembly) and each plotted product's sums a
 * period, in the compact answer (./wire.ts: `expandMcpChartData` makes the chart records).
 * Pure: the backend's chart_data feeds it SQL sums; the backend suites read its answer through the API.
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
  window: PeriodWindow;
  /** Active products passing the filter, with their months. */
  products: PlottedProduct[];
  /** Each category's market a month: every product's and competitor's revenue in it. */
  markets: Map<number, MonthlyValues<'market'>[]>;
  /** Each category's competitors' monthly revenue, one list per competitor. */
  competitors: Map<number, MonthlyValues<'total'>[][]>;
}

export function mcpChartPeriods(input: McpChartInput): McpChartWirePeriod[] {
  const grouping = PERIOD_GROUPING[input.grouping];
  const { window } = input;

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
  const periods: McpChartWirePeriod[] = periodTimeline(starts[0], starts.at(-1)!, grouping).map(({ start, label }) => ({ date: start, label, markets: [], points: [] }));
  const byStart = new Map(periods.map((period) => [period.date, period]));
  const marketsOf = new Map<McpChartWirePeriod, Set<number>>();

  // Only what the server sums goes out: per period each category's market figures once and each
  // point's own sums; contracts' expandMcpChartData computes the rest of the chart record.
  input.products.forEach((product, index) => {
    for (const period of periodTotals(product.months, grouping)) {
      const faturamento = roundCentavos(period.values.total ?? 0);
      const target = byStart.get(period.start);
      // A product without revenue in a period has no point in it (nor outside the window).
      if (!target || !(faturamento > 0)) continue;
      let categories = marketsOf.get(target);
      if (!categories) marketsOf.set(target, (categories = new Set()));
      if (!categories.has(product.categoryId)) {
        categories.add(product.categoryId);
        const market = markets.get(product.categoryId)?.get(period.start);
        const growth = market ? marketGrowth(market.values.market, market.previous?.values.market ?? null) : null;
        target.markets.push(product.categoryId, market?.values.market ?? 0, growth, Math.max(0, ...(leaders.get(product.categoryId)?.get(period.start) ?? [])));
      }
      const values = period.values;
      target.points.push(index, period.months, faturamento, roundCentavos(values.cost ?? 0), roundCentavos(values.expenses ?? 0), roundCentavos(values.amount ?? 0));
    }
  });
  return periods;
}
