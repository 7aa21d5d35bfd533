import { z } from 'zod';
import { idSchema } from '../../ids.js';
import { chartSvgSizeSchema } from '../chart-svg.js';
import { mcpMonthSchema } from './schema.js';

/**
 * GET /api/company/{companyId}/mcps/chart_svg/?mcp=&width=&height=&period=: the MCP chart page's
 * first screen (its chart as it opens), or a report's chart of the period whose first month is
 * `period` ('YYYY-MM'; the last period when absent).
 */
export const mcpChartSvgQuerySchema = chartSvgSizeSchema.extend({ mcp: idSchema, period: mcpMonthSchema.optional() });
export type McpChartSvgQuery = z.input<typeof mcpChartSvgQuerySchema>;
