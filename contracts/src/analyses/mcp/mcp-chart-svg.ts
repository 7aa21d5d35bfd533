import { z } from 'zod';
import { idSchema } from '../../ids.js';
import { chartSvgSizeSchema } from '../chart-svg.js';

/** GET /api/company/{companyId}/mcps/chart_svg/?mcp=&width=&height=: the MCP chart page's first screen (its chart as it opens). */
export const mcpChartSvgQuerySchema = chartSvgSizeSchema.extend({ mcp: idSchema });
export type McpChartSvgQuery = z.input<typeof mcpChartSvgQuerySchema>;
