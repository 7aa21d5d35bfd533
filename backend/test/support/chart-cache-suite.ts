import { expandMcpChartData, type McpChartWire } from 'contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { type CompanyActors, signUpActors } from './actors.js';
import { type McpFixture, mcpApi, mcpFixture } from './mcp-api.js';
import { multifatorialFixture } from './multifatorial-api.js';
import type { TestApp } from './test-app.js';

/**
 * The MCP chart answer (issue 24): compact, with an ETag from the data versions it was made
 * from, so a repeated read is an empty 304; every kind of write that may change the chart
 * changes the ETag, a write elsewhere does not.
 */
export function chartCacheSuite(app: () => TestApp): void {
  let actors: CompanyActors;
  const api = mcpApi(app, () => actors);
  const { ok, send, fullCompany } = api;
  const chartPath = (f: McpFixture, query = `mcp=${f.mcpId}`) => `/api/company/${f.companyId}/mcps/chart_data/?${query}`;
  /** The ETag of a 200 answer of the chart, checked to be cacheable. */
  // The members take turns reading: the suite reads the chart more often than one user's fair-use budget allows.
  const readers = ['funcionario', 'consultor', 'admin', 'owner'] as const;
  let reads = 0;
  const read = (path: string) => send(readers[reads++ % readers.length], 'get', path);
  const etagOf = async (path: string): Promise<string> => {
    const res = await read(path).expect(200);
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(res.headers.etag).toMatch(/^W\/"[\w-]+"$/);
    return res.headers.etag as string;
  };

  beforeAll(async () => {
    actors = await signUpActors(app());
  });

  describe('ETag and 304', () => {
    let f: McpFixture;
    beforeAll(async () => {
      f = await mcpFixture(api.as('owner'), await fullCompany());
    });

    it('answers a compact chart with an ETag, and an empty 304 when If-None-Match names it', async () => {
      const res = await send('funcionario', 'get', chartPath(f)).expect(200);
      const wire = res.body.data as McpChartWire;
      expect(wire.products.map((p) => p.name)).toEqual(['Café Gourmet']);
      expect(expandMcpChartData(wire).periods[0].items[0]).toMatchObject({ productId: f.productId, name: 'Café Gourmet', faturamento: 1000, cost: 400, amount: 10, rms: 0.5 });
      const etag = res.headers.etag as string;
      expect(etag).toMatch(/^W\/"[\w-]+"$/);
      expect(res.headers['cache-control']).toBe('private, no-cache');

      const again = await send('funcionario', 'get', chartPath(f)).set('If-None-Match', etag).expect(304);
      expect(again.text ?? '').toBe('');
      expect(again.headers['content-length']).toBeUndefined();
      expect(again.headers['content-type']).toBeUndefined();
      expect(again.headers.etag).toBe(etag);
      expect(again.headers['cache-control']).toBe('private, no-cache');
      // A list holding it, and the strong form of it, match too (weak comparison).
      await send('funcionario', 'get', chartPath(f)).set('If-None-Match', `"other", ${etag}`).expect(304);
      await send('funcionario', 'get', chartPath(f)).set('If-None-Match', etag.slice(2)).expect(304);
      await send('funcionario', 'get', chartPath(f)).set('If-None-Match', 'W/"other"').expect(200);
    });

    it('checks the caller before answering 304, and errors stay no-store', async () => {
      const etag = await etagOf(chartPath(f));
      const refused = await send('outsider', 'get', chartPath(f)).set('If-None-Match', etag).expect(404);
      expect(refused.headers['cache-control']).toBe('no-store');
      expect(refused.headers.etag).toBeUndefined();
      const foreign = await mcpFixture(api.as('owner'), await fullCompany());
      await send('owner', 'get', chartPath(f, `mcp=${foreign.mcpId}`)).set('If-None-Match', etag).expect(404);
    });

    it('a different query has a different ETag', async () => {
      const queries = [`mcp=${f.mcpId}`, '', `mcp=${f.mcpId}&grouping=3`, `mcp=${f.mcpId}&from=2025-01`, `mcp=${f.mcpId}&to=2025-06`, `mcp=${f.mcpId}&subcategory=${f.subcategoryId}`];
      const etags = [];
      for (const query of queries) etags.push(await etagOf(chartPath(f, query)));
      expect(new Set(etags).size).toBe(queries.length);
      // The same query, the same ETag.
      expect(await etagOf(chartPath(f, queries[2]))).toBe(etags[2]);
    });
  });

  describe('every write that may change the chart changes its ETag', () => {
    /** Writes, each on a fresh fixture; those marked (company chart) change only the company's chart. */
    const writes: { name: string; write: (f: McpFixture) => Promise<unknown> }[] = [
      { name: 'PATCH the MCP (its G)', write: (f) => ok('owner', 'patch', `/api/v3/mcps/${f.mcpId}/`, { growthThreshold: 0.2 }) },
      { name: 'POST a category', write: (f) => ok('owner', 'post', `/api/mcps/${f.mcpId}/categories/`, { name: 'Sucos' }) },
      { name: 'PUT a category', write: (f) => ok('owner', 'put', `/api/category/${f.categoryId}/`, { name: 'Cafés especiais' }) },
      { name: 'DELETE a category', write: (f) => ok('owner', 'delete', `/api/category/${f.otherCategoryId}/`) },
      { name: 'POST a product', write: (f) => ok('owner', 'post', '/api/products/', { categoryId: f.categoryId, name: 'Café Solúvel' }) },
      { name: 'PUT a product (inactive)', write: (f) => ok('owner', 'put', `/api/products/${f.productId}/`, { categoryId: f.categoryId, name: 'Café Gourmet', active: false }) },
      { name: 'DELETE a product', write: (f) => ok('owner', 'delete', `/api/products/${f.productId}/`) },
      { name: 'POST a competitor', write: (f) => ok('owner', 'post', '/api/competitors/', { categoryId: f.categoryId, name: 'Café Rival 2' }) },
      { name: 'PUT a competitor', write: (f) => ok('owner', 'put', `/api/competitors/${f.competitorId}/`, { categoryId: f.otherCategoryId, name: 'Café Rival' }) },
      { name: 'DELETE a competitor', write: (f) => ok('owner', 'delete', `/api/competitors/${f.competitorId}/`) },
      { name: "PUT a product's month", write: (f) => ok('owner', 'put', `/api/products/${f.productId}/update_control/`, { date: '2025-01', total: 1200, cost: 400, amount: 10 }) },
      { name: "PUT a competitor's month", write: (f) => ok('owner', 'put', `/api/competitors/${f.competitorId}/update_control/`, { date: '2025-01', total: 2500, cost: 0, amount: 0 }) },
      { name: 'PUT the control-data grid', write: (f) => ok('owner', 'put', `/api/mcps/${f.mcpId}/control_data/`, [{ kind: 'product', id: f.productId, date: '2025-02', total: 900, cost: 300, amount: 9 }]) },
      { name: "PUT a month's expenses", write: (f) => ok('owner', 'put', `/api/products/${f.productId}/update_expenses/`, { date: '2025-01', expenses: [{ name: 'Frete', value: 50 }] }) },
      { name: 'POST a domain', write: (f) => ok('owner', 'post', `/api/products/${f.productId}/add_product_domain/`, { name: 'Canal' }) },
      { name: 'POST a subcategory tag', write: (f) => ok('owner', 'post', `/api/products/${f.productId}/add_product_subcategory/`, { domainId: f.domainId, name: 'Norte' }) },
      { name: 'PUT a domain', write: (f) => ok('owner', 'put', `/api/products/${f.productId}/update_product_domain/`, { domainId: f.domainId, name: 'Regiões' }) },
      { name: "PUT the company's chart defaults", write: (f) => ok('owner', 'put', `/api/company/${f.companyId}/mcps/update_company/`, { grouping: 3 }) },
      { name: 'DELETE the MCP', write: (f) => ok('owner', 'delete', `/api/mcps/${f.mcpId}/`) },
      { name: 'POST another MCP of the company (company chart)', write: (f) => ok('owner', 'post', `/api/company/${f.companyId}/mcps/`, { name: 'Outra linha' }) },
    ];

    for (const { name, write } of writes) {
      it(name, async () => {
        const f = await mcpFixture(api.as('owner'), await fullCompany());
        const paths = [chartPath(f), chartPath(f, '')];
        const company = name.endsWith('(company chart)');
        const deletes = name === 'DELETE the MCP';
        const before = await Promise.all(paths.map(etagOf));
        await write(f);
        // Deleting the MCP: its chart is a 404, the company's changes.
        if (deletes) await read(paths[0]).expect(404);
        const targets = company || deletes ? [1] : [0, 1];
        for (const i of targets) {
          expect(await etagOf(paths[i]), `${name}: ${paths[i]}`).not.toBe(before[i]);
          await read(paths[i]).set('If-None-Match', before[i]).expect(200);
        }
      });
    }

    it('PUT a tag: retagging a product inside its domain', async () => {
      const f = await mcpFixture(api.as('owner'), await fullCompany());
      const { subcategoryId } = await ok('owner', 'post', `/api/products/${f.productId}/add_product_subcategory/`, { domainId: f.domainId, name: 'Leste' });
      const before = await etagOf(chartPath(f, `mcp=${f.mcpId}&subcategory=${subcategoryId}`));
      await ok('owner', 'put', `/api/products/${f.productId}/update_product_subcategory/`, { domainId: f.domainId, subcategoryId: f.subcategoryId });
      expect(await etagOf(chartPath(f, `mcp=${f.mcpId}&subcategory=${subcategoryId}`))).not.toBe(before);
    });
  });

  describe('writes that cannot change the chart keep its ETag', () => {
    it('a write to another MCP, to a Multifatorial of the company, to another company; a refused write', async () => {
      const f = await mcpFixture(api.as('owner'), await fullCompany());
      const other = await ok('owner', 'post', `/api/company/${f.companyId}/mcps/`, { name: 'Outra linha' });
      const multifatorial = await multifatorialFixture(api, f.companyId);
      const foreign = await mcpFixture(api.as('owner'), await fullCompany());
      const mcpChart = await etagOf(chartPath(f));
      const companyChart = await etagOf(chartPath(f, ''));

      // Another MCP of the company: the company's chart covers it, this MCP's does not.
      await ok('owner', 'post', `/api/mcps/${other.id}/categories/`, { name: 'Sucos' });
      expect(await etagOf(chartPath(f))).toBe(mcpChart);
      const companyAfterOther = await etagOf(chartPath(f, ''));
      expect(companyAfterOther).not.toBe(companyChart);

      // A Multifatorial of the same company, and another company's MCP: neither chart changes.
      await ok('owner', 'put', `/api/multifatoriais/${multifatorial.multifatorialId}/grades/`, {
        date: '2025-02',
        grades: [{ criterionId: multifatorial.forceId, itemId: multifatorial.itemId, grade: 0.4 }],
      });
      await ok('owner', 'put', `/api/products/${foreign.productId}/update_control/`, { date: '2025-01', total: 5000, cost: 1, amount: 1 });
      await ok('owner', 'put', `/api/company/${foreign.companyId}/mcps/update_company/`, { grouping: 6 });
      expect(await etagOf(chartPath(f))).toBe(mcpChart);
      expect(await etagOf(chartPath(f, ''))).toBe(companyAfterOther);

      // Refused writes (a Funcionário's 403, a bad value's 400) roll their version move back.
      await send('funcionario', 'put', `/api/products/${f.productId}/update_control/`, { date: '2025-01', total: 1, cost: 1, amount: 1 }).expect(403);
      const bad = await send('owner', 'put', `/api/mcps/${f.mcpId}/control_data/`, [{ kind: 'product', id: 2147483647, date: '2025-01', total: 1, cost: 1, amount: 1 }]);
      expect([bad.status, bad.body.success]).toEqual([400, false]);
      expect(await etagOf(chartPath(f))).toBe(mcpChart);
    });
  });
}
