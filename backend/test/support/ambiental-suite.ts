import {
  type Ambiental,
  type AmbientalChartData,
  type AmbientalFactor,
  type AmbientalSubfactor,
  ambientalChartSchema,
  ambientalSchema,
  ambientalTemplateSchema,
  type ChartSvg,
  factorWithSubfactorsSchema,
  MESSAGES,
  toTenScale,
} from 'contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type CompanyActors, signUpActors } from './actors.js';
import { AMBIENTAL_TABLES, type AmbientalFixture, ambientalFixture } from './ambiental-api.js';
import { apiCalls, badInput, expectDemoLimitUnderRace, expectNoOpPatchKeepsUpdatedAt, generalError, permissionMatrix, readCase, tablesSnapshot, writeCase } from './analysis-matrix.js';
import type { TestApp } from './test-app.js';

const PESTAL = ['Político', 'Econômico', 'Social', 'Tecnológico', 'Ambiental', 'Legal'];

/** Every Ambiental call and rule (issue 11) through the HTTP API, on one driver. */
export function ambientalSuite(app: () => TestApp): void {
  let actors: CompanyActors;
  const api = apiCalls(app, () => actors);
  const { ok, send } = api;
  const snapshot = () => tablesSnapshot(app(), AMBIENTAL_TABLES);

  beforeAll(async () => {
    actors = await signUpActors(app());
  });

  describe('every call', () => {
    it('creates an Ambiental with the PESTAL factors, edits factors and subfactors, and deletes each', async () => {
      const companyId = await actors.freshCompany('Verde Agro');
      expect(await ok('funcionario', 'get', `/api/company/${companyId}/ambiental/`)).toEqual([]);

      // The template the create form shows: the default factors, nothing saved.
      const beforeTemplate = await snapshot();
      const template = ambientalTemplateSchema.parse(await ok('funcionario', 'get', `/api/novaambiental/${companyId}/`));
      expect(template).toEqual({ company_id: companyId, name: '', description: '', factors: PESTAL.map((name) => ({ name, importance: 0.5, subfactors: [] })) });
      expect(await snapshot()).toBe(beforeTemplate);

      const created = ambientalSchema.parse(await ok('consultor', 'post', `/api/company/${companyId}/ambiental/`, { name: '  Cenário 2025 ', description: 'Linha 1\nLinha 2' }));
      expect(created).toMatchObject({ company_id: companyId, name: 'Cenário 2025', description: 'Linha 1\nLinha 2' });
      expect(created.created_at).toBe(created.updated_at);
      const id = created.id;
      expect(await ok('funcionario', 'get', `/api/ambientais/${id}/`)).toEqual(created);
      expect(await ok('funcionario', 'get', `/api/company/${companyId}/ambiental/`)).toEqual([created]);

      const factors = await ok<AmbientalFactor[]>('funcionario', 'get', `/api/ambientais/${id}/factors/`);
      expect(factors.map(({ name, importance, ambientalId }) => ({ name, importance, ambientalId }))).toEqual(
        PESTAL.map((name) => ({ name, importance: 0.5, ambientalId: id })),
      );
      const [politico, economico] = factors;

      // PATCH: only the fields sent change; an empty patch changes nothing.
      const renamed = await ok<Ambiental>('admin', 'patch', `/api/v3/ambientais/${id}/`, { name: 'Cenário 2026' });
      expect(renamed).toMatchObject({ name: 'Cenário 2026', description: 'Linha 1\nLinha 2' });
      expect(await ok('admin', 'patch', `/api/v3/ambientais/${id}/`, {})).toMatchObject({ name: 'Cenário 2026', description: 'Linha 1\nLinha 2' });
      await expectNoOpPatchKeepsUpdatedAt(app, api, { table: 'ambientais', id, get: `/api/ambientais/${id}/`, patch: `/api/v3/ambientais/${id}/`, change: { name: 'Cenário 2027' } });

      // Factors.
      const demografico = await ok<AmbientalFactor>('owner', 'post', `/api/ambientais/${id}/factors/`, { name: 'Demográfico' });
      expect(demografico).toEqual({ id: demografico.id, version: 1, ambientalId: id, name: 'Demográfico', importance: 0.5 });
      expect(await ok('owner', 'put', `/api/factors/${economico.id}/`, { name: 'Econômico e fiscal', importance: 0.95 })).toEqual({
        id: economico.id,
        version: 2,
        ambientalId: id,
        name: 'Econômico e fiscal',
        importance: 0.95,
      });
      expect(await ok('funcionario', 'get', `/api/factors/${economico.id}/`)).toMatchObject({ name: 'Econômico e fiscal', importance: 0.95 });

      // Subfactors.
      const credito = await ok<AmbientalSubfactor>('consultor', 'post', `/api/factors/${economico.id}/subfactors/`, { name: 'Crédito farto', kind: 'oportunidade' });
      expect(credito).toEqual({ id: credito.id, version: 1, factorId: economico.id, name: 'Crédito farto', kind: 'oportunidade', importance: 0.5, grade: 0.5 });
      const juros = await ok<AmbientalSubfactor>('consultor', 'post', `/api/factors/${economico.id}/subfactors/`, {
        name: 'Juros altos',
        kind: 'ameaca',
        importance: 0.123456789,
        grade: 1,
      });
      expect(await ok('owner', 'put', `/api/subfactors/${credito.id}/`, { name: 'Crédito caro', kind: 'ameaca', importance: 0.3, grade: 0.7 })).toEqual({
        id: credito.id,
        version: 2,
        factorId: economico.id,
        name: 'Crédito caro',
        kind: 'ameaca',
        importance: 0.3,
        grade: 0.7,
      });
      const eleicoes = await ok<AmbientalSubfactor>('owner', 'post', `/api/factors/${politico.id}/subfactors/`, { name: 'Eleições', kind: 'ameaca', importance: 0, grade: 0 });
      expect(await ok('funcionario', 'get', `/api/factors/${economico.id}/subfactors/`)).toEqual([
        { ...credito, version: 2, name: 'Crédito caro', kind: 'ameaca', importance: 0.3, grade: 0.7 },
        juros,
      ]);

      const tree = z.array(factorWithSubfactorsSchema).parse(await ok('funcionario', 'get', `/api/ambientais/${id}/factors/listWithSubfactors/`));
      expect(tree.map((f) => [f.name, f.subfactors.map((s) => s.name)])).toEqual([
        ['Político', ['Eleições']],
        ['Econômico e fiscal', ['Crédito caro', 'Juros altos']],
        ['Social', []],
        ['Tecnológico', []],
        ['Ambiental', []],
        ['Legal', []],
        ['Demográfico', []],
      ]);
      // Exact scores on both drivers.
      expect(tree[1].subfactors[1].importance).toBe(0.123456789);
      expect(tree[0].subfactors[0]).toEqual(eleicoes);

      // Every change inside moved the analysis's updated_at; the created_at stays.
      const after = await ok<Ambiental>('owner', 'get', `/api/ambientais/${id}/`);
      expect(after.created_at).toBe(created.created_at);
      expect(after.updated_at >= created.updated_at).toBe(true);

      // Deletes: each on its own path, what is inside goes with it.
      expect(await ok('owner', 'delete', `/api/subfactors/${juros.id}/`)).toBeNull();
      expect((await ok<AmbientalSubfactor[]>('owner', 'get', `/api/factors/${economico.id}/subfactors/`)).map((s) => s.id)).toEqual([credito.id]);
      await send('owner', 'put', `/api/subfactors/${juros.id}/`, { name: 'x', kind: 'ameaca', importance: 1, grade: 1 }).expect(404);
      expect(await ok('owner', 'delete', `/api/factors/${economico.id}/`)).toBeNull();
      await send('owner', 'get', `/api/factors/${economico.id}/`).expect(404);
      await send('owner', 'delete', `/api/subfactors/${credito.id}/`).expect(404);
      expect(await ok('owner', 'delete', `/api/ambientais/${id}/`)).toBeNull();
      await send('owner', 'get', `/api/ambientais/${id}/`).expect(404);
      await send('owner', 'get', `/api/factors/${politico.id}/`).expect(404);
      expect(await ok('owner', 'get', `/api/company/${companyId}/ambiental/`)).toEqual([]);
      const left = await app().dataSource.query('SELECT COUNT(*) AS n FROM ambiental_subfactors WHERE id IN (?, ?)', [eleicoes.id, credito.id]);
      expect(Number(left[0].n)).toBe(0);
    });

    it('answers an unknown id exactly as an id of a company the caller may not see', async () => {
      const foreign = await ambientalFixture(api, await actors.freshCompany('Estranha'));
      for (const [path, id] of [
        ['ambientais', foreign.ambientalId],
        ['factors', foreign.factorId],
      ] as const) {
        const unknown = await send('outsider', 'get', `/api/${path}/2147483647/`).expect(404);
        const theirs = await send('outsider', 'get', `/api/${path}/${id}/`).expect(404);
        expect(theirs.body).toEqual(unknown.body);
        expect(theirs.body).toEqual(generalError(MESSAGES.analysisNotFound));
      }
      const before = await snapshot();
      const unknownSub = await send('outsider', 'put', '/api/subfactors/2147483647/', { name: 'x', kind: 'ameaca', importance: 1, grade: 1 }).expect(404);
      const theirSub = await send('outsider', 'put', `/api/subfactors/${foreign.subfactorId}/`, { name: 'x', kind: 'ameaca', importance: 1, grade: 1 }).expect(404);
      expect(theirSub.body).toEqual(unknownSub.body);
      expect(await snapshot()).toBe(before);
    });
  });

  describe('a part deleted by someone else', () => {
    it('answers "Este item foi excluído por outra pessoa" to a member who saves it or what was inside it, and an unknown id to anyone else; nothing written', async () => {
      const f = await ambientalFixture(api, await actors.freshCompany('Fatores Excluídos'));
      // A colleague deletes the factor: its subfactor goes with it.
      expect(await ok('consultor', 'delete', `/api/factors/${f.factorId}/`)).toBeNull();
      const before = await snapshot();
      const deleted = generalError(MESSAGES.partDeleted);
      expect((await send('owner', 'put', `/api/factors/${f.factorId}/`, { name: 'Político', importance: 1 }).expect(404)).body).toEqual(deleted);
      expect((await send('admin', 'put', `/api/subfactors/${f.subfactorId}/`, { name: 'Eleições', kind: 'ameaca', importance: 1, grade: 1 }).expect(404)).body).toEqual(deleted);
      expect((await send('owner', 'post', `/api/factors/${f.factorId}/subfactors/`, { name: 'Novo', kind: 'oportunidade' }).expect(404)).body).toEqual(deleted);
      expect((await send('admin', 'delete', `/api/subfactors/${f.subfactorId}/`).expect(404)).body).toEqual(deleted);
      // A Funcionário's write is refused as any other; someone outside the company sees an unknown id.
      expect((await send('funcionario', 'put', `/api/factors/${f.factorId}/`, { name: 'x', importance: 1 }).expect(403)).body).toEqual(generalError(MESSAGES.analysisEditForbidden));
      const unknown = await send('outsider', 'put', '/api/factors/2147483647/', { name: 'x', importance: 1 }).expect(404);
      expect((await send('outsider', 'put', `/api/factors/${f.factorId}/`, { name: 'x', importance: 1 }).expect(404)).body).toEqual(unknown.body);
      expect(unknown.body).toEqual(generalError(MESSAGES.analysisNotFound));
      expect(await snapshot()).toBe(before);
      // Once the analysis itself is gone, its parts are as unknown as it is.
      await ok('owner', 'delete', `/api/ambientais/${f.ambientalId}/`);
      expect((await send('owner', 'put', `/api/factors/${f.factorId}/`, { name: 'x', importance: 1 }).expect(404)).body).toEqual(generalError(MESSAGES.analysisNotFound));
    });
  });

  describe('chart_data', () => {
    const chartOf = async (id: number) => ambientalChartSchema.parse(await ok<AmbientalChartData>('funcionario', 'get', `/api/ambientais/${id}/chart_data/`));

    // The first SVG a process draws loads ECharts: seconds on a busy machine.
    it("chart_svg draws one chart of the chart page's first screen at the size asked: the factors' bubbles, named, or the environment's gauge; another company's analysis is a 404", { timeout: 120_000 }, async () => {
      const f = await ambientalFixture(api, await actors.freshCompany('Primeira Tela Ambiental'));
      const chart = await chartOf(f.ambientalId);
      const svgOf = async (name: string) => (await ok<ChartSvg>('funcionario', 'get', `/api/ambientais/${f.ambientalId}/chart_svg/?chart=${name}&width=412&height=${name === 'gauge' ? 260 : 480}`)).svg;
      const textsOf = (svg: string) => [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((match) => match[1]);
      const bubbles = await svgOf('bubbles');
      expect(bubbles).toMatch(/^<svg [^>]*width="412" height="480"/);
      // The factor with a subfactor (the others sit on the neutral line, their names may hide one another), the axes and the neutral line.
      const graded = chart.factors.find((factor) => factor.factorId === f.factorId)!;
      expect(textsOf(bubbles)).toEqual(expect.arrayContaining([graded.name, 'Importância', 'Favorabilidade', 'neutro']));
      const gauge = await svgOf('gauge');
      expect(gauge).toMatch(/^<svg [^>]*width="412" height="260"/);
      expect(textsOf(gauge)).toContain(toTenScale(chart.favorability));
      const res = await send('outsider', 'get', `/api/ambientais/${f.ambientalId}/chart_svg/?chart=bubbles&width=412&height=480`).expect(404);
      expect(res.body).toEqual(generalError(MESSAGES.analysisNotFound));
    });

    it("computes the worked example of docs/domain/ambiental.md number by number: importances 0.3 and 0.7, favorabilities 0.8 and 0.4 → 0.52", async () => {
      const companyId = await actors.freshCompany('Exemplo Ambiental');
      const { id } = await ok('owner', 'post', `/api/company/${companyId}/ambiental/`, { name: 'Exemplo' });
      const factors = await ok<AmbientalFactor[]>('owner', 'get', `/api/ambientais/${id}/factors/`);
      // Two factors are kept: Econômico (0.3) and Legal (0.7).
      const economico = factors.find((f) => f.name === 'Econômico')!;
      const legal = factors.find((f) => f.name === 'Legal')!;
      for (const factor of factors.filter((f) => f !== economico && f !== legal)) await ok('owner', 'delete', `/api/factors/${factor.id}/`);
      await ok('owner', 'put', `/api/factors/${economico.id}/`, { name: 'Econômico', importance: 0.3 });
      await ok('owner', 'put', `/api/factors/${legal.id}/`, { name: 'Legal', importance: 0.7 });
      // Econômico: one opportunity, imp 1 × grade 0.6 → O 0.6, T 0 → 0.5 + 0.6 / 2 = 0.8.
      const credito = await ok('owner', 'post', `/api/factors/${economico.id}/subfactors/`, { name: 'Crédito', kind: 'oportunidade', importance: 1, grade: 0.6 });
      // Legal: threat 0.5 × 0.8 and opportunity 0.5 × 0.4 over Σ imp 1 → T 0.4, O 0.2 → 0.4.
      const lgpd = await ok('owner', 'post', `/api/factors/${legal.id}/subfactors/`, { name: 'LGPD', kind: 'ameaca', importance: 0.5, grade: 0.8 });
      const incentivo = await ok('owner', 'post', `/api/factors/${legal.id}/subfactors/`, { name: 'Incentivo fiscal', kind: 'oportunidade', importance: 0.5, grade: 0.4 });

      const chart = await chartOf(id);
      expect(chart.favorability).toBeCloseTo(0.52, 12);
      expect(chart.factors.map((f) => [f.factorId, f.name, f.importance, f.subfactorCount])).toEqual([
        [economico.id, 'Econômico', 0.3, 1],
        [legal.id, 'Legal', 0.7, 2],
      ]);
      const [e, l] = chart.factors;
      expect(e.O).toBeCloseTo(0.6, 12);
      expect(e.T).toBe(0);
      expect(e.favorability).toBeCloseTo(0.8, 12);
      expect(l.O).toBeCloseTo(0.2, 12);
      expect(l.T).toBeCloseTo(0.4, 12);
      expect(l.favorability).toBeCloseTo(0.4, 12);
      // Ranking by importance × grade, strongest first.
      expect(chart.ranking).toEqual([
        { subfactorId: credito.id, factorId: economico.id, name: 'Crédito', kind: 'oportunidade', weight: 0.6 },
        { subfactorId: lgpd.id, factorId: legal.id, name: 'LGPD', kind: 'ameaca', weight: 0.4 },
        { subfactorId: incentivo.id, factorId: legal.id, name: 'Incentivo fiscal', kind: 'oportunidade', weight: 0.2 },
      ]);

      // A factor without subfactors is neutral (0.5) and still weighs in: (0.24 + 0.28 + 0.5 × 0.5) / 1.5.
      const novo = await ok('owner', 'post', `/api/ambientais/${id}/factors/`, { name: 'Demográfico', importance: 0.5 });
      const withEmpty = await chartOf(id);
      expect(withEmpty.factors[2]).toEqual({ factorId: novo.id, name: 'Demográfico', importance: 0.5, O: 0, T: 0, favorability: 0.5, subfactorCount: 0 });
      expect(withEmpty.favorability).toBeCloseTo(0.77 / 1.5, 12);
    });

    it('weighs opportunities and threats over all subfactors (0.6 × 0.5 against 0.4 × 1 → 0.45) and starts neutral', async () => {
      const companyId = await actors.freshCompany('Balanço');
      const { id } = await ok('owner', 'post', `/api/company/${companyId}/ambiental/`, { name: 'Balanço' });
      // Six factors without subfactors: every one neutral, the environment too.
      const fresh = await chartOf(id);
      expect(fresh.favorability).toBe(0.5);
      expect(fresh.factors.map((f) => [f.name, f.favorability, f.O, f.T, f.subfactorCount])).toEqual(PESTAL.map((name) => [name, 0.5, 0, 0, 0]));
      expect(fresh.ranking).toEqual([]);

      const [politico] = await ok<AmbientalFactor[]>('owner', 'get', `/api/ambientais/${id}/factors/`);
      await ok('owner', 'post', `/api/factors/${politico.id}/subfactors/`, { name: 'Estabilidade', kind: 'oportunidade', importance: 0.6, grade: 0.5 });
      await ok('owner', 'post', `/api/factors/${politico.id}/subfactors/`, { name: 'Instabilidade', kind: 'ameaca', importance: 0.4, grade: 1 });
      const chart = await chartOf(id);
      expect(chart.factors[0].O).toBeCloseTo(0.3, 12);
      expect(chart.factors[0].T).toBeCloseTo(0.4, 12);
      expect(chart.factors[0].favorability).toBeCloseTo(0.45, 12);
      // Six factors of importance 0.5: (0.45 + 5 × 0.5) / 6.
      expect(chart.favorability).toBeCloseTo(2.95 / 6, 12);
      expect(chart.ranking.map((r) => [r.name, r.weight])).toEqual([
        ['Instabilidade', 0.4],
        ['Estabilidade', 0.3],
      ]);
      // Factors of importance 0 weigh nothing: with all at 0 the environment is neutral.
      for (const factor of await ok<AmbientalFactor[]>('owner', 'get', `/api/ambientais/${id}/factors/`)) {
        await ok('owner', 'put', `/api/factors/${factor.id}/`, { name: factor.name, importance: 0 });
      }
      expect((await chartOf(id)).favorability).toBe(0.5);
    });
  });

  describe('demo limit', () => {
    it('never lets concurrent creations make a second Ambiental of a demo company, each whole with its six factors', async () => {
      const companyId = await expectDemoLimitUnderRace(app, api, actors, {
        kind: 'ambiental',
        path: (id) => `/api/company/${id}/ambiental/`,
        table: 'ambientais',
      });
      const rows = await app().dataSource.query(
        'SELECT a.id, COUNT(f.id) AS n FROM ambientais a LEFT JOIN ambiental_factors f ON f.ambiental_id = a.id WHERE a.company_id = ? GROUP BY a.id',
        [companyId],
      );
      expect(rows.map((row: { n: number | string }) => Number(row.n))).toEqual([6, 6]);
    });
  });

  permissionMatrix<AmbientalFixture>({
    api,
    fixture: (companyId) => ambientalFixture(api, companyId),
    snapshot,
    cases: [
      readCase('GET company ambiental', (f) => `/api/company/${f.companyId}/ambiental/`, { byCompany: true }),
      writeCase('POST company ambiental', 'post', (f) => `/api/company/${f.companyId}/ambiental/`, {
        byCompany: true,
        body: () => ({ name: 'Nova' }),
        verify: async (f, data) => {
          expect(await ok('owner', 'get', `/api/ambientais/${data.id}/`)).toMatchObject({ company_id: f.companyId, name: 'Nova' });
          expect(await ok('owner', 'get', `/api/ambientais/${data.id}/factors/`)).toHaveLength(6);
        },
      }),
      readCase('GET novaambiental', (f) => `/api/novaambiental/${f.companyId}/`, { byCompany: true }),
      readCase('GET ambiental', (f) => `/api/ambientais/${f.ambientalId}/`),
      writeCase('PATCH ambiental', 'patch', (f) => `/api/v3/ambientais/${f.ambientalId}/`, {
        body: () => ({ description: 'Nova descrição' }),
        verify: async (f) => expect(await ok('owner', 'get', `/api/ambientais/${f.ambientalId}/`)).toMatchObject({ name: 'Cenário 2025', description: 'Nova descrição' }),
      }),
      writeCase('DELETE ambiental', 'delete', (f) => `/api/ambientais/${f.ambientalId}/`, {
        verify: async (f) => {
          await send('owner', 'get', `/api/ambientais/${f.ambientalId}/`).expect(404);
        },
      }),
      readCase('GET chart_data', (f) => `/api/ambientais/${f.ambientalId}/chart_data/`),
      readCase('GET chart_svg', (f) => `/api/ambientais/${f.ambientalId}/chart_svg/?chart=bubbles&width=400&height=300`),
      readCase('GET factors', (f) => `/api/ambientais/${f.ambientalId}/factors/`),
      readCase('GET listWithSubfactors', (f) => `/api/ambientais/${f.ambientalId}/factors/listWithSubfactors/`),
      writeCase('POST factors', 'post', (f) => `/api/ambientais/${f.ambientalId}/factors/`, {
        body: () => ({ name: 'Demográfico', importance: 0.2 }),
        verify: async (f) => expect((await ok<AmbientalFactor[]>('owner', 'get', `/api/ambientais/${f.ambientalId}/factors/`)).map((x) => x.name)).toContain('Demográfico'),
      }),
      readCase('GET factor', (f) => `/api/factors/${f.factorId}/`),
      writeCase('PUT factor', 'put', (f) => `/api/factors/${f.factorId}/`, {
        body: () => ({ name: 'Político-institucional', importance: 0.9 }),
        verify: async (f) => expect(await ok('owner', 'get', `/api/factors/${f.factorId}/`)).toMatchObject({ name: 'Político-institucional', importance: 0.9 }),
      }),
      writeCase('DELETE factor', 'delete', (f) => `/api/factors/${f.factorId}/`, {
        verify: async (f) => {
          await send('owner', 'get', `/api/factors/${f.factorId}/`).expect(404);
        },
      }),
      readCase('GET subfactors', (f) => `/api/factors/${f.factorId}/subfactors/`),
      writeCase('POST subfactors', 'post', (f) => `/api/factors/${f.otherFactorId}/subfactors/`, {
        body: () => ({ name: 'Inflação', kind: 'ameaca', importance: 0.4, grade: 0.9 }),
        verify: async (f) => expect(await ok('owner', 'get', `/api/factors/${f.otherFactorId}/subfactors/`)).toMatchObject([{ name: 'Inflação', grade: 0.9 }]),
      }),
      writeCase('PUT subfactor', 'put', (f) => `/api/subfactors/${f.subfactorId}/`, {
        body: () => ({ name: 'Reforma', kind: 'oportunidade', importance: 0.1, grade: 0.2 }),
        verify: async (f) => expect(await ok('owner', 'get', `/api/factors/${f.factorId}/subfactors/`)).toMatchObject([{ name: 'Reforma', kind: 'oportunidade' }]),
      }),
      writeCase('DELETE subfactor', 'delete', (f) => `/api/subfactors/${f.subfactorId}/`, {
        verify: async (f) => expect(await ok('owner', 'get', `/api/factors/${f.factorId}/subfactors/`)).toEqual([]),
      }),
    ],
  });

  describe('bad input', () => {
    let f: AmbientalFixture;
    beforeAll(async () => {
      f = await ambientalFixture(api, await api.fullCompany('Entradas Ruins'));
    });
    const long = 'x'.repeat(5000);
    badInput(api, snapshot, [
      { name: 'create without a name', method: 'post', path: () => `/api/company/${f.companyId}/ambiental/`, body: () => ({}), errors: () => ({ name: [MESSAGES.nameRequired] }) },
      {
        name: 'create with a long name and a description that is not text',
        method: 'post',
        path: () => `/api/company/${f.companyId}/ambiental/`,
        body: () => ({ name: long, description: 5 }),
        errors: () => ({ name: [MESSAGES.textTooLong], description: [MESSAGES.textInvalid] }),
      },
      { name: 'patch with a blank name', method: 'patch', path: () => `/api/v3/ambientais/${f.ambientalId}/`, body: () => ({ name: '  ' }), errors: () => ({ name: [MESSAGES.nameRequired] }) },
      { name: 'company id in the path', method: 'get', path: () => '/api/company/abc/ambiental/', errors: () => ({ id: [MESSAGES.invalidId] }) },
      { name: 'template of company 0', method: 'get', path: () => '/api/novaambiental/0/', errors: () => ({ id: [MESSAGES.invalidId] }) },
      { name: 'ambiental id too large', method: 'get', path: () => '/api/ambientais/2147483648/chart_data/', errors: () => ({ id: [MESSAGES.invalidId] }) },
      {
        name: 'chart first screen of an unknown chart and a bad size',
        method: 'get',
        path: () => `/api/ambientais/${f.ambientalId}/chart_svg/?chart=pizza&width=10&height=abc`,
        errors: () => ({ chart: [MESSAGES.chartNameInvalid], width: [MESSAGES.chartWidthInvalid], height: [MESSAGES.chartHeightInvalid] }),
      },
      {
        name: 'factor with control characters and importance as text',
        method: 'post',
        path: () => `/api/ambientais/${f.ambientalId}/factors/`,
        body: () => ({ name: 'A\u0000B', importance: '0.5' }),
        errors: () => ({ name: [MESSAGES.textInvalid], importance: [MESSAGES.unitScoreInvalid] }),
      },
      {
        name: 'factor put without importance',
        method: 'put',
        path: () => `/api/factors/${f.factorId}/`,
        body: () => ({ name: 'Político' }),
        errors: () => ({ importance: [MESSAGES.unitScoreInvalid] }),
      },
      {
        name: 'factor importance above 1',
        method: 'put',
        path: () => `/api/factors/${f.factorId}/`,
        body: () => ({ name: 'Político', importance: 1.5 }),
        errors: () => ({ importance: [MESSAGES.unitScoreInvalid] }),
      },
      {
        name: 'subfactor of an unknown kind, negative grade',
        method: 'post',
        path: () => `/api/factors/${f.factorId}/subfactors/`,
        body: () => ({ name: 'Juros', kind: 'risco', grade: -0.1 }),
        errors: () => ({ kind: [MESSAGES.subfactorKindInvalid], grade: [MESSAGES.unitScoreInvalid] }),
      },
      {
        name: 'subfactor put missing everything',
        method: 'put',
        path: () => `/api/subfactors/${f.subfactorId}/`,
        body: () => ({}),
        errors: () => ({
          name: [MESSAGES.nameRequired],
          kind: [MESSAGES.subfactorKindInvalid],
          importance: [MESSAGES.unitScoreInvalid],
          grade: [MESSAGES.unitScoreInvalid],
        }),
      },
      { name: 'factor body that is a list', method: 'post', path: () => `/api/ambientais/${f.ambientalId}/factors/`, body: () => [], errors: () => ({ general: [MESSAGES.invalidInput] }) },
    ]);
  });
}
