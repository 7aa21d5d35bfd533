import {
  type ChartSvg,
  DEFAULT_MULTIFATORIAL_CRITERIA,
  expandMultifatorialPoints,
  MESSAGES,
  type MonthGrades,
  type Multifatorial,
  type MultifatorialCategoryDetail,
  type MultifatorialCategoryWithItems,
  type MultifatorialChartWire,
  type MultifatorialCriterion,
  type MultifatorialItem,
  type MultifatorialPoint,
} from 'contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { type CompanyActors, signUpActors } from './actors.js';
import { apiCalls, badInput, expectDemoLimitUnderRace, expectNoOpPatchKeepsUpdatedAt, generalError, permissionMatrix, readCase, tablesSnapshot, writeCase } from './analysis-matrix.js';
import { MULTIFATORIAL_TABLES, type MultifatorialFixture, multifatorialFixture } from './multifatorial-api.js';
import type { TestApp } from './test-app.js';

/** Every Multifatorial call and rule (issue 10) through the HTTP API, on one driver. */
export function multifatorialSuite(app: () => TestApp): void {
  let actors: CompanyActors;
  const api = apiCalls(app, () => actors);
  const { ok, send } = api;
  const snapshot = () => tablesSnapshot(app(), MULTIFATORIAL_TABLES);

  beforeAll(async () => {
    actors = await signUpActors(app());
  });

  describe('every call', () => {
    it('creates a multifatorial with the literature criteria, edits criteria, markets, items and grades, and deletes each', async () => {
      const companyId = await actors.freshCompany('Portfólio SA');
      expect(await ok('funcionario', 'get', `/api/company/${companyId}/multifatoriais/`)).toEqual([]);
      const created = await ok<Multifatorial>('consultor', 'post', `/api/company/${companyId}/multifatoriais/`, { name: ' Portfólio ', description: 'GE' });
      expect(created).toMatchObject({ company_id: companyId, name: 'Portfólio', description: 'GE', mcp_id: null });
      const id = created.id;
      expect(await ok('funcionario', 'get', `/api/multifatoriais/${id}/`)).toEqual(created);
      expect(await ok('funcionario', 'get', `/api/company/${companyId}/multifatoriais/`)).toEqual([created]);
      expect(await ok('admin', 'patch', `/api/v3/multifatoriais/${id}/`, { name: 'Portfólio 2026' })).toMatchObject({ name: 'Portfólio 2026', description: 'GE' });
      expect(await ok('admin', 'patch', `/api/v3/multifatoriais/${id}/`, {})).toMatchObject({ name: 'Portfólio 2026' });
      await expectNoOpPatchKeepsUpdatedAt(app, api, { table: 'multifatoriais', id, get: `/api/multifatoriais/${id}/`, patch: `/api/v3/multifatoriais/${id}/`, change: { name: 'Portfólio 2027' } });

      // Criteria: the default set, then one added, one edited, one deleted.
      const criteria = await ok<MultifatorialCriterion[]>('funcionario', 'get', `/api/multifatoriais/${id}/criteria/`);
      expect(criteria.map(({ axis, name, importance, higherIsWorse, multifatorialId }) => ({ axis, name, importance, higherIsWorse, multifatorialId }))).toEqual(
        DEFAULT_MULTIFATORIAL_CRITERIA.map((c) => ({ ...c, multifatorialId: id })),
      );
      const canais = await ok<MultifatorialCriterion>('owner', 'post', `/api/multifatoriais/${id}/criteria/`, { axis: 'force', name: 'Canais de venda' });
      expect(canais).toEqual({ id: canais.id, version: 1, multifatorialId: id, axis: 'force', name: 'Canais de venda', importance: 0.5, higherIsWorse: false });
      const [tamanho] = criteria;
      expect(await ok('owner', 'put', `/api/criteria/${tamanho.id}/`, { axis: 'attractiveness', name: 'Tamanho', importance: 0.123456789 })).toEqual({
        ...tamanho,
        version: 2,
        name: 'Tamanho',
        importance: 0.123456789,
      });
      expect(await ok('owner', 'delete', `/api/criteria/${criteria[7].id}/`)).toBeNull();
      expect((await ok<MultifatorialCriterion[]>('owner', 'get', `/api/multifatoriais/${id}/criteria/`)).map((c) => c.name)).toEqual([
        'Tamanho',
        ...DEFAULT_MULTIFATORIAL_CRITERIA.slice(1, 7).map((c) => c.name),
        'Canais de venda',
      ]);

      // Markets on the shared categories path, items inside.
      const cafes = await ok('owner', 'post', `/api/multifatorial/${id}/categories/`, { name: 'Cafés', color: 0x8b4513 });
      expect(cafes).toEqual({ id: cafes.id, version: 1, multifatorialId: id, name: 'Cafés', color: 0x8b4513, mcpCategoryId: null });
      expect(await ok('funcionario', 'get', `/api/category/${cafes.id}/`)).toEqual(cafes);
      expect(await ok('owner', 'put', `/api/category/${cafes.id}/`, { name: 'Cafés especiais', color: 1 })).toEqual({ ...cafes, version: 2, name: 'Cafés especiais', color: 1 });
      const chas = await ok('owner', 'post', `/api/multifatorial/${id}/categories/`, { name: 'Chás' });
      const gourmet = await ok<MultifatorialItem>('owner', 'post', `/api/multifatorial/${id}/categories/${cafes.id}/items/`, { name: 'Gourmet', faturamento: 1234.56 });
      expect(gourmet).toEqual({ id: gourmet.id, version: 1, categoryId: cafes.id, name: 'Gourmet', color: 0, faturamento: 1234.56, mcpProductId: null });
      const tradicional = await ok<MultifatorialItem>('owner', 'post', `/api/multifatorial/${id}/categories/${cafes.id}/items/`, { name: 'Tradicional', color: 5 });
      expect(await ok('owner', 'put', `/api/multifatorial_items/${tradicional.id}/`, { name: 'Tradicional 500 g', color: 6, faturamento: 0.1 })).toEqual({
        ...tradicional,
        version: 2,
        name: 'Tradicional 500 g',
        color: 6,
        faturamento: 0.1,
      });
      // An item goes into a market of this multifatorial only.
      const other = await ok('owner', 'post', `/api/company/${companyId}/multifatoriais/`, { name: 'Outro' });
      await send('owner', 'post', `/api/multifatorial/${other.id}/categories/${cafes.id}/items/`, { name: 'Intruso' }).expect(404);

      // Grades of a month, then another month; GET answers a month's.
      const saved = await ok<MonthGrades>('consultor', 'put', `/api/multifatoriais/${id}/grades/`, {
        date: '2025-01-15',
        grades: [
          { criterionId: tamanho.id, categoryId: cafes.id, grade: 0.7 },
          { criterionId: canais.id, itemId: gourmet.id, grade: 0.4 },
        ],
      });
      expect(saved).toEqual({
        date: '2025-01-01',
        grades: [
          { criterionId: tamanho.id, categoryId: cafes.id, itemId: null, grade: 0.7, version: expect.any(Number) },
          { criterionId: canais.id, categoryId: null, itemId: gourmet.id, grade: 0.4, version: expect.any(Number) },
        ],
      });
      // Upserted: the same grade again changes it (the save answers only that grade, its version moved); a new month is a new row.
      const first = saved.grades[1]!.version;
      expect(await ok('consultor', 'put', `/api/multifatoriais/${id}/grades/`, { date: '2025-01', grades: [{ criterionId: canais.id, itemId: gourmet.id, grade: 0.45 }] })).toEqual({
        date: '2025-01-01',
        grades: [{ criterionId: canais.id, categoryId: null, itemId: gourmet.id, grade: 0.45, version: first + 1 }],
      });
      await ok('consultor', 'put', `/api/multifatoriais/${id}/grades/`, { date: '2025-02', grades: [{ criterionId: canais.id, itemId: tradicional.id, grade: 1 }] });
      expect(await ok('funcionario', 'get', `/api/multifatoriais/${id}/grades/?date=2025-01`)).toEqual({
        date: '2025-01-01',
        grades: [
          { criterionId: tamanho.id, categoryId: cafes.id, itemId: null, grade: 0.7, version: expect.any(Number) },
          { criterionId: canais.id, categoryId: null, itemId: gourmet.id, grade: 0.45, version: expect.any(Number) },
        ],
      });
      expect(await ok('funcionario', 'get', `/api/multifatoriais/${id}/grades/?date=2024-12`)).toEqual({ date: '2024-12-01', grades: [] });

      // The market with its items and latest grades; the list of markets with items.
      const detail = await ok<MultifatorialCategoryDetail>('funcionario', 'get', `/api/multifatorial/${id}/categories/${cafes.id}/`);
      expect(detail.items.map((i) => i.name)).toEqual(['Gourmet', 'Tradicional 500 g']);
      expect(detail.latestGrades).toEqual({ date: '2025-02-01', grades: [{ criterionId: canais.id, categoryId: null, itemId: tradicional.id, grade: 1, version: expect.any(Number) }] });
      expect((await ok<MultifatorialCategoryDetail>('funcionario', 'get', `/api/multifatorial/${id}/categories/${chas.id}/`)).latestGrades).toEqual({ date: null, grades: [] });
      await send('owner', 'get', `/api/multifatorial/${other.id}/categories/${cafes.id}/`).expect(404);
      const list = await ok<MultifatorialCategoryWithItems[]>('funcionario', 'get', `/api/multifatorial/${id}/categories/`);
      expect(list.map((c) => [c.name, c.items.length])).toEqual([
        ['Cafés especiais', 2],
        ['Chás', 0],
      ]);

      // A graded criterion keeps its axis; its name and importance still change.
      const locked = await send('owner', 'put', `/api/criteria/${canais.id}/`, { axis: 'attractiveness', name: 'Canais', importance: 0.5 }).expect(400);
      expect(locked.body.errors).toEqual({ axis: [MESSAGES.criterionAxisLocked] });
      await ok('owner', 'put', `/api/criteria/${canais.id}/`, { axis: 'force', name: 'Canais', importance: 0.9 });

      // Deletes: what is inside goes with it.
      expect(await ok('owner', 'delete', `/api/multifatorial_items/${tradicional.id}/`)).toBeNull();
      await send('owner', 'put', `/api/multifatorial_items/${tradicional.id}/`, { name: 'x' }).expect(404);
      expect(await ok('funcionario', 'get', `/api/multifatoriais/${id}/grades/?date=2025-02`)).toEqual({ date: '2025-02-01', grades: [] });
      expect(await ok('owner', 'delete', `/api/criteria/${tamanho.id}/`)).toBeNull();
      expect((await ok<MonthGrades>('owner', 'get', `/api/multifatoriais/${id}/grades/?date=2025-01`)).grades).toHaveLength(1);
      expect(await ok('owner', 'delete', `/api/category/${cafes.id}/`)).toBeNull();
      await send('owner', 'get', `/api/category/${cafes.id}/`).expect(404);
      await send('owner', 'delete', `/api/multifatorial_items/${gourmet.id}/`).expect(404);
      expect(await ok('owner', 'delete', `/api/multifatoriais/${id}/`)).toBeNull();
      await send('owner', 'get', `/api/multifatoriais/${id}/`).expect(404);
      await send('owner', 'get', `/api/category/${chas.id}/`).expect(404);
      const left = await app().dataSource.query('SELECT COUNT(*) AS n FROM multifatorial_criteria WHERE multifatorial_id = ?', [id]);
      expect(Number(left[0].n)).toBe(0);
    });

    it('answers an unknown id exactly as an id of a company the caller may not see', async () => {
      const foreign = await multifatorialFixture(api, await actors.freshCompany('Estranha'));
      for (const path of [`/api/multifatoriais/%/`, `/api/category/%/`, `/api/multifatoriais/%/criteria/`, `/api/multifatorial/%/categories/`]) {
        const id = path.startsWith('/api/category') ? foreign.categoryId : foreign.multifatorialId;
        const unknown = await send('outsider', 'get', path.replace('%', '2147483647')).expect(404);
        const theirs = await send('outsider', 'get', path.replace('%', String(id))).expect(404);
        expect(theirs.body).toEqual(unknown.body);
        expect(theirs.body).toEqual(generalError(MESSAGES.analysisNotFound));
      }
      const before = await snapshot();
      await send('outsider', 'put', `/api/multifatorial_items/${foreign.itemId}/`, { name: 'x' }).expect(404);
      await send('outsider', 'put', `/api/criteria/${foreign.forceId}/`, { axis: 'force', name: 'x', importance: 1 }).expect(404);
      await send('outsider', 'post', `/api/company/${foreign.companyId}/multifatoriais/simple_chart_data_for_period/`, { start: '2025-01', end: '2025-12' }).expect(404);
      expect(await snapshot()).toBe(before);
    });
  });

  describe('charts', () => {
    let companyId: number;
    let id: number;
    let ids: Record<'a1' | 'a2' | 'f1' | 'c' | 'd' | 'i1' | 'i2' | 'i3', number>;
    const pick = (points: MultifatorialPoint[]) =>
      points.map(({ itemId, date, x, y, size, zone }) => ({ itemId, date, x: Number(x.toFixed(12)), y: Number(y.toFixed(12)), size: Number(size.toFixed(12)), zone }));

    beforeAll(async () => {
      companyId = await api.fullCompany('Gráficos GE');
      id = (await ok('owner', 'post', `/api/company/${companyId}/multifatoriais/`, { name: 'GE' })).id;
      for (const criterion of await ok<MultifatorialCriterion[]>('owner', 'get', `/api/multifatoriais/${id}/criteria/`)) {
        await ok('owner', 'delete', `/api/criteria/${criterion.id}/`);
      }
      const criterion = (axis: string, importance: number) => ok('owner', 'post', `/api/multifatoriais/${id}/criteria/`, { axis, name: `${axis} ${importance}`, importance });
      const a1 = (await criterion('attractiveness', 0.4)).id;
      const a2 = (await criterion('attractiveness', 0.6)).id;
      const f1 = (await criterion('force', 1)).id;
      const c = (await ok('owner', 'post', `/api/multifatorial/${id}/categories/`, { name: 'C' })).id;
      const d = (await ok('owner', 'post', `/api/multifatorial/${id}/categories/`, { name: 'D' })).id;
      const item = async (category: number, name: string, faturamento: number) =>
        (await ok('owner', 'post', `/api/multifatorial/${id}/categories/${category}/items/`, { name, faturamento })).id;
      ids = { a1, a2, f1, c, d, i1: await item(c, 'I1', 400), i2: await item(c, 'I2', 100), i3: await item(d, 'I3', 900) };
      const grade = (date: string, grades: object[]) => ok('owner', 'put', `/api/multifatoriais/${id}/grades/`, { date, grades });
      // January: C → y = (0.4 × 0.75 + 0.6 × 0.25) / 1 = 0.45; D → 0.9. I1 exactly on 1/3, I3 exactly on 2/3.
      await grade('2025-01', [
        { criterionId: a1, categoryId: c, grade: 0.75 },
        { criterionId: a2, categoryId: c, grade: 0.25 },
        { criterionId: a1, categoryId: d, grade: 0.9 },
        { criterionId: a2, categoryId: d, grade: 0.9 },
        { criterionId: f1, itemId: ids.i1, grade: 1 / 3 },
        { criterionId: f1, itemId: ids.i2, grade: 0.33 },
        { criterionId: f1, itemId: ids.i3, grade: 2 / 3 },
      ]);
      // February: I1 grows strong. March: market C turns unattractive (A2 ungraded: left out, not a 0).
      await grade('2025-02', [{ criterionId: f1, itemId: ids.i1, grade: 0.9 }]);
      await grade('2025-03', [{ criterionId: a1, categoryId: c, grade: 0.1 }]);
    });

    const simple = async (start: string, end: string, actor: 'funcionario' | 'outsider' = 'funcionario') =>
      ok<MultifatorialPoint[]>(actor, 'post', `/api/company/${companyId}/multifatoriais/simple_chart_data_for_period/`, { start, end, multifatorialId: id }, 201);

    it('chart_time_limits answers the first and last graded month, null when nothing was graded', async () => {
      expect(await ok('funcionario', 'get', `/api/company/${companyId}/multifatoriais/chart_time_limits/?multifatorial=${id}`)).toEqual({ start: '2025-01-01', end: '2025-03-01' });
      const empty = await api.fullCompany('Sem notas');
      expect(await ok('funcionario', 'get', `/api/company/${empty}/multifatoriais/chart_time_limits/`)).toEqual({ start: null, end: null });
    });

    it('simple: one point per item from the latest grades inside the window; x, y, size and zone number by number', async () => {
      const whole = await simple('2025-01', '2025-03');
      expect(pick(whole)).toEqual([
        { itemId: ids.i1, date: '2025-03-01', x: 0.9, y: 0.1, size: Number(Math.sqrt(4 / 9).toFixed(12)), zone: 'Seletividade' },
        { itemId: ids.i2, date: '2025-03-01', x: 0.33, y: 0.1, size: Number(Math.sqrt(1 / 9).toFixed(12)), zone: 'Colher/Desinvestir' },
        { itemId: ids.i3, date: '2025-01-01', x: Number((2 / 3).toFixed(12)), y: 0.9, size: 1, zone: 'Investir/Crescer' },
      ]);
      expect(whole[0]).toMatchObject({ multifatorialId: id, categoryId: ids.c, name: 'I1', color: 0, faturamento: 400 });
      expect(whole[0].grades).toEqual([
        { criterionId: ids.a1, grade: 0.1 },
        { criterionId: ids.f1, grade: 0.9 },
      ]);

      // A window ending in February: March's grade of C is not seen; I1 on 1/3 is gone, it is strong now.
      expect(pick(await simple('2025-01', '2025-02')).map(({ itemId, date, zone }) => [itemId, date, zone])).toEqual([
        [ids.i1, '2025-02-01', 'Investir/Crescer'],
        [ids.i2, '2025-01-01', 'Colher/Desinvestir'],
        [ids.i3, '2025-01-01', 'Investir/Crescer'],
      ]);
      // January alone: I1 exactly on the 1/3 boundary goes up (third 1 + third 1 → Seletividade).
      expect(pick(await simple('2025-01', '2025-01')).map(({ itemId, x, zone }) => [itemId, x, zone])).toEqual([
        [ids.i1, Number((1 / 3).toFixed(12)), 'Seletividade'],
        [ids.i2, 0.33, 'Colher/Desinvestir'],
        [ids.i3, Number((2 / 3).toFixed(12)), 'Investir/Crescer'],
      ]);
      // February alone: C has no grade inside the window, so no point.
      expect(await simple('2025-02', '2025-02')).toEqual([]);
    });

    it('detailed: every graded month of each item (its trajectory); latest charts of one and of the company', async () => {
      const wire = await ok<MultifatorialChartWire>('funcionario', 'post', `/api/company/${companyId}/multifatoriais/detailed_chart_data_for_period/`, {
        start: '2025-01',
        end: '2025-12',
      }, 201);
      // The compact answer, expanded as the client does.
      const detailed = expandMultifatorialPoints(wire);
      expect(pick(detailed).map(({ itemId, date, x, y, zone }) => [itemId, date, x, y, zone])).toEqual([
        [ids.i1, '2025-01-01', Number((1 / 3).toFixed(12)), 0.45, 'Seletividade'],
        [ids.i1, '2025-02-01', 0.9, 0.45, 'Investir/Crescer'],
        [ids.i1, '2025-03-01', 0.9, 0.1, 'Seletividade'],
        [ids.i2, '2025-01-01', 0.33, 0.45, 'Colher/Desinvestir'],
        [ids.i2, '2025-03-01', 0.33, 0.1, 'Colher/Desinvestir'],
        [ids.i3, '2025-01-01', Number((2 / 3).toFixed(12)), 0.9, 'Investir/Crescer'],
      ]);
      // An answer above 1 KB travels compressed when the client accepts it (the compact chart is
      // under 1 KB here: an analysis with a long description is); a small one does not.
      const long = await ok('owner', 'post', `/api/company/${await api.fullCompany('Compressão')}/multifatoriais/`, { name: 'Longa', description: 'Mercado regional. '.repeat(100) });
      const compressed = await send('owner', 'get', `/api/multifatoriais/${long.id}/`).set('Accept-Encoding', 'gzip').expect(200);
      expect(compressed.headers['content-encoding']).toBe('gzip');
      expect(compressed.body.data).toEqual(long);
      const small = await send('funcionario', 'get', `/api/multifatoriais/${id}/`).set('Accept-Encoding', 'gzip').expect(200);
      expect(small.headers['content-encoding']).toBeUndefined();
      const latest = await simple('2025-01', '2025-03');
      expect(await ok('funcionario', 'get', `/api/multifatoriais/${id}/multifatorial_chart_data/`)).toEqual(latest);
      // The company's chart holds every multifatorial of the company.
      const second = await ok('owner', 'post', `/api/company/${companyId}/multifatoriais/`, { name: 'Segunda' });
      const [criterion] = await ok<MultifatorialCriterion[]>('owner', 'get', `/api/multifatoriais/${second.id}/criteria/`);
      const force = (await ok<MultifatorialCriterion[]>('owner', 'get', `/api/multifatoriais/${second.id}/criteria/`)).find((c) => c.axis === 'force')!;
      const market = await ok('owner', 'post', `/api/multifatorial/${second.id}/categories/`, { name: 'M' });
      const unit = await ok('owner', 'post', `/api/multifatorial/${second.id}/categories/${market.id}/items/`, { name: 'U', faturamento: 1800 });
      await ok('owner', 'put', `/api/multifatoriais/${second.id}/grades/`, {
        date: '2024-06',
        grades: [
          { criterionId: criterion.id, categoryId: market.id, grade: 0.5 },
          { criterionId: force.id, itemId: unit.id, grade: 0.5 },
        ],
      });
      const company = await ok<MultifatorialPoint[]>('funcionario', 'get', `/api/company/${companyId}/multifatoriais/chart_data/`);
      expect(company.map((p) => [p.multifatorialId, p.itemId, Number(p.size.toFixed(12))])).toEqual([
        [id, ids.i1, Number(Math.sqrt(400 / 1800).toFixed(12))],
        [id, ids.i2, Number(Math.sqrt(100 / 1800).toFixed(12))],
        [id, ids.i3, Number(Math.sqrt(900 / 1800).toFixed(12))],
        [second.id, unit.id, 1],
      ]);
      expect(await ok('funcionario', 'get', `/api/company/${companyId}/multifatoriais/chart_time_limits/`)).toEqual({ start: '2024-06-01', end: '2025-03-01' });
    });

    // The first SVG a process draws loads ECharts: seconds on a busy machine.
    it("chart_svg draws the chart page's first screen: the last month's bubbles, named, over the zones, at the size asked; another company's multifatorial is a 404", { timeout: 120_000 }, async () => {
      const { svg } = await ok<ChartSvg>('funcionario', 'get', `/api/company/${companyId}/multifatoriais/chart_svg/?multifatorial=${id}&width=412&height=480`);
      expect(svg).toMatch(/^<svg [^>]*width="412" height="480"/);
      const texts = [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((match) => match[1]);
      expect(texts).toEqual(expect.arrayContaining(['I1', 'I2', 'I3', 'Investir/Crescer', 'Seletividade', 'Colher/Desinvestir', 'Força competitiva', 'Atratividade do mercado']));
      // The company's other multifatorial (its item U) is not this one's chart.
      expect(texts).not.toContain('U');
      // I1's trajectory (January to March) is drawn dashed behind its bubble.
      expect(svg).toContain('stroke-dasharray');
      const foreign = await multifatorialFixture(api, await actors.freshCompany('Outra Empresa SVG'));
      const res = await send('owner', 'get', `/api/company/${companyId}/multifatoriais/chart_svg/?multifatorial=${foreign.multifatorialId}&width=412&height=480`).expect(404);
      expect(res.body).toEqual(generalError(MESSAGES.analysisNotFound));
    });

    it('a criterion marked "quanto maior, pior" is stored and its grades count inverted (1 − grade) in every chart', async () => {
      const a2 = (await ok<MultifatorialCriterion[]>('owner', 'get', `/api/multifatoriais/${id}/criteria/`)).find((criterion) => criterion.id === ids.a2)!;
      expect(await ok('consultor', 'put', `/api/criteria/${ids.a2}/`, { axis: a2.axis, name: a2.name, importance: a2.importance, higherIsWorse: true })).toEqual({ ...a2, version: a2.version + 1, higherIsWorse: true });
      expect((await ok<MultifatorialCriterion[]>('funcionario', 'get', `/api/multifatoriais/${id}/criteria/`)).find((criterion) => criterion.id === ids.a2)!.higherIsWorse).toBe(true);
      try {
        // January, market C: A1 (0.4) graded 0.75 and A2 (0.6) graded 0.25, which now counts 0.75: y = 0.4 × 0.75 + 0.6 × 0.75 = 0.75 (0.45 before).
        // Market D: both graded 0.9, A2 counting 0.1: y = 0.4 × 0.9 + 0.6 × 0.1 = 0.42 (0.9 before).
        const january = pick(await simple('2025-01', '2025-01'));
        expect(january.map(({ itemId, y, zone }) => [itemId, y, zone])).toEqual([
          [ids.i1, 0.75, 'Investir/Crescer'],
          [ids.i2, 0.75, 'Seletividade'],
          [ids.i3, 0.42, 'Investir/Crescer'],
        ]);
        // The grades answered are the ones given; the compact chart carries which criteria invert and expands to the same points.
        expect((await simple('2025-01', '2025-01'))[0].grades).toContainEqual({ criterionId: ids.a2, grade: 0.25 });
        const wire = await ok<MultifatorialChartWire>('funcionario', 'post', `/api/company/${companyId}/multifatoriais/detailed_chart_data_for_period/`, { start: '2025-01', end: '2025-01', multifatorialId: id }, 201);
        expect(wire.criteria.find((entry) => entry.multifatorialId === id)!.higherIsWorse).toEqual([ids.a2]);
        expect(pick(expandMultifatorialPoints(wire))).toEqual(january);
        // A PUT without the flag is the whole criterion: back to counting as graded.
        expect(await ok('owner', 'put', `/api/criteria/${ids.a2}/`, { axis: a2.axis, name: a2.name, importance: a2.importance })).toEqual({ ...a2, version: a2.version + 2 });
        const refused = await send('owner', 'put', `/api/criteria/${ids.a2}/`, { ...a2, higherIsWorse: 'sim' }).expect(400);
        expect(refused.body.errors).toEqual({ higherIsWorse: [MESSAGES.invalidChoice] });
      } finally {
        await ok('owner', 'put', `/api/criteria/${ids.a2}/`, { axis: a2.axis, name: a2.name, importance: a2.importance, higherIsWorse: false });
      }
    });
  });

  describe('import from an MCP', () => {
    it('copies markets and active products, faturamento = the last 12 months with data; re-sync adds and updates, never deletes grades', async () => {
      const companyId = await api.fullCompany('Importadora');
      const mcp = await ok('owner', 'post', `/api/company/${companyId}/mcps/`, { name: 'Linha' });
      const cafes = await ok('owner', 'post', `/api/mcps/${mcp.id}/categories/`, { name: 'Cafés', color: 0x8b4513 });
      const chas = await ok('owner', 'post', `/api/mcps/${mcp.id}/categories/`, { name: 'Chás', color: 0x228b22 });
      const a = await ok('owner', 'post', '/api/products/', { categoryId: cafes.id, name: 'Café A', color: 7 });
      const b = await ok('owner', 'post', '/api/products/', { categoryId: cafes.id, name: 'Café B (inativo)', active: false });
      const c = await ok('owner', 'post', '/api/products/', { categoryId: chas.id, name: 'Chá C' });
      const month = (n: number) => `${2024 + Math.floor(n / 12)}-${String((n % 12) + 1).padStart(2, '0')}`;
      // A: 14 months 2024-01 … 2025-02 with 100, 200, … 1 400; then a month of zeros (no data).
      await ok('owner', 'put', `/api/mcps/${mcp.id}/control_data/`, [
        ...[...Array(14).keys()].map((n) => ({ kind: 'product', id: a.id, date: month(n), total: 100 * (n + 1), cost: 10, amount: 1 })),
        { kind: 'product', id: a.id, date: '2025-03', total: 0, cost: 0, amount: 0 },
        { kind: 'product', id: b.id, date: '2025-01', total: 999, cost: 1, amount: 1 },
        { kind: 'product', id: c.id, date: '2025-01', total: 50.25, cost: 1, amount: 1 },
        { kind: 'product', id: c.id, date: '2025-02', total: 49.75, cost: 1, amount: 1 },
      ]);

      const created = await ok<Multifatorial>('consultor', 'post', `/api/company/${companyId}/multifatoriais/`, { name: 'Do MCP', mcpId: mcp.id });
      expect(created.mcp_id).toBe(mcp.id);
      const imported = await ok<MultifatorialCategoryWithItems[]>('funcionario', 'get', `/api/multifatorial/${created.id}/categories/`);
      expect(imported.map(({ name, color, mcpCategoryId, items }) => ({ name, color, mcpCategoryId, items: items.map((i) => [i.name, i.color, i.faturamento, i.mcpProductId]) }))).toEqual([
        { name: 'Cafés', color: 0x8b4513, mcpCategoryId: cafes.id, items: [['Café A', 7, 10200, a.id]] },
        { name: 'Chás', color: 0x228b22, mcpCategoryId: chas.id, items: [['Chá C', 0, 100, c.id]] },
      ]);

      // Graded and renamed here; then the MCP gets a product and a month more.
      const itemA = imported[0].items[0];
      const force = (await ok<MultifatorialCriterion[]>('owner', 'get', `/api/multifatoriais/${created.id}/criteria/`)).find((x) => x.axis === 'force')!;
      await ok('owner', 'put', `/api/multifatoriais/${created.id}/grades/`, { date: '2025-01', grades: [{ criterionId: force.id, itemId: itemA.id, grade: 0.7 }] });
      await ok('owner', 'put', `/api/category/${imported[0].id}/`, { name: 'Cafés (mercado)', color: 1 });
      await ok('owner', 'post', '/api/products/', { categoryId: cafes.id, name: 'Café D' });
      await ok('owner', 'put', `/api/products/${a.id}/update_control/`, { date: '2025-04', total: 5000, cost: 1, amount: 1 });

      const resynced = await ok<MultifatorialCategoryWithItems[]>('owner', 'post', `/api/multifatoriais/${created.id}/import_mcp/`, {});
      expect(resynced.map((cat) => [cat.name, cat.items.map((i) => [i.id === itemA.id ? 'same' : 'new', i.name, i.faturamento])])).toEqual([
        ['Cafés (mercado)', [['same', 'Café A', 10200 - 300 + 5000], ['new', 'Café D', 0]]],
        ['Chás', [['new', 'Chá C', 100]]],
      ]);
      expect((await ok<MonthGrades>('owner', 'get', `/api/multifatoriais/${created.id}/grades/?date=2025-01`)).grades).toEqual([
        { criterionId: force.id, categoryId: null, itemId: itemA.id, grade: 0.7, version: expect.any(Number) },
      ]);

      // Another company's MCP is refused; a deleted MCP unlinks, and a re-sync then needs an MCP.
      const foreign = await ok('owner', 'post', `/api/company/${await api.fullCompany('Alheia')}/mcps/`, { name: 'Alheio' });
      const before = await snapshot();
      const refused = await send('owner', 'post', `/api/multifatoriais/${created.id}/import_mcp/`, { mcpId: foreign.id }).expect(400);
      expect(refused.body.errors).toEqual({ mcpId: [MESSAGES.mcpNotInCompany] });
      const refusedCreate = await send('owner', 'post', `/api/company/${companyId}/multifatoriais/`, { name: 'X', mcpId: foreign.id }).expect(400);
      expect(refusedCreate.body.errors).toEqual({ mcpId: [MESSAGES.mcpNotInCompany] });
      expect(await snapshot()).toBe(before);
      await ok('owner', 'delete', `/api/mcps/${mcp.id}/`);
      expect(await ok('owner', 'get', `/api/multifatoriais/${created.id}/`)).toMatchObject({ mcp_id: null });
      const unlinked = await ok<MultifatorialCategoryWithItems[]>('owner', 'get', `/api/multifatorial/${created.id}/categories/`);
      expect(unlinked.map((cat) => [cat.mcpCategoryId, cat.items.map((i) => i.mcpProductId)])).toEqual([
        [null, [null, null]],
        [null, [null]],
      ]);
      const needsMcp = await send('owner', 'post', `/api/multifatoriais/${created.id}/import_mcp/`, {}).expect(400);
      expect(needsMcp.body.errors).toEqual({ mcpId: [MESSAGES.fieldRequired] });
    });
  });

  describe('demo limit', () => {
    it('never lets concurrent creations make a fourth multifatorial of a demo company', async () => {
      await expectDemoLimitUnderRace(app, api, actors, { kind: 'multifatorial', path: (id) => `/api/company/${id}/multifatoriais/`, table: 'multifatoriais' });
    });
  });

  const period = () => ({ start: '2025-01', end: '2025-12' });
  permissionMatrix<MultifatorialFixture>({
    api,
    fixture: (companyId) => multifatorialFixture(api, companyId),
    snapshot,
    cases: [
      readCase('GET company multifatoriais', (f) => `/api/company/${f.companyId}/multifatoriais/`, { byCompany: true }),
      writeCase('POST company multifatoriais', 'post', (f) => `/api/company/${f.companyId}/multifatoriais/`, {
        byCompany: true,
        body: () => ({ name: 'Nova' }),
        verify: async (_f, data) => expect(await ok('owner', 'get', `/api/multifatoriais/${data.id}/criteria/`)).toHaveLength(8),
      }),
      readCase('GET chart_time_limits', (f) => `/api/company/${f.companyId}/multifatoriais/chart_time_limits/`, { byCompany: true }),
      readCase('POST simple_chart_data_for_period', (f) => `/api/company/${f.companyId}/multifatoriais/simple_chart_data_for_period/`, {
        byCompany: true,
        method: 'post',
        body: period,
      }),
      readCase('POST detailed_chart_data_for_period', (f) => `/api/company/${f.companyId}/multifatoriais/detailed_chart_data_for_period/`, {
        byCompany: true,
        method: 'post',
        body: period,
      }),
      readCase('GET company chart_data', (f) => `/api/company/${f.companyId}/multifatoriais/chart_data/`, { byCompany: true }),
      readCase('GET chart_svg', (f) => `/api/company/${f.companyId}/multifatoriais/chart_svg/?multifatorial=${f.multifatorialId}&width=400&height=300`, { byCompany: true }),
      readCase('GET multifatorial', (f) => `/api/multifatoriais/${f.multifatorialId}/`),
      writeCase('PATCH multifatorial', 'patch', (f) => `/api/v3/multifatoriais/${f.multifatorialId}/`, {
        body: () => ({ description: 'Nova descrição' }),
        verify: async (f) => expect(await ok('owner', 'get', `/api/multifatoriais/${f.multifatorialId}/`)).toMatchObject({ description: 'Nova descrição' }),
      }),
      writeCase('DELETE multifatorial', 'delete', (f) => `/api/multifatoriais/${f.multifatorialId}/`, {
        verify: async (f) => {
          await send('owner', 'get', `/api/multifatoriais/${f.multifatorialId}/`).expect(404);
        },
      }),
      readCase('GET multifatorial_chart_data', (f) => `/api/multifatoriais/${f.multifatorialId}/multifatorial_chart_data/`),
      writeCase('POST import_mcp', 'post', (f) => `/api/multifatoriais/${f.multifatorialId}/import_mcp/`, {
        body: (f) => ({ mcpId: f.mcpId }),
        verify: async (f) => expect(await ok('owner', 'get', `/api/multifatoriais/${f.multifatorialId}/`)).toMatchObject({ mcp_id: f.mcpId }),
      }),
      readCase('GET grades', (f) => `/api/multifatoriais/${f.multifatorialId}/grades/?date=2025-01`),
      writeCase('PUT grades', 'put', (f) => `/api/multifatoriais/${f.multifatorialId}/grades/`, {
        body: (f) => ({ date: '2025-02', grades: [{ criterionId: f.forceId, itemId: f.itemId, grade: 0.2 }] }),
        verify: async (f) => expect((await ok<MonthGrades>('owner', 'get', `/api/multifatoriais/${f.multifatorialId}/grades/?date=2025-02`)).grades).toHaveLength(1),
      }),
      readCase('GET criteria', (f) => `/api/multifatoriais/${f.multifatorialId}/criteria/`),
      writeCase('POST criteria', 'post', (f) => `/api/multifatoriais/${f.multifatorialId}/criteria/`, {
        body: () => ({ axis: 'force', name: 'Canais', importance: 0.2 }),
        verify: async (f) => expect((await ok<MultifatorialCriterion[]>('owner', 'get', `/api/multifatoriais/${f.multifatorialId}/criteria/`)).map((c) => c.name)).toContain('Canais'),
      }),
      writeCase('PUT criterion', 'put', (f) => `/api/criteria/${f.forceId}/`, {
        body: () => ({ axis: 'force', name: 'Participação', importance: 0.9 }),
        verify: async (f) => expect((await ok<MultifatorialCriterion[]>('owner', 'get', `/api/multifatoriais/${f.multifatorialId}/criteria/`)).find((c) => c.id === f.forceId)).toMatchObject({ importance: 0.9 }),
      }),
      writeCase('DELETE criterion', 'delete', (f) => `/api/criteria/${f.forceId}/`, {
        verify: async (f) => expect((await ok<MultifatorialCriterion[]>('owner', 'get', `/api/multifatoriais/${f.multifatorialId}/criteria/`)).map((c) => c.id)).not.toContain(f.forceId),
      }),
      readCase('GET categories', (f) => `/api/multifatorial/${f.multifatorialId}/categories/`),
      writeCase('POST categories', 'post', (f) => `/api/multifatorial/${f.multifatorialId}/categories/`, {
        body: () => ({ name: 'Sucos' }),
        verify: async (f) => expect((await ok<MultifatorialCategoryWithItems[]>('owner', 'get', `/api/multifatorial/${f.multifatorialId}/categories/`)).map((c) => c.name)).toContain('Sucos'),
      }),
      readCase('GET category with items and grades', (f) => `/api/multifatorial/${f.multifatorialId}/categories/${f.categoryId}/`),
      readCase('GET category', (f) => `/api/category/${f.categoryId}/`),
      writeCase('PUT category', 'put', (f) => `/api/category/${f.categoryId}/`, {
        body: () => ({ name: 'Cafés finos' }),
        verify: async (f) => expect(await ok('owner', 'get', `/api/category/${f.categoryId}/`)).toMatchObject({ name: 'Cafés finos' }),
      }),
      writeCase('DELETE category', 'delete', (f) => `/api/category/${f.categoryId}/`, {
        verify: async (f) => {
          await send('owner', 'get', `/api/category/${f.categoryId}/`).expect(404);
        },
      }),
      writeCase('POST items', 'post', (f) => `/api/multifatorial/${f.multifatorialId}/categories/${f.otherCategoryId}/items/`, {
        body: () => ({ name: 'Chá verde', faturamento: 10 }),
        verify: async (f) => expect((await ok('owner', 'get', `/api/multifatorial/${f.multifatorialId}/categories/${f.otherCategoryId}/`)).items).toHaveLength(1),
      }),
      writeCase('PUT item', 'put', (f) => `/api/multifatorial_items/${f.itemId}/`, {
        body: () => ({ name: 'Café Premium', faturamento: 2000 }),
        verify: async (f) => expect((await ok('owner', 'get', `/api/multifatorial/${f.multifatorialId}/categories/${f.categoryId}/`)).items[0]).toMatchObject({ name: 'Café Premium', faturamento: 2000 }),
      }),
      writeCase('DELETE item', 'delete', (f) => `/api/multifatorial_items/${f.itemId}/`, {
        verify: async (f) => expect((await ok('owner', 'get', `/api/multifatorial/${f.multifatorialId}/categories/${f.categoryId}/`)).items).toEqual([]),
      }),
    ],
  });

  describe('bad input', () => {
    let f: MultifatorialFixture;
    beforeAll(async () => {
      f = await multifatorialFixture(api, await api.fullCompany('Entradas Ruins'));
    });
    badInput(api, snapshot, [
      { name: 'create without a name', method: 'post', path: () => `/api/company/${f.companyId}/multifatoriais/`, body: () => ({ mcpId: 'x' }), errors: () => ({ name: [MESSAGES.nameRequired], mcpId: [MESSAGES.invalidId] }) },
      { name: 'patch with a blank name', method: 'patch', path: () => `/api/v3/multifatoriais/${f.multifatorialId}/`, body: () => ({ name: ' ' }), errors: () => ({ name: [MESSAGES.nameRequired] }) },
      {
        name: 'criterion on an unknown axis, importance above 1',
        method: 'post',
        path: () => `/api/multifatoriais/${f.multifatorialId}/criteria/`,
        body: () => ({ axis: 'x', name: 'Y', importance: 2 }),
        errors: () => ({ axis: [MESSAGES.criterionAxisInvalid], importance: [MESSAGES.unitScoreInvalid] }),
      },
      {
        name: 'a valid grade with a force criterion given to a category (all or nothing)',
        method: 'put',
        path: () => `/api/multifatoriais/${f.multifatorialId}/grades/`,
        body: () => ({
          date: '2025-03',
          grades: [
            { criterionId: f.attractivenessId, categoryId: f.categoryId, grade: 0.1 },
            { criterionId: f.forceId, categoryId: f.categoryId, grade: 0.1 },
          ],
        }),
        errors: () => ({ grades: [MESSAGES.gradeTargetInvalid] }),
      },
      {
        name: 'a grade of an unknown item',
        method: 'put',
        path: () => `/api/multifatoriais/${f.multifatorialId}/grades/`,
        body: () => ({ date: '2025-03', grades: [{ criterionId: f.forceId, itemId: 2147483647, grade: 0.1 }] }),
        errors: () => ({ grades: [MESSAGES.gradeTargetInvalid] }),
      },
      {
        name: 'grades: bad month, a grade twice, a grade of 1.5',
        method: 'put',
        path: () => `/api/multifatoriais/${f.multifatorialId}/grades/`,
        body: () => ({
          date: '2025-13',
          grades: [
            { criterionId: f.forceId, itemId: f.itemId, grade: 0.1 },
            { criterionId: f.forceId, itemId: f.itemId, grade: 1.5 },
          ],
        }),
        errors: () => ({ date: [MESSAGES.invalidMonth], grades: [MESSAGES.unitScoreInvalid] }),
      },
      { name: 'grades as a list', method: 'put', path: () => `/api/multifatoriais/${f.multifatorialId}/grades/`, body: () => [], errors: () => ({ general: [MESSAGES.invalidInput] }) },
      {
        name: 'a period ending before it starts',
        method: 'post',
        path: () => `/api/company/${f.companyId}/multifatoriais/detailed_chart_data_for_period/`,
        body: () => ({ start: '2025-05', end: '2025-04' }),
        errors: () => ({ end: [MESSAGES.periodOrder] }),
      },
      {
        name: 'item with negative faturamento and a colour too large',
        method: 'put',
        path: () => `/api/multifatorial_items/${f.itemId}/`,
        body: () => ({ name: 'A', faturamento: -1, color: 0x1000000 }),
        errors: () => ({ faturamento: [MESSAGES.invalidMoney], color: [MESSAGES.colorInvalid] }),
      },
      { name: 'category without a name', method: 'put', path: () => `/api/category/${f.categoryId}/`, body: () => ({}), errors: () => ({ name: [MESSAGES.nameRequired] }) },
      {
        name: 'chart first screen of a bad size',
        method: 'get',
        path: () => `/api/company/${f.companyId}/multifatoriais/chart_svg/?multifatorial=${f.multifatorialId}&width=10&height=abc`,
        errors: () => ({ width: [MESSAGES.chartWidthInvalid], height: [MESSAGES.chartHeightInvalid] }),
      },
      { name: 'chart first screen without its multifatorial', method: 'get', path: () => `/api/company/${f.companyId}/multifatoriais/chart_svg/?width=400&height=3000`, errors: () => ({ multifatorial: [MESSAGES.invalidId], height: [MESSAGES.chartHeightInvalid] }) },
      { name: 'grades without a date', method: 'get', path: () => `/api/multifatoriais/${f.multifatorialId}/grades/`, errors: () => ({ date: [MESSAGES.invalidMonth] }) },
    ]);
  });
}
