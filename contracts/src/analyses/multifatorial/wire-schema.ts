import { z } from 'zod';

// The chart answer's zod schemas (the OpenAPI document, the backend's tests); chart.ts and wire.ts
// compute without them, so a chart page loads no zod (issue 23).

/** What the chart of an item needs besides its grades. */
export const chartItemSchema = z.object({ itemId: z.number(), multifatorialId: z.number(), categoryId: z.number(), name: z.string(), color: z.number(), faturamento: z.number() });
export type ChartItem = z.infer<typeof chartItemSchema>;

/** An analysis' criteria, flat: [criterion id, importance, …] per axis, in the order they are weighed; `higherIsWorse` the ids counted inverted. */
const multifatorialWireCriteriaSchema = z.object({ multifatorialId: z.number(), force: z.array(z.number()), attractiveness: z.array(z.number()), higherIsWorse: z.array(z.number()) });

/** POST …/detailed_chart_data_for_period/ → data (the OpenAPI document describes it with this schema). */
export const multifatorialChartWireSchema = z.object({
  items: z.array(chartItemSchema),
  criteria: z.array(multifatorialWireCriteriaSchema),
  /** The points' months ('YYYY-MM-01'), each once. */
  months: z.array(z.string()),
  /** Graded months, each once: flat [criterion id, grade, …] in the order they were graded. */
  grades: z.array(z.array(z.number())),
  /** Flat: per point, its item's index, its month's index, its attractiveness grades' index and its force grades' index. */
  points: z.array(z.number()),
});
export type MultifatorialChartWire = z.infer<typeof multifatorialChartWireSchema>;
