import { z } from 'zod';
import { idSchema } from '../../ids.js';
import { chartSvgSizeSchema } from '../chart-svg.js';

/** GET /api/company/{companyId}/multifatoriais/chart_svg/?multifatorial=&width=&height=: the Multifatorial chart page's first screen. */
export const multifatorialChartSvgQuerySchema = chartSvgSizeSchema.extend({ multifatorial: idSchema });
export type MultifatorialChartSvgQuery = z.input<typeof multifatorialChartSvgQuerySchema>;
