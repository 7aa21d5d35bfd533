import { expandMultifatorialPoints, type MultifatorialChartWire, type MultifatorialCriterion } from 'contracts';
import { expect } from 'vitest';
import { seededRandom } from '../test/support/robustness-suite.js';
import { serverBenchmark } from './support/server-bench.js';

/**
 * detailed_chart_data_for_period of one multifatorial with 100 items (10 markets of 10), its
 * 8 default criteria, every item and market graded every month for 36 months: 3 600 points.
 * Budget: under 30 ms and at most 1 MB of JSON (issue 24; 100 ms before, issue 10).
 */
const CATEGORIES = 10;
const ITEMS_PER_CATEGORY = 10;
const MONTHS = Array.from({ length: 36 }, (_, i) => `${2023 + Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}`);

serverBenchmark({
  title: 'Multifatorial detailed_chart_data_for_period',
  description: `detailed chart, ${CATEGORIES * ITEMS_PER_CATEGORY} items × ${MONTHS.length} months`,
  budgetMs: 30,
  budgetBytes: 1024 * 1024,
  // The request log masks path segments of 24 characters or more (redactUrl): this one is.
  urlPart: 'multifatoriais/:redacted/',
  seed: async ({ companyId, ok }) => {
    const random = seededRandom(10);
    const id: number = (await ok('post', `/api/company/${companyId}/multifatoriais/`, { name: 'Bench' })).id;
    const criteria: MultifatorialCriterion[] = await ok('get', `/api/multifatoriais/${id}/criteria/`);
    const categories: { id: number; items: number[] }[] = [];
    for (let c = 0; c < CATEGORIES; c++) {
      const categoryId: number = (await ok('post', `/api/multifatorial/${id}/categories/`, { name: `Mercado ${c + 1}` })).id;
      const items: number[] = [];
      for (let i = 0; i < ITEMS_PER_CATEGORY; i++) {
        items.push((await ok('post', `/api/multifatorial/${id}/categories/${categoryId}/items/`, { name: `Unidade ${c + 1}.${i + 1}`, faturamento: Math.round(random() * 1e7) / 100 })).id);
      }
      categories.push({ id: categoryId, items });
    }
    const grade = () => Math.round(random() * 100) / 100;
    for (const date of MONTHS) {
      const grades = categories.flatMap((category) => [
        ...criteria.filter((c) => c.axis === 'attractiveness').map((c) => ({ criterionId: c.id, categoryId: category.id, grade: grade() })),
        ...category.items.flatMap((itemId) => criteria.filter((c) => c.axis === 'force').map((c) => ({ criterionId: c.id, itemId, grade: grade() }))),
      ]);
      await ok('put', `/api/multifatoriais/${id}/grades/`, { date, grades });
    }
    return { method: 'POST', path: `/api/company/${companyId}/multifatoriais/detailed_chart_data_for_period/`, body: { start: MONTHS[0], end: MONTHS.at(-1), multifatorialId: id } };
  },
  check: (wire: MultifatorialChartWire) => {
    expect(expandMultifatorialPoints(wire)).toHaveLength(CATEGORIES * ITEMS_PER_CATEGORY * MONTHS.length);
  },
});
