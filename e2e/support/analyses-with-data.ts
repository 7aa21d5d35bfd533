import type { APIRequestContext } from '@playwright/test';
import { DEFAULT_AMBIENTAL_FACTORS } from 'contracts';
import { apiCall } from './people.js';

/** The ids of one analysis of each kind, filled with enough data to draw every chart and table. */
export interface AnalysesWithData {
  mcpId: number;
  multifatorialId: number;
  ambientalId: number;
  swotId: number;
}

const months = ['2025-01', '2025-02', '2025-03'];

/** The names of the seeded marks (bubbles) as the charts label them, at their start: products and factors. */
export const SEEDED_NAMES: readonly string[] = ['Produto ', 'Hábitos de consumo', ...DEFAULT_AMBIENTAL_FACTORS];

/** The longest names a user is expected to write (issue 23): `text` padded with words to exactly 60 characters. */
export const longName = (text: string): string => `${text} ${'com um nome bem comprido para caber em tudo '.repeat(3)}`.slice(0, 60).trimEnd().padEnd(60, '.');

/**
 * Builds, through the API as the owner of `companyId`: an MCP (two markets, three products each
 * with a competitor, three months of control data), a multifatorial imported from it and graded
 * for those months, an Ambiental with an opportunity and a threat per factor, and a SWOT that
 * imports the Ambiental, with strengths, weaknesses and crossings. One of each kind of name
 * (analysis, market, product, factor, subfactor, criterion, SWOT item) is 60 characters long.
 */
export async function analysesWithData(request: APIRequestContext, token: string, companyId: number): Promise<AnalysesWithData> {
  const call = <T>(method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown) => apiCall<T>(request, method, path, body, token);

  const mcp = await call<{ id: number }>('POST', `/api/company/${companyId}/mcps/`, { name: longName('Portfólio de bebidas') });
  const rows: unknown[] = [];
  for (const [m, market] of [longName('Sucos naturais e integrais'), 'Chás gelados'].entries()) {
    const category = await call<{ id: number }>('POST', `/api/mcps/${mcp.id}/categories/`, { name: market });
    for (let p = 0; p < 3; p += 1) {
      const product = await call<{ id: number }>('POST', '/api/products/', { categoryId: category.id, name: p === 0 ? longName(`Produto ${m + 1}.${p + 1} edição especial`) : `Produto ${m + 1}.${p + 1} edição especial`, color: 0x1f77b4 + p * 0x202020 });
      const competitor = await call<{ id: number }>('POST', '/api/competitors/', { categoryId: category.id, name: `Concorrente ${m + 1}.${p + 1}` });
      for (const [k, date] of months.entries()) {
        rows.push({ kind: 'product', id: product.id, date, total: 1000 * (p + 1) + 100 * k, cost: 400, amount: 10 });
        rows.push({ kind: 'competitor', id: competitor.id, date, total: 1500 * (3 - p), cost: 0, amount: 0 });
      }
    }
  }
  await call('PUT', `/api/mcps/${mcp.id}/control_data/`, rows);

  const multifatorial = await call<{ id: number }>('POST', `/api/company/${companyId}/multifatoriais/`, { name: longName('GE das bebidas'), mcpId: mcp.id });
  await call('POST', `/api/multifatoriais/${multifatorial.id}/criteria/`, { axis: 'attractiveness', name: longName('Poder de compra dos clientes') });
  const criteria = await call<{ id: number; axis: 'attractiveness' | 'force' }[]>('GET', `/api/multifatoriais/${multifatorial.id}/criteria/`);
  const markets = await call<{ id: number; items: { id: number }[] }[]>('GET', `/api/multifatorial/${multifatorial.id}/categories/`);
  const items = (await Promise.all(markets.map((market) => call<{ items: { id: number }[] }>('GET', `/api/multifatorial/${multifatorial.id}/categories/${market.id}/`)))).flatMap((market) => market.items);
  for (const [k, date] of months.entries()) {
    const grades = criteria.flatMap((criterion): { criterionId: number; categoryId?: number; itemId?: number; grade: number }[] =>
      criterion.axis === 'attractiveness'
        ? markets.map((market, j) => ({ criterionId: criterion.id, categoryId: market.id, grade: (0.3 + 0.4 * j + 0.05 * k) % 1 }))
        : items.map((item, j) => ({ criterionId: criterion.id, itemId: item.id, grade: (0.15 * j + 0.1 * k) % 1 })),
    );
    await call('PUT', `/api/multifatoriais/${multifatorial.id}/grades/`, { date, grades });
  }

  const ambiental = await call<{ id: number }>('POST', `/api/company/${companyId}/ambiental/`, { name: longName('Cenário 2025') });
  await call('POST', `/api/ambientais/${ambiental.id}/factors/`, { name: longName('Hábitos de consumo') });
  const factors = await call<{ id: number }[]>('GET', `/api/ambientais/${ambiental.id}/factors/`);
  for (const [f, factor] of factors.entries()) {
    await call('POST', `/api/factors/${factor.id}/subfactors/`, { name: f === 0 ? longName('Oportunidade do fator 1') : `Oportunidade do fator ${f + 1}`, kind: 'oportunidade', importance: 0.8, grade: 0.7 });
    await call('POST', `/api/factors/${factor.id}/subfactors/`, { name: `Ameaça do fator ${f + 1}`, kind: 'ameaca', importance: 0.4, grade: 0.6 });
  }

  const swot = await call<{ id: number }>('POST', `/api/company/${companyId}/swots/`, { name: longName('SWOT 2025') });
  await call('POST', `/api/swots/${swot.id}/import_ambiental/`, { ambientalId: ambiental.id });
  await call('POST', `/api/swots/${swot.id}/items/`, { quadrant: 'S', text: longName('Marca conhecida na região') });
  await call('POST', `/api/swots/${swot.id}/items/`, { quadrant: 'W', text: 'Custo logístico alto' });
  const swotItems = await call<{ id: number; quadrant: string }[]>('GET', `/api/swots/${swot.id}/items/`);
  const internal = swotItems.filter((item) => item.quadrant === 'S' || item.quadrant === 'W');
  const external = swotItems.filter((item) => item.quadrant === 'O' || item.quadrant === 'T');
  await call('PUT', `/api/swots/${swot.id}/crossings/`, internal.flatMap((i, a) => external.map((e, b) => ({ internal: i.id, external: e.id, intensity: (a + b) % 4 }))));

  return { mcpId: mcp.id, multifatorialId: multifatorial.id, ambientalId: ambiental.id, swotId: swot.id };
}

/** Every editor page of the four analyses of `companyId` (one per route). */
export const analysisEditorPages = (companyId: number, ids: AnalysesWithData) => [
  `/empresa/${companyId}/mcp`,
  ...['categorias', 'produtos', 'dados', 'despesas', 'dominios', 'importar', 'grafico', 'relatorio', 'historico'].map((page) => `/empresa/${companyId}/mcp/${ids.mcpId}/${page}`),
  ...['criterios', 'mercados', 'notas', 'grafico', 'relatorio', 'historico'].map((page) => `/empresa/${companyId}/multifatorial/${ids.multifatorialId}/${page}`),
  `/empresa/${companyId}/ambiental`,
  ...['fatores', 'grafico', 'relatorio', 'historico'].map((page) => `/empresa/${companyId}/ambiental/${ids.ambientalId}/${page}`),
  `/empresa/${companyId}/swot`,
  ...['itens', 'cruzamentos', 'grafico', 'relatorio', 'historico'].map((page) => `/empresa/${companyId}/swot/${ids.swotId}/${page}`),
];
