import { z } from 'zod';
import { idSchema, wholeNumber } from '../ids.js';
import { CHART_SVG_HEIGHT, CHART_SVG_WIDTH } from '../chart-options/chart-svg-size.js';
import { MESSAGES } from '../messages.js';

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

/** The charts of the Ambiental chart page, by the name its first screens ask for. */
export const AMBIENTAL_CHART_NAMES = ['gauge', 'bubbles'] as const;
export type AmbientalChartName = (typeof AMBIENTAL_CHART_NAMES)[number];
/** The charts of the SWOT chart page, by the name its first screens ask for. */
export const SWOT_CHART_NAMES = ['scores', 'heatmap'] as const;
export type SwotChartName = (typeof SWOT_CHART_NAMES)[number];

/** GET /api/company/{companyId}/multifatoriais/chart_svg/?multifatorial=&width=&height=: the Multifatorial chart page's first screen. */
export const multifatorialChartSvgQuerySchema = chartSvgSizeSchema.extend({ multifatorial: idSchema });
export type MultifatorialChartSvgQuery = z.input<typeof multifatorialChartSvgQuerySchema>;

/** GET /api/ambientais/{id}/chart_svg/?chart=&width=&height=: one chart of the Ambiental chart page's first screen. */
export const ambientalChartSvgQuerySchema = chartSvgSizeSchema.extend({ chart: z.enum(AMBIENTAL_CHART_NAMES, { error: MESSAGES.chartNameInvalid }) });
export type AmbientalChartSvgQuery = z.input<typeof ambientalChartSvgQuerySchema>;

/** GET /api/swots/{id}/chart_svg/?chart=&width=&height=: one chart of the SWOT chart page's first screen. */
export const swotChartSvgQuerySchema = chartSvgSizeSchema.extend({ chart: z.enum(SWOT_CHART_NAMES, { error: MESSAGES.chartNameInvalid }) });
export type SwotChartSvgQuery = z.input<typeof swotChartSvgQuerySchema>;

/** A chart's first screen: the SVG document, drawn as the page draws the chart. */
export const chartSvgSchema = z.object({ svg: z.string() });
export type ChartSvg = z.infer<typeof chartSvgSchema>;
