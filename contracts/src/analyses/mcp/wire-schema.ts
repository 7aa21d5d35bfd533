import { z } from 'zod';
import { MCP_GROUPINGS } from './constants.js';

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
  /**
   * Flat: per category with points, its id, its market (every product's and competitor's
   * revenue in the months the period covers; 0 without), its growth against the same months
   * of the previous period (like-for-like; null when unknown) and its leading competitor's
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
  growthThreshold: z.number(),
  products: z.array(mcpChartWireProductSchema),
  periods: z.array(mcpChartWirePeriodSchema),
});
export type McpChartWire = z.infer<typeof mcpChartWireSchema>;
