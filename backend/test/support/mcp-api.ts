import { apiCalls, type Method } from './analysis-matrix.js';
import type { Actor, CompanyActors } from './actors.js';
import type { TestApp } from './test-app.js';

export type { Method };

/** The analyses' API calls (analysis-matrix `apiCalls`), plus `as(actor)`: a `Call` of that actor. */
export function mcpApi(app: () => TestApp, actors: () => CompanyActors) {
  const api = apiCalls(app, actors);
  const as = (actor: Actor): Call => (method, path, body) => api.ok(actor, method, path, body);
  return { ...api, as };
}

/** An MCP with two categories, products, competitors and a tagged product, made through the API. */
export interface McpFixture {
  companyId: number;
  mcpId: number;
  categoryId: number;
  otherCategoryId: number;
  productId: number;
  competitorId: number;
  domainId: number;
  subcategoryId: number;
}

/** One successful call, answering `data` (supertest and the caller's credentials behind it). */
export type Call = (method: Method, path: string, body?: unknown) => Promise<any>;

export async function mcpFixture(call: Call, companyId: number): Promise<McpFixture> {
  const mcp = await call('post', `/api/company/${companyId}/mcps/`, { name: 'Linha 2025', description: 'Cafés e chás' });
  const category = await call('post', `/api/mcps/${mcp.id}/categories/`, { name: 'Cafés', color: 0x8b4513 });
  const other = await call('post', `/api/mcps/${mcp.id}/categories/`, { name: 'Chás', color: 0x228b22 });
  const product = await call('post', '/api/products/', { categoryId: category.id, name: 'Café Gourmet', color: 0xaa0000 });
  const competitor = await call('post', '/api/competitors/', { categoryId: category.id, name: 'Café Rival' });
  const domain = await call('post', `/api/products/${product.id}/add_product_domain/`, { name: 'Região' });
  const tag = await call('post', `/api/products/${product.id}/add_product_subcategory/`, { domainId: domain.id, name: 'Sul' });
  await call('put', `/api/mcps/${mcp.id}/control_data/`, [
    { kind: 'product', id: product.id, date: '2025-01', total: 1000, cost: 400, amount: 10 },
    { kind: 'competitor', id: competitor.id, date: '2025-01', total: 2000, cost: 900, amount: 25 },
  ]);
  return {
    companyId,
    mcpId: mcp.id,
    categoryId: category.id,
    otherCategoryId: other.id,
    productId: product.id,
    competitorId: competitor.id,
    domainId: domain.id,
    subcategoryId: tag.subcategoryId,
  };
}

/** Every MCP table, to prove that a refused call wrote nothing. */
export async function mcpSnapshot(app: TestApp): Promise<string> {
  const tables = [
    'mcps',
    'analysis_categories',
    'mcp_products',
    'mcp_competitors',
    'mcp_product_control',
    'mcp_competitor_control',
    'mcp_product_expenses',
    'mcp_domains',
    'mcp_subcategories',
    'mcp_product_tags',
    'mcp_company_defaults',
  ];
  const rows = await Promise.all(tables.map((table) => app.dataSource.query(`SELECT * FROM ${table} ORDER BY 1`)));
  return JSON.stringify(rows);
}
