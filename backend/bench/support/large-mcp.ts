import { seededRandom } from '../../test/support/robustness-suite.js';
import type { Seeder } from './server-bench.js';

/** The large MCP of the benchmarks: 200 products and 20 competitors (10 markets of 20 + 2) over 36 months. */
export const LARGE_MCP = { categories: 10, productsPerCategory: 20, competitorsPerCategory: 2 } as const;
export const LARGE_MCP_MONTHS = Array.from({ length: 36 }, (_, i) => `${2023 + Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}`);

/**
 * Makes the large MCP through the API, as a consultant would: items one by one, the grid in
 * bulk calls of 2 000 rows, a month of expenses per product. Answers its id and the grid's
 * product rows (200 × 36 = 7 200), for a bulk write of the whole grid.
 */
export async function seedLargeMcp({ companyId, ok }: Pick<Seeder, 'companyId' | 'ok'>): Promise<{ mcpId: number; productRows: unknown[] }> {
  const { categories, productsPerCategory, competitorsPerCategory } = LARGE_MCP;
  const mcpId: number = (await ok('post', `/api/company/${companyId}/mcps/`, { name: 'Bench' })).id;
  const random = seededRandom(9);
  const money = (max: number) => Math.round(random() * max * 100) / 100;
  const rows: unknown[] = [];
  const productRows: unknown[] = [];
  const products: number[] = [];
  for (let c = 0; c < categories; c++) {
    const categoryId = (await ok('post', `/api/mcps/${mcpId}/categories/`, { name: `Mercado ${c + 1}` })).id;
    for (let p = 0; p < productsPerCategory; p++) {
      const id = (await ok('post', '/api/products/', { categoryId, name: `Produto ${c + 1}.${p + 1}` })).id;
      products.push(id);
      for (const date of LARGE_MCP_MONTHS) {
        const row = { kind: 'product', id, date, total: money(100_000), cost: money(40_000), amount: money(500) };
        rows.push(row);
        productRows.push(row);
      }
    }
    for (let k = 0; k < competitorsPerCategory; k++) {
      const id = (await ok('post', '/api/competitors/', { categoryId, name: `Concorrente ${c + 1}.${k + 1}` })).id;
      for (const date of LARGE_MCP_MONTHS) rows.push({ kind: 'competitor', id, date, total: money(800_000), cost: 0, amount: money(4_000) });
    }
  }
  for (let start = 0; start < rows.length; start += 2_000) await ok('put', `/api/mcps/${mcpId}/control_data/`, rows.slice(start, start + 2_000));
  for (const id of products) {
    await ok('put', `/api/products/${id}/update_expenses/`, {
      date: LARGE_MCP_MONTHS.at(-1),
      expenses: [
        { name: 'Comissão', value: money(3_000) },
        { name: 'Frete', value: money(2_000) },
      ],
    });
  }
  return { mcpId, productRows };
}
