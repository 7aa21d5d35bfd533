import { z } from 'zod';
import { MESSAGES } from '../../messages.js';
import { chartSvgSizeSchema } from '../chart-svg.js';

/** The charts of the SWOT chart page, by the name its first screens ask for. */
export const SWOT_CHART_NAMES = ['scores', 'heatmap'] as const;
export type SwotChartName = (typeof SWOT_CHART_NAMES)[number];

/** GET /api/swots/{id}/chart_svg/?chart=&width=&height=: one chart of the SWOT chart page's first screen. */
export const swotChartSvgQuerySchema = chartSvgSizeSchema.extend({ chart: z.enum(SWOT_CHART_NAMES, { error: MESSAGES.chartNameInvalid }) });
export type SwotChartSvgQuery = z.input<typeof swotChartSvgQuerySchema>;
