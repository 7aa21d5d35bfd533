import { expandMcpChartData, type McpChartWire } from 'contracts';
import { expect } from 'vitest';
import { seededRandom } from '../test/support/robustness-suite.js';
import { serverBenchmark } from './support/server-bench.js';

/**
 * chart_data of one MCP with 200 products and 20 competitors (10 categories of 20 + 2) over
 * 36 months. Budget: under 30 ms and at most 1 MB of JSON (issue 24; 100 ms and 4.1 MB before).
 */
const CATEGORIES = 10;
const PRODUCTS_PER_CATEGORY = 20;
const COMPETITORS_PER_CATEGORY = 2;
const MONTHS = Array.from({ length: 36 }, (_, i) => `${2023 + Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}`);

serverBenchmark({
  title: 'MCP chart_data',
  description: `chart_data, ${CATEGORIES * PRODUCTS_PER_CATEGORY} products × ${CATEGORIES * COMPETITORS_PER_CATEGORY} competitors × ${MONTHS.length} months`,
  budgetMs: 30,
  budgetBytes: 1024 * 1024,
  urlPart: 'mcps/chart_data',
  // The MCP made through the API: items one by one, the grid in bulk calls, a month of expenses per product.
  seed: async ({ companyId, ok }) => {
    const mcpId: number = (await ok('post', `/api/company/${companyId}/mcps/`, { name: 'Bench' })).id;
    const random = seededRandom(9);
    const money = (max: number) => Math.round(random() * max * 100) / 100;
    const rows: unknown[] = [];
    const products: number[] = [];
    for (let c = 0; c < CATEGORIES; c++) {
      const categoryId = (await ok('post', `/api/mcps/${mcpId}/categories/`, { name: `Mercado ${c + 1}` })).id;
      for (let p = 0; p < PRODUCTS_PER_CATEGORY; p++) {
        const id = (await ok('post', '/api/products/', { categoryId, name: `Produto ${c + 1}.${p + 1}` })).id;
        products.push(id);
        for (const date of MONTHS) rows.push({ kind: 'product', id, date, total: money(100_000), cost: money(40_000), amount: money(500) });
      }
      for (let k = 0; k < COMPETITORS_PER_CATEGORY; k++) {
        const id = (await ok('post', '/api/competitors/', { categoryId, name: `Concorrente ${c + 1}.${k + 1}` })).id;
        for (const date of MONTHS) rows.push({ kind: 'competitor', id, date, total: money(800_000), cost: 0, amount: money(4_000) });
      }
    }
    for (let start = 0; start < rows.length; start += 2_000) await ok('put', `/api/mcps/${mcpId}/control_data/`, rows.slice(start, start + 2_000));
    for (const id of products) {
      await ok('put', `/api/products/${id}/update_expenses/`, {
        date: MONTHS.at(-1),
        expenses: [
          { name: 'Comissão', value: money(3_000) },
          { name: 'Frete', value: money(2_000) },
        ],
      });
    }
    return { method: 'GET', path: `/api/company/${companyId}/mcps/chart_data/?mcp=${mcpId}` };
  },
  check: (wire: McpChartWire) => {
    const answer = expandMcpChartData(wire);
    expect(answer.periods).toHaveLength(MONTHS.length);
    expect(answer.periods.every((period) => period.items.length === CATEGORIES * PRODUCTS_PER_CATEGORY)).toBe(true);
  },
});
