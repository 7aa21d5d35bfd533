import type { PeriodGrouping } from '../../format/date.js';
import { comparisonOffset, coveredPeriods, type MonthlyValues, monthsTotals, type PeriodWindow, valuesByMonth } from '../periods.js';
import { marketGrowth, periodGrowthThreshold } from './formulas.js';
import type { McpGrouping, McpGrowthBasis } from './constants.js';
import { roundCentavos } from './wire.js';
import type { McpChartWirePeriod } from './wire-schema.js';

/**
 * MCP chart assembly (docs/domain/mcp.md): monthly sums as SQL answers them become the
 * periods of the grouping, like for like (contracts' `coveredPeriods`: an incomplete period
 * sums the months it covers and grows against the same months a year earlier or of the
 * previous period, by the growth basis, judged against G scaled to that distance), and
 * each plotted product's sums a period, in the compact answer (./wire.ts: `expandMcpChartData` makes the chart records).
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
  /** Year over year where the data reach a year back, else against the previous period; or always the previous period. */
  basis: McpGrowthBasis;
  /** G, the MCP's yearly growth threshold. */
  growthThreshold: number;
  window: PeriodWindow;
  /** Active products passing the filter, with their months. */
  products: PlottedProduct[];
  /** Each category's market a month: every product's and competitor's revenue in it. */
  markets: Map<number, MonthlyValues<'market'>[]>;
  /** Each category's competitors' monthly revenue, one list per competitor. */
  competitors: Map<number, MonthlyValues<'total'>[][]>;
}

export function mcpChartPeriods(input: McpChartInput): McpChartWirePeriod[] {
  const markets = new Map([...input.markets].map(([categoryId, months]) => [categoryId, valuesByMonth(months)]));
  // The span, its periods and what each growth compares (like-for-like periods): every month with data of the scope.
  const covered = coveredPeriods(
    [...markets.values()].flatMap((months) => [...months.keys()]),
    PERIOD_GROUPING[input.grouping],
    input.window,
    input.basis,
  );
  const competitors = new Map([...input.competitors].map(([categoryId, owners]) => [categoryId, owners.map((months) => valuesByMonth(months))]));
  const periods: McpChartWirePeriod[] = covered.map(({ start, label, months, complete, basis, compared }) => ({
    date: start,
    label,
    from: months[0],
    months: months.length,
    complete,
    basis,
    compared,
    // G scaled to how far apart the compared months lie (G itself a year apart).
    threshold: periodGrowthThreshold(input.growthThreshold, comparisonOffset(basis, input.grouping)),
    markets: [],
    points: [],
  }));
  const categoriesOf = periods.map(() => new Set<number>());

  // Only what the server sums goes out: per period each category's market figures once and each
  // point's own sums, over the months the period covers; contracts' expandMcpChartData computes the rest.
  input.products.forEach((product, index) => {
    const months = valuesByMonth(product.months);
    covered.forEach((period, at) => {
      const sums = monthsTotals(months, period.months);
      const faturamento = roundCentavos(sums?.values.total ?? 0);
      // A product without revenue in a period has no point in it (nor outside the window).
      if (!sums || !(faturamento > 0)) return;
      const target = periods[at];
      if (!categoriesOf[at].has(product.categoryId)) {
        categoriesOf[at].add(product.categoryId);
        const market = markets.get(product.categoryId);
        const total = (months: readonly string[]) => (market ? monthsTotals(market, months)?.values.market : undefined);
        // Growth like for like: the compared months and their counterparts.
        const growth = marketGrowth(total(period.compared.current) ?? 0, total(period.compared.previous) ?? null);
        const leader = Math.max(0, ...(competitors.get(product.categoryId) ?? []).map((owner) => monthsTotals(owner, period.months)?.values.total ?? 0));
        target.markets.push(product.categoryId, total(period.months) ?? 0, growth, leader);
      }
      const values = sums.values;
      target.points.push(index, sums.months, faturamento, roundCentavos(values.cost ?? 0), roundCentavos(values.expenses ?? 0), roundCentavos(values.amount ?? 0));
    });
  });
  return periods;
}
