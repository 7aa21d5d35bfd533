import {
  bubbleSize,
  type ChartPeriod,
  chartPeriods,
  contributionMargin,
  contributionShare,
  growthToY,
  marketGrowth,
  marketParticipation,
  mcpParams,
  mcpQuadrant,
  type McpChartPeriod,
  type McpChartPoint,
  type McpGrouping,
  type MonthlyValues,
  type PeriodGrouping,
  periodTimeline,
  periodTotals,
  type PeriodWindow,
  relativeMarketShare,
  rmsToX,
} from 'contracts';

/**
 * MCP chart assembly (MATRICES.md "MCP"): monthly sums as SQL answers them become the
 * periods of the grouping (contracts' chart assembly) and each plotted product's point
 * (contracts' MCP formulas). Pure: the service feeds it, the tests read its answer through the API.
 */

const PERIOD_GROUPING: Record<McpGrouping, PeriodGrouping> = { 1: 'month', 3: 'trimester', 6: 'semester', 12: 'year' };

/** A product's monthly sums; `control` is 1 in a month with control data (0 for expenses only). */
export type ProductMonth = MonthlyValues<'total' | 'cost' | 'amount' | 'expenses' | 'control'>;

export interface PlottedProduct {
  id: number;
  mcpId: number;
  categoryId: number;
  name: string;
  color: number;
  months: ProductMonth[];
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
  const periods = periodTimeline(starts[0], starts.at(-1)!, grouping).map(({ start, label }) => ({
    date: start,
    label,
    raw: [] as Omit<McpChartPoint, 'r' | 'contrib' | 'siblings' | 'params'>[],
  }));
  const byStart = new Map(periods.map((period) => [period.date, period]));

  for (const product of input.products) {
    for (const period of chartPeriods(product.months, grouping, window)) {
      const faturamento = round2(period.values.total ?? 0);
      const target = byStart.get(period.start);
      // A product without revenue in a period has no point in it.
      if (!target || !(faturamento > 0)) continue;
      const market = markets.get(product.categoryId)?.get(period.start);
      const rms = relativeMarketShare(faturamento, leaders.get(product.categoryId)?.get(period.start) ?? []);
      const growth = market ? marketGrowth(market.values.market, market.previous?.values.market ?? null) : null;
      const cost = round2(period.values.cost ?? 0);
      const expenses = round2(period.values.expenses ?? 0);
      const margin = contributionMargin(faturamento, cost, expenses);
      target.raw.push({
        mcpId: product.mcpId,
        productId: product.id,
        categoryId: product.categoryId,
        name: product.name,
        color: product.color,
        count: period.values.control ?? 0,
        rms,
        x: rmsToX(rms),
        growth,
        y: growth === null ? null : growthToY(growth, threshold),
        quadrant: growth === null ? null : mcpQuadrant(rms, growth, threshold),
        participation: marketParticipation(faturamento, market?.values.market ?? 0),
        faturamento,
        cost,
        amount: round2(period.values.amount ?? 0),
        expenses,
        contribMargValue: round2(margin.value),
        contribMargPerc: margin.perc,
      });
    }
  }

  return periods.map(({ date, label, raw }) => {
    const maxFaturamento = Math.max(0, ...raw.map((p) => p.faturamento));
    const totalMargin = round2(raw.reduce((sum, p) => sum + p.contribMargValue, 0));
    const siblings = new Map<number, number>();
    for (const point of raw) siblings.set(point.categoryId, (siblings.get(point.categoryId) ?? 0) + 1);
    const params = mcpParams(raw, 0);
    const items = raw.map((point) => ({
      ...point,
      r: bubbleSize(point.faturamento, maxFaturamento),
      contrib: contributionShare(point.contribMargValue, totalMargin),
      siblings: siblings.get(point.categoryId)!,
      params: { ...params, siblings: siblings.get(point.categoryId)! },
    }));
    return { date, label, items };
  });
}
