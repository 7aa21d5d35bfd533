import { z } from 'zod';
import { idSchema, wholeNumber } from '../ids.js';
import { MESSAGES } from '../messages.js';

/**
 * The first screen of a chart page (docs/PERFORMANCE.md, mobile): the chart as the page opens,
 * drawn by the server as an SVG at the size of the page's chart box, shown until the user
 * touches the chart, which then loads ECharts. Its size's bounds: a phone's narrowest box to a
 * wide desktop's.
 */
export const CHART_SVG_WIDTH = { min: 200, max: 2000 } as const;
export const CHART_SVG_HEIGHT = { min: 200, max: 1200 } as const;

const pixels = (bounds: { min: number; max: number }, message: string) =>
  wholeNumber(message).pipe(z.number().min(bounds.min, message).max(bounds.max, message));

/** The size of a chart's first screen (px). */
export const chartSvgSizeSchema = z.object({
  width: pixels(CHART_SVG_WIDTH, MESSAGES.chartWidthInvalid),
  height: pixels(CHART_SVG_HEIGHT, MESSAGES.chartHeightInvalid),
});

/** GET /api/company/{companyId}/mcps/chart_svg/?mcp=&width=&height=: the MCP chart page's first screen (its chart as it opens). */
export const mcpChartSvgQuerySchema = chartSvgSizeSchema.extend({ mcp: idSchema });
export type McpChartSvgQuery = z.input<typeof mcpChartSvgQuerySchema>;

/** A chart's first screen: the SVG document, drawn as the page draws the chart. */
export const chartSvgSchema = z.object({ svg: z.string() });
export type ChartSvg = z.infer<typeof chartSvgSchema>;
