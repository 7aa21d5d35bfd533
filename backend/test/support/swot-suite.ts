import {
  type AmbientalFactor,
  type ChartSvg,
  MESSAGES,
  type Swot,
  type SwotChartData,
  type SwotCrossing,
  swotChartSchema,
  type SwotImportResult,
  swotImportResultSchema,
  type SwotItem,
  swotSchema,
  toTenScale,
} from 'contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { type CompanyActors, signUpActors } from './actors.js';
import { AMBIENTAL_TABLES } from './ambiental-api.js';
import { apiCalls, badInput, expectDemoLimitUnderRace, expectNoOpPatchKeepsUpdatedAt, generalError, permissionMatrix, readCase, tablesSnapshot, writeCase } from './analysis-matrix.js';
import { SWOT_TABLES, type SwotFixture, swotFixture } from './swot-api.js';
import type { TestApp } from './test-app.js';

/** Every SWOT Sistêmica call and rule (issue 11) through the HTTP API, on one driver. */
export function swotSuite(app: () => TestApp): void {
  let actors: CompanyActors;
  const api = apiCalls(app, () => actors);
  const { ok, send } = api;
  const snapshot = () => tablesSnapshot(app(), [...SWOT_TABLES, ...AMBIENTAL_TABLES]);
  const chartOf = async (id: number) => swotChartSchema.parse(await ok<SwotChartData>('funcionario', 'get', `/api/swots/${id}/chart_data/`));
  const itemsOf = (id: number) => ok<SwotItem[]>('funcionario', 'get', `/api/swots/${id}/items/`);

  beforeAll(async () => {
    actors = await signUpActors(app());
  });

  describe('every call', () => {
    it('creates a SWOT, edits its items and crossings, and deletes each', async () => {
      const companyId = await actors.freshCompany('Café Sistêmico');
      expect(await ok('funcionario', 'get', `/api/company/${companyId}/swots/`)).toEqual([]);
      const created = swotSchema.parse(await ok('consultor', 'post', `/api/company/${companyId}/swots/`, { name: ' SWOT 2025 ' }));
      expect(created).toMatchObject({ company_id: companyId, name: 'SWOT 2025', description: '' });
      const id = created.id;
      expect(await ok('funcionario', 'get', `/api/swots/${id}/`)).toEqual(created);
      expect(await ok('funcionario', 'get', `/api/company/${companyId}/swots/`)).toEqual([created]);

      // PATCH: only the fields sent change; an empty patch changes nothing.
      expect(await ok<Swot>('admin', 'patch', `/api/v3/swots/${id}/`, { description: 'Cafés especiais' })).toMatchObject({ name: 'SWOT 2025', description: 'Cafés especiais' });
      expect(await ok<Swot>('admin', 'patch', `/api/v3/swots/${id}/`, {})).toMatchObject({ name: 'SWOT 2025', description: 'Cafés especiais' });
      await expectNoOpPatchKeepsUpdatedAt(app, api, { table: 'swots', id, get: `/api/swots/${id}/`, patch: `/api/v3/swots/${id}/`, change: { description: 'Cafés finos' } });

      // Items: importance 0.5 unless sent.
      const marca = await ok<SwotItem>('owner', 'post', `/api/swots/${id}/items/`, { quadrant: 'S', text: 'Marca forte' });
      expect(marca).toEqual({ id: marca.id, version: 1, swotId: id, quadrant: 'S', text: 'Marca forte', importance: 0.5, subfactorId: null });
      const capital = await ok<SwotItem>('owner', 'post', `/api/swots/${id}/items/`, { quadrant: 'W', text: 'Pouco capital', importance: 0.25 });
      const alta = await ok<SwotItem>('owner', 'post', `/api/swots/${id}/items/`, { quadrant: 'O', text: 'Mercado em alta', importance: 1 });
      const rival = await ok<SwotItem>('owner', 'post', `/api/swots/${id}/items/`, { quadrant: 'T', text: 'Rival grande', importance: 0.123456789 });
      expect(await ok('owner', 'put', `/api/swot_items/${marca.id}/`, { quadrant: 'S', text: 'Marca muito forte', importance: 0.9 })).toEqual({
        ...marca,
        version: 2,
        text: 'Marca muito forte',
        importance: 0.9,
      });
      expect((await itemsOf(id)).map((item) => [item.quadrant, item.text, item.importance])).toEqual([
        ['S', 'Marca muito forte', 0.9],
        ['W', 'Pouco capital', 0.25],
        ['O', 'Mercado em alta', 1],
        ['T', 'Rival grande', 0.123456789],
      ]);

      // Crossings: cells set, changed, cleared with 0; the answer is the whole grid.
      expect(
        await ok<SwotCrossing[]>('consultor', 'put', `/api/swots/${id}/crossings/`, [
          { internal: marca.id, external: alta.id, intensity: 3 },
          { internal: capital.id, external: rival.id, intensity: 1 },
          { internal: marca.id, external: rival.id, intensity: 0 },
        ]),
      ).toEqual([
        { internal: marca.id, external: alta.id, intensity: 3, version: 1 },
        { internal: capital.id, external: rival.id, intensity: 1, version: 1 },
      ]);
      // Each crossing written moves its own version.
      expect(
        await ok('consultor', 'put', `/api/swots/${id}/crossings/`, [
          { internal: marca.id, external: alta.id, intensity: 2 },
          { internal: capital.id, external: rival.id, intensity: 0 },
        ]),
      ).toEqual([{ internal: marca.id, external: alta.id, intensity: 2, version: 2 }]);
      expect(await ok('consultor', 'put', `/api/swots/${id}/crossings/`, [])).toEqual([{ internal: marca.id, external: alta.id, intensity: 2, version: 2 }]);

      // A strength that becomes a weakness keeps its crossings; one that becomes an opportunity loses them.
      await ok('owner', 'put', `/api/swot_items/${marca.id}/`, { quadrant: 'W', text: 'Marca', importance: 0.9 });
      expect((await chartOf(id)).crossings).toEqual([{ internal: marca.id, external: alta.id, intensity: 2 }]);
      await ok('owner', 'put', `/api/swot_items/${marca.id}/`, { quadrant: 'O', text: 'Marca', importance: 0.9 });
      expect((await chartOf(id)).crossings).toEqual([]);

      // Deletes: an item takes its crossings along; the SWOT takes everything.
      await ok('owner', 'put', `/api/swots/${id}/crossings/`, [{ internal: capital.id, external: alta.id, intensity: 3 }]);
      expect(await ok('owner', 'delete', `/api/swot_items/${alta.id}/`)).toBeNull();
      await send('owner', 'put', `/api/swot_items/${alta.id}/`, { quadrant: 'O', text: 'x', importance: 1 }).expect(404);
      expect((await chartOf(id)).crossings).toEqual([]);
      expect(await ok('owner', 'delete', `/api/swots/${id}/`)).toBeNull();
      await send('owner', 'get', `/api/swots/${id}/`).expect(404);
      await send('owner', 'delete', `/api/swot_items/${rival.id}/`).expect(404);
      expect(await ok('owner', 'get', `/api/company/${companyId}/swots/`)).toEqual([]);
      const left = await app().dataSource.query('SELECT COUNT(*) AS n FROM swot_items WHERE swot_id = ?', [id]);
      expect(Number(left[0].n)).toBe(0);
    });

    it('answers an unknown id exactly as an id of a company the caller may not see', async () => {
      const foreign = await swotFixture(api, await actors.freshCompany('Estranha'));
      const unknownSwot = await send('outsider', 'get', '/api/swots/2147483647/').expect(404);
      const theirSwot = await send('outsider', 'get', `/api/swots/${foreign.swotId}/`).expect(404);
      expect(theirSwot.body).toEqual(unknownSwot.body);
      expect(theirSwot.body).toEqual(generalError(MESSAGES.analysisNotFound));
      const before = await snapshot();
      const body = { quadrant: 'S', text: 'x', importance: 1 };
      const unknownItem = await send('outsider', 'put', '/api/swot_items/2147483647/', body).expect(404);
      const theirItem = await send('outsider', 'put', `/api/swot_items/${foreign.strengthId}/`, body).expect(404);
      expect(theirItem.body).toEqual(unknownItem.body);
      expect(await snapshot()).toBe(before);
    });
  });

  describe('a part deleted by someone else', () => {
    it('answers "Este item foi excluído por outra pessoa" to a member who saves or deletes the item, and writes nothing', async () => {
      const f = await swotFixture(api, await actors.freshCompany('Itens Excluídos'));
      expect(await ok('consultor', 'delete', `/api/swot_items/${f.strengthId}/`)).toBeNull();
      const before = await snapshot();
      const deleted = generalError(MESSAGES.partDeleted);
      expect((await send('owner', 'put', `/api/swot_items/${f.strengthId}/`, { quadrant: 'S', text: 'Marca', importance: 1 }).expect(404)).body).toEqual(deleted);
      expect((await send('admin', 'delete', `/api/swot_items/${f.strengthId}/`).expect(404)).body).toEqual(deleted);
      const theirs = await send('outsider', 'put', `/api/swot_items/${f.strengthId}/`, { quadrant: 'S', text: 'x', importance: 1 }).expect(404);
      expect(theirs.body).toEqual(generalError(MESSAGES.analysisNotFound));
      expect(await snapshot()).toBe(before);
    });
  });

  describe('chart_data', () => {
    // The first SVG a process draws loads ECharts: seconds on a busy machine.
    it("chart_svg draws one chart of the chart page's first screen at the size asked: the quadrants' scores or the crossings' heat map; another company's analysis is a 404", { timeout: 120_000 }, async () => {
      const f = await swotFixture(api, await actors.freshCompany('Primeira Tela SWOT'));
      const chart = await chartOf(f.swotId);
      const svgOf = async (name: string) => (await ok<ChartSvg>('funcionario', 'get', `/api/swots/${f.swotId}/chart_svg/?chart=${name}&width=412&height=300`)).svg;
      const textsOf = (svg: string) => [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((match) => match[1]);
      const scores = await svgOf('scores');
      expect(scores).toMatch(/^<svg [^>]*width="412" height="300"/);
      expect(textsOf(scores)).toContain(toTenScale(chart.scores.ofensiva));
      // The heat map: the strength's row, and the intensity of its crossing with the opportunity.
      const heatmap = textsOf(await svgOf('heatmap'));
      expect(heatmap).toEqual(expect.arrayContaining(['S · Marca forte', '2']));
      const res = await send('outsider', 'get', `/api/swots/${f.swotId}/chart_svg/?chart=scores&width=412&height=300`).expect(404);
      expect(res.body).toEqual(generalError(MESSAGES.analysisNotFound));
    });

    it("computes the worked example of docs/domain/swot.md through the API: one pair, importances 1 and 0.5, intensity 2 → 0.667, Desenvolvimento", async () => {
      const f = await swotFixture(api, await actors.freshCompany('Exemplo SWOT'));
      const chart = await chartOf(f.swotId);
      expect(chart.scores.ofensiva).toBeCloseTo(0.667, 3);
      expect(chart.scores.ofensiva).toBeCloseTo(2 / 3, 12);
      expect([chart.scores.defensiva, chart.scores.debilidade, chart.scores.vulnerabilidade]).toEqual([0, 0, 0]);
      expect(chart.posture).toEqual({ quadrant: 'ofensiva', posture: 'Desenvolvimento' });
      // Weights: 1 × 0.5 × 2 = 1 for the strength and the opportunity, 0 for the others (creation order among equals).
      expect(chart.items).toEqual([
        { id: f.strengthId, quadrant: 'S', text: 'Marca forte', importance: 1, weight: 1 },
        { id: f.opportunityId, quadrant: 'O', text: 'Mercado em alta', importance: 0.5, weight: 1 },
        { id: f.weaknessId, quadrant: 'W', text: 'Pouco capital', importance: 0.5, weight: 0 },
        { id: f.threatId, quadrant: 'T', text: 'Concorrência', importance: 1, weight: 0 },
      ]);
      expect(chart.crossings).toEqual([{ internal: f.strengthId, external: f.opportunityId, intensity: 2 }]);
    });

    it('scores every quadrant over all its pairs, ranks the items and names the dominant posture', async () => {
      const f = await swotFixture(api, await actors.freshCompany('Quadrantes'));
      // S 1, W 0.5; O 0.5, T 1.
      await ok('owner', 'put', `/api/swots/${f.swotId}/crossings/`, [
        { internal: f.strengthId, external: f.opportunityId, intensity: 1 },
        { internal: f.strengthId, external: f.threatId, intensity: 1 },
        { internal: f.weaknessId, external: f.opportunityId, intensity: 3 },
        { internal: f.weaknessId, external: f.threatId, intensity: 3 },
      ]);
      const chart = await chartOf(f.swotId);
      // Each quadrant has one pair: score = intensity / 3.
      expect(chart.scores.ofensiva).toBeCloseTo(1 / 3, 12);
      expect(chart.scores.defensiva).toBeCloseTo(1 / 3, 12);
      expect(chart.scores.debilidade).toBe(1);
      expect(chart.scores.vulnerabilidade).toBe(1);
      // Tie at 1: debilidade comes before vulnerabilidade in the order of docs/domain/swot.md → Crescimento.
      expect(chart.posture).toEqual({ quadrant: 'debilidade', posture: 'Crescimento' });
      // Weights: S 0.5 + 1 = 1.5; W 0.75 + 1.5 = 2.25; O 0.5 + 0.75 = 1.25; T 1 + 1.5 = 2.5.
      expect(chart.items.map((item) => [item.id, item.weight])).toEqual([
        [f.threatId, 2.5],
        [f.weaknessId, 2.25],
        [f.strengthId, 1.5],
        [f.opportunityId, 1.25],
      ]);

      // W × T alone dominating: Sobrevivência. A second threat never crossed counts as 0 in its quadrants.
      await ok('owner', 'put', `/api/swots/${f.swotId}/crossings/`, [{ internal: f.weaknessId, external: f.opportunityId, intensity: 1 }]);
      const threat2 = await ok<SwotItem>('owner', 'post', `/api/swots/${f.swotId}/items/`, { quadrant: 'T', text: 'Crise', importance: 1 });
      const after = await chartOf(f.swotId);
      // vulnerabilidade: (0.5 × 1 × 3 + 0.5 × 1 × 0) / (0.5 × 1 × 3 × 2) = 0.5; debilidade 1/3; defensiva (1 + 0) / 6.
      expect(after.scores.vulnerabilidade).toBeCloseTo(0.5, 12);
      expect(after.scores.debilidade).toBeCloseTo(1 / 3, 12);
      expect(after.scores.defensiva).toBeCloseTo(1 / 6, 12);
      expect(after.posture).toEqual({ quadrant: 'vulnerabilidade', posture: 'Sobrevivência' });
      expect(after.items.find((item) => item.id === threat2.id)!.weight).toBe(0);
    });

    it('has no posture before anything is crossed', async () => {
      const { id } = await ok('owner', 'post', `/api/company/${await actors.freshCompany('Vazia')}/swots/`, { name: 'Vazia' });
      expect(await chartOf(id)).toEqual({ scores: { ofensiva: 0, defensiva: 0, debilidade: 0, vulnerabilidade: 0 }, posture: null, items: [], crossings: [] });
    });
  });

  describe('crossings', () => {
    it("refuses pairs that are not S/W × O/T of this SWOT, another SWOT's items included, all or nothing", async () => {
      const companyId = await api.fullCompany('Cruzamentos');
      const f = await swotFixture(api, companyId);
      const other = await swotFixture(api, companyId);
      const before = await snapshot();
      const res = await send('owner', 'put', `/api/swots/${f.swotId}/crossings/`, [
        // valid, but not written: the call is refused as a whole
        { internal: f.weaknessId, external: f.threatId, intensity: 3 },
        // another SWOT's items (same company)
        { internal: other.strengthId, external: f.opportunityId, intensity: 1 },
        { internal: f.strengthId, external: other.threatId, intensity: 1 },
        // external × internal, internal × internal, external × external
        { internal: f.opportunityId, external: f.strengthId, intensity: 1 },
        { internal: f.strengthId, external: f.weaknessId, intensity: 1 },
        { internal: f.opportunityId, external: f.threatId, intensity: 1 },
        // an id nobody has
        { internal: 2147483647, external: f.threatId, intensity: 1 },
      ]).expect(400);
      const refused = [MESSAGES.crossingPairInvalid];
      expect(res.body).toEqual({ success: false, errors: { 1: refused, 2: refused, 3: refused, 4: refused, 5: refused, 6: refused }, message: MESSAGES.invalidInput });
      expect(await snapshot()).toBe(before);
      expect((await chartOf(other.swotId)).crossings).toEqual([{ internal: other.strengthId, external: other.opportunityId, intensity: 2 }]);
    });
  });

  describe('import from an Ambiental', () => {
    it('brings the strongest opportunities and threats as linked O and T items, and importing twice does not duplicate', async () => {
      const companyId = await api.fullCompany('Importadora');
      const ambiental = await ok('owner', 'post', `/api/company/${companyId}/ambiental/`, { name: 'Cenário' });
      const [politico, economico] = await ok<AmbientalFactor[]>('owner', 'get', `/api/ambientais/${ambiental.id}/factors/`);
      const sub = (factorId: number, name: string, kind: string, importance: number, grade: number) =>
        ok('owner', 'post', `/api/factors/${factorId}/subfactors/`, { name, kind, importance, grade });
      // Seven opportunities (the five strongest come), two threats, one weighing nothing.
      const opportunities = [];
      for (const [index, grade] of [0.1, 0.9, 0.5, 0.3, 0.7, 0.2, 0.6].entries()) opportunities.push(await sub(politico.id, `Oportunidade ${index + 1}`, 'oportunidade', 0.5, grade));
      const juros = await sub(economico.id, 'Juros altos', 'ameaca', 1, 0.8);
      await sub(economico.id, 'Sem efeito', 'ameaca', 1, 0);

      const { id: swotId } = await ok('owner', 'post', `/api/company/${companyId}/swots/`, { name: 'Sistêmica' });
      const typed = await ok<SwotItem>('owner', 'post', `/api/swots/${swotId}/items/`, { quadrant: 'S', text: 'Equipe', importance: 1 });
      const first = swotImportResultSchema.parse(await ok<SwotImportResult>('consultor', 'post', `/api/swots/${swotId}/import_ambiental/`, { ambientalId: ambiental.id }));
      expect([first.created, first.updated]).toEqual([6, 0]);
      expect(first.items.map((item) => [item.quadrant, item.text, item.importance, item.subfactorId])).toEqual([
        ['S', 'Equipe', 1, null],
        ['O', 'Oportunidade 2', 0.45, opportunities[1].id],
        ['O', 'Oportunidade 5', 0.35, opportunities[4].id],
        ['O', 'Oportunidade 7', 0.3, opportunities[6].id],
        ['O', 'Oportunidade 3', 0.25, opportunities[2].id],
        ['O', 'Oportunidade 4', 0.15, opportunities[3].id],
        ['T', 'Juros altos', 0.8, juros.id],
      ]);
      expect(first.items[0]).toEqual(typed);

      // Crossed, then the Ambiental changes and the import runs again: the same items, refreshed, crossings kept.
      const jurosItem = first.items.find((item) => item.subfactorId === juros.id)!;
      await ok('owner', 'put', `/api/swots/${swotId}/crossings/`, [{ internal: typed.id, external: jurosItem.id, intensity: 2 }]);
      await ok('owner', 'put', `/api/subfactors/${juros.id}/`, { name: 'Juros muito altos', kind: 'ameaca', importance: 1, grade: 0.9 });
      const second = await ok<SwotImportResult>('owner', 'post', `/api/swots/${swotId}/import_ambiental/`, { ambientalId: ambiental.id });
      expect([second.created, second.updated]).toEqual([0, 6]);
      expect(second.items).toHaveLength(7);
      expect(second.items.find((item) => item.id === jurosItem.id)).toMatchObject({ text: 'Juros muito altos', importance: 0.9, subfactorId: juros.id });
      expect((await chartOf(swotId)).crossings).toEqual([{ internal: typed.id, external: jurosItem.id, intensity: 2 }]);

      // Parallel imports still never duplicate.
      await Promise.all([1, 2, 3].map(() => ok('owner', 'post', `/api/swots/${swotId}/import_ambiental/`, { ambientalId: ambiental.id })));
      expect(await itemsOf(swotId)).toHaveLength(7);

      // The Ambiental deleted: its items stay in the SWOT, unlinked.
      await ok('owner', 'delete', `/api/ambientais/${ambiental.id}/`);
      const kept = await itemsOf(swotId);
      expect(kept).toHaveLength(7);
      expect(kept.every((item) => item.subfactorId === null)).toBe(true);
    });

    it('refuses an Ambiental of another company exactly as an unknown one, and writes nothing', async () => {
      const f = await swotFixture(api, await api.fullCompany('Sem Ambiental'));
      const foreignCompany = await api.fullCompany('Outra Empresa');
      const foreign = await ok('owner', 'post', `/api/company/${foreignCompany}/ambiental/`, { name: 'Alheia' });
      const before = await snapshot();
      const expected = { success: false, errors: { ambientalId: [MESSAGES.ambientalNotInCompany] }, message: MESSAGES.invalidInput };
      expect((await send('owner', 'post', `/api/swots/${f.swotId}/import_ambiental/`, { ambientalId: foreign.id }).expect(400)).body).toEqual(expected);
      expect((await send('owner', 'post', `/api/swots/${f.swotId}/import_ambiental/`, { ambientalId: 2147483647 }).expect(400)).body).toEqual(expected);
      expect(await snapshot()).toBe(before);
    });
  });

  describe('demo limit', () => {
    it('never lets concurrent creations make a second SWOT of a demo company', async () => {
      await expectDemoLimitUnderRace(app, api, actors, { kind: 'swot', path: (id) => `/api/company/${id}/swots/`, table: 'swots' });
    });
  });

  permissionMatrix<SwotFixture & { ambientalId: number }>({
    api,
    fixture: async (companyId) => {
      const f = await swotFixture(api, companyId);
      const ambiental = await ok('owner', 'post', `/api/company/${companyId}/ambiental/`, { name: 'Fonte' });
      const [factor] = await ok<AmbientalFactor[]>('owner', 'get', `/api/ambientais/${ambiental.id}/factors/`);
      await ok('owner', 'post', `/api/factors/${factor.id}/subfactors/`, { name: 'Crédito', kind: 'oportunidade', importance: 1, grade: 1 });
      return { ...f, ambientalId: ambiental.id };
    },
    snapshot,
    cases: [
      readCase('GET company swots', (f) => `/api/company/${f.companyId}/swots/`, { byCompany: true }),
      writeCase('POST company swots', 'post', (f) => `/api/company/${f.companyId}/swots/`, {
        byCompany: true,
        body: () => ({ name: 'Nova' }),
        verify: async (f, data) => expect(await ok('owner', 'get', `/api/swots/${data.id}/`)).toMatchObject({ company_id: f.companyId, name: 'Nova' }),
      }),
      readCase('GET swot', (f) => `/api/swots/${f.swotId}/`),
      writeCase('PATCH swot', 'patch', (f) => `/api/v3/swots/${f.swotId}/`, {
        body: () => ({ name: 'Renomeada' }),
        verify: async (f) => expect(await ok('owner', 'get', `/api/swots/${f.swotId}/`)).toMatchObject({ name: 'Renomeada', description: 'Cruzada' }),
      }),
      writeCase('DELETE swot', 'delete', (f) => `/api/swots/${f.swotId}/`, {
        verify: async (f) => {
          await send('owner', 'get', `/api/swots/${f.swotId}/`).expect(404);
        },
      }),
      readCase('GET chart_data', (f) => `/api/swots/${f.swotId}/chart_data/`),
      readCase('GET chart_svg', (f) => `/api/swots/${f.swotId}/chart_svg/?chart=heatmap&width=400&height=300`),
      readCase('GET items', (f) => `/api/swots/${f.swotId}/items/`),
      writeCase('POST items', 'post', (f) => `/api/swots/${f.swotId}/items/`, {
        body: () => ({ quadrant: 'W', text: 'Pouca gente' }),
        verify: async (f) => expect((await itemsOf(f.swotId)).map((item) => item.text)).toContain('Pouca gente'),
      }),
      writeCase('PUT swot_item', 'put', (f) => `/api/swot_items/${f.threatId}/`, {
        body: () => ({ quadrant: 'T', text: 'Recessão', importance: 0.2 }),
        verify: async (f) => expect((await itemsOf(f.swotId)).find((item) => item.id === f.threatId)).toMatchObject({ text: 'Recessão', importance: 0.2 }),
      }),
      writeCase('DELETE swot_item', 'delete', (f) => `/api/swot_items/${f.threatId}/`, {
        verify: async (f) => expect((await itemsOf(f.swotId)).map((item) => item.id)).not.toContain(f.threatId),
      }),
      writeCase('PUT crossings', 'put', (f) => `/api/swots/${f.swotId}/crossings/`, {
        body: (f) => [{ internal: f.weaknessId, external: f.threatId, intensity: 3 }],
        verify: async (f) => expect((await chartOf(f.swotId)).crossings).toContainEqual({ internal: f.weaknessId, external: f.threatId, intensity: 3 }),
      }),
      writeCase('POST import_ambiental', 'post', (f) => `/api/swots/${f.swotId}/import_ambiental/`, {
        body: (f) => ({ ambientalId: f.ambientalId }),
        verify: async (f) => expect((await itemsOf(f.swotId)).map((item) => item.text)).toContain('Crédito'),
      }),
    ],
  });

  describe('bad input', () => {
    let f: SwotFixture;
    beforeAll(async () => {
      f = await swotFixture(api, await api.fullCompany('Entradas Ruins'));
    });
    badInput(api, snapshot, [
      { name: 'create without a name', method: 'post', path: () => `/api/company/${f.companyId}/swots/`, body: () => ({ description: 'x' }), errors: () => ({ name: [MESSAGES.nameRequired] }) },
      { name: 'company id in the path', method: 'get', path: () => '/api/company/-1/swots/', errors: () => ({ companyId: [MESSAGES.invalidId] }) },
      { name: 'chart first screen without its chart, too wide', method: 'get', path: () => `/api/swots/${f.swotId}/chart_svg/?width=2001&height=300`, errors: () => ({ chart: [MESSAGES.chartNameInvalid], width: [MESSAGES.chartWidthInvalid] }) },
      { name: 'patch with a name that is not text', method: 'patch', path: () => `/api/v3/swots/${f.swotId}/`, body: () => ({ name: 12 }), errors: () => ({ name: [MESSAGES.nameRequired] }) },
      {
        name: 'item of an unknown quadrant, without text, importance above 1',
        method: 'post',
        path: () => `/api/swots/${f.swotId}/items/`,
        body: () => ({ quadrant: 'X', text: '   ', importance: 2 }),
        errors: () => ({ quadrant: [MESSAGES.swotQuadrantInvalid], text: [MESSAGES.swotTextRequired], importance: [MESSAGES.unitScoreInvalid] }),
      },
      {
        name: 'item put without importance, with a long text',
        method: 'put',
        path: () => `/api/swot_items/${f.strengthId}/`,
        body: () => ({ quadrant: 'S', text: 'x'.repeat(301) }),
        errors: () => ({ text: [MESSAGES.textTooLong], importance: [MESSAGES.unitScoreInvalid] }),
      },
      {
        name: 'crossings with intensity 4 and 1.5 and a text id',
        method: 'put',
        path: () => `/api/swots/${f.swotId}/crossings/`,
        body: () => [
          { internal: f.strengthId, external: f.opportunityId, intensity: 4 },
          { internal: f.weaknessId, external: f.threatId, intensity: 1.5 },
          { internal: 'x', external: f.threatId, intensity: 1 },
        ],
        errors: () => ({ 0: [MESSAGES.crossingIntensityInvalid], 1: [MESSAGES.crossingIntensityInvalid], 2: [MESSAGES.invalidId] }),
      },
      {
        name: 'the same pair twice',
        method: 'put',
        path: () => `/api/swots/${f.swotId}/crossings/`,
        body: () => [
          { internal: f.strengthId, external: f.opportunityId, intensity: 1 },
          { internal: f.strengthId, external: f.opportunityId, intensity: 3 },
        ],
        errors: () => ({ 1: [MESSAGES.crossingDuplicate] }),
      },
      { name: 'a crossing that is not an object', method: 'put', path: () => `/api/swots/${f.swotId}/crossings/`, body: () => [[1, 2, 3]], errors: () => ({ 0: [MESSAGES.crossingEntryInvalid] }) },
      { name: 'crossings that are not a list', method: 'put', path: () => `/api/swots/${f.swotId}/crossings/`, body: () => ({ internal: 1 }), errors: () => ({ general: [MESSAGES.invalidInput] }) },
      {
        name: 'too many crossings in one call',
        method: 'put',
        path: () => `/api/swots/${f.swotId}/crossings/`,
        body: () => Array.from({ length: 5001 }, (_, index) => ({ internal: index + 1, external: index + 2, intensity: 1 })),
        errors: () => ({ general: [MESSAGES.tooManyCrossings] }),
      },
      { name: 'import without an ambiental id', method: 'post', path: () => `/api/swots/${f.swotId}/import_ambiental/`, body: () => ({ ambientalId: '1e3' }), errors: () => ({ ambientalId: [MESSAGES.invalidId] }) },
    ]);
  });
}
