import type { MultifatorialCriterion } from 'contracts';
import type { Actor } from './actors.js';
import type { ApiCalls } from './analysis-matrix.js';

/** A multifatorial with its default criteria, a market with one graded item, and an empty market, made through the API. */
export interface MultifatorialFixture {
  companyId: number;
  multifatorialId: number;
  attractivenessId: number;
  forceId: number;
  categoryId: number;
  otherCategoryId: number;
  itemId: number;
  /** An MCP of the same company, empty, to import from. */
  mcpId: number;
}

export async function multifatorialFixture(api: ApiCalls, companyId: number, actor: Actor = 'owner'): Promise<MultifatorialFixture> {
  const multifatorial = await api.ok(actor, 'post', `/api/company/${companyId}/multifatoriais/`, { name: 'Portfólio 2025' });
  const criteria = await api.ok<MultifatorialCriterion[]>(actor, 'get', `/api/multifatoriais/${multifatorial.id}/criteria/`);
  const attractiveness = criteria.find((c) => c.axis === 'attractiveness')!;
  const force = criteria.find((c) => c.axis === 'force')!;
  const category = await api.ok(actor, 'post', `/api/multifatorial/${multifatorial.id}/categories/`, { name: 'Cafés', color: 0x8b4513 });
  const other = await api.ok(actor, 'post', `/api/multifatorial/${multifatorial.id}/categories/`, { name: 'Chás' });
  const item = await api.ok(actor, 'post', `/api/multifatorial/${multifatorial.id}/categories/${category.id}/items/`, { name: 'Café Gourmet', faturamento: 1000 });
  await api.ok(actor, 'put', `/api/multifatoriais/${multifatorial.id}/grades/`, {
    date: '2025-01',
    grades: [
      { criterionId: attractiveness.id, categoryId: category.id, grade: 0.8 },
      { criterionId: force.id, itemId: item.id, grade: 0.6 },
    ],
  });
  const mcp = await api.ok(actor, 'post', `/api/company/${companyId}/mcps/`, { name: 'MCP base' });
  return {
    companyId,
    mcpId: mcp.id,
    multifatorialId: multifatorial.id,
    attractivenessId: attractiveness.id,
    forceId: force.id,
    categoryId: category.id,
    otherCategoryId: other.id,
    itemId: item.id,
  };
}

/** The Multifatorial tables (and the shared categories), for snapshots. */
export const MULTIFATORIAL_TABLES = [
  'multifatoriais',
  'multifatorial_criteria',
  'analysis_categories',
  'multifatorial_items',
  'multifatorial_category_grades',
  'multifatorial_item_grades',
] as const;
