import {
  type CategoriesAndCompetitors,
  type CategoriesAndProducts,
  type ChartSvg,
  demoLimitMessage,
  type Mcp,
  MESSAGES,
  expandMcpChartData,
  type McpChartData,
  type McpChartWire,
  type McpChartPoint,
  type McpControlData,
  type McpDomains,
  periodGrowthThreshold,
  type ProductAdditionalInfo,
} from 'contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { ACTORS, type Actor, type CompanyActors, signUpActors, statusByActor } from './actors.js';
import { type McpFixture, mcpApi, mcpFixture, mcpSnapshot, type Method } from './mcp-api.js';
import { expectNoOpPatchKeepsUpdatedAt } from './analysis-matrix.js';
import type { TestApp } from './test-app.js';

const generalError = (message: string) => ({ success: false, errors: { general: [message] }, message });

/** Every MCP call and rule (issue 9) through the HTTP API, on one driver. */
export function mcpSuite(app: () => TestApp): void {
  let actors: CompanyActors;
  const api = mcpApi(app, () => actors);
  const { ok, send } = api;
  /** A company with the four roles, on the full plan (no demo limit). */
  const fullCompany = async (name?: string) => {
    const id = await actors.freshCompany(name);
    await send('sysadmin', 'get', `/api/general/toggle_demo/${id}`).expect(200);
    return id;
  };

  beforeAll(async () => {
    actors = await signUpActors(app());
  });

  describe('every call', () => {
    it('creates, reads, changes and deletes an MCP and everything in it', async () => {
      const companyId = await actors.freshCompany('Café Brasil');
      expect(await ok('funcionario', 'get', `/api/company/${companyId}/mcps/`)).toEqual([]);

      const created = await ok<Mcp>('consultor', 'post', `/api/company/${companyId}/mcps/`, { name: '  Linha 2025 ', description: 'Cafés' });
      expect(created).toMatchObject({ companyId, name: 'Linha 2025', description: 'Cafés', growthThreshold: 0.1 });
      expect(new Date(created.createdAt).toISOString()).toBe(created.createdAt);
      const mcpId = created.id;
      expect(await ok('funcionario', 'get', `/api/mcps/${mcpId}/`)).toEqual(created);
      expect(await ok('funcionario', 'get', `/api/company/${companyId}/mcps/`)).toEqual([created]);

      // PATCH: only the fields sent change; an empty patch changes nothing.
      const patched = await ok<Mcp>('admin', 'patch', `/api/v3/mcps/${mcpId}/`, { growthThreshold: 0.15 });
      expect(patched).toMatchObject({ name: 'Linha 2025', description: 'Cafés', growthThreshold: 0.15 });
      expect(await ok('admin', 'patch', `/api/v3/mcps/${mcpId}/`, {})).toEqual(patched);
      await expectNoOpPatchKeepsUpdatedAt(app, api, { table: 'mcps', id: mcpId, get: `/api/mcps/${mcpId}/`, patch: `/api/v3/mcps/${mcpId}/`, change: { description: 'Cafés finos' } });
      expect(await ok('owner', 'patch', `/api/v3/mcps/${mcpId}/`, { name: 'Linha 2026', description: '' })).toMatchObject({
        name: 'Linha 2026',
        description: '',
        growthThreshold: 0.15,
      });

      // Categories.
      const cafes = await ok('owner', 'post', `/api/mcps/${mcpId}/categories/`, { name: 'Cafés', color: 0x8b4513 });
      expect(cafes).toEqual({ id: cafes.id, version: 1, mcpId, name: 'Cafés', color: 0x8b4513 });
      const chas = await ok('owner', 'post', `/api/mcps/${mcpId}/categories/`, { name: 'Chás' });
      expect(chas.color).toBe(0);
      expect(await ok('owner', 'put', `/api/category/${chas.id}/`, { name: 'Chás e infusões', color: 0x228b22 })).toEqual({
        id: chas.id,
        version: 2,
        mcpId,
        name: 'Chás e infusões',
        color: 0x228b22,
      });
      expect(await ok('funcionario', 'get', `/api/category/${chas.id}/`)).toMatchObject({ name: 'Chás e infusões' });

      // Products and competitors.
      const gourmet = await ok('owner', 'post', '/api/products/', { categoryId: cafes.id, name: 'Café Gourmet', color: 0xaa0000 });
      expect(gourmet).toEqual({ id: gourmet.id, version: 1, categoryId: cafes.id, name: 'Café Gourmet', color: 0xaa0000, active: true });
      const matte = await ok('owner', 'post', '/api/products/', { categoryId: cafes.id, name: 'Mate', active: false });
      // Moving a product to another category of the same MCP.
      expect(await ok('owner', 'put', `/api/products/${matte.id}/`, { categoryId: chas.id, name: 'Chá Mate', active: true })).toEqual({
        id: matte.id,
        version: 2,
        categoryId: chas.id,
        name: 'Chá Mate',
        color: 0,
        active: true,
      });
      expect(await ok('funcionario', 'get', `/api/products/${matte.id}/`)).toMatchObject({ name: 'Chá Mate' });
      const rival = await ok('owner', 'post', '/api/competitors/', { categoryId: cafes.id, name: 'Café Rival' });
      expect(rival).toEqual({ id: rival.id, version: 1, categoryId: cafes.id, name: 'Café Rival', color: 0 });
      expect(await ok('owner', 'put', `/api/competitors/${rival.id}/`, { categoryId: cafes.id, name: 'Café Rival S.A.', color: 5 })).toEqual({
        id: rival.id,
        version: 2,
        categoryId: cafes.id,
        name: 'Café Rival S.A.',
        color: 5,
      });
      expect(await ok('funcionario', 'get', `/api/competitors/${rival.id}/`)).toMatchObject({ name: 'Café Rival S.A.' });

      expect(await ok<CategoriesAndProducts>('funcionario', 'get', `/api/mcps/${mcpId}/categories_and_products/`)).toEqual([
        { ...cafes, products: [gourmet] },
        { id: chas.id, version: 2, mcpId, name: 'Chás e infusões', color: 0x228b22, products: [{ id: matte.id, version: 2, categoryId: chas.id, name: 'Chá Mate', color: 0, active: true }] },
      ]);
      expect(await ok<CategoriesAndCompetitors>('funcionario', 'get', `/api/mcps/${mcpId}/categories_and_competitors/`)).toEqual([
        { ...cafes, competitors: [{ id: rival.id, version: 2, categoryId: cafes.id, name: 'Café Rival S.A.', color: 5 }] },
        { id: chas.id, version: 2, mcpId, name: 'Chás e infusões', color: 0x228b22, competitors: [] },
      ]);

      // Control data, one month at a time: upserted, exact to the cent.
      expect(await ok('owner', 'put', `/api/products/${gourmet.id}/update_control/`, { date: '2025-01', total: 1000.1, cost: 400.2, amount: 10 })).toEqual({
        date: '2025-01-01',
        total: 1000.1,
        cost: 400.2,
        amount: 10,
        version: 1,
      });
      await ok('owner', 'put', `/api/products/${gourmet.id}/update_control/`, { date: '2025-01-01', total: 1100.55, cost: 0.1, amount: 0.2 });
      await ok('owner', 'put', `/api/competitors/${rival.id}/update_control/`, { date: '2025-02', total: 9_999_999_999_999.99, cost: 0, amount: 1 });
      // Without a date: the current month in Brasília (the one before the call or after it, at a month's turn).
      const monthInBrasilia = () => `${new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo', year: 'numeric', month: '2-digit' }).format(new Date())}-01`;
      const monthBefore = monthInBrasilia();
      const now = await ok('owner', 'put', `/api/products/${matte.id}/update_control/`, { total: 1, cost: 0, amount: 1 });
      expect([monthBefore, monthInBrasilia()]).toContain(now.date);

      expect(await ok<McpControlData>('funcionario', 'get', `/api/mcps/${mcpId}/control_data/`)).toEqual({
        products: [
          { id: gourmet.id, date: '2025-01-01', total: 1100.55, cost: 0.1, amount: 0.2, version: 2 },
          { id: matte.id, date: now.date, total: 1, cost: 0, amount: 1, version: 1 },
        ],
        competitors: [{ id: rival.id, date: '2025-02-01', total: 9_999_999_999_999.99, cost: 0, amount: 1, version: 1 }],
      });

      // The grid: a bulk save upserts every row and answers the months it wrote, with their versions.
      const saved = await ok<McpControlData>('consultor', 'put', `/api/mcps/${mcpId}/control_data/`, [
        { kind: 'product', id: gourmet.id, date: '2025-01', total: 1000, cost: 400, amount: 10 },
        { kind: 'product', id: gourmet.id, date: '2025-02-01', total: 0.3, cost: 0.1, amount: 0 },
        { kind: 'competitor', id: rival.id, date: '2025-02', total: 2000, cost: 900, amount: 25 },
      ]);
      expect(saved).toEqual({
        products: [
          { id: gourmet.id, date: '2025-01-01', total: 1000, cost: 400, amount: 10, version: 3 },
          { id: gourmet.id, date: '2025-02-01', total: 0.3, cost: 0.1, amount: 0, version: 1 },
        ],
        competitors: [{ id: rival.id, date: '2025-02-01', total: 2000, cost: 900, amount: 25, version: 2 }],
      });
      expect(await ok('owner', 'put', `/api/mcps/${mcpId}/control_data/`, [])).toEqual({ products: [], competitors: [] });

      // Expenses replace the month's list.
      await ok('owner', 'put', `/api/products/${gourmet.id}/update_expenses/`, { date: '2025-01', expenses: [{ name: 'Frete', value: 70 }] });
      expect(
        await ok('owner', 'put', `/api/products/${gourmet.id}/update_expenses/`, {
          date: '2025-01',
          expenses: [
            { name: 'Comissão', value: 60.1 },
            { name: 'Frete', value: 39.9 },
          ],
        }),
      ).toEqual({ date: '2025-01-01', expenses: [{ name: 'Comissão', value: 60.1 }, { name: 'Frete', value: 39.9 }], total: 100 });
      await ok('owner', 'put', `/api/products/${gourmet.id}/update_expenses/`, { date: '2024-03', expenses: [{ name: 'Antigo', value: 5 }] });
      await ok('owner', 'put', `/api/products/${gourmet.id}/update_expenses/`, { date: '2024-02', expenses: [{ name: 'Mais antigo', value: 5 }] });

      // Domains, subcategories, tags.
      const regiao = await ok('owner', 'post', `/api/products/${gourmet.id}/add_product_domain/`, { name: 'Região' });
      expect(regiao).toEqual({ id: regiao.id, version: 1, name: 'Região', subcategories: [] });
      // The same name (case and accents aside) is the same domain.
      expect(await ok('owner', 'post', `/api/products/${matte.id}/add_product_domain/`, { name: 'regiao' })).toEqual(regiao);
      const canal = await ok('owner', 'post', `/api/products/${gourmet.id}/add_product_domain/`, { name: 'Canal' });
      const sul = await ok('owner', 'post', `/api/products/${gourmet.id}/add_product_subcategory/`, { domainId: regiao.id, name: 'Sul' });
      expect(sul).toEqual({ domainId: regiao.id, domainName: 'Região', subcategoryId: sul.subcategoryId, subcategoryName: 'Sul', version: 1 });
      const norte = await ok('owner', 'post', `/api/products/${gourmet.id}/add_product_subcategory/`, { domainId: regiao.id, name: 'Norte' });
      // One subcategory per domain per product: adding Norte moved the product from Sul.
      const matteSul = await ok('owner', 'post', `/api/products/${matte.id}/add_product_subcategory/`, { domainId: regiao.id, name: 'SUL' });
      expect(matteSul.subcategoryId).toBe(sul.subcategoryId);
      await ok('owner', 'post', `/api/products/${gourmet.id}/add_product_subcategory/`, { domainId: canal.id, name: 'Varejo' });
      // The product's tag in Região moved three times (Sul, Norte, Sul again): its version says so.
      expect(await ok('owner', 'put', `/api/products/${gourmet.id}/update_product_subcategory/`, { domainId: regiao.id, subcategoryId: sul.subcategoryId })).toEqual({ ...sul, version: 3 });
      expect(await ok('owner', 'put', `/api/products/${gourmet.id}/update_product_domain/`, { domainId: canal.id, name: 'Canal de venda' })).toMatchObject({
        id: canal.id,
        name: 'Canal de venda',
        subcategories: [{ name: 'Varejo' }],
      });
      const domains = await ok<McpDomains>('funcionario', 'get', `/api/mcps/${mcpId}/retrieve_domains_and_categories/`);
      expect(domains).toEqual([
        { id: regiao.id, version: 1, name: 'Região', subcategories: [{ id: sul.subcategoryId, version: 1, name: 'Sul' }, { id: norte.subcategoryId, version: 1, name: 'Norte' }] },
        // Renamed once.
        { id: canal.id, version: 2, name: 'Canal de venda', subcategories: [{ id: expect.any(Number), version: 1, name: 'Varejo' }] },
      ]);

      // The product's tags and last twelve months (up to its latest month with data).
      const info = await ok<ProductAdditionalInfo>('funcionario', 'get', `/api/products/${gourmet.id}/retrieve_additional_info/`);
      expect(info).toEqual({
        // Every write named by the product (its months, expenses) moved its version; a tag has its own.
        product: { ...gourmet, version: expect.any(Number) },
        tags: [
          { domainId: regiao.id, domainName: 'Região', subcategoryId: sul.subcategoryId, subcategoryName: 'Sul', version: 3 },
          { domainId: canal.id, domainName: 'Canal de venda', subcategoryId: expect.any(Number), subcategoryName: 'Varejo', version: 1 },
        ],
        // A month with expenses only has a row of zeros; 2024-02 is thirteen months before 2025-02: left out.
        control: [
          { date: '2024-03-01', total: 0, cost: 0, amount: 0, version: 1 },
          { date: '2025-01-01', total: 1000, cost: 400, amount: 10, version: 5 },
          { date: '2025-02-01', total: 0.3, cost: 0.1, amount: 0, version: 1 },
        ],
        expenses: [
          { date: '2024-03-01', expenses: [{ name: 'Antigo', value: 5 }], total: 5 },
          { date: '2025-01-01', expenses: [{ name: 'Comissão', value: 60.1 }, { name: 'Frete', value: 39.9 }], total: 100 },
        ],
      });

      // Company chart defaults.
      expect(await ok('admin', 'put', `/api/company/${companyId}/mcps/update_company/`, { grouping: 3 })).toEqual({ growthThreshold: 0.1, grouping: 3 });
      expect(await ok('admin', 'put', `/api/company/${companyId}/mcps/update_company/`, { growthThreshold: 0.2 })).toEqual({ growthThreshold: 0.2, grouping: 3 });
      const chart = expandMcpChartData(await ok<McpChartWire>('funcionario', 'get', `/api/company/${companyId}/mcps/chart_data/?mcp=${mcpId}`));
      expect(chart.grouping).toBe(3);
      // With one MCP named, its own G.
      expect(chart.growthThreshold).toBe(0.15);

      // Deletes: each resource on its own path; what is inside goes with it.
      expect(await ok('owner', 'delete', `/api/competitors/${rival.id}/`)).toBeNull();
      await send('owner', 'get', `/api/competitors/${rival.id}/`).expect(404);
      expect(await ok('owner', 'delete', `/api/products/${gourmet.id}/`)).toBeNull();
      await send('owner', 'get', `/api/products/${gourmet.id}/`).expect(404);
      expect((await ok<McpControlData>('owner', 'get', `/api/mcps/${mcpId}/control_data/`)).products.map((r) => r.id)).toEqual([matte.id]);
      expect(await ok('owner', 'delete', `/api/category/${chas.id}/`)).toBeNull();
      await send('owner', 'get', `/api/products/${matte.id}/`).expect(404);
      expect(await ok('owner', 'delete', `/api/mcps/${mcpId}/`)).toBeNull();
      await send('owner', 'get', `/api/mcps/${mcpId}/`).expect(404);
      await send('owner', 'get', `/api/category/${cafes.id}/`).expect(404);
      expect(await ok('owner', 'get', `/api/company/${companyId}/mcps/`)).toEqual([]);
      const left = await app().dataSource.query('SELECT COUNT(*) AS n FROM mcp_domains WHERE mcp_id = ?', [mcpId]);
      expect(Number(left[0].n)).toBe(0);
    });

    it('refuses to rename a domain to a name the MCP already has', async () => {
      const f = await mcpFixture(api.as('owner'), await actors.freshCompany());
      const other = await ok('owner', 'post', `/api/products/${f.productId}/add_product_domain/`, { name: 'Canal' });
      const before = await mcpSnapshot(app());
      const res = await send('owner', 'put', `/api/products/${f.productId}/update_product_domain/`, { domainId: other.id, name: 'REGIÃO' }).expect(409);
      expect(res.body).toEqual({ success: false, errors: { name: [MESSAGES.nameTaken] }, message: MESSAGES.invalidInput });
      expect(await mcpSnapshot(app())).toBe(before);
    });
  });

  describe('chart_data', () => {
    /**
     * Known data (G = 0.10). Cafés: products P1, P2 and competitors K1, K2; Chás: product P3,
     * no competitor. Months January to April 2025:
     *
     *            P1 (tot/cost/units)  P2               K1    K2    P3 (tot/cost, expenses)
     *   Jan      100 / 40 / 5         300 / 100 / 15   400     0   800 / 300, 50
     *   Feb      150 / 50 / 10        450 / 150 / 30   300   200   1000 / 400, 60 + 40
     *   Mar        0 / 10 / 0         500 / 200 / 20   500   100   1100 / 500
     *   Apr      300 / 100 / 12       600 / 200 / 24   700   300   1200 / 600
     *
     * Cafés' market: 1000, 1100, 1100, 1900. Chás': 800, 1000, 1100, 1200.
     * P4 (Cafés, inactive) sells 200 in January: it counts in the market, it has no point.
     */
    let f: { companyId: number; mcpId: number; cafes: number; chas: number; p1: number; p2: number; p3: number; p4: number; sul: number };

    beforeAll(async () => {
      const companyId = await actors.freshCompany('Café Brasil Gráficos');
      const mcp = await ok('owner', 'post', `/api/company/${companyId}/mcps/`, { name: 'Bebidas' });
      const cafes = (await ok('owner', 'post', `/api/mcps/${mcp.id}/categories/`, { name: 'Cafés' })).id;
      const chas = (await ok('owner', 'post', `/api/mcps/${mcp.id}/categories/`, { name: 'Chás' })).id;
      const product = async (categoryId: number, name: string, active = true) =>
        (await ok('owner', 'post', '/api/products/', { categoryId, name, color: 0x123456, active })).id as number;
      const p1 = await product(cafes, 'P1');
      const p2 = await product(cafes, 'P2');
      const p3 = await product(chas, 'P3');
      const p4 = await product(cafes, 'P4', false);
      const k1 = (await ok('owner', 'post', '/api/competitors/', { categoryId: cafes, name: 'K1' })).id;
      const k2 = (await ok('owner', 'post', '/api/competitors/', { categoryId: cafes, name: 'K2' })).id;
      const months = ['2025-01', '2025-02', '2025-03', '2025-04'];
      const rows = (kind: 'product' | 'competitor', id: number, values: [number, number, number][]) =>
        values.map(([total, cost, amount], index) => ({ kind, id, date: months[index], total, cost, amount }));
      await ok('owner', 'put', `/api/mcps/${mcp.id}/control_data/`, [
        ...rows('product', p1, [[100, 40, 5], [150, 50, 10], [0, 10, 0], [300, 100, 12]]),
        ...rows('product', p2, [[300, 100, 15], [450, 150, 30], [500, 200, 20], [600, 200, 24]]),
        ...rows('product', p3, [[800, 300, 8], [1000, 400, 20], [1100, 500, 22], [1200, 600, 24]]),
        ...rows('product', p4, [[200, 0, 0]]),
        ...rows('competitor', k1, [[400, 0, 0], [300, 0, 0], [500, 0, 0], [700, 0, 0]]),
        ...rows('competitor', k2, [[0, 0, 0], [200, 0, 0], [100, 0, 0], [300, 0, 0]]),
      ]);
      await ok('owner', 'put', `/api/products/${p3}/update_expenses/`, { date: '2025-01', expenses: [{ name: 'Frete', value: 50 }] });
      await ok('owner', 'put', `/api/products/${p3}/update_expenses/`, {
        date: '2025-02',
        expenses: [
          { name: 'Frete', value: 60 },
          { name: 'Comissão', value: 40 },
        ],
      });
      const regiao = await ok('owner', 'post', `/api/products/${p2}/add_product_domain/`, { name: 'Região' });
      const sul = (await ok('owner', 'post', `/api/products/${p2}/add_product_subcategory/`, { domainId: regiao.id, name: 'Sul' })).subcategoryId;
      await ok('owner', 'post', `/api/products/${p1}/add_product_subcategory/`, { domainId: regiao.id, name: 'Norte' });
      f = { companyId, mcpId: mcp.id, cafes, chas, p1, p2, p3, p4, sul };
    });

    // The compact answer, expanded as the client does: the chart records' numbers are checked through it.
    const chart = async (query: string) => expandMcpChartData(await ok<McpChartWire>('funcionario', 'get', `/api/company/${f.companyId}/mcps/chart_data/?${query}`));
    const pointOf = (data: McpChartData, label: string, productId: number): McpChartPoint | undefined =>
      data.periods.find((p) => p.label === label)!.items.find((item) => item.productId === productId);

    it('answers the monthly periods with their labels, and no point for a product without revenue', async () => {
      const data = await chart(`mcp=${f.mcpId}&grouping=1`);
      expect(data.grouping).toBe(1);
      expect(data.growthThreshold).toBe(0.1);
      expect(data.periods.map((p) => [p.date, p.label])).toEqual([
        ['2025-01-01', 'Janeiro/2025'],
        ['2025-02-01', 'Fevereiro/2025'],
        ['2025-03-01', 'Março/2025'],
        ['2025-04-01', 'Abril/2025'],
      ]);
      // P4 is inactive: never a point. P1 sold nothing in March: no point then.
      expect(data.periods.map((p) => p.items.map((i) => i.name))).toEqual([
        ['P1', 'P2', 'P3'],
        ['P1', 'P2', 'P3'],
        ['P2', 'P3'],
        ['P1', 'P2', 'P3'],
      ]);
    });

    it("computes the worked examples of docs/domain/mcp.md and every field of a February point, number by number", async () => {
      const data = await chart(`mcp=${f.mcpId}&grouping=1`);
      const p1 = pointOf(data, 'Fevereiro/2025', f.p1)!;
      // Only 2025 in the data: no year before, so February grows against January, judged
      // against G = 10 % a year scaled to one month: 1,1^(1/12) − 1 ≈ 0,797 %.
      const february = data.periods.find((p) => p.label === 'Fevereiro/2025')!;
      expect([february.basis, february.compared]).toEqual(['previous', { current: ['2025-02-01'], previous: ['2025-01-01'] }]);
      expect(february.threshold).toBeCloseTo(0.007974, 6);
      const monthly = periodGrowthThreshold(0.1, 1);
      // rms 150 / 300 = 0.5 → x 0.3495; Cafés grew 1 000 → 1 100: growth 0.10 → y 0.5 + (0.10 − 0.797 %) / 0.4.
      expect(p1).toMatchObject({ mcpId: f.mcpId, productId: f.p1, categoryId: f.cafes, name: 'P1', color: 0x123456, quadrant: 'Interrogação' });
      expect(p1.rms).toBe(0.5);
      expect(p1.x).toBeCloseTo(0.3495, 4);
      expect(p1.growth).toBeCloseTo(0.1, 12);
      expect(p1.y).toBeCloseTo(0.5 + (0.1 - monthly) / 0.4, 12);
      expect(p1.participation).toBeCloseTo(150 / 1100, 12);
      expect([p1.faturamento, p1.cost, p1.amount, p1.expenses, p1.count]).toEqual([150, 50, 10, 0, 1]);
      expect(p1.contribMargValue).toBe(100);
      expect(p1.contribMargPerc).toBeCloseTo(2 / 3, 12);
      // Margins of the plotted products: 100 + 300 + 500 = 900.
      expect(p1.contrib).toBeCloseTo(1 / 9, 12);
      // r: sqrt(150 / 1 000), the largest revenue of the period being P3's.
      expect(p1.r).toBeCloseTo(Math.sqrt(0.15), 12);
      expect(p1.siblings).toBe(2);
      expect(p1.params).toEqual({ minX: 0.5, maxX: 10, minY: expect.any(Number), maxY: expect.any(Number), minR: 150, maxR: 1000, siblings: 2 });
      expect(p1.params.minY).toBeCloseTo(0.1, 12);
      expect(p1.params.maxY).toBeCloseTo(0.25, 12);

      // rms 450 / 300 = 1.5 → x 0.5880: a leader in a market growing above G: Estrela.
      const p2 = pointOf(data, 'Fevereiro/2025', f.p2)!;
      expect(p2.rms).toBe(1.5);
      expect(p2.x).toBeCloseTo(0.588, 4);
      expect(p2.quadrant).toBe('Estrela');
      expect(p2.participation).toBeCloseTo(450 / 1100, 12);
      expect(p2.contrib).toBeCloseTo(3 / 9, 12);
      expect(p2.r).toBeCloseTo(Math.sqrt(0.45), 12);

      // Revenue 1 000, cost 400, expenses 60 + 40 → margin 500 and 0.5. No competitor: rms 10, x 1.
      const p3 = pointOf(data, 'Fevereiro/2025', f.p3)!;
      expect([p3.faturamento, p3.cost, p3.expenses, p3.contribMargValue, p3.contribMargPerc]).toEqual([1000, 400, 100, 500, 0.5]);
      expect([p3.rms, p3.x, p3.r, p3.participation, p3.siblings]).toEqual([10, 1, 1, 1, 1]);
      // Chás grew 800 → 1 000: 0.25, beyond G + 20 points: y 1 (the top edge).
      expect(p3.growth).toBeCloseTo(0.25, 12);
      expect(p3.y).toBe(1);
      expect(p3.quadrant).toBe('Estrela');
      expect(p3.contrib).toBeCloseTo(5 / 9, 12);
      expect(p3.params.siblings).toBe(1);
    });

    it('has no growth, height or quadrant without a previous period, and flat or shrinking markets fall below G', async () => {
      const data = await chart(`mcp=${f.mcpId}`);
      for (const item of data.periods[0].items) expect([item.growth, item.y, item.quadrant]).toEqual([null, null, null]);
      const january = pointOf(data, 'Janeiro/2025', f.p1)!;
      // The inactive P4's 200 is in Cafés' January market: 100 / 1 000 (not 100 / 800).
      expect(january.participation).toBeCloseTo(0.1, 12);
      expect(january.rms).toBe(0.25);
      expect(january.x).toBeCloseTo((Math.log10(0.25) + 1) / 2, 12);
      // January's period params leave the unknown growths out.
      expect([january.params.minY, january.params.maxY]).toEqual([null, null]);
      // March: Cafés flat (1 100 → 1 100): growth 0, below the monthly 0,797 %; P2 500 vs K1 500: rms 1 → Vaca Leiteira.
      const march = pointOf(data, 'Março/2025', f.p2)!;
      expect([march.growth, march.rms, march.x, march.quadrant]).toEqual([0, 1, 0.5, 'Vaca Leiteira']);
      expect(march.y).toBeCloseTo(0.5 - periodGrowthThreshold(0.1, 1) / 0.4, 12);
      // April: 1 900 vs 1 100 → growth 0.7273 → y clamped to 1; P1 300 / 700 < 1 → Interrogação.
      const april = pointOf(data, 'Abril/2025', f.p1)!;
      expect(april.growth).toBeCloseTo(800 / 1100, 12);
      expect([april.y, april.quadrant]).toEqual([1, 'Interrogação']);
    });

    it('groups months into trimesters with their labels, sums and previous trimester (April alone against January)', async () => {
      const data = await chart(`mcp=${f.mcpId}&grouping=3`);
      expect(data.grouping).toBe(3);
      // The latest month with data is April: 2º Trimestre holds April only.
      expect(data.periods.map((p) => [p.date, p.label, p.from, p.months, p.complete])).toEqual([
        ['2025-01-01', '1º Trimestre/2025', '2025-01-01', 3, true],
        ['2025-04-01', '2º Trimestre/2025', '2025-04-01', 1, false],
      ]);
      // T1: P1 250 (three months with data, one without revenue), K1 1 200 leads: rms 0.2083.
      const t1 = pointOf(data, '1º Trimestre/2025', f.p1)!;
      expect([t1.faturamento, t1.cost, t1.amount, t1.count]).toEqual([250, 100, 15, 3]);
      expect(t1.rms).toBeCloseTo(250 / 1200, 12);
      expect([t1.growth, t1.y, t1.quadrant]).toEqual([null, null, null]);
      // Like for like: Cafés' April (1 900) against January (1 000), not the whole T1 (3 200, which
      // would "shrink" it −40,6 %): growth 0.9 → y 1. P2 600 vs K1 700: Interrogação.
      const t2 = pointOf(data, '2º Trimestre/2025', f.p2)!;
      expect(t2.growth).toBeCloseTo(0.9, 12);
      expect([t2.y, t2.count, t2.faturamento]).toEqual([1, 1, 600]);
      expect(t2.rms).toBeCloseTo(600 / 700, 12);
      expect(t2.quadrant).toBe('Interrogação');
      // Chás: April 1 200 against January 800 → 0.5 (not 1 200 vs 2 900 → −58,6 %): Estrela.
      const p3 = pointOf(data, '2º Trimestre/2025', f.p3)!;
      expect(p3.growth).toBeCloseTo(0.5, 12);
      expect(p3.quadrant).toBe('Estrela');
      // T1 of P3: 2 900 revenue, 1 200 cost, 150 expenses.
      const p3t1 = pointOf(data, '1º Trimestre/2025', f.p3)!;
      expect([p3t1.faturamento, p3t1.cost, p3t1.expenses, p3t1.contribMargValue]).toEqual([2900, 1200, 150, 1550]);
      expect(p3t1.contribMargPerc).toBeCloseTo(1550 / 2900, 12);
    });

    it('labels semesters and years, both holding January–April only', async () => {
      expect((await chart(`mcp=${f.mcpId}&grouping=6`)).periods.map((p) => [p.label, p.months, p.complete])).toEqual([['1º Semestre/2025', 4, false]]);
      expect((await chart(`mcp=${f.mcpId}&grouping=12`)).periods.map((p) => [p.label, p.months, p.complete])).toEqual([['2025', 4, false]]);
    });

    it('keeps the periods of a window and still grows its first one from the month before', async () => {
      const data = await chart(`mcp=${f.mcpId}&from=2025-02&to=2025-03-01`);
      expect(data.periods.map((p) => p.label)).toEqual(['Fevereiro/2025', 'Março/2025']);
      expect(pointOf(data, 'Fevereiro/2025', f.p1)!.growth).toBeCloseTo(0.1, 12);
    });

    it("cuts a trimester at the window's last month: January–February, with no 4º Trimestre/2024 to compare", async () => {
      // Window to February by trimester: 1º Trimestre holds January–February (Cafés 1 000 + 1 100 = 2 100);
      // the data hold no 4º Trimestre/2024, so no growth. P1: 100 + 150 = 250 against K1's 700.
      const data = await chart(`mcp=${f.mcpId}&grouping=3&to=2025-02-28`);
      expect(data.periods.map((p) => [p.label, p.from, p.months, p.complete])).toEqual([['1º Trimestre/2025', '2025-01-01', 2, false]]);
      const p1 = pointOf(data, '1º Trimestre/2025', f.p1)!;
      expect([p1.faturamento, p1.count, p1.rms, p1.growth]).toEqual([250, 2, 250 / 700, null]);
      expect(p1.participation).toBeCloseTo(250 / 2100, 12);
    });

    describe('like-for-like periods (DECISIONS.md)', () => {
      /**
       * A bakery, May to October 2026, no row at all in August (a gap month: the data go on after
       * it, so it is a covered month with nothing sold). Pães: products A and B, competitor K.
       *
       *            A      B      K     market
       *   May     100    200    300     600
       *   Jun     100    200    300     600
       *   Jul     150    250    400     800
       *   Aug       —      —      —       0
       *   Sep     150    250    400     800
       *   Oct     120    180    300     600
       */
      let bakery: { companyId: number; mcpId: number; a: number; b: number };
      const bakeryChart = async (query: string) =>
        expandMcpChartData(await ok<McpChartWire>('funcionario', 'get', `/api/company/${bakery.companyId}/mcps/chart_data/?mcp=${bakery.mcpId}&${query}`));
      const periodsOf = (data: McpChartData) => data.periods.map((p) => [p.label, p.from, p.months, p.complete]);
      const pointA = (data: McpChartData, label: string) => data.periods.find((p) => p.label === label)!.items.find((item) => item.productId === bakery.a)!;

      beforeAll(async () => {
        const companyId = await actors.freshCompany('Padaria Pão Quente');
        const mcp = await ok('owner', 'post', `/api/company/${companyId}/mcps/`, { name: 'Padaria' });
        const paes = (await ok('owner', 'post', `/api/mcps/${mcp.id}/categories/`, { name: 'Pães' })).id;
        const a = (await ok('owner', 'post', '/api/products/', { categoryId: paes, name: 'A' })).id;
        const b = (await ok('owner', 'post', '/api/products/', { categoryId: paes, name: 'B' })).id;
        const k = (await ok('owner', 'post', '/api/competitors/', { categoryId: paes, name: 'K' })).id;
        const months = ['2026-05', '2026-06', '2026-07', '2026-09', '2026-10'];
        const rows = (kind: 'product' | 'competitor', id: number, totals: number[]) =>
          totals.map((total, index) => ({ kind, id, date: months[index], total, cost: total / 2, amount: 1 }));
        await ok('owner', 'put', `/api/mcps/${mcp.id}/control_data/`, [
          ...rows('product', a, [100, 100, 150, 150, 120]),
          ...rows('product', b, [200, 200, 250, 250, 180]),
          ...rows('competitor', k, [300, 300, 400, 400, 300]),
        ]);
        bakery = { companyId, mcpId: mcp.id, a, b };
      });

      it('grouping 3: 2º Trimestre (May–June) partial, 3º whole with its gap, 4º holding October only against July', async () => {
        const data = await bakeryChart('grouping=3');
        expect(periodsOf(data)).toEqual([
          ['2º Trimestre/2026', '2026-05-01', 2, false],
          ['3º Trimestre/2026', '2026-07-01', 3, true],
          ['4º Trimestre/2026', '2026-10-01', 1, false],
        ]);
        // 2º Trimestre: no data in 1º Trimestre, no growth. A 200 of a 1 200 market, K 600: rms 1/3.
        const q2 = pointA(data, '2º Trimestre/2026');
        expect([q2.faturamento, q2.count, q2.growth, q2.quadrant]).toEqual([200, 2, null, null]);
        expect(q2.rms).toBeCloseTo(1 / 3, 12);
        expect(q2.participation).toBeCloseTo(200 / 1200, 12);
        // 3º Trimestre is whole (August is a gap inside the data), but 2º held only May–June: its
        // growth compares August–September (0 + 800) with May–June (1 200): −1/3 (not 1 600 / 1 200 − 1 = +1/3).
        // A: 150 + 150 = 300 in two months with data, K 800: rms 0.375; margin 300 − 150 = 150.
        const q3 = pointA(data, '3º Trimestre/2026');
        expect([q3.faturamento, q3.count, q3.contribMargValue]).toEqual([300, 2, 150]);
        expect(q3.growth).toBeCloseTo(-1 / 3, 12);
        expect(q3.rms).toBeCloseTo(0.375, 12);
        expect(q3.participation).toBeCloseTo(300 / 1600, 12);
        // 4º Trimestre holds October (the latest month with data): 600 against July's 800 = −0.25,
        // not against the whole 3º Trimestre (600 / 1 600 − 1 = −62,5 %). A 120, K 300: rms 0.4.
        const q4 = pointA(data, '4º Trimestre/2026');
        expect([q4.faturamento, q4.count, q4.rms, q4.participation]).toEqual([120, 1, 0.4, 0.2]);
        expect(q4.growth).toBeCloseTo(-0.25, 12);
        expect(q4.quadrant).toBe('Abacaxi');
      });

      it('grouping 6: July–October shares no month place with May–June, so no growth (not +83 %)', async () => {
        const data = await bakeryChart('grouping=6');
        expect(periodsOf(data)).toEqual([
          ['1º Semestre/2026', '2026-05-01', 2, false],
          ['2º Semestre/2026', '2026-07-01', 4, false],
        ]);
        // A: 150 + 150 + 120 = 420 of a 2 200 market; K 1 100: rms 420 / 1 100.
        const s2 = pointA(data, '2º Semestre/2026');
        expect([s2.faturamento, s2.count, s2.growth, s2.y, s2.quadrant]).toEqual([420, 3, null, null, null]);
        expect(s2.rms).toBeCloseTo(420 / 1100, 12);
        expect(s2.participation).toBeCloseTo(420 / 2200, 12);
      });

      it('a window starting inside a trimester: 3º from August (its gap month included) against May–June; 4º against the data\'s July', async () => {
        const data = await bakeryChart('grouping=3&from=2026-08');
        expect(periodsOf(data)).toEqual([
          ['3º Trimestre/2026', '2026-08-01', 2, false],
          ['4º Trimestre/2026', '2026-10-01', 1, false],
        ]);
        // August–September: A 150 (one month with data) of an 800 market, K 400: rms 0.375;
        // growth 800 against May–June's 1 200 (before the window, as the data hold them): −1/3.
        const q3 = pointA(data, '3º Trimestre/2026');
        expect([q3.faturamento, q3.count, q3.rms]).toEqual([150, 1, 0.375]);
        expect(q3.participation).toBeCloseTo(150 / 800, 12);
        expect(q3.growth).toBeCloseTo(-1 / 3, 12);
        // The window changes what is shown, not what a growth compares: October against July, −0.25.
        expect(pointA(data, '4º Trimestre/2026').growth).toBeCloseTo(-0.25, 12);
      });

      it('by month the gap month is a period without points, and September has no growth against it', async () => {
        const data = await bakeryChart('grouping=1&from=2026-07&to=2026-09');
        expect(periodsOf(data)).toEqual([
          ['Julho/2026', '2026-07-01', 1, true],
          ['Agosto/2026', '2026-08-01', 1, true],
          ['Setembro/2026', '2026-09-01', 1, true],
        ]);
        expect(data.periods[1].items).toEqual([]);
        expect(pointA(data, 'Setembro/2026').growth).toBeNull();
      });
    });

    describe('growth basis and the yearly threshold (docs/domain/mcp-growth.md)', () => {
      /**
       * A bakery, September 2025 to October 2026. Pães: Pão francês and the competitor Padaria
       * Central (twice its size: rms 0.5), both growing 4 % a month (about 60 % a year). Bolos:
       * Bolo de fubá (40 % of the market) and Confeitaria (60 %: rms 2/3), a market of 1 000 a
       * month, except September 2026 (1 437,50) and October 2026 (1 150): October grew 15 %
       * against October 2025 and shrank 20 % against September.
       */
      let bakery: { companyId: number; mcpId: number; bread: number; cake: number };
      const months = Array.from({ length: 14 }, (_, i) => `${2025 + Math.floor((8 + i) / 12)}-${String(((8 + i) % 12) + 1).padStart(2, '0')}`);
      const cents = (value: number) => Math.round(value * 100) / 100;
      const bakeryChart = async (query: string) =>
        expandMcpChartData(await ok<McpChartWire>('funcionario', 'get', `/api/company/${bakery.companyId}/mcps/chart_data/?mcp=${bakery.mcpId}&${query}`));
      const periodOf = (data: McpChartData, label: string) => data.periods.find((p) => p.label === label)!;
      const pointOf = (data: McpChartData, label: string, productId: number) => periodOf(data, label).items.find((item) => item.productId === productId)!;

      beforeAll(async () => {
        const companyId = await actors.freshCompany('Padaria Quatro Por Cento');
        const mcp = await ok<Mcp>('owner', 'post', `/api/company/${companyId}/mcps/`, { name: 'Padaria' });
        const paes = (await ok('owner', 'post', `/api/mcps/${mcp.id}/categories/`, { name: 'Pães' })).id;
        const bolos = (await ok('owner', 'post', `/api/mcps/${mcp.id}/categories/`, { name: 'Bolos' })).id;
        const bread = (await ok('owner', 'post', '/api/products/', { categoryId: paes, name: 'Pão francês' })).id;
        const cake = (await ok('owner', 'post', '/api/products/', { categoryId: bolos, name: 'Bolo de fubá' })).id;
        const central = (await ok('owner', 'post', '/api/competitors/', { categoryId: paes, name: 'Padaria Central' })).id;
        const confeitaria = (await ok('owner', 'post', '/api/competitors/', { categoryId: bolos, name: 'Confeitaria' })).id;
        const cakeMarket = (i: number) => (i === 12 ? 1437.5 : i === 13 ? 1150 : 1000);
        await ok('owner', 'put', `/api/mcps/${mcp.id}/control_data/`, [
          ...months.map((date, i) => ({ kind: 'product', id: bread, date, total: cents(1000 * 1.04 ** i), cost: 0, amount: 0 })),
          ...months.map((date, i) => ({ kind: 'competitor', id: central, date, total: cents(2000 * 1.04 ** i), cost: 0, amount: 0 })),
          ...months.map((date, i) => ({ kind: 'product', id: cake, date, total: cents(cakeMarket(i) * 0.4), cost: 0, amount: 0 })),
          ...months.map((date, i) => ({ kind: 'competitor', id: confeitaria, date, total: cents(cakeMarket(i) * 0.6), cost: 0, amount: 0 })),
        ]);
        // A new MCP measures year over year by default.
        expect(mcp.growthBasis).toBe('year');
        bakery = { companyId, mcpId: mcp.id, bread, cake };
      });

      it('against the previous month, 4 % a month is high growth against the scaled 0,797 % (it was "Abacaxi — desinvestir" against 10 %)', async () => {
        const data = await bakeryChart('grouping=1&basis=previous');
        expect(data.basis).toBe('previous');
        const october = periodOf(data, 'Outubro/2026');
        expect([october.basis, october.compared]).toEqual(['previous', { current: ['2026-10-01'], previous: ['2026-09-01'] }]);
        // (1 + 0.10)^(1/12) − 1
        expect(october.threshold).toBeCloseTo(0.007974, 6);
        const bread = pointOf(data, 'Outubro/2026', bakery.bread);
        expect(bread.growth).toBeCloseTo(0.04, 4);
        expect(bread.rms).toBeCloseTo(0.5, 4);
        expect(bread.quadrant).toBe('Interrogação');
        // The divider is the scaled threshold: y = 0.5 + (growth − 0,797 %) / 0.4.
        expect(bread.y).toBeCloseTo(0.5 + (bread.growth! - october.threshold) / 0.4, 12);
        // Every month of Pães is high growth the same way, from October 2025 on.
        for (const period of data.periods.slice(1)) expect(pointOf(data, period.label, bakery.bread).quadrant).toBe('Interrogação');
        // Bolos shrank 20 % from September: low growth.
        const cake = pointOf(data, 'Outubro/2026', bakery.cake);
        expect(cake.growth).toBeCloseTo(-0.2, 12);
        expect(cake.quadrant).toBe('Abacaxi');
      });

      it('year over year (the default), October 2026 against October 2025, judged against G itself', async () => {
        const data = await bakeryChart('grouping=1');
        expect(data.basis).toBe('year');
        const october = periodOf(data, 'Outubro/2026');
        expect([october.basis, october.threshold, october.compared]).toEqual(['year', 0.1, { current: ['2026-10-01'], previous: ['2025-10-01'] }]);
        // Pães: 1,04^12 − 1 ≈ 60,1 % a year: still an Interrogação.
        const bread = pointOf(data, 'Outubro/2026', bakery.bread);
        expect(bread.growth).toBeCloseTo(1.04 ** 12 - 1, 4);
        expect(bread.quadrant).toBe('Interrogação');
        // Bolos: 1 150 against 1 000 a year before, +15 % ≥ 10 %: the basis moves it from Abacaxi to Interrogação.
        const cake = pointOf(data, 'Outubro/2026', bakery.cake);
        expect(cake.growth).toBeCloseTo(0.15, 12);
        expect(cake.y).toBeCloseTo(0.5 + 0.05 / 0.4, 12);
        expect(cake.quadrant).toBe('Interrogação');
        // September 2026 against September 2025, the first month of the data.
        expect(periodOf(data, 'Setembro/2026').compared).toEqual({ current: ['2026-09-01'], previous: ['2025-09-01'] });
        // August 2026: August 2025 is before the data: against July 2026, with the monthly threshold.
        const august = periodOf(data, 'Agosto/2026');
        expect([august.basis, august.compared]).toEqual(['previous', { current: ['2026-08-01'], previous: ['2026-07-01'] }]);
        expect(august.threshold).toBeCloseTo(0.007974, 6);
        expect(pointOf(data, 'Agosto/2026', bakery.bread).quadrant).toBe('Interrogação');
      });

      it('by trimester against the previous one: October against July, G scaled to three months (2,41 %)', async () => {
        const data = await bakeryChart('grouping=3&basis=previous');
        const q4 = periodOf(data, '4º Trimestre/2026');
        expect([q4.basis, q4.from, q4.months, q4.compared]).toEqual(['previous', '2026-10-01', 1, { current: ['2026-10-01'], previous: ['2026-07-01'] }]);
        expect(q4.threshold).toBeCloseTo(0.024114, 6);
        const bread = pointOf(data, '4º Trimestre/2026', bakery.bread);
        expect(bread.growth).toBeCloseTo(1.04 ** 3 - 1, 4);
        expect(bread.quadrant).toBe('Interrogação');
        // Year over year the same trimester compares October 2026 with October 2025.
        const yearly = periodOf(await bakeryChart('grouping=3'), '4º Trimestre/2026');
        expect([yearly.basis, yearly.threshold, yearly.compared]).toEqual(['year', 0.1, { current: ['2026-10-01'], previous: ['2025-10-01'] }]);
      });

      it("keeps the MCP's own basis, used when the query names none", async () => {
        const patched = await ok<Mcp>('owner', 'patch', `/api/v3/mcps/${bakery.mcpId}/`, { growthBasis: 'previous' });
        try {
          expect(patched.growthBasis).toBe('previous');
          expect((await ok<Mcp>('funcionario', 'get', `/api/mcps/${bakery.mcpId}/`)).growthBasis).toBe('previous');
          const data = await bakeryChart('grouping=1');
          expect(data.basis).toBe('previous');
          expect(pointOf(data, 'Outubro/2026', bakery.cake).quadrant).toBe('Abacaxi');
          // The query still decides when it names one.
          expect(pointOf(await bakeryChart('grouping=1&basis=year'), 'Outubro/2026', bakery.cake).quadrant).toBe('Interrogação');
        } finally {
          await ok('owner', 'patch', `/api/v3/mcps/${bakery.mcpId}/`, { growthBasis: 'year' });
        }
      });
    });

    it('filters the products tagged with a subcategory; their markets stay whole', async () => {
      const data = await chart(`mcp=${f.mcpId}&subcategory=${f.sul}`);
      expect(data.periods.every((p) => p.items.every((i) => i.productId === f.p2))).toBe(true);
      const p2 = pointOf(data, 'Fevereiro/2025', f.p2)!;
      expect(p2.participation).toBeCloseTo(450 / 1100, 12);
      // Alone on the chart: the largest revenue is its own, its margin the whole total.
      expect([p2.r, p2.contrib, p2.siblings]).toEqual([1, 1, 1]);
    });

    it('answers every MCP of the company without `mcp`, with its id on each point, and the company defaults', async () => {
      const other = await ok('owner', 'post', `/api/company/${f.companyId}/mcps/`, { name: 'Outra', growthThreshold: 0.3 });
      try {
        const category = await ok('owner', 'post', `/api/mcps/${other.id}/categories/`, { name: 'Sucos' });
        const juice = await ok('owner', 'post', '/api/products/', { categoryId: category.id, name: 'Suco' });
        await ok('owner', 'put', `/api/products/${juice.id}/update_control/`, { date: '2025-02', total: 500, cost: 100, amount: 5 });
        await ok('owner', 'put', `/api/products/${juice.id}/update_control/`, { date: '2025-01', total: 400, cost: 100, amount: 5 });
        await ok('owner', 'put', `/api/company/${f.companyId}/mcps/update_company/`, { growthThreshold: 0.25, grouping: 1 });

        const data = await chart('');
        expect([data.grouping, data.growthThreshold]).toEqual([1, 0.25]);
        const february = data.periods.find((p) => p.label === 'Fevereiro/2025')!;
        expect(february.items.map((i) => [i.mcpId, i.name])).toEqual([
          [f.mcpId, 'P1'],
          [f.mcpId, 'P2'],
          [f.mcpId, 'P3'],
          [other.id, 'Suco'],
        ]);
        // The company's G, 25 % a year, scaled to a month (1,25^(1/12) − 1 ≈ 1,88 %): Cafés' 0.10 and
        // Chás' 0.25 grow above it; Suco grew 0.25 too. By year, G itself: Cafés' 0.10 is below.
        const monthly = periodGrowthThreshold(0.25, 1);
        expect(february.threshold).toBeCloseTo(0.018769, 6);
        expect(february.items.map((i) => i.quadrant)).toEqual(['Interrogação', 'Estrela', 'Estrela', 'Estrela']);
        // Cafés' y: its 0.10 above the scaled G, on the growth axis of ±20 points around it.
        expect(february.items.find((i) => i.name === 'P1')!.y).toBeCloseTo(0.5 + (0.1 - monthly) / 0.4, 12);
        const year = (await chart('grouping=12')).periods[0];
        expect([year.basis, year.threshold, year.compared]).toEqual(['previous', 0.25, { current: [], previous: [] }]);
        // Grouping from the company defaults when the query does not say.
        await ok('owner', 'put', `/api/company/${f.companyId}/mcps/update_company/`, { grouping: 12 });
        expect((await chart(`mcp=${f.mcpId}`)).periods.map((p) => p.label)).toEqual(['2025']);
        expect((await chart(`mcp=${f.mcpId}&grouping=1`)).periods).toHaveLength(4);
      } finally {
        await ok('owner', 'put', `/api/company/${f.companyId}/mcps/update_company/`, { growthThreshold: 0.1, grouping: 1 });
        await ok('owner', 'delete', `/api/mcps/${other.id}/`);
      }
    });

    it('answers an MCP of another company or an unknown one with 404, and no data with no periods', async () => {
      const foreign = await mcpFixture(api.as('owner'), await actors.freshCompany('Outra Empresa'));
      await send('owner', 'get', `/api/company/${f.companyId}/mcps/chart_data/?mcp=${foreign.mcpId}`).expect(404);
      await send('owner', 'get', `/api/company/${f.companyId}/mcps/chart_data/?mcp=2147483647`).expect(404);
      const empty = await ok('owner', 'post', `/api/company/${foreign.companyId}/mcps/`, { name: 'Vazia' });
      expect((await chart(`mcp=${f.mcpId}&from=2030-01`)).periods).toEqual([]);
      expect((await ok<McpChartWire>('owner', 'get', `/api/company/${foreign.companyId}/mcps/chart_data/?mcp=${empty.id}`)).periods).toEqual([]);
    });

    it("chart_svg draws the chart page's first screen: its last period's bubbles, named, at the size asked; another company's MCP is a 404", async () => {
      const { svg } = await ok<ChartSvg>('funcionario', 'get', `/api/company/${f.companyId}/mcps/chart_svg/?mcp=${f.mcpId}&width=412&height=520`);
      expect(svg).toMatch(/^<svg [^>]*width="412" height="520"/);
      // April's bubbles with their names (a name that would overlap another is hidden), and the quadrants' names.
      const texts = [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((match) => match[1]);
      expect(texts).toEqual(expect.arrayContaining(['P2', 'P3', 'Interrogação', 'Estrela', 'Abacaxi', 'Vaca Leiteira']));
      const foreign = await mcpFixture(api.as('owner'), await actors.freshCompany('Outra Empresa SVG'));
      const res = await send('owner', 'get', `/api/company/${f.companyId}/mcps/chart_svg/?mcp=${foreign.mcpId}&width=412&height=520`).expect(404);
      expect(res.body).toEqual(generalError(MESSAGES.analysisNotFound));
    });

    it("chart_svg draws a report's chart of the period asked for by its first month; a period without data is a 400", async () => {
      const textsOf = (svg: string) => [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((match) => match[1]);
      const chartSvg = (query: string) => ok<ChartSvg>('funcionario', 'get', `/api/company/${f.companyId}/mcps/chart_svg/?mcp=${f.mcpId}&width=680&height=520&${query}`);
      // The last period's chart is the one drawn without a period (each drawing numbers its own style classes).
      const april = textsOf((await chartSvg('period=2025-04')).svg);
      expect(april).toEqual(textsOf((await chartSvg('')).svg));
      const february = await chartSvg('period=2025-02');
      expect(february.svg).toMatch(/^<svg [^>]*width="680" height="520"/);
      expect(textsOf(february.svg)).toEqual(expect.arrayContaining(['P1', 'Interrogação', 'Estrela']));
      expect(textsOf(february.svg)).not.toEqual(april);
      const res = await send('funcionario', 'get', `/api/company/${f.companyId}/mcps/chart_svg/?mcp=${f.mcpId}&width=680&height=520&period=2030-01`).expect(400);
      expect(res.body).toEqual({ success: false, errors: { period: [MESSAGES.chartPeriodUnknown] }, message: MESSAGES.invalidInput });
    });
  });

  describe('bulk control data', () => {
    it('saves nothing when one row is bad, and names the row', async () => {
      const f = await mcpFixture(api.as('owner'), await actors.freshCompany());
      const good = { kind: 'product', id: f.productId, date: '2025-03', total: 10, cost: 5, amount: 1 };
      const before = await mcpSnapshot(app());
      const invalid = await send('owner', 'put', `/api/mcps/${f.mcpId}/control_data/`, [good, { ...good, date: '2025-04' }, { ...good, date: '2025-05', total: -1 }]).expect(400);
      expect(invalid.body).toEqual({ success: false, errors: { 2: [MESSAGES.invalidMoney] }, message: MESSAGES.invalidInput });
      const foreign = await mcpFixture(api.as('owner'), await actors.freshCompany());
      const before2 = await mcpSnapshot(app());
      // A competitor of another MCP, a product id used as a competitor's: refused under their indexes.
      const outside = await send('owner', 'put', `/api/mcps/${f.mcpId}/control_data/`, [
        good,
        { ...good, kind: 'competitor', id: foreign.competitorId },
        { ...good, kind: 'competitor', id: f.productId, date: '2025-06' },
      ]).expect(400);
      expect(outside.body).toEqual({ success: false, errors: { 1: [MESSAGES.invalidChoice], 2: [MESSAGES.invalidChoice] }, message: MESSAGES.invalidInput });
      expect(await mcpSnapshot(app())).toBe(before2);
      expect(before2).not.toBe(before);
    });
  });

  describe('demo limit', () => {
    it('never lets 50 concurrent creates make a fourth MCP of a demo company', async () => {
      const companyId = await actors.freshCompany('Demo Concorrida');
      const answers = await Promise.all(
        [...Array(50).keys()].map((n) => send(n % 2 ? 'owner' : 'consultor', 'post', `/api/company/${companyId}/mcps/`, { name: `MCP ${n}` })),
      );
      expect(answers.filter((res) => res.status === 201)).toHaveLength(3);
      for (const res of answers.filter((r) => r.status !== 201)) {
        expect(res.status).toBe(403);
        expect(res.body).toEqual(generalError(demoLimitMessage('mcp', companyId)));
      }
      const rows = await app().dataSource.query('SELECT COUNT(*) AS n FROM mcps WHERE company_id = ?', [companyId]);
      expect(Number(rows[0].n)).toBe(3);
      // A full company has no limit.
      await send('sysadmin', 'get', `/api/general/toggle_demo/${companyId}`).expect(200);
      await ok('owner', 'post', `/api/company/${companyId}/mcps/`, { name: 'Quarta' });
    });
  });

  describe('permission matrix', () => {
    type Kind = 'read' | 'write';
    interface Case {
      call: string;
      kind: Kind;
      method: Method;
      path: (f: McpFixture) => string;
      body?: (f: McpFixture) => unknown;
      /** For a successful answer: what the change looks like afterwards. */
      verify?: (f: McpFixture, data: any) => Promise<void>;
    }

    const read = (call: string, path: Case['path'], verify?: Case['verify']): Case => ({ call, kind: 'read', method: 'get', path, verify });
    const write = (call: string, method: Method, path: Case['path'], body?: Case['body'], verify?: Case['verify']): Case => ({
      call,
      kind: 'write',
      method,
      path,
      body,
      verify,
    });
    const control = { date: '2025-02', total: 10, cost: 4, amount: 1 };

    const cases: Case[] = [
      read('GET company mcps', (f) => `/api/company/${f.companyId}/mcps/`),
      write('POST company mcps', 'post', (f) => `/api/company/${f.companyId}/mcps/`, () => ({ name: 'Nova' }), async (f, data) => {
        expect(await ok('owner', 'get', `/api/mcps/${data.id}/`)).toMatchObject({ companyId: f.companyId, name: 'Nova' });
      }),
      write('PUT update_company', 'put', (f) => `/api/company/${f.companyId}/mcps/update_company/`, () => ({ grouping: 6 }), async (f) => {
        expect((await ok('owner', 'get', `/api/company/${f.companyId}/mcps/chart_data/?mcp=${f.mcpId}`)).grouping).toBe(6);
        await ok('owner', 'put', `/api/company/${f.companyId}/mcps/update_company/`, { grouping: 1 });
      }),
      read('GET chart_data', (f) => `/api/company/${f.companyId}/mcps/chart_data/?mcp=${f.mcpId}`),
      read('GET chart_svg', (f) => `/api/company/${f.companyId}/mcps/chart_svg/?mcp=${f.mcpId}&width=400&height=300`),
      read('GET mcp', (f) => `/api/mcps/${f.mcpId}/`),
      write('PATCH mcp', 'patch', (f) => `/api/v3/mcps/${f.mcpId}/`, () => ({ name: 'Renomeada' }), async (f) => {
        expect((await ok('owner', 'get', `/api/mcps/${f.mcpId}/`)).name).toBe('Renomeada');
      }),
      write('DELETE mcp', 'delete', (f) => `/api/mcps/${f.mcpId}/`, undefined, async (f) => {
        await send('owner', 'get', `/api/mcps/${f.mcpId}/`).expect(404);
      }),
      read('GET categories_and_products', (f) => `/api/mcps/${f.mcpId}/categories_and_products/`),
      read('GET categories_and_competitors', (f) => `/api/mcps/${f.mcpId}/categories_and_competitors/`),
      read('GET control_data', (f) => `/api/mcps/${f.mcpId}/control_data/`),
      write('PUT control_data', 'put', (f) => `/api/mcps/${f.mcpId}/control_data/`, (f) => [{ kind: 'product', id: f.productId, ...control }], async (f) => {
        expect((await ok<McpControlData>('owner', 'get', `/api/mcps/${f.mcpId}/control_data/`)).products).toContainEqual({ id: f.productId, ...control, date: '2025-02-01', version: expect.any(Number) });
      }),
      read('GET retrieve_domains_and_categories', (f) => `/api/mcps/${f.mcpId}/retrieve_domains_and_categories/`),
      write('POST categories', 'post', (f) => `/api/mcps/${f.mcpId}/categories/`, () => ({ name: 'Sucos' }), async (f) => {
        expect((await ok('owner', 'get', `/api/mcps/${f.mcpId}/categories_and_products/`)).map((c: { name: string }) => c.name)).toContain('Sucos');
      }),
      read('GET category', (f) => `/api/category/${f.categoryId}/`),
      write('PUT category', 'put', (f) => `/api/category/${f.categoryId}/`, () => ({ name: 'Cafés especiais' }), async (f) => {
        expect((await ok('owner', 'get', `/api/category/${f.categoryId}/`)).name).toBe('Cafés especiais');
      }),
      write('DELETE category', 'delete', (f) => `/api/category/${f.categoryId}/`, undefined, async (f) => {
        await send('owner', 'get', `/api/category/${f.categoryId}/`).expect(404);
        await send('owner', 'get', `/api/products/${f.productId}/`).expect(404);
      }),
      write('POST products', 'post', () => '/api/products/', (f) => ({ categoryId: f.categoryId, name: 'Novo' }), async (f, data) => {
        expect(await ok('owner', 'get', `/api/products/${data.id}/`)).toMatchObject({ categoryId: f.categoryId, name: 'Novo' });
      }),
      read('GET product', (f) => `/api/products/${f.productId}/`),
      write('PUT product', 'put', (f) => `/api/products/${f.productId}/`, (f) => ({ categoryId: f.otherCategoryId, name: 'Movido', active: false }), async (f) => {
        expect(await ok('owner', 'get', `/api/products/${f.productId}/`)).toMatchObject({ categoryId: f.otherCategoryId, name: 'Movido', active: false });
      }),
      write('DELETE product', 'delete', (f) => `/api/products/${f.productId}/`, undefined, async (f) => {
        await send('owner', 'get', `/api/products/${f.productId}/`).expect(404);
      }),
      write('PUT product update_control', 'put', (f) => `/api/products/${f.productId}/update_control/`, () => control, async (f) => {
        expect((await ok<McpControlData>('owner', 'get', `/api/mcps/${f.mcpId}/control_data/`)).products).toContainEqual({ id: f.productId, ...control, date: '2025-02-01', version: expect.any(Number) });
      }),
      write('PUT update_expenses', 'put', (f) => `/api/products/${f.productId}/update_expenses/`, () => ({ date: '2025-01', expenses: [{ name: 'Frete', value: 3 }] }), async (f) => {
        expect((await ok<ProductAdditionalInfo>('owner', 'get', `/api/products/${f.productId}/retrieve_additional_info/`)).expenses).toEqual([
          { date: '2025-01-01', expenses: [{ name: 'Frete', value: 3 }], total: 3 },
        ]);
      }),
      read('GET retrieve_additional_info', (f) => `/api/products/${f.productId}/retrieve_additional_info/`),
      write('POST add_product_domain', 'post', (f) => `/api/products/${f.productId}/add_product_domain/`, () => ({ name: 'Canal' }), async (f) => {
        expect((await ok<McpDomains>('owner', 'get', `/api/mcps/${f.mcpId}/retrieve_domains_and_categories/`)).map((d) => d.name)).toEqual(['Região', 'Canal']);
      }),
      write('POST add_product_subcategory', 'post', (f) => `/api/products/${f.productId}/add_product_subcategory/`, (f) => ({ domainId: f.domainId, name: 'Norte' }), async (f) => {
        expect((await ok<ProductAdditionalInfo>('owner', 'get', `/api/products/${f.productId}/retrieve_additional_info/`)).tags.map((t) => t.subcategoryName)).toEqual(['Norte']);
      }),
      write('PUT update_product_domain', 'put', (f) => `/api/products/${f.productId}/update_product_domain/`, (f) => ({ domainId: f.domainId, name: 'Estado' }), async (f) => {
        expect((await ok<McpDomains>('owner', 'get', `/api/mcps/${f.mcpId}/retrieve_domains_and_categories/`)).map((d) => d.name)).toEqual(['Estado']);
      }),
      write('PUT update_product_subcategory', 'put', (f) => `/api/products/${f.productId}/update_product_subcategory/`, (f) => ({ domainId: f.domainId, subcategoryId: f.subcategoryId })),
      write('POST competitors', 'post', () => '/api/competitors/', (f) => ({ categoryId: f.categoryId, name: 'Outro rival' }), async (_f, data) => {
        expect((await ok('owner', 'get', `/api/competitors/${data.id}/`)).name).toBe('Outro rival');
      }),
      read('GET competitor', (f) => `/api/competitors/${f.competitorId}/`),
      write('PUT competitor', 'put', (f) => `/api/competitors/${f.competitorId}/`, (f) => ({ categoryId: f.categoryId, name: 'Rival 2' }), async (f) => {
        expect((await ok('owner', 'get', `/api/competitors/${f.competitorId}/`)).name).toBe('Rival 2');
      }),
      write('DELETE competitor', 'delete', (f) => `/api/competitors/${f.competitorId}/`, undefined, async (f) => {
        await send('owner', 'get', `/api/competitors/${f.competitorId}/`).expect(404);
      }),
      write('PUT competitor update_control', 'put', (f) => `/api/competitors/${f.competitorId}/update_control/`, () => control, async (f) => {
        expect((await ok<McpControlData>('owner', 'get', `/api/mcps/${f.mcpId}/control_data/`)).competitors).toContainEqual({ id: f.competitorId, ...control, date: '2025-02-01', version: expect.any(Number) });
      }),
    ];

    /** The 404 of a call on something the caller may not see: the company's, or the resource's. */
    const notFoundMessage = (testCase: Case) => (testCase.path({ companyId: 1 } as McpFixture).startsWith('/api/company/') ? MESSAGES.companyNotFound : MESSAGES.analysisNotFound);

    let shared: McpFixture;
    let companyId: number;
    let blocked: McpFixture;
    beforeAll(async () => {
      companyId = await fullCompany('Matriz Permissões');
      shared = await mcpFixture(api.as('owner'), companyId);
      blocked = await mcpFixture(api.as('owner'), await fullCompany('Matriz Bloqueada'));
      await send('sysadmin', 'get', `/api/general/lock_company/${blocked.companyId}`).expect(200);
    });

    for (const testCase of cases) {
      const success = testCase.method === 'post' ? 201 : 200;
      const expected = statusByActor(success, testCase.kind === 'write' ? { funcionario: 403 } : {});
      describe(testCase.call, () => {
        for (const actor of ACTORS) {
          const status = expected[actor];
          it(`${actor} → ${status}`, async () => {
            // Allowed calls get an MCP of their own; refusals run on the shared one.
            const f = status === success ? await mcpFixture(api.as('owner'), companyId) : shared;
            const before = await mcpSnapshot(app());
            const res = await send(actor, testCase.method, testCase.path(f), testCase.body?.(f));
            expect(res.status, JSON.stringify(res.body)).toBe(status);
            if (status === success) {
              expect(res.body.success).toBe(true);
              await testCase.verify?.(f, res.body.data);
              return;
            }
            if (status === 401) expect(res.body).toEqual(generalError(MESSAGES.unauthenticated));
            if (status === 403) expect(res.body).toEqual(generalError(MESSAGES.analysisEditForbidden));
            if (status === 404) expect(res.body).toEqual(generalError(notFoundMessage(testCase)));
            expect(await mcpSnapshot(app())).toBe(before);
          });
        }
        it('every member, system administrators too, → 403 on a blocked company, nothing written', async () => {
          const before = await mcpSnapshot(app());
          for (const actor of ['owner', 'consultor', 'funcionario', 'sysadmin'] as Actor[]) {
            const res = await send(actor, testCase.method, testCase.path(blocked), testCase.body?.(blocked));
            expect(res.status, `${actor} ${JSON.stringify(res.body)}`).toBe(403);
            expect(res.body).toEqual(generalError(MESSAGES.companyBlocked));
          }
          expect(await mcpSnapshot(app())).toBe(before);
        });
      });
    }

    it('answers an unknown id exactly as an id of a company the caller may not see', async () => {
      const foreign = await mcpFixture(api.as('owner'), await fullCompany('Estranha'));
      for (const path of ['mcps', 'category', 'products', 'competitors']) {
        const id = { mcps: foreign.mcpId, category: foreign.categoryId, products: foreign.productId, competitors: foreign.competitorId }[path];
        const unknown = await send('outsider', 'get', `/api/${path}/2147483647/`).expect(404);
        const theirs = await send('outsider', 'get', `/api/${path}/${id}/`).expect(404);
        expect(theirs.body).toEqual(unknown.body);
      }
      // A product created in a category the caller may not see: the same 404.
      const res = await send('outsider', 'post', '/api/products/', { categoryId: foreign.categoryId, name: 'Intruso' }).expect(404);
      expect(res.body).toEqual(generalError(MESSAGES.analysisNotFound));
    });
  });

  describe('bad input', () => {
    let f: McpFixture;
    let other: McpFixture;
    beforeAll(async () => {
      const companyId = await fullCompany('Entradas Ruins');
      f = await mcpFixture(api.as('owner'), companyId);
      other = await mcpFixture(api.as('owner'), companyId);
    });
    const long = 'x'.repeat(5000);
    const row = (over: Record<string, unknown> = {}) => ({ kind: 'product', id: f.productId, date: '2025-01', total: 1, cost: 1, amount: 1, ...over });
    const cases: { name: string; method: Method; path: () => string; body?: () => unknown; errors: () => Record<string, string[]> }[] = [
      { name: 'create without a name', method: 'post', path: () => `/api/company/${f.companyId}/mcps/`, body: () => ({}), errors: () => ({ name: [MESSAGES.nameRequired] }) },
      {
        name: 'create with a long name, a bad description and G out of range',
        method: 'post',
        path: () => `/api/company/${f.companyId}/mcps/`,
        body: () => ({ name: long, description: 5, growthThreshold: 11 }),
        errors: () => ({ name: [MESSAGES.textTooLong], description: [MESSAGES.textInvalid], growthThreshold: [MESSAGES.growthThresholdInvalid] }),
      },
      { name: 'create with an unknown growth basis', method: 'post', path: () => `/api/company/${f.companyId}/mcps/`, body: () => ({ name: 'A', growthBasis: 'mensal' }), errors: () => ({ growthBasis: [MESSAGES.growthBasisInvalid] }) },
      { name: 'patch with an unknown growth basis', method: 'patch', path: () => `/api/v3/mcps/${f.mcpId}/`, body: () => ({ growthBasis: 1 }), errors: () => ({ growthBasis: [MESSAGES.growthBasisInvalid] }) },
      { name: 'create with G as text', method: 'post', path: () => `/api/company/${f.companyId}/mcps/`, body: () => ({ name: 'A', growthThreshold: '0.1' }), errors: () => ({ growthThreshold: [MESSAGES.growthThresholdInvalid] }) },
      { name: 'patch with a blank name', method: 'patch', path: () => `/api/v3/mcps/${f.mcpId}/`, body: () => ({ name: '  ' }), errors: () => ({ name: [MESSAGES.nameRequired] }) },
      { name: 'company id in the path', method: 'get', path: () => '/api/company/abc/mcps/', errors: () => ({ companyId: [MESSAGES.invalidId] }) },
      { name: 'mcp id 0', method: 'get', path: () => '/api/mcps/0/', errors: () => ({ id: [MESSAGES.invalidId] }) },
      { name: 'category with a bad colour', method: 'post', path: () => `/api/mcps/${f.mcpId}/categories/`, body: () => ({ name: 'A', color: 0x1000000 }), errors: () => ({ color: [MESSAGES.colorInvalid] }) },
      { name: 'category with control characters', method: 'put', path: () => `/api/category/${f.categoryId}/`, body: () => ({ name: 'A\u0000B', color: 1.5 }), errors: () => ({ name: [MESSAGES.textInvalid], color: [MESSAGES.colorInvalid] }) },
      { name: 'product without category', method: 'post', path: () => '/api/products/', body: () => ({ name: 'A', active: 'sim' }), errors: () => ({ categoryId: [MESSAGES.invalidId], active: [MESSAGES.valueInvalid] }) },
      { name: "product moved to another MCP's category", method: 'put', path: () => `/api/products/${f.productId}/`, body: () => ({ categoryId: other.categoryId, name: 'A' }), errors: () => ({ categoryId: [MESSAGES.invalidChoice] }) },
      { name: "competitor moved to another MCP's category", method: 'put', path: () => `/api/competitors/${f.competitorId}/`, body: () => ({ categoryId: other.categoryId, name: 'A' }), errors: () => ({ categoryId: [MESSAGES.invalidChoice] }) },
      {
        name: 'control with a bad month and values',
        method: 'put',
        path: () => `/api/products/${f.productId}/update_control/`,
        body: () => ({ date: '2025-13', total: -1, cost: 1.234, amount: 1e14 }),
        errors: () => ({ date: [MESSAGES.invalidMonth], total: [MESSAGES.invalidMoney], cost: [MESSAGES.invalidMoney], amount: [MESSAGES.invalidMoney] }),
      },
      { name: 'control without values', method: 'put', path: () => `/api/competitors/${f.competitorId}/update_control/`, body: () => ({ date: '2025-02-30' }), errors: () => ({ date: [MESSAGES.invalidMonth], total: [MESSAGES.invalidMoney], cost: [MESSAGES.invalidMoney], amount: [MESSAGES.invalidMoney] }) },
      { name: 'bulk that is not a list', method: 'put', path: () => `/api/mcps/${f.mcpId}/control_data/`, body: () => ({ rows: [] }), errors: () => ({ general: [MESSAGES.invalidInput] }) },
      { name: 'bulk with the same cell twice', method: 'put', path: () => `/api/mcps/${f.mcpId}/control_data/`, body: () => [row(), row({ date: '2025-01-01' })], errors: () => ({ general: [MESSAGES.duplicateRows] }) },
      { name: 'bulk with a bad kind in row 1', method: 'put', path: () => `/api/mcps/${f.mcpId}/control_data/`, body: () => [row(), row({ kind: 'category', date: '2025-02' })], errors: () => ({ 1: [MESSAGES.valueInvalid] }) },
      { name: 'expenses that are not a list', method: 'put', path: () => `/api/products/${f.productId}/update_expenses/`, body: () => ({ expenses: 'Frete' }), errors: () => ({ expenses: [MESSAGES.valueInvalid] }) },
      { name: 'expense without name', method: 'put', path: () => `/api/products/${f.productId}/update_expenses/`, body: () => ({ date: '2025-01', expenses: [{ value: 1 }] }), errors: () => ({ expenses: [MESSAGES.nameRequired] }) },
      { name: 'domain without name', method: 'post', path: () => `/api/products/${f.productId}/add_product_domain/`, body: () => ({ name: '' }), errors: () => ({ name: [MESSAGES.nameRequired] }) },
      { name: "subcategory in another MCP's domain", method: 'post', path: () => `/api/products/${f.productId}/add_product_subcategory/`, body: () => ({ domainId: other.domainId, name: 'Sul' }), errors: () => ({ domainId: [MESSAGES.invalidChoice] }) },
      { name: 'rename with a text domain id', method: 'put', path: () => `/api/products/${f.productId}/update_product_domain/`, body: () => ({ domainId: 'x', name: 'A' }), errors: () => ({ domainId: [MESSAGES.invalidId] }) },
      { name: "retag to another domain's subcategory", method: 'put', path: () => `/api/products/${f.productId}/update_product_subcategory/`, body: () => ({ domainId: f.domainId, subcategoryId: other.subcategoryId }), errors: () => ({ subcategoryId: [MESSAGES.invalidChoice] }) },
      { name: 'defaults with a bad grouping', method: 'put', path: () => `/api/company/${f.companyId}/mcps/update_company/`, body: () => ({ grouping: 2, growthThreshold: -2 }), errors: () => ({ grouping: [MESSAGES.groupingInvalid], growthThreshold: [MESSAGES.growthThresholdInvalid] }) },
      { name: 'chart with a bad query', method: 'get', path: () => `/api/company/${f.companyId}/mcps/chart_data/?mcp=x&grouping=4&from=2025-13`, errors: () => ({ mcp: [MESSAGES.invalidId], grouping: [MESSAGES.groupingInvalid], from: [MESSAGES.invalidMonth] }) },
      {
        name: 'chart first screen of a bad size',
        method: 'get',
        path: () => `/api/company/${f.companyId}/mcps/chart_svg/?mcp=${f.mcpId}&width=10&height=abc`,
        errors: () => ({ width: [MESSAGES.chartWidthInvalid], height: [MESSAGES.chartHeightInvalid] }),
      },
      { name: 'chart of a malformed period', method: 'get', path: () => `/api/company/${f.companyId}/mcps/chart_svg/?mcp=${f.mcpId}&width=680&height=520&period=março`, errors: () => ({ period: [MESSAGES.invalidMonth] }) },
      { name: 'chart first screen without its MCP', method: 'get', path: () => `/api/company/${f.companyId}/mcps/chart_svg/?width=400&height=3000`, errors: () => ({ mcp: [MESSAGES.invalidId], height: [MESSAGES.chartHeightInvalid] }) },
      { name: 'chart with an unknown basis', method: 'get', path: () => `/api/company/${f.companyId}/mcps/chart_data/?basis=yoy`, errors: () => ({ basis: [MESSAGES.growthBasisInvalid] }) },
      { name: 'chart with a window that ends first', method: 'get', path: () => `/api/company/${f.companyId}/mcps/chart_data/?from=2025-05&to=2025-01`, errors: () => ({ to: [MESSAGES.periodOrder] }) },
    ];

    for (const testCase of cases) {
      it(`${testCase.name} → 400 with pt-BR field errors, nothing written`, async () => {
        const before = await mcpSnapshot(app());
        const res = await send('owner', testCase.method, testCase.path(), testCase.body?.());
        expect(res.status, JSON.stringify(res.body).slice(0, 500)).toBe(400);
        expect(res.body).toEqual({ success: false, errors: testCase.errors(), message: MESSAGES.invalidInput });
        expect(await mcpSnapshot(app())).toBe(before);
      });
    }
  });
}
