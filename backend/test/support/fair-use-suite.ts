import {
  CompanyMode,
  MCP_BULK_MAX_BODY_BYTES,
  MCP_BULK_MAX_ROWS,
  MESSAGES,
  MONEY_MAX,
  RATE_LIMIT_MESSAGES,
  SIZE_QUOTAS,
  type SizeQuota,
  sizeQuotaMessage,
  waitText,
} from 'contracts';
import type request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { FAIR_USE } from '../../src/rate-limit/fair-use.service.js';
import { type Actor, type CompanyActors, signUpActors } from './actors.js';
import { apiCalls, generalError, tablesSnapshot } from './analysis-matrix.js';
import { mcpFixture, mcpSnapshot } from './mcp-api.js';
import type { TestApp } from './test-app.js';

const MCP_TABLES_AND_MORE = ['multifatoriais', 'multifatorial_criteria', 'multifatorial_items', 'ambiental_factors', 'ambiental_subfactors', 'swot_items'];

/**
 * The suite's fair-use window (startTestApp's settings): an hour, not the production minute, so
 * that filling a limit (120 reads, 50 000 rows in a dozen calls) ends inside it however slow the
 * machine is.
 */
export const FAIR_USE_WINDOW = { fairUseWindowMs: 60 * 60_000 };

/** The 429 of a fair-use limit: Retry-After in seconds, and the limit's pt-BR text saying the same wait. */
function expectTooMany(res: request.Response, message: (wait: string) => string): void {
  expect(res.status, JSON.stringify(res.body)).toBe(429);
  const retryAfter = Number(res.headers['retry-after']);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(FAIR_USE_WINDOW.fairUseWindowMs / 1000);
  expect(res.body).toEqual(generalError(message(waitText(retryAfter))));
}

/**
 * Fair use (issue 24 items 1 and 7): the per-user limit of expensive reads, the per-company
 * limit of bulk writes, the size quotas of demo and full companies (also under concurrency),
 * and the bulk grid's row limit against its body limit.
 */
export function fairUseSuite(app: () => TestApp): void {
  let actors: CompanyActors;
  const api = apiCalls(app, () => actors);
  const { ok, send, fullCompany } = api;
  const count = async (sql: string): Promise<number> => Number((await app().dataSource.query(sql))[0].n);
  const snapshot = async () => (await mcpSnapshot(app())) + (await tablesSnapshot(app(), MCP_TABLES_AND_MORE));

  beforeAll(async () => {
    actors = await signUpActors(app());
  });

  describe('expensive reads: 120 a minute per user', () => {
    it('answers the 121st chart or grid read of a user with 429, Retry-After and the pt-BR envelope; other users keep reading', async () => {
      const companyId = await fullCompany('Leitora Intensa');
      const f = await mcpFixture((method, path, body) => ok('owner', method, path, body), companyId);
      const multifatorial = await ok('owner', 'post', `/api/company/${companyId}/multifatoriais/`, { name: 'Portfólio', description: '' });
      const reads: ((actor: Actor) => request.Test)[] = [
        (actor) => send(actor, 'get', `/api/company/${companyId}/mcps/chart_data/?mcp=${f.mcpId}`),
        (actor) => send(actor, 'get', `/api/mcps/${f.mcpId}/control_data/`),
        (actor) => send(actor, 'post', `/api/company/${companyId}/multifatoriais/simple_chart_data_for_period/`, { start: '2025-01', end: '2025-12' }),
        (actor) => send(actor, 'post', `/api/company/${companyId}/multifatoriais/detailed_chart_data_for_period/`, { start: '2025-01', end: '2025-12' }),
        (actor) => send(actor, 'get', `/api/company/${companyId}/multifatoriais/chart_data/`),
        (actor) => send(actor, 'get', `/api/multifatoriais/${multifatorial.id}/multifatorial_chart_data/`),
      ];
      // A refused (invalid) read costs nothing and counts nothing.
      await send('funcionario', 'get', `/api/company/${companyId}/mcps/chart_data/?grouping=4`).expect(400);
      // A report asks a dozen charts at once: they all come, one after another.
      const report = await Promise.all(Array.from({ length: 12 }, (_, n) => reads[n % reads.length]('funcionario')));
      expect(report.map((res) => res.status).filter((status) => status >= 300)).toEqual([]);
      const max = FAIR_USE.expensiveReadsPerUser.max;
      for (let n = report.length; n < max; n += 1) {
        const res = await reads[n % reads.length]('funcionario');
        expect(res.status, `read ${n + 1}: ${JSON.stringify(res.body)}`).toBeLessThan(300);
      }
      for (const read of reads) expectTooMany(await read('funcionario'), RATE_LIMIT_MESSAGES.expensiveReads);
      // The limit is the user's: a colleague in the same company reads on.
      for (const read of reads) expect((await read('consultor')).status).toBeLessThan(300);
      // Cheap reads are not limited.
      await send('funcionario', 'get', `/api/company/${companyId}/mcps/`).expect(200);
    });
  });

  describe('bulk writes: 50 000 rows a minute per company', () => {
    it('answers a bulk write past the company’s rows with 429 and the envelope, writes nothing; another company writes on', { timeout: 120_000 }, async () => {
      const companyId = await fullCompany('Planilhas em Lote');
      const other = await fullCompany('Vizinha Tranquila');
      // mcpFixture saves 2 rows of control data in each company.
      const f = await mcpFixture((method, path, body) => ok('owner', method, path, body), companyId);
      const g = await mcpFixture((method, path, body) => ok('owner', method, path, body), other);
      let used = 2;
      const products = [f.productId];
      for (let n = 1; n < 40; n += 1) products.push((await ok('owner', 'post', '/api/products/', { categoryId: f.categoryId, name: `Produto ${n}` })).id);
      const multifatorial = await ok('owner', 'post', `/api/company/${companyId}/multifatoriais/`, { name: 'Notas', description: '', mcpId: f.mcpId });
      const criteria = await ok('owner', 'get', `/api/multifatoriais/${multifatorial.id}/criteria/`);
      const [category] = await ok('owner', 'get', `/api/multifatorial/${multifatorial.id}/categories/`);
      const grades = (actor: Actor) =>
        send(actor, 'put', `/api/multifatoriais/${multifatorial.id}/grades/`, {
          date: '2025-01',
          grades: [{ criterionId: criteria.find((c: { axis: string }) => c.axis === 'attractiveness').id, categoryId: category.id, grade: 0.5 }],
        });
      const importMcp = (actor: Actor) => send(actor, 'post', `/api/multifatoriais/${multifatorial.id}/import_mcp/`, {});
      /** `n` grid rows: the 40 products over consecutive months from 2000-01. */
      const grid = (actor: Actor, n: number) =>
        send(
          actor,
          'put',
          `/api/mcps/${f.mcpId}/control_data/`,
          Array.from({ length: n }, (_, i) => {
            const month = 2000 * 12 + Math.floor(i / products.length);
            return { kind: 'product', id: products[i % products.length], date: `${Math.floor(month / 12)}-${String((month % 12) + 1).padStart(2, '0')}`, total: 1, cost: 1, amount: 1 };
          }),
        );
      await grades('consultor').expect(200);
      used += 1;
      await importMcp('owner').expect(201);
      // An import weighs as the largest one: an MCP's product quota.
      used += SIZE_QUOTAS.mcpProducts.full;
      const max = FAIR_USE.bulkRowsPerCompany.max;
      while (used < max) {
        const rows = Math.min(5_000, max - used);
        const res = await grid(used % 2 ? 'owner' : 'admin', rows);
        expect(res.status, `at ${used} rows: ${JSON.stringify(res.body).slice(0, 300)}`).toBe(200);
        used += rows;
      }
      const before = await snapshot();
      // The budget is the company's: any member is refused, for every kind of bulk write, even one row.
      for (const write of [() => grid('admin', 1), () => grades('owner'), () => importMcp('consultor')]) {
        expectTooMany(await write(), RATE_LIMIT_MESSAGES.bulkWrites);
      }
      // Refused, the grid's next calls are not even read: a body that is not JSON gets the 429 too.
      const unread = await send('owner', 'put', `/api/mcps/${f.mcpId}/control_data/`).set('Content-Type', 'application/json').send('[{"kind": ');
      expectTooMany(unread, RATE_LIMIT_MESSAGES.bulkWrites);
      expect(await snapshot()).toBe(before);
      // Single-cell edits are not bulk writes.
      await ok('owner', 'put', `/api/products/${f.productId}/update_control/`, { date: '2023-01', total: 5, cost: 1, amount: 1 });
      // Another company of the same people saves on.
      await ok('owner', 'put', `/api/mcps/${g.mcpId}/control_data/`, [{ kind: 'product', id: g.productId, date: '2024-01', total: 1, cost: 1, amount: 1 }]);
    });

    it('does not let an outsider spend a company’s budget', async () => {
      const companyId = await fullCompany('Alvo de Estranhos');
      const f = await mcpFixture((method, path, body) => ok('owner', method, path, body), companyId);
      const body = [{ kind: 'product', id: f.productId, date: '2024-01', total: 1, cost: 1, amount: 1 }];
      const many = Array.from({ length: 10_000 }, (_, i) => ({ ...body[0], date: `${2000 + Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}` }));
      for (let n = 0; n < FAIR_USE.bulkRowsPerCompany.max / many.length + 1; n += 1) await send('outsider', 'put', `/api/mcps/${f.mcpId}/control_data/`, many).expect(404);
      await ok('owner', 'put', `/api/mcps/${f.mcpId}/control_data/`, body);
    });
  });

  describe('size quotas', () => {
    /** Creates parts until the count reaches `upTo`, then expects the next to be refused with the quota's text and to change nothing. */
    const fillAndRefuse = async (companyId: number, quota: SizeQuota, mode: CompanyMode, from: number, create: (n: number) => request.Test) => {
      const limit = mode === CompanyMode.Demo ? SIZE_QUOTAS[quota].demo : SIZE_QUOTAS[quota].full;
      for (let n = from; n < limit; n += 1) {
        const res = await create(n);
        expect(res.status, `${quota} ${n + 1}: ${JSON.stringify(res.body)}`).toBe(201);
      }
      const before = await snapshot();
      const refused = await create(limit);
      expect(refused.status).toBe(403);
      expect(refused.body).toEqual(generalError(sizeQuotaMessage(quota, mode, companyId)));
      expect(await snapshot()).toBe(before);
    };
    const demoCompany = (name: string) => actors.freshCompany(name);

    it('MCP products and competitors: a demo company stops at its quota; the same company on a full plan goes on', async () => {
      const companyId = await demoCompany('Demo de Produtos');
      const mcp = await ok('owner', 'post', `/api/company/${companyId}/mcps/`, { name: 'Linha', description: '' });
      const category = await ok('owner', 'post', `/api/mcps/${mcp.id}/categories/`, { name: 'Cafés' });
      const product = (n: number) => send('consultor', 'post', '/api/products/', { categoryId: category.id, name: `Produto ${n}` });
      const competitor = (n: number) => send('consultor', 'post', '/api/competitors/', { categoryId: category.id, name: `Rival ${n}` });
      await fillAndRefuse(companyId, 'mcpProducts', CompanyMode.Demo, 0, product);
      await fillAndRefuse(companyId, 'mcpCompetitors', CompanyMode.Demo, 0, competitor);
      await send('sysadmin', 'get', `/api/general/toggle_demo/${companyId}`).expect(200);
      await product(99).expect(201);
      await competitor(99).expect(201);
    });

    it('Multifatorial criteria (full quota) and items (demo), and an MCP import that would pass the items quota', async () => {
      const full = await fullCompany('Critérios Plenos');
      const big = await ok('owner', 'post', `/api/company/${full}/multifatoriais/`, { name: 'Muitos critérios', description: '' });
      const defaults = (await ok('owner', 'get', `/api/multifatoriais/${big.id}/criteria/`)).length;
      await fillAndRefuse(full, 'multifatorialCriteria', CompanyMode.Full, defaults, (n) =>
        send('admin', 'post', `/api/multifatoriais/${big.id}/criteria/`, { axis: n % 2 ? 'force' : 'attractiveness', name: `Critério ${n}` }),
      );

      const demo = await demoCompany('Itens de Demonstração');
      const mcp = await ok('owner', 'post', `/api/company/${demo}/mcps/`, { name: 'Origem', description: '' });
      const mcpCategory = await ok('owner', 'post', `/api/mcps/${mcp.id}/categories/`, { name: 'Chás' });
      for (let n = 0; n < 5; n += 1) await ok('owner', 'post', '/api/products/', { categoryId: mcpCategory.id, name: `Chá ${n}` });
      const multifatorial = await ok('owner', 'post', `/api/company/${demo}/multifatoriais/`, { name: 'Itens', description: '' });
      const category = await ok('owner', 'post', `/api/multifatorial/${multifatorial.id}/categories/`, { name: 'Mercado' });
      const item = (n: number) => send('owner', 'post', `/api/multifatorial/${multifatorial.id}/categories/${category.id}/items/`, { name: `Item ${n}` });
      const limit = SIZE_QUOTAS.multifatorialItems.demo;
      for (let n = 0; n < limit - 4; n += 1) await item(n).expect(201);
      // Importing the MCP's 5 products would make limit + 1 items: the whole import is refused.
      const before = await snapshot();
      const refused = await send('owner', 'post', `/api/multifatoriais/${multifatorial.id}/import_mcp/`, { mcpId: mcp.id }).expect(403);
      expect(refused.body).toEqual(generalError(sizeQuotaMessage('multifatorialItems', CompanyMode.Demo, demo)));
      expect(await snapshot()).toBe(before);
      await fillAndRefuse(demo, 'multifatorialItems', CompanyMode.Demo, limit - 4, item);
    });

    it('Ambiental factors and subfactors, SWOT items (demo)', async () => {
      const companyId = await demoCompany('Ambiente Demo');
      const ambiental = await ok('owner', 'post', `/api/company/${companyId}/ambiental/`, { name: 'Cenário', description: '' });
      // A new Ambiental starts with the default factors.
      const defaults = (await ok('owner', 'get', `/api/ambientais/${ambiental.id}/factors/`)).length;
      await fillAndRefuse(companyId, 'ambientalFactors', CompanyMode.Demo, defaults, (n) => send('owner', 'post', `/api/ambientais/${ambiental.id}/factors/`, { name: `Fator ${n}` }));
      const factors = await ok('owner', 'get', `/api/ambientais/${ambiental.id}/factors/`);
      await fillAndRefuse(companyId, 'ambientalSubfactors', CompanyMode.Demo, 0, (n) =>
        send('owner', 'post', `/api/factors/${factors[n % factors.length].id}/subfactors/`, { name: `Sub ${n}`, kind: n % 2 ? 'ameaca' : 'oportunidade' }),
      );
      const swot = await ok('owner', 'post', `/api/company/${companyId}/swots/`, { name: 'SWOT', description: '' });
      await fillAndRefuse(companyId, 'swotItems', CompanyMode.Demo, 0, (n) =>
        send('owner', 'post', `/api/swots/${swot.id}/items/`, { quadrant: 'SWOT'[n % 4], text: `Item ${n}` }),
      );
      // Importing the Ambiental's opportunities and threats into the full SWOT is refused whole.
      const before = await snapshot();
      await send('owner', 'post', `/api/swots/${swot.id}/import_ambiental/`, { ambientalId: ambiental.id }).expect(403);
      expect(await snapshot()).toBe(before);
    });

    it('never passes a quota with 20 concurrent creations', async () => {
      const companyId = await demoCompany('Corrida de Produtos');
      const mcp = await ok('owner', 'post', `/api/company/${companyId}/mcps/`, { name: 'Corrida', description: '' });
      const categories = [await ok('owner', 'post', `/api/mcps/${mcp.id}/categories/`, { name: 'A' }), await ok('owner', 'post', `/api/mcps/${mcp.id}/categories/`, { name: 'B' })];
      const limit = SIZE_QUOTAS.mcpProducts.demo;
      for (let n = 0; n < limit - 5; n += 1) await ok('owner', 'post', '/api/products/', { categoryId: categories[n % 2].id, name: `Produto ${n}` });
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, n) => send(n % 2 ? 'owner' : 'admin', 'post', '/api/products/', { categoryId: categories[n % 2].id, name: `Paralelo ${n}` })),
      );
      const statuses = answers.map((res) => res.status);
      expect(statuses.filter((s) => s === 201)).toHaveLength(5);
      expect(statuses.filter((s) => s === 403)).toHaveLength(15);
      const products = `SELECT COUNT(*) AS n FROM mcp_products p JOIN analysis_categories c ON c.id = p.category_id WHERE c.mcp_id = ${mcp.id}`;
      expect(await count(products)).toBe(limit);
    });
  });

  describe('the bulk grid: its row limit fits its body limit', () => {
    let mcpId: number;
    let products: number[];
    /** Rows of the longest values: "competitor"-free, but amounts at MONEY_MAX (16 characters each). */
    const rows = (n: number) =>
      Array.from({ length: n }, (_, index) => {
        const month = 1990 * 12 + Math.floor(index / products.length);
        const date = `${Math.floor(month / 12)}-${String((month % 12) + 1).padStart(2, '0')}-01`;
        return { kind: 'product', id: products[index % products.length], date, total: MONEY_MAX, cost: MONEY_MAX, amount: MONEY_MAX };
      });

    beforeAll(async () => {
      const companyId = await fullCompany('Grade Cheia');
      const mcp = await ok('owner', 'post', `/api/company/${companyId}/mcps/`, { name: 'Grade', description: '' });
      mcpId = mcp.id;
      const category = await ok('owner', 'post', `/api/mcps/${mcpId}/categories/`, { name: 'Tudo' });
      products = [];
      for (let n = 0; n < 40; n += 1) products.push((await ok('owner', 'post', '/api/products/', { categoryId: category.id, name: `Produto ${n}` })).id);
    });

    it(`saves exactly ${MCP_BULK_MAX_ROWS} rows in one call (a body well over 1 MB)`, { timeout: 120_000 }, async () => {
      const body = rows(MCP_BULK_MAX_ROWS);
      const bytes = Buffer.byteLength(JSON.stringify(body));
      expect(bytes).toBeGreaterThan(1024 * 1024);
      expect(bytes).toBeLessThan(MCP_BULK_MAX_BODY_BYTES);
      const res = await send('owner', 'put', `/api/mcps/${mcpId}/control_data/`, body);
      expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(200);
      expect(res.body.data.products).toHaveLength(MCP_BULK_MAX_ROWS);
      const stored = `SELECT COUNT(*) AS n FROM mcp_product_control WHERE product_id IN (${products.join(',')})`;
      expect(await count(stored)).toBe(MCP_BULK_MAX_ROWS);
    });

    it('refuses one row more with the envelope, writing nothing', { timeout: 60_000 }, async () => {
      const before = await mcpSnapshot(app());
      const res = await send('owner', 'put', `/api/mcps/${mcpId}/control_data/`, rows(MCP_BULK_MAX_ROWS + 1)).expect(400);
      expect(res.body).toEqual({ success: false, errors: { general: [MESSAGES.tooManyRows] }, message: MESSAGES.invalidInput });
      expect(await mcpSnapshot(app())).toBe(before);
    });

    it('keeps 413 above its own body limit, and 1 MB on the other routes', async () => {
      const huge = JSON.stringify([{ kind: 'product', id: products[0], date: '2025-01', total: 1, cost: 1, amount: 1, note: 'x'.repeat(MCP_BULK_MAX_BODY_BYTES) }]);
      const over = await send('owner', 'put', `/api/mcps/${mcpId}/control_data/`).set('Content-Type', 'application/json').send(huge).expect(413);
      expect(over.body).toEqual(generalError(MESSAGES.payloadTooLarge));
      const overMegabyte = JSON.stringify({ name: 'x'.repeat(1024 * 1024 + 10) });
      const other = await send('owner', 'post', `/api/mcps/${mcpId}/categories/`).set('Content-Type', 'application/json').send(overMegabyte).expect(413);
      expect(other.body).toEqual(generalError(MESSAGES.payloadTooLarge));
    });
  });
}
