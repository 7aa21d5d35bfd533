import type { APIRequestContext } from '@playwright/test';
import { apiCall, createdCompany, signedUpPerson, uniqueStamp } from '../support/people.js';

/** The owner's session token and the pages the mobile Lighthouse bench measures. */
export interface MobileCompany {
  token: string;
  pages: { name: string; path: string }[];
}

const MONTHS = Array.from({ length: 12 }, (_, k) => `2025-${String(k + 1).padStart(2, '0')}`);
const GRADED_MONTHS = MONTHS.slice(-6);
const MARKETS = ['Sucos naturais e integrais', 'Chás gelados', 'Águas saborizadas', 'Energéticos', 'Lácteos fermentados'];
const PRODUCTS_PER_MARKET = 6;
const SUBFACTORS_PER_FACTOR = 3;
const SWOT_ITEMS_PER_QUADRANT = 3;
/** The MCP data grid's rows: a product's or competitor's revenue, variable cost and quantity. */
export const MCP_GRID_ROWS = MARKETS.length * (PRODUCTS_PER_MARKET + 1) * 3;

/**
 * A signed-up owner and a company with realistic data in the four analyses (issue 23), through
 * the public API as the e2e support does: an MCP of 5 categories × 6 products and 1 competitor
 * each with 12 months of data; a Multifatorial imported from it, graded for the last 6 months;
 * an Ambiental with its 6 factors × 3 subfactors; a SWOT with 12 items and every crossing.
 */
export async function mobileCompany(request: APIRequestContext): Promise<MobileCompany> {
  const stamp = uniqueStamp();
  const token = await signedUpPerson(request, { name: 'Dona da Bebidas Bench', email: `mobile.bench.${stamp}@exemplo.com`, password: 'senha-do-bench-123' });
  const call = <T>(method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown) => apiCall<T>(request, method, path, body, token);
  const companyId = await createdCompany(request, token, `Bebidas do Vale ${stamp}`);

  const mcp = await call<{ id: number }>('POST', `/api/company/${companyId}/mcps/`, { name: 'Portfólio de bebidas 2025' });
  const rows: unknown[] = [];
  for (const [m, market] of MARKETS.entries()) {
    const category = await call<{ id: number }>('POST', `/api/mcps/${mcp.id}/categories/`, { name: market });
    const competitor = await call<{ id: number }>('POST', '/api/competitors/', { categoryId: category.id, name: `Líder de ${market.toLowerCase()}` });
    for (const [k, date] of MONTHS.entries()) {
      rows.push({ kind: 'competitor', id: competitor.id, date, total: 90_000 + 7_000 * m + 1_500 * k, cost: 0, amount: 0 });
    }
    for (let p = 0; p < PRODUCTS_PER_MARKET; p += 1) {
      const product = await call<{ id: number }>('POST', '/api/products/', { categoryId: category.id, name: `${market.split(' ')[0]} ${p + 1}`, color: (0x1f77b4 + 0x151515 * (m * PRODUCTS_PER_MARKET + p)) % 0xffffff });
      for (const [k, date] of MONTHS.entries()) {
        const total = 4_000 * (p + 1) + 900 * m + 250 * k * ((p % 3) - 1);
        rows.push({ kind: 'product', id: product.id, date, total, cost: Math.round(total * (0.45 + 0.05 * (p % 4))), amount: Math.round(total / (6 + m)) });
      }
    }
  }
  await call('PUT', `/api/mcps/${mcp.id}/control_data/`, rows);

  const multifatorial = await call<{ id: number }>('POST', `/api/company/${companyId}/multifatoriais/`, { name: 'Atratividade × força 2025', mcpId: mcp.id });
  const criteria = await call<{ id: number; axis: 'attractiveness' | 'force' }[]>('GET', `/api/multifatoriais/${multifatorial.id}/criteria/`);
  const markets = await call<{ id: number }[]>('GET', `/api/multifatorial/${multifatorial.id}/categories/`);
  const items = (await Promise.all(markets.map((market) => call<{ items: { id: number }[] }>('GET', `/api/multifatorial/${multifatorial.id}/categories/${market.id}/`)))).flatMap(
    (market) => market.items,
  );
  for (const [k, date] of GRADED_MONTHS.entries()) {
    const grades = criteria.flatMap((criterion, c): { criterionId: number; categoryId?: number; itemId?: number; grade: number }[] =>
      criterion.axis === 'attractiveness'
        ? markets.map((market, j) => ({ criterionId: criterion.id, categoryId: market.id, grade: ((0.2 + 0.17 * j + 0.03 * k + 0.07 * c) % 1) }))
        : items.map((item, j) => ({ criterionId: criterion.id, itemId: item.id, grade: ((0.1 + 0.13 * j + 0.04 * k + 0.05 * c) % 1) })),
    );
    await call('PUT', `/api/multifatoriais/${multifatorial.id}/grades/`, { date, grades });
  }

  const ambiental = await call<{ id: number }>('POST', `/api/company/${companyId}/ambiental/`, { name: 'Cenário do setor de bebidas' });
  const factors = await call<{ id: number }[]>('GET', `/api/ambientais/${ambiental.id}/factors/`);
  for (const [f, factor] of factors.entries()) {
    for (let s = 0; s < SUBFACTORS_PER_FACTOR; s += 1) {
      const kind = (f + s) % 2 ? 'ameaca' : 'oportunidade';
      await call('POST', `/api/factors/${factor.id}/subfactors/`, { name: `${kind === 'ameaca' ? 'Ameaça' : 'Oportunidade'} ${s + 1} do fator ${f + 1}`, kind, importance: 0.3 + 0.2 * s, grade: 0.2 + 0.1 * ((f + s) % 7) });
    }
  }

  const swot = await call<{ id: number }>('POST', `/api/company/${companyId}/swots/`, { name: 'SWOT das bebidas 2025' });
  for (const quadrant of ['S', 'W', 'O', 'T']) {
    for (let i = 0; i < SWOT_ITEMS_PER_QUADRANT; i += 1) {
      await call('POST', `/api/swots/${swot.id}/items/`, { quadrant, text: `Item ${i + 1} do quadrante ${quadrant}: distribuição regional` });
    }
  }
  const swotItems = await call<{ id: number; quadrant: string }[]>('GET', `/api/swots/${swot.id}/items/`);
  const internal = swotItems.filter((item) => item.quadrant === 'S' || item.quadrant === 'W');
  const external = swotItems.filter((item) => item.quadrant === 'O' || item.quadrant === 'T');
  await call('PUT', `/api/swots/${swot.id}/crossings/`, internal.flatMap((i, a) => external.map((e, b) => ({ internal: i.id, external: e.id, intensity: (a + 2 * b) % 4 }))));

  const company = `/empresa/${companyId}`;
  return {
    token,
    pages: [
      { name: 'overview', path: company },
      { name: 'MCP data grid', path: `${company}/mcp/${mcp.id}/dados` },
      { name: 'MCP chart', path: `${company}/mcp/${mcp.id}/grafico` },
      { name: 'Multifatorial grades', path: `${company}/multifatorial/${multifatorial.id}/notas` },
      { name: 'Multifatorial chart', path: `${company}/multifatorial/${multifatorial.id}/grafico` },
      { name: 'Ambiental factors', path: `${company}/ambiental/${ambiental.id}/fatores` },
      { name: 'Ambiental chart', path: `${company}/ambiental/${ambiental.id}/grafico` },
      { name: 'SWOT crossings', path: `${company}/swot/${swot.id}/cruzamentos` },
      { name: 'SWOT chart', path: `${company}/swot/${swot.id}/grafico` },
      { name: 'company report', path: `${company}/relatorio` },
    ],
  };
}
