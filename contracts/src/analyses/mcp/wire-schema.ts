import { z } from 'zod';
import { MCP_GROUPINGS, MCP_GROWTH_BASES } from './constants.js';

// The chart answer's zod schemas (the OpenAPI document, the backend's tests); wire.ts reads the
// answer without them (issue 23).

/** A plotted product, once per answer. */
const mcpChartWireProductSchema = z.object({ id: z.number(), mcpId: z.number(), categoryId: z.number(), name: z.string(), color: z.number() });

const mcpChartWirePeriodSchema = z.object({
  date: z.string(),
  label: z.string(),
  /** Like-for-like periods (DECISIONS.md): the first month the period covers ('YYYY-MM-01'), how many it covers, and whether that is all of them. */
  from: z.string(),
  months: z.number(),
  complete: z.boolean(),
  /** What its growth was measured against: `year` (the same months a year earlier) or `previous` (the period before), the latter also when `year` was asked and a year earlier lies before the data. */
  basis: z.enum(MCP_GROWTH_BASES),
  /** The months its growth compares ('YYYY-MM-01'): `current` of this period against their counterparts `previous`; both empty without growth. */
  compared: z.object({ current: z.array(z.string()), previous: z.array(z.string()) }),
  /** The growth threshold it was judged against: G year over year, G scaled to the period's length against the previous period. */
  threshold: z.number(),
  /**
   * Flat: per category with points, its id, its market (every product's and competitor's
   * revenue in the months the period covers; 0 without), its growth over the compared months
   * (null when unknown) and its leading competitor's
   * revenue in the months covered (0 without competitors).
   */
  markets: z.array(z.number().nullable()),
  /** Flat: per point, the product's index in `products`, its months with data and its sums (centavos). */
  points: z.array(z.number()),
});
export type McpChartWirePeriod = z.infer<typeof mcpChartWirePeriodSchema>;

/** GET …/mcps/chart_data/ → data (the OpenAPI document describes it with this schema). */
export const mcpChartWireSchema = z.object({
  grouping: z.literal(MCP_GROUPINGS),
  /** The basis asked for (the query's, else the MCP's own); each period says the one it used. */
  basis: z.enum(MCP_GROWTH_BASES),
  /** G, yearly; each period's `threshold` is the one it was judged against. */
  growthThreshold: z.number(),
  products: z.array(mcpChartWireProductSchema),
  periods: z.array(mcpChartWirePeriodSchema),
});
export type McpChartWire = z.infer<typeof mcpChartWireSchema>;
