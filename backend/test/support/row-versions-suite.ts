import {
  ANALYSIS_KINDS,
  type AnalysisKind,
  type CellConflicts,
  type LastChange,
  MESSAGES,
  type McpControlData,
  type McpDomains,
  type MonthGrades,
  type MultifatorialCriterion,
  type ProductAdditionalInfo,
  type ProductTag,
  type SwotCrossingView,
} from 'contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Actor, type CompanyActors, signUpActors } from './actors.js';
import { type AmbientalFixture, AMBIENTAL_TABLES, ambientalFixture } from './ambiental-api.js';
import { apiCalls, type Method, tablesSnapshot } from './analysis-matrix.js';
import { type McpFixture, mcpFixture } from './mcp-api.js';
import { type MultifatorialFixture, MULTIFATORIAL_TABLES, multifatorialFixture } from './multifatorial-api.js';
import { type SwotFixture, SWOT_TABLES, swotFixture } from './swot-api.js';
import type { TestApp } from './test-app.js';

/** One of each kind, made through the API in one company. */
interface Fixtures {
  mcp: McpFixture;
  swot: SwotFixture;
  ambiental: AmbientalFixture;
  multifatorial: MultifatorialFixture;
}

const TABLES = [
  ...SWOT_TABLES,
  ...AMBIENTAL_TABLES,
  ...MULTIFATORIAL_TABLES,
  'mcps',
  'mcp_products',
  'mcp_competitors',
  'mcp_product_control',
  'mcp_competitor_control',
  'mcp_product_expenses',
  'mcp_domains',
  'mcp_subcategories',
  'mcp_product_tags',
];

/** A write route as the OpenAPI document names it ('PUT /api/products/{id}/'), its path and body on the fixtures. */
interface WriteRoute {
  route: string;
  path: (f: Fixtures) => string;
  body?: (f: Fixtures) => unknown;
  /** The id of the part `current` describes in the 412 (the analysis's, for the calls that write inside it), or what it holds (a tag has no id). */
  current: (f: Fixtures) => number | Record<string, unknown>;
}

const OWN_ANALYSIS: Record<AnalysisKind, (f: Fixtures) => number> = {
  mcp: (f) => f.mcp.mcpId,
  swot: (f) => f.swot.swotId,
  ambiental: (f) => f.ambiental.ambientalId,
  multifatorial: (f) => f.multifatorial.multifatorialId,
};

/** The analyses' own PATCH and DELETE, at the paths of their descriptor (contracts ANALYSIS_KINDS). */
const ANALYSIS_ROUTES: WriteRoute[] = (Object.keys(ANALYSIS_KINDS) as AnalysisKind[]).flatMap((kind) => {
  const { routes } = ANALYSIS_KINDS[kind];
  const at = (path: string) => (f: Fixtures) => `/api/${path.replace(':id', String(OWN_ANALYSIS[kind](f)))}`;
  return [
    { route: `PATCH /api/${routes.patch.replace(':id', '{id}')}`, path: at(routes.patch), body: () => ({ name: 'Renomeada' }), current: OWN_ANALYSIS[kind] },
    { route: `DELETE /api/${routes.one.replace(':id', '{id}')}`, path: at(routes.one), current: OWN_ANALYSIS[kind] },
  ];
});

/** Every other write of an analysis's parts. */
const PART_ROUTES: WriteRoute[] = [
  { route: 'PUT /api/category/{id}/', path: (f) => `/api/category/${f.mcp.categoryId}/`, body: () => ({ name: 'Outra' }), current: (f) => f.mcp.categoryId },
  { route: 'DELETE /api/category/{id}/', path: (f) => `/api/category/${f.multifatorial.categoryId}/`, current: (f) => f.multifatorial.categoryId },
  {
    route: 'PUT /api/products/{id}/',
    path: (f) => `/api/products/${f.mcp.productId}/`,
    body: (f) => ({ categoryId: f.mcp.categoryId, name: 'Outro' }),
    current: (f) => f.mcp.productId,
  },
  { route: 'DELETE /api/products/{id}/', path: (f) => `/api/products/${f.mcp.productId}/`, current: (f) => f.mcp.productId },
  {
    route: 'PUT /api/competitors/{id}/',
    path: (f) => `/api/competitors/${f.mcp.competitorId}/`,
    body: (f) => ({ categoryId: f.mcp.categoryId, name: 'Outro' }),
    current: (f) => f.mcp.competitorId,
  },
  { route: 'DELETE /api/competitors/{id}/', path: (f) => `/api/competitors/${f.mcp.competitorId}/`, current: (f) => f.mcp.competitorId },
  {
    route: 'PUT /api/products/{id}/update_control/',
    path: (f) => `/api/products/${f.mcp.productId}/update_control/`,
    body: () => ({ date: '2025-01', total: 1, cost: 1, amount: 1 }),
    current: (f) => f.mcp.productId,
  },
  {
    route: 'PUT /api/competitors/{id}/update_control/',
    path: (f) => `/api/competitors/${f.mcp.competitorId}/update_control/`,
    body: () => ({ date: '2025-01', total: 1, cost: 1, amount: 1 }),
    current: (f) => f.mcp.competitorId,
  },
  {
    route: 'PUT /api/products/{id}/update_expenses/',
    path: (f) => `/api/products/${f.mcp.productId}/update_expenses/`,
    body: () => ({ date: '2025-01', expenses: [{ name: 'Frete', value: 1 }] }),
    current: (f) => f.mcp.productId,
  },
  {
    route: 'PUT /api/products/{id}/update_product_domain/',
    path: (f) => `/api/products/${f.mcp.productId}/update_product_domain/`,
    body: (f) => ({ domainId: f.mcp.domainId, name: 'Estado' }),
    current: (f) => f.mcp.domainId,
  },
  {
    route: 'PUT /api/products/{id}/update_product_subcategory/',
    path: (f) => `/api/products/${f.mcp.productId}/update_product_subcategory/`,
    body: (f) => ({ domainId: f.mcp.domainId, subcategoryId: f.mcp.subcategoryId }),
    current: (f) => ({ domainId: f.mcp.domainId, subcategoryId: f.mcp.subcategoryId }),
  },
  {
    route: 'PUT /api/mcps/{id}/control_data/',
    path: (f) => `/api/mcps/${f.mcp.mcpId}/control_data/`,
    body: (f) => [{ kind: 'product', id: f.mcp.productId, date: '2025-01', total: 5 }],
    current: (f) => f.mcp.mcpId,
  },
  {
    route: 'PUT /api/swot_items/{id}/',
    path: (f) => `/api/swot_items/${f.swot.strengthId}/`,
    body: () => ({ quadrant: 'S', text: 'Outra', importance: 0.1 }),
    current: (f) => f.swot.strengthId,
  },
  { route: 'DELETE /api/swot_items/{id}/', path: (f) => `/api/swot_items/${f.swot.threatId}/`, current: (f) => f.swot.threatId },
  {
    route: 'PUT /api/swots/{id}/crossings/',
    path: (f) => `/api/swots/${f.swot.swotId}/crossings/`,
    body: (f) => [{ internal: f.swot.weaknessId, external: f.swot.threatId, intensity: 3 }],
    current: (f) => f.swot.swotId,
  },
  { route: 'PUT /api/factors/{id}/', path: (f) => `/api/factors/${f.ambiental.factorId}/`, body: () => ({ name: 'Outro', importance: 0.2 }), current: (f) => f.ambiental.factorId },
  { route: 'DELETE /api/factors/{id}/', path: (f) => `/api/factors/${f.ambiental.otherFactorId}/`, current: (f) => f.ambiental.otherFactorId },
  {
    route: 'PUT /api/subfactors/{id}/',
    path: (f) => `/api/subfactors/${f.ambiental.subfactorId}/`,
    body: () => ({ name: 'Outro', kind: 'oportunidade', importance: 0.2, grade: 0.3 }),
    current: (f) => f.ambiental.subfactorId,
  },
  { route: 'DELETE /api/subfactors/{id}/', path: (f) => `/api/subfactors/${f.ambiental.subfactorId}/`, current: (f) => f.ambiental.subfactorId },
  {
    route: 'PUT /api/criteria/{id}/',
    path: (f) => `/api/criteria/${f.multifatorial.attractivenessId}/`,
    body: () => ({ axis: 'attractiveness', name: 'Outro', importance: 0.2 }),
    current: (f) => f.multifatorial.attractivenessId,
  },
  { route: 'DELETE /api/criteria/{id}/', path: (f) => `/api/criteria/${f.multifatorial.forceId}/`, current: (f) => f.multifatorial.forceId },
  {
    route: 'PUT /api/multifatorial_items/{id}/',
    path: (f) => `/api/multifatorial_items/${f.multifatorial.itemId}/`,
    body: () => ({ name: 'Outro' }),
    current: (f) => f.multifatorial.itemId,
  },
  { route: 'DELETE /api/multifatorial_items/{id}/', path: (f) => `/api/multifatorial_items/${f.multifatorial.itemId}/`, current: (f) => f.multifatorial.itemId },
  {
    route: 'PUT /api/multifatoriais/{id}/grades/',
    path: (f) => `/api/multifatoriais/${f.multifatorial.multifatorialId}/grades/`,
    body: (f) => ({ date: '2025-01', grades: [{ criterionId: f.multifatorial.attractivenessId, categoryId: f.multifatorial.categoryId, grade: 0.1 }] }),
    current: (f) => f.multifatorial.multifatorialId,
  },
];

const WRITE_ROUTES = [...ANALYSIS_ROUTES, ...PART_ROUTES];

/** The controllers whose writes are an analysis's or its parts' (OpenAPI tags), and their writes that are not versioned. */
const ANALYSIS_CONTROLLERS = new Set(['Mcp', 'Swot', 'Ambiental', 'Multifatorial', 'Categories']);
/** The company's MCP chart defaults: a company setting, not a part of an analysis. */
const UNVERSIONED = new Set(['PUT /api/company/{companyId}/mcps/update_company']);

/** Row versions, If-Match and the cell merge of the MCP grid (docs/DECISIONS.md "Row versions"), on one driver. */
export function rowVersionsSuite(app: () => TestApp): void {
  let actors: CompanyActors;
  const api = apiCalls(app, () => actors);
  const { ok, send } = api;
  const withIfMatch = (actor: Actor, method: Method, path: string, ifMatch: string, body?: unknown) => {
    const test = send(actor, method, path).set('If-Match', ifMatch);
    return body === undefined ? test : test.send(body as object);
  };
  const fixtures = async (): Promise<Fixtures> => {
    const companyId = await api.fullCompany();
    return {
      mcp: await mcpFixture((method, path, body) => ok('owner', method, path, body), companyId),
      swot: await swotFixture(api, companyId),
      ambiental: await ambientalFixture(api, companyId),
      multifatorial: await multifatorialFixture(api, companyId),
    };
  };

  beforeAll(async () => {
    actors = await signUpActors(app());
  });

  it('the table below names every write of an analysis or of its parts', async () => {
    const document = (await send('guest', 'get', '/api/openapi.json').expect(200)).body as { paths: Record<string, Record<string, { tags?: string[] }>> };
    const writes = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods)
        .filter(([method, operation]) => ['put', 'patch', 'delete'].includes(method) && operation.tags?.some((tag) => ANALYSIS_CONTROLLERS.has(tag)))
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    );
    expect(writes.length).toBeGreaterThan(30);
    // The document writes paths without their trailing slash.
    expect(writes.filter((route) => !UNVERSIONED.has(route)).sort()).toEqual(WRITE_ROUTES.map((write) => write.route.replace(/\/$/, '')).sort());
  });

  describe('a stale If-Match is 412 with the resource as it is now and who changed it, and writes nothing', () => {
    let f: Fixtures;
    beforeAll(async () => {
      f = await fixtures();
    });
    for (const write of WRITE_ROUTES) {
      it(write.route, async () => {
        const method = write.route.split(' ')[0].toLowerCase() as Method;
        const before = await tablesSnapshot(app(), TABLES);
        for (const stale of ['"987654"', 'W/"1"']) {
          const res = await withIfMatch('consultor', method, write.path(f), stale, write.body?.(f));
          expect(res.status, JSON.stringify(res.body)).toBe(412);
          expect(res.body).toMatchObject({ success: false, errors: { general: [MESSAGES.staleVersion] }, message: MESSAGES.staleVersion });
          const data = res.body.data as LastChange & { current: unknown };
          const current = write.current(f);
          expect(data.current).toMatchObject({ ...(typeof current === 'number' ? { id: current } : current), version: expect.any(Number) });
          expect(data.changedBy).toEqual({ id: actors.users.owner.id, name: expect.stringContaining('owner') });
          expect(new Date(data.changedAt!).toISOString()).toBe(data.changedAt);
        }
        expect(await tablesSnapshot(app(), TABLES)).toBe(before);
      });
    }
  });

  it('answers about one resource send its version as a strong ETag; a write naming it moves it by one', async () => {
    const f = await fixtures();
    const read = await send('funcionario', 'get', `/api/products/${f.mcp.productId}/`).expect(200);
    const version = read.body.data.version as number;
    expect(read.headers.etag).toBe(`"${version}"`);
    const mcp = await send('funcionario', 'get', `/api/mcps/${f.mcp.mcpId}/`).expect(200);
    expect(mcp.headers.etag).toBe(`"${mcp.body.data.version}"`);

    const written = await withIfMatch('consultor', 'put', `/api/products/${f.mcp.productId}/`, read.headers.etag, { categoryId: f.mcp.categoryId, name: 'Novo nome' }).expect(200);
    expect(written.body.data).toMatchObject({ name: 'Novo nome', version: version + 1 });
    expect(written.headers.etag).toBe(`"${version + 1}"`);
    // The same If-Match again is stale now: the consultant's own write moved the version.
    const again = await withIfMatch('admin', 'put', `/api/products/${f.mcp.productId}/`, read.headers.etag, { categoryId: f.mcp.categoryId, name: 'Outro nome' }).expect(412);
    expect(again.body.data).toMatchObject({ current: { name: 'Novo nome', version: version + 1 }, changedBy: { id: actors.users.consultor.id } });
    // Without If-Match (an API client) the write goes through.
    expect((await ok('admin', 'put', `/api/products/${f.mcp.productId}/`, { categoryId: f.mcp.categoryId, name: 'Sem condição' })).version).toBe(version + 2);

    // The analysis's own fields: a PATCH naming the version it read.
    const patched = await withIfMatch('owner', 'patch', `/api/v3/mcps/${f.mcp.mcpId}/`, mcp.headers.etag, { name: 'Nova linha' }).expect(200);
    expect(patched.body.data.version).toBe(mcp.body.data.version + 1);
    await withIfMatch('owner', 'patch', `/api/v3/mcps/${f.mcp.mcpId}/`, mcp.headers.etag, { name: 'Outra linha' }).expect(412);
    await withIfMatch('owner', 'delete', `/api/mcps/${f.mcp.mcpId}/`, patched.headers.etag).expect(200);
  });

  it("domains, subcategories, tags and crossings answer their versions; a write moves its own, not the product's", async () => {
    const f = await fixtures();
    const productVersion = (await ok('owner', 'get', `/api/products/${f.mcp.productId}/`)).version as number;
    const domains = await ok<McpDomains>('owner', 'get', `/api/mcps/${f.mcp.mcpId}/retrieve_domains_and_categories/`);
    expect(domains).toEqual([{ id: f.mcp.domainId, version: 1, name: 'Região', subcategories: [{ id: f.mcp.subcategoryId, version: 1, name: 'Sul' }] }]);

    const renamed = await withIfMatch('consultor', 'put', `/api/products/${f.mcp.productId}/update_product_domain/`, '"1"', { domainId: f.mcp.domainId, name: 'Estado' }).expect(200);
    expect(renamed.body.data).toMatchObject({ id: f.mcp.domainId, name: 'Estado', version: 2 });
    expect(renamed.headers.etag).toBe('"2"');
    const stale = await withIfMatch('admin', 'put', `/api/products/${f.mcp.productId}/update_product_domain/`, '"1"', { domainId: f.mcp.domainId, name: 'País' }).expect(412);
    expect(stale.body.data).toMatchObject({ current: { name: 'Estado', version: 2 }, changedBy: { id: actors.users.consultor.id } });

    const info = async () => ok<ProductAdditionalInfo>('owner', 'get', `/api/products/${f.mcp.productId}/retrieve_additional_info/`);
    expect((await info()).tags).toEqual([{ domainId: f.mcp.domainId, domainName: 'Estado', subcategoryId: f.mcp.subcategoryId, subcategoryName: 'Sul', version: 1 }]);
    // A new subcategory retags the product: the tag moves to 2.
    const north = await ok<ProductTag>('consultor', 'post', `/api/products/${f.mcp.productId}/add_product_subcategory/`, { domainId: f.mcp.domainId, name: 'Norte' });
    expect(north).toMatchObject({ subcategoryName: 'Norte', version: 2 });
    const retagged = await withIfMatch('admin', 'put', `/api/products/${f.mcp.productId}/update_product_subcategory/`, '"2"', { domainId: f.mcp.domainId, subcategoryId: f.mcp.subcategoryId }).expect(200);
    expect(retagged.body.data).toEqual({ domainId: f.mcp.domainId, domainName: 'Estado', subcategoryId: f.mcp.subcategoryId, subcategoryName: 'Sul', version: 3 });
    expect(retagged.headers.etag).toBe('"3"');
    const staleTag = await withIfMatch('consultor', 'put', `/api/products/${f.mcp.productId}/update_product_subcategory/`, '"2"', { domainId: f.mcp.domainId, subcategoryId: north.subcategoryId }).expect(412);
    expect(staleTag.body.data).toMatchObject({ current: { subcategoryName: 'Sul', version: 3 }, changedBy: { id: actors.users.admin.id } });
    expect((await info()).tags).toEqual([expect.objectContaining({ subcategoryName: 'Sul', version: 3 })]);
    // The product in the path was not written.
    expect((await ok('owner', 'get', `/api/products/${f.mcp.productId}/`)).version).toBe(productVersion);

    const crossingsOf = (intensity: number) => ok<SwotCrossingView[]>('consultor', 'put', `/api/swots/${f.swot.swotId}/crossings/`, [{ internal: f.swot.weaknessId, external: f.swot.threatId, intensity }]);
    const pair = (crossings: SwotCrossingView[]) => crossings.find((crossing) => crossing.internal === f.swot.weaknessId && crossing.external === f.swot.threatId);
    const first = pair(await crossingsOf(2))!;
    expect(pair(await crossingsOf(3))).toEqual({ internal: f.swot.weaknessId, external: f.swot.threatId, intensity: 3, version: first.version + 1 });
  });

  describe('the MCP grid merges at the cell', () => {
    /** An MCP of `products` products in one category, empty. */
    const emptyGrid = async (products: number) => {
      const companyId = await api.fullCompany();
      const mcp = await ok('owner', 'post', `/api/company/${companyId}/mcps/`, { name: 'Grade' });
      const category = await ok('owner', 'post', `/api/mcps/${mcp.id}/categories/`, { name: 'Pães' });
      const ids: number[] = [];
      for (let i = 0; i < products; i++) ids.push((await ok('owner', 'post', '/api/products/', { categoryId: category.id, name: `Pão ${i + 1}` })).id);
      return { mcpId: mcp.id as number, ids };
    };
    const grid = (mcpId: number) => ok<McpControlData>('owner', 'get', `/api/mcps/${mcpId}/control_data/`);

    it('a field left out keeps its value: A saves May revenue, B (who read before) May cost, both are kept', async () => {
      const { mcpId, ids } = await emptyGrid(1);
      await ok('owner', 'put', `/api/mcps/${mcpId}/control_data/`, [{ kind: 'product', id: ids[0], date: '2025-05', total: 100, cost: 40, amount: 2 }]);
      const a = await ok<McpControlData>('consultor', 'put', `/api/mcps/${mcpId}/control_data/`, [
        { kind: 'product', id: ids[0], date: '2025-05', total: 111, expected: { total: 100 } },
      ]);
      // A save answers what it wrote, with the new version.
      expect(a).toEqual({ products: [{ id: ids[0], date: '2025-05-01', total: 111, cost: 40, amount: 2, version: 2 }], competitors: [] });
      await ok('admin', 'put', `/api/mcps/${mcpId}/control_data/`, [{ kind: 'product', id: ids[0], date: '2025-05', cost: 55, expected: { cost: 40 } }]);
      expect((await grid(mcpId)).products).toEqual([{ id: ids[0], date: '2025-05-01', total: 111, cost: 55, amount: 2, version: 3 }]);
    });

    it('a cell changed since it was read is 412 naming it, its value and who changed it; nothing is written', async () => {
      const { mcpId, ids } = await emptyGrid(2);
      await ok('consultor', 'put', `/api/mcps/${mcpId}/control_data/`, [{ kind: 'product', id: ids[0], date: '2025-05', total: 111 }]);
      const before = await tablesSnapshot(app(), ['mcp_product_control']);
      const res = await send('admin', 'put', `/api/mcps/${mcpId}/control_data/`)
        .send([
          { kind: 'product', id: ids[1], date: '2025-05', total: 7, expected: { total: 0 } },
          { kind: 'product', id: ids[0], date: '2025-05', total: 222, cost: 1, expected: { total: 0, cost: 0 } },
        ])
        .expect(412);
      expect(res.body).toMatchObject({ success: false, message: MESSAGES.cellConflicts, errors: { general: [MESSAGES.cellConflicts] } });
      expect((res.body.data as CellConflicts).conflicts).toEqual([
        {
          kind: 'product',
          id: ids[0],
          date: '2025-05-01',
          field: 'total',
          current: 111,
          expected: 0,
          changedBy: { id: actors.users.consultor.id, name: expect.stringContaining('consultor') },
          changedAt: expect.any(String),
        },
      ]);
      expect(await tablesSnapshot(app(), ['mcp_product_control'])).toBe(before);
    });

    it('20 concurrent writers, each on its own cells of the same months, 3 rounds: every acknowledged cell is there at the end', async () => {
      const { mcpId, ids } = await emptyGrid(5);
      const fields = ['total', 'cost', 'amount'] as const;
      // 5 products × 3 fields × 2 months: 30 cells, writer w takes cell w (several writers share each month's row).
      const cellOf = (w: number) => ({ id: ids[w % 5], field: fields[Math.floor(w / 5) % 3], date: w < 15 ? '2025-03-01' : '2025-04-01' });
      const acknowledged = new Map<number, number>();
      for (let round = 1; round <= 3; round++) {
        const statuses = await Promise.all(
          Array.from({ length: 20 }, async (_, w) => {
            const { id, field, date } = cellOf(w);
            const value = round * 1000 + w;
            const res = await send(w % 2 ? 'consultor' : 'admin', 'put', `/api/mcps/${mcpId}/control_data/`).send([
              { kind: 'product', id, date, [field]: value, expected: { [field]: acknowledged.get(w) ?? 0 } },
            ]);
            if (res.status === 200) acknowledged.set(w, value);
            return res.status;
          }),
        );
        expect(statuses).toEqual(Array(20).fill(200));
      }
      const rows = (await grid(mcpId)).products;
      for (const [w, value] of acknowledged) {
        const { id, field, date } = cellOf(w);
        expect(rows.find((row) => row.id === id && row.date === date)?.[field], `writer ${w}`).toBe(value);
      }
      expect(acknowledged.size).toBe(20);
    });

    it('two writers on the same cell: exactly one wins, the other gets 412 naming the cell and the winner', async () => {
      const { mcpId, ids } = await emptyGrid(1);
      const writers = ['admin', 'consultor'] as const;
      const results = await Promise.all(
        writers.map((actor, i) =>
          send(actor, 'put', `/api/mcps/${mcpId}/control_data/`).send([{ kind: 'product', id: ids[0], date: '2025-06', total: 500 + i, expected: { total: 0 } }]),
        ),
      );
      expect(results.map((res) => res.status).sort()).toEqual([200, 412]);
      const winner = results.findIndex((res) => res.status === 200);
      const loser = results[1 - winner];
      expect((loser.body.data as CellConflicts).conflicts).toEqual([
        expect.objectContaining({
          kind: 'product',
          id: ids[0],
          date: '2025-06-01',
          field: 'total',
          current: 500 + winner,
          expected: 0,
          changedBy: { id: actors.users[writers[winner]].id, name: expect.any(String) },
        }),
      ]);
      expect((await grid(mcpId)).products).toEqual([expect.objectContaining({ id: ids[0], total: 500 + winner })]);
    });

    it('a row without any field is refused under its index', async () => {
      const { mcpId, ids } = await emptyGrid(1);
      const res = await send('owner', 'put', `/api/mcps/${mcpId}/control_data/`).send([{ kind: 'product', id: ids[0], date: '2025-06' }]).expect(400);
      expect(res.body).toEqual({ success: false, errors: { 0: [MESSAGES.valueInvalid] }, message: MESSAGES.invalidInput });
    });
  });

  describe('the grade sheet merges at the cell', () => {
    /** A multifatorial whose January grades the category 0.8 and the item 0.6 (made by the owner), and a second attractiveness criterion. */
    const sheet = async () => {
      const f = await multifatorialFixture(api, await api.fullCompany());
      const criteria = await ok<MultifatorialCriterion[]>('owner', 'get', `/api/multifatoriais/${f.multifatorialId}/criteria/`);
      const other = criteria.find((criterion) => criterion.axis === 'attractiveness' && criterion.id !== f.attractivenessId)!;
      const put = (actor: Actor, grades: object[]) => send(actor, 'put', `/api/multifatoriais/${f.multifatorialId}/grades/`).send({ date: '2025-01', grades });
      const month = async () => (await ok<MonthGrades>('owner', 'get', `/api/multifatoriais/${f.multifatorialId}/grades/?date=2025-01`)).grades;
      return { f, otherId: other.id, put, month };
    };

    it('two writers on the same grade: exactly one wins, the other gets 412 naming the grade and the winner; nothing of its save is written', async () => {
      const { f, otherId, put, month } = await sheet();
      const writers = ['admin', 'consultor'] as const;
      const results = await Promise.all(
        writers.map((actor, i) =>
          put(actor, [
            { criterionId: otherId, categoryId: f.otherCategoryId, grade: 0.1 + i / 10, expected: null },
            { criterionId: f.attractivenessId, categoryId: f.categoryId, grade: 0.3 + i / 10, expected: 0.8 },
          ]),
        ),
      );
      expect(results.map((res) => res.status).sort()).toEqual([200, 412]);
      const winner = results.findIndex((res) => res.status === 200);
      const loser = results[1 - winner];
      expect(loser.body).toMatchObject({ success: false, message: MESSAGES.cellConflicts, errors: { general: [MESSAGES.cellConflicts] } });
      expect((loser.body.data as CellConflicts).conflicts).toEqual([
        {
          kind: 'category',
          id: f.otherCategoryId,
          criterionId: otherId,
          date: '2025-01-01',
          field: 'grade',
          current: 0.1 + winner / 10,
          expected: null,
          changedBy: { id: actors.users[writers[winner]].id, name: expect.any(String) },
          changedAt: expect.any(String),
        },
        expect.objectContaining({ kind: 'category', id: f.categoryId, criterionId: f.attractivenessId, field: 'grade', current: 0.3 + winner / 10, expected: 0.8 }),
      ]);
      expect(await month()).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ criterionId: f.attractivenessId, categoryId: f.categoryId, grade: 0.3 + winner / 10 }),
          expect.objectContaining({ criterionId: otherId, categoryId: f.otherCategoryId, grade: 0.1 + winner / 10 }),
        ]),
      );
    });

    it('two writers on different grades of one sheet (who both read it before): both are kept', async () => {
      const { f, put, month } = await sheet();
      const results = await Promise.all([
        put('admin', [{ criterionId: f.attractivenessId, categoryId: f.categoryId, grade: 0.2, expected: 0.8 }]),
        put('consultor', [{ criterionId: f.forceId, itemId: f.itemId, grade: 0.9, expected: 0.6 }]),
      ]);
      expect(results.map((res) => res.status)).toEqual([200, 200]);
      expect(await month()).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ criterionId: f.attractivenessId, categoryId: f.categoryId, grade: 0.2 }),
          expect.objectContaining({ criterionId: f.forceId, itemId: f.itemId, grade: 0.9 }),
        ]),
      );
    });

    it('an entry without `expected` is written as sent (API clients); a stale one alone refuses the whole save', async () => {
      const { f, put, month } = await sheet();
      await put('consultor', [{ criterionId: f.forceId, itemId: f.itemId, grade: 0.7 }]).expect(200);
      const before = await tablesSnapshot(app(), MULTIFATORIAL_TABLES);
      const res = await put('admin', [
        { criterionId: f.attractivenessId, categoryId: f.categoryId, grade: 0.5 },
        { criterionId: f.forceId, itemId: f.itemId, grade: 0.1, expected: 0.6 },
      ]).expect(412);
      expect((res.body.data as CellConflicts).conflicts).toEqual([
        expect.objectContaining({ kind: 'item', id: f.itemId, criterionId: f.forceId, current: 0.7, expected: 0.6, changedBy: { id: actors.users.consultor.id, name: expect.any(String) } }),
      ]);
      expect(await tablesSnapshot(app(), MULTIFATORIAL_TABLES)).toBe(before);
      expect(await month()).toEqual(expect.arrayContaining([expect.objectContaining({ criterionId: f.forceId, itemId: f.itemId, grade: 0.7 })]));
    });
  });
}
