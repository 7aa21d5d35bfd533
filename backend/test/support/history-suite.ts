import { type HistoryPage, MESSAGES, type McpControlData, type SwotItem, historyPageSchema } from 'contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { type CompanyActors, signUpActors } from './actors.js';
import { apiCalls } from './analysis-matrix.js';
import type { TestApp } from './test-app.js';

/** The history of the analyses and its restore, through the HTTP API, on one driver. */
export function historySuite(app: () => TestApp): void {
  let actors: CompanyActors;
  const api = apiCalls(app, () => actors);
  const { ok, send } = api;

  beforeAll(async () => {
    actors = await signUpActors(app());
  });

  const historyOf = async (path: string, query = ''): Promise<HistoryPage> => historyPageSchema.parse(await ok('funcionario', 'get', `${path}history/${query}`));

  describe('history', () => {
    it('lists every write newest first, paged, with its author and a pt-BR summary', async () => {
      const companyId = await actors.freshCompany('Padaria do Histórico');
      const swot = await ok('owner', 'post', `/api/company/${companyId}/swots/`, { name: 'SWOT 2025' });
      const base = `/api/swots/${swot.id}/`;
      const item = await ok<SwotItem>('consultor', 'post', `${base}items/`, { quadrant: 'S', text: 'Pão Francês' });
      await ok('consultor', 'put', `/api/swot_items/${item.id}/`, { quadrant: 'S', text: 'Pão Francês', importance: 0.9 });
      await ok('admin', 'delete', `/api/swot_items/${item.id}/`);
      const page = await historyOf(base);
      expect(page.count).toBe(4);
      expect(page.results.map((revision) => revision.revision)).toEqual([4, 3, 2, 1]);
      const names = await Promise.all((['owner', 'consultor', 'admin'] as const).map(async (actor) => (await ok(actor, 'get', '/api/general/get_authenticated_user')).first_name as string));
      expect(page.results.map((revision) => revision.summary)).toEqual([
        `${names[2]} excluiu o item Pão Francês`,
        `${names[1]} alterou Pão Francês`,
        `${names[1]} criou o item Pão Francês`,
        `${names[0]} criou a análise SWOT 2025`,
      ]);
      expect((await historyOf(base, '?limit=2&offset=1')).results.map((revision) => revision.revision)).toEqual([3, 2]);
      const bad = await send('funcionario', 'get', `${base}history/?limit=0&offset=x`);
      expect(bad.status).toBe(400);
      expect(bad.body.errors).toEqual({ limit: [MESSAGES.historyLimitInvalid], offset: [MESSAGES.historyOffsetInvalid] });
      const missing = await send('funcionario', 'get', `${base}history/99/`);
      expect(missing.status).toBe(404);
      expect(missing.body.message).toBe(MESSAGES.revisionNotFound);
    });

    it('restores a deleted item (same id, its crossings too); readers see the history but cannot restore; outsiders do not see it', async () => {
      const companyId = await actors.freshCompany('Padaria Restaurada');
      const swot = await ok('owner', 'post', `/api/company/${companyId}/swots/`, { name: 'SWOT 2026' });
      const base = `/api/swots/${swot.id}/`;
      const strength = await ok<SwotItem>('owner', 'post', `${base}items/`, { quadrant: 'S', text: 'Marca forte' });
      const chance = await ok<SwotItem>('owner', 'post', `${base}items/`, { quadrant: 'O', text: 'Mercado em alta' });
      await ok('owner', 'put', `${base}crossings/`, [{ internal: strength.id, external: chance.id, intensity: 3 }]);
      const chartBefore = await ok('funcionario', 'get', `${base}chart_data/`);
      const before = (await historyOf(base)).results[0]!.revision;
      await ok('owner', 'delete', `/api/swot_items/${strength.id}/`);
      expect((await send('owner', 'put', `/api/swot_items/${strength.id}/`, { quadrant: 'S', text: 'x', importance: 0.5 })).body.message).toBe(MESSAGES.partDeleted);

      const past = await ok('funcionario', 'get', `${base}history/${before}/`);
      expect(past.chart).toEqual(chartBefore);
      expect(await ok('funcionario', 'get', `${base}chart_data/`)).not.toEqual(chartBefore);

      const refused = await send('funcionario', 'post', `${base}history/${before}/restore/`);
      expect(refused.status).toBe(403);
      expect(refused.body.success).toBe(false);
      expect((await send('outsider', 'get', `${base}history/`)).status).toBe(404);
      expect((await send('outsider', 'post', `${base}history/${before}/restore/`)).status).toBe(404);

      await ok('consultor', 'post', `${base}history/${before}/restore/`, undefined, 201);
      expect(await ok('funcionario', 'get', `${base}chart_data/`)).toEqual(chartBefore);
      expect((await ok<SwotItem[]>('funcionario', 'get', `${base}items/`)).map((item) => item.id)).toEqual([strength.id, chance.id]);
      expect(await ok('owner', 'put', `/api/swot_items/${strength.id}/`, { quadrant: 'S', text: 'Marca forte', importance: 0.5 })).toMatchObject({ id: strength.id });
      const [restored] = (await historyOf(base)).results;
      expect(restored!.summary).toMatch(new RegExp(`restaurou a versão ${before}$`));
    });

    it('a deleted product restored brings its months back', async () => {
      const companyId = await api.fullCompany('Padaria das Médias');
      const mcp = await ok('owner', 'post', `/api/company/${companyId}/mcps/`, { name: 'Linha 2025' });
      const base = `/api/mcps/${mcp.id}/`;
      const category = await ok('owner', 'post', `${base}categories/`, { name: 'Pães', color: 1 });
      const product = await ok('owner', 'post', '/api/products/', { categoryId: category.id, name: 'Pão Francês' });
      const months = Array.from({ length: 12 }, (_, index) => ({ kind: 'product', id: product.id, date: `2025-${String(index + 1).padStart(2, '0')}`, total: 100 + index, cost: 40, amount: 10 }));
      await ok('owner', 'put', `${base}control_data/`, months);
      const grid = await ok<McpControlData>('funcionario', 'get', `${base}control_data/`);
      const { results } = await historyOf(base);
      expect(results[0]!.summary).toMatch(/alterou 12 linhas$/);
      await ok('owner', 'delete', `/api/products/${product.id}/`);
      expect((await ok<McpControlData>('funcionario', 'get', `${base}control_data/`)).products).toEqual([]);
      expect((await historyOf(base)).results[0]!.summary).toMatch(/excluiu o produto Pão Francês$/);
      await ok('owner', 'post', `${base}history/${results[0]!.revision}/restore/`, undefined, 201);
      expect(await ok<McpControlData>('funcionario', 'get', `${base}control_data/`)).toEqual(grid);
    });
  });
}
