import { bubbleSize, type ChartPointParams } from '../../format/chart.js';
import {
  contributionMargin,
  contributionShare,
  growthToY,
  marketParticipation,
  mcpParams,
  mcpQuadrant,
  relativeMarketShare,
  rmsToX,
} from './formulas.js';
import type { McpChartData, McpChartPoint } from './schema.js';
import type { McpChartWire } from './wire-schema.js';

/**
 * The compact answer of GET …/mcps/chart_data/ (issue 24): what the server sums, once.
 * A product's name and colour travel once, a category's market figures once a period, and a
 * point carries only its own sums; `expandMcpChartData` computes every other field of the
 * seed's chart record (x, participation, y, growth, r, siblings, contrib, contribMarg*, rms,
 * quadrant, params) with the MCP formulas, so the client gets exactly the numbers the server
 * used to send (`McpChartData`).
 */

/** Changes whenever this shape changes: part of the answer's ETag, so no browser keeps an old shape. */
export const MCP_CHART_WIRE_VERSION = 3;

/** Money as the chart answers it: centavos at most (sums of stored centavos lose float noise). */
export const roundCentavos = (value: number): number => Math.round(value * 100) / 100;


/** Fields of one point in `McpChartWirePeriod.points`, in this order. */
export const MCP_WIRE_POINT_FIELDS = ['product', 'count', 'faturamento', 'cost', 'expenses', 'amount'] as const;
/** Fields of one category in `McpChartWirePeriod.markets`, in this order. */
export const MCP_WIRE_MARKET_FIELDS = ['categoryId', 'market', 'growth', 'leader'] as const;


const MARKET_WIDTH = MCP_WIRE_MARKET_FIELDS.length;
const POINT_WIDTH = MCP_WIRE_POINT_FIELDS.length;

/** The seed's chart records from the compact answer (docs/domain/mcp.md), in the server's point order. */
export function expandMcpChartData(wire: McpChartWire): McpChartData {
  const periods = wire.periods.map(({ date, label, from, months, complete, basis, compared, threshold, markets: flatMarkets, points: flat }) => {
    const markets = new Map<number, { market: number; growth: number | null; leader: number }>();
    for (let i = 0; i < flatMarkets.length; i += MARKET_WIDTH) {
      markets.set(flatMarkets[i] as number, { market: flatMarkets[i + 1] as number, growth: flatMarkets[i + 2], leader: flatMarkets[i + 3] as number });
    }
    const items: McpChartPoint[] = [];
    for (let i = 0; i < flat.length; i += POINT_WIDTH) {
      const product = wire.products[flat[i]];
      const [count, faturamento, cost, expenses, amount] = flat.slice(i + 1, i + POINT_WIDTH);
      const category = markets.get(product.categoryId);
      const rms = relativeMarketShare(faturamento, [category?.leader ?? 0]);
      const growth = category?.growth ?? null;
      const margin = contributionMargin(faturamento, cost, expenses);
      items.push({
        mcpId: product.mcpId,
        productId: product.id,
        categoryId: product.categoryId,
        name: product.name,
        color: product.color,
        count,
        x: rmsToX(rms),
        participation: marketParticipation(faturamento, category?.market ?? 0),
        y: growth === null ? null : growthToY(growth, threshold),
        growth,
        r: 0,
        siblings: 0,
        amount,
        cost,
        contrib: 0,
        contribMargValue: roundCentavos(margin.value),
        contribMargPerc: margin.perc,
        faturamento,
        expenses,
        rms,
        quadrant: growth === null ? null : mcpQuadrant(rms, growth, threshold),
        params: { minX: null, maxX: null, minY: null, maxY: null, minR: null, maxR: null, siblings: 0 },
      });
    }
    fillPeriodFields(items);
    return { date, label, from, months, complete, basis, compared, threshold, items };
  });
  return { grouping: wire.grouping, basis: wire.basis, growthThreshold: wire.growthThreshold, periods };
}

/** The fields that depend on the whole period: r, contrib, siblings and params. */
function fillPeriodFields(items: McpChartPoint[]): void {
  let maxFaturamento = 0;
  let totalMargin = 0;
  const siblings = new Map<number, number>();
  for (const point of items) {
    maxFaturamento = Math.max(maxFaturamento, point.faturamento);
    totalMargin += point.contribMargValue;
    siblings.set(point.categoryId, (siblings.get(point.categoryId) ?? 0) + 1);
  }
  totalMargin = roundCentavos(totalMargin);
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
