import { type AmbientalFactor, type HistoryPage, MESSAGES, type McpControlData, type MultifatorialCriterion, type SwotItem, historyPageSchema } from 'contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { type CompanyActors, signUpActors } from './actors.js';
import { apiCalls } from './analysis-matrix.js';
import { checkHistoryProperty, restorable, seeded } from './history-property.js';
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
      // Versions only move forward: the version a page held before the deletion is stale now.
      const stale = await send('owner', 'put', `/api/swot_items/${strength.id}/`).set('If-Match', `"${strength.version}"`).send({ quadrant: 'S', text: 'x', importance: 0.5 });
      expect(stale.status).toBe(412);
      expect(stale.body.data.current).toMatchObject({ id: strength.id, text: 'Marca forte' });
      expect(await ok('owner', 'put', `/api/swot_items/${strength.id}/`, { quadrant: 'S', text: 'Marca forte', importance: 0.5 })).toMatchObject({ id: strength.id });
      // The PUT above moved the item's version: the restore is the revision before it.
      const [edited, restored] = (await historyOf(base)).results;
      expect(edited!.summary).toMatch(/alterou Marca forte$/);
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
      expect(restorable(await ok<McpControlData>('funcionario', 'get', `${base}control_data/`))).toEqual(restorable(grid));
    });

    it('a past state carries what its chart view looks up as it was: an MCP\'s categories, a multifatorial\'s markets and criteria', async () => {
      const companyId = await api.fullCompany('Padaria dos Nomes');
      const mcp = await ok('owner', 'post', `/api/company/${companyId}/mcps/`, { name: 'Linha 2025' });
      const base = `/api/mcps/${mcp.id}/`;
      const breads = await ok('owner', 'post', `${base}categories/`, { name: 'Pães', color: 1 });
      const sweets = await ok('owner', 'post', `${base}categories/`, { name: 'Doces', color: 2 });
      const product = await ok('owner', 'post', '/api/products/', { categoryId: breads.id, name: 'Pão Francês' });
      await ok('owner', 'put', `${base}control_data/`, [{ kind: 'product', id: product.id, date: '2025-01', total: 100, cost: 40, amount: 10 }]);
      const then = (await historyOf(base)).results[0]!.revision;
      const lookupsThen = { categories: [{ id: breads.id, name: 'Pães', color: 1 }, { id: sweets.id, name: 'Doces', color: 2 }] };
      expect((await ok('funcionario', 'get', `${base}history/${then}/`)).lookups).toEqual(lookupsThen);
      await ok('owner', 'put', `/api/category/${breads.id}/`, { name: 'Padaria', color: 3 });
      await ok('owner', 'delete', `/api/category/${sweets.id}/`);
      expect((await ok('funcionario', 'get', `${base}history/${then}/`)).lookups).toEqual(lookupsThen);
      // Restored, then deleted again: the past still reads it as it was.
      await ok('owner', 'post', `${base}history/${then}/restore/`, undefined, 201);
      await ok('owner', 'delete', `/api/category/${sweets.id}/`);
      expect((await ok('funcionario', 'get', `${base}history/${then}/`)).lookups).toEqual(lookupsThen);

      const multifatorial = await ok('owner', 'post', `/api/company/${companyId}/multifatoriais/`, { name: 'Portfólio' });
      const mBase = `/api/multifatoriais/${multifatorial.id}/`;
      const market = await ok('owner', 'post', `/api/multifatorial/${multifatorial.id}/categories/`, { name: 'Cafés', color: 4 });
      const criteria = await ok<MultifatorialCriterion[]>('funcionario', 'get', `${mBase}criteria/`);
      const mThen = (await historyOf(mBase)).results[0]!.revision;
      const marketsThen = [{ id: market.id, name: 'Cafés', color: 4 }];
      const criteriaThen = criteria.map(({ id, axis, name, importance, higherIsWorse }) => ({ id, axis, name, importance, higherIsWorse }));
      expect((await ok('funcionario', 'get', `${mBase}history/${mThen}/`)).lookups).toEqual({ markets: marketsThen, criteria: criteriaThen });
      await ok('owner', 'put', `/api/category/${market.id}/`, { name: 'Chás', color: 5 });
      const renamed = criteria[0]!;
      await ok('owner', 'put', `/api/criteria/${renamed.id}/`, { axis: renamed.axis, name: 'Outro critério', importance: renamed.importance });
      expect((await ok('funcionario', 'get', `${mBase}history/${mThen}/`)).lookups).toEqual({ markets: marketsThen, criteria: criteriaThen });
      // The present reads today's names.
      const now = (await historyOf(mBase)).results[0]!.revision;
      expect((await ok('funcionario', 'get', `${mBase}history/${now}/`)).lookups).toMatchObject({ markets: [{ id: market.id, name: 'Chás', color: 5 }] });
    });

    // Random sequences of edits, deletions and restores on each kind: restoring revision k gives exactly the state recorded after k.
    const SEED = 20_251_128;
    // The charts and the grid are expensive reads with a budget per person: the readings take turns.
    const readers = ['funcionario', 'consultor', 'admin', 'owner'] as const;
    let turn = 0;
    const read = (path: string) => ok(readers[turn++ % readers.length]!, 'get', path);
    const STEPS = 24;

    it('property: SWOT', async () => {
      const random = seeded(SEED);
      const companyId = await api.fullCompany('SWOT ao acaso');
      const swot = await ok('owner', 'post', `/api/company/${companyId}/swots/`, { name: 'SWOT' });
      const base = `/api/swots/${swot.id}/`;
      const items = () => ok<SwotItem[]>('funcionario', 'get', `${base}items/`);
      await checkHistoryProperty(api, {
        base,
        state: async () => [await ok('funcionario', 'get', base), await items(), await ok('funcionario', 'get', `${base}chart_data/`)],
        step: async (r) => {
          const all = await items();
          const item = r.pick(all);
          const action = r.int(5);
          const body = () => ({ quadrant: r.pick(['S', 'W', 'O', 'T'] as const)!, text: `Item ${r.int(1000)}`, importance: r.int(11) / 10 });
          if (action === 0 || !item) await ok('owner', 'post', `${base}items/`, body());
          else if (action === 1) await ok('owner', 'put', `/api/swot_items/${item.id}/`, body());
          else if (action === 2) await ok('owner', 'delete', `/api/swot_items/${item.id}/`);
          else if (action === 3) await ok('owner', 'patch', `/api/v3/swots/${swot.id}/`, { name: `SWOT ${r.int(100)}` });
          else {
            const internal = r.pick(all.filter((i) => i.quadrant === 'S' || i.quadrant === 'W'));
            const external = r.pick(all.filter((i) => i.quadrant === 'O' || i.quadrant === 'T'));
            if (internal && external) await ok('owner', 'put', `${base}crossings/`, [{ internal: internal.id, external: external.id, intensity: r.int(4) }]);
          }
        },
      }, random, STEPS);
    });

    it('property: Ambiental', async () => {
      const random = seeded(SEED + 1);
      const companyId = await api.fullCompany('Ambiental ao acaso');
      const ambiental = await ok('owner', 'post', `/api/company/${companyId}/ambiental/`, { name: 'Cenário' });
      const base = `/api/ambientais/${ambiental.id}/`;
      const factors = () => ok<AmbientalFactor[]>('funcionario', 'get', `${base}factors/listWithSubfactors/`);
      await checkHistoryProperty(api, {
        base,
        state: async () => [await ok('funcionario', 'get', base), await factors(), await ok('funcionario', 'get', `${base}chart_data/`)],
        step: async (r) => {
          const all = (await factors()) as (AmbientalFactor & { subfactors: { id: number }[] })[];
          const factor = r.pick(all);
          const subfactor = r.pick(all.flatMap((f) => f.subfactors));
          const sub = () => ({ name: `Sub ${r.int(1000)}`, kind: r.pick(['ameaca', 'oportunidade'] as const)!, importance: r.int(11) / 10, grade: r.int(11) / 10 });
          const action = r.int(6);
          if (action === 0 || !factor) await ok('owner', 'post', `${base}factors/`, { name: `Fator ${r.int(1000)}`, importance: r.int(11) / 10 });
          else if (action === 1) await ok('owner', 'put', `/api/factors/${factor.id}/`, { name: `Fator ${r.int(1000)}`, importance: r.int(11) / 10 });
          else if (action === 2) await ok('owner', 'delete', `/api/factors/${factor.id}/`);
          else if (action === 3 || !subfactor) await ok('owner', 'post', `/api/factors/${factor.id}/subfactors/`, sub());
          else if (action === 4) await ok('owner', 'put', `/api/subfactors/${subfactor.id}/`, sub());
          else await ok('owner', 'delete', `/api/subfactors/${subfactor.id}/`);
        },
      }, random, STEPS);
    });

    it('property: MCP', async () => {
      const random = seeded(SEED + 2);
      const companyId = await api.fullCompany('MCP ao acaso');
      const mcp = await ok('owner', 'post', `/api/company/${companyId}/mcps/`, { name: 'Linha' });
      const base = `/api/mcps/${mcp.id}/`;
      const category = await ok('owner', 'post', `${base}categories/`, { name: 'Pães', color: 1 });
      const products = async () => ((await ok('funcionario', 'get', `${base}categories_and_products/`)) as { products: { id: number }[] }[]).flatMap((c) => c.products);
      await checkHistoryProperty(api, {
        base,
        state: async () => [
          await ok('funcionario', 'get', base),
          await ok('funcionario', 'get', `${base}categories_and_products/`),
          await read(`${base}control_data/`),
          await read(`/api/company/${companyId}/mcps/chart_data/?mcp=${mcp.id}`),
        ],
        step: async (r) => {
          const product = r.pick(await products());
          const action = r.int(4);
          if (action === 0 || !product) await ok('owner', 'post', '/api/products/', { categoryId: category.id, name: `Produto ${r.int(1000)}` });
          else if (action === 1) await ok('owner', 'delete', `/api/products/${product.id}/`);
          else if (action === 2) await ok('owner', 'put', `/api/products/${product.id}/`, { categoryId: category.id, name: `Produto ${r.int(1000)}`, active: r.next() < 0.5 });
          else {
            const months = [...new Set(Array.from({ length: 1 + r.int(4) }, () => `2025-0${1 + r.int(6)}`))];
            const rows = months.map((date) => ({ kind: 'product', id: product.id, date, total: r.int(500), cost: r.int(100), amount: r.int(20) }));
            await ok('owner', 'put', `${base}control_data/`, rows);
          }
        },
      }, random, STEPS);
    });

    it('property: Multifatorial', async () => {
      const random = seeded(SEED + 3);
      const companyId = await api.fullCompany('Multifatorial ao acaso');
      const multifatorial = await ok('owner', 'post', `/api/company/${companyId}/multifatoriais/`, { name: 'Portfólio' });
      const base = `/api/multifatoriais/${multifatorial.id}/`;
      const category = await ok('owner', 'post', `/api/multifatorial/${multifatorial.id}/categories/`, { name: 'Cafés' });
      const criteria = () => ok<{ id: number; axis: string }[]>('funcionario', 'get', `${base}criteria/`);
      const items = async () => ((await ok('funcionario', 'get', `/api/multifatorial/${multifatorial.id}/categories/`)) as { items: { id: number }[] }[]).flatMap((c) => c.items);
      await checkHistoryProperty(api, {
        base,
        state: async () => [
          await ok('funcionario', 'get', base),
          await criteria(),
          await ok('funcionario', 'get', `/api/multifatorial/${multifatorial.id}/categories/`),
          await read(`${base}multifatorial_chart_data/`),
        ],
        step: async (r) => {
          const item = r.pick(await items());
          const force = r.pick((await criteria()).filter((c) => c.axis === 'force'));
          const action = r.int(5);
          if (action === 0 || !item) await ok('owner', 'post', `/api/multifatorial/${multifatorial.id}/categories/${category.id}/items/`, { name: `Item ${r.int(1000)}` });
          else if (action === 1) await ok('owner', 'delete', `/api/multifatorial_items/${item.id}/`);
          else if (action === 2) await ok('owner', 'put', `/api/multifatorial_items/${item.id}/`, { name: `Item ${r.int(1000)}` });
          else if (action === 3 && force) await ok('owner', 'delete', `/api/criteria/${force.id}/`);
          else if (force) await ok('owner', 'put', `${base}grades/`, { date: `2025-0${1 + r.int(3)}`, grades: [{ criterionId: force.id, itemId: item.id, grade: r.int(11) / 10 }] });
        },
      }, random, STEPS);
    });
  });
}
