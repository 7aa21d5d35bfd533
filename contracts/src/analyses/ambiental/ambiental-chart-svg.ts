import { z } from 'zod';
import { MESSAGES } from '../../messages.js';
import { chartSvgSizeSchema } from '../chart-svg.js';

/** The charts of the Ambiental chart page, by the name its first screens ask for. */
export const AMBIENTAL_CHART_NAMES = ['gauge', 'bubbles'] as const;
export type AmbientalChartName = (typeof AMBIENTAL_CHART_NAMES)[number];

/** GET /api/ambientais/{id}/chart_svg/?chart=&width=&height=: one chart of the Ambiental chart page's first screen. */
export const ambientalChartSvgQuerySchema = chartSvgSizeSchema.extend({ chart: z.enum(AMBIENTAL_CHART_NAMES, { error: MESSAGES.chartNameInvalid }) });
export type AmbientalChartSvgQuery = z.input<typeof ambientalChartSvgQuerySchema>;
