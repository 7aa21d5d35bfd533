import { expandMcpChartData, type McpChartWire } from 'contracts';
import { expect } from 'vitest';
import { LARGE_MCP, LARGE_MCP_MONTHS, seedLargeMcp } from './support/large-mcp.js';
import { serverBenchmark } from './support/server-bench.js';

/**
 * chart_data of one MCP with 200 products and 20 competitors (10 categories of 20 + 2) over
 * 36 months. Budget: under 30 ms and at most 1 MB of JSON (issue 24; 100 ms and 4.1 MB before).
 */
const PRODUCTS = LARGE_MCP.categories * LARGE_MCP.productsPerCategory;

serverBenchmark({
  title: 'MCP chart_data',
  description: `chart_data, ${PRODUCTS} products × ${LARGE_MCP.categories * LARGE_MCP.competitorsPerCategory} competitors × ${LARGE_MCP_MONTHS.length} months`,
  budgetMs: 30,
  budgetBytes: 1024 * 1024,
  urlPart: 'mcps/chart_data',
  seed: async (seeder) => {
    const { mcpId } = await seedLargeMcp(seeder);
    return { method: 'GET', path: `/api/company/${seeder.companyId}/mcps/chart_data/?mcp=${mcpId}` };
  },
  check: (wire: McpChartWire) => {
    const answer = expandMcpChartData(wire);
    expect(answer.periods).toHaveLength(LARGE_MCP_MONTHS.length);
    expect(answer.periods.every((period) => period.items.length === PRODUCTS)).toBe(true);
  },
});
