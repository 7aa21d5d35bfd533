import {
  envelopeSchema,
  MESSAGES,
  PAGE_VIEW_BATCH_MAX,
  PAGE_VIEW_CHARTED_ROUTES,
  PAGE_VIEW_PAGE_MAX,
  PAGE_VIEW_PAGE_SIZE,
  PAGE_ROUTES,
  type PageView,
  type PageViewReport,
  pageViewReportSchema,
} from 'contracts';
import request from 'supertest';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AnalyticsService } from '../../src/analytics/analytics.service.js';
import { transaction } from '../../src/database/transaction.js';
import { type TestApp, xsrfToken } from './test-app.js';
import { randomClientIp, type SignedUpUser, signUp } from './users.js';

const generalError = (message: string) => ({ success: false, errors: { general: [message] }, message });

const chart: PageView = { route: '/empresa/:companyId/mcp/:mcpId/grafico', referrer: '/empresa/:companyId/mcp', remote: 'mfe_matrices' };
const list: PageView = { route: '/empresa/:companyId/mcp', referrer: '/empresa/:companyId', remote: 'mfe_matrices' };
const login: PageView = { route: '/login', referrer: null, remote: 'mfe_accounts' };

/**
 * Page-view analytics through HTTP (issue 14): the beacon's batches become daily counts per
 * route pattern, ids never reach the table, Do Not Track and Global Privacy Control are
 * honoured, bad batches change nothing, and only system administrators read the report.
 */
export function analyticsSuite(app: () => TestApp): void {
  const http = () => request(app().server);
  let xsrf: { cookie: string; token: string };
  let sysadmin: SignedUpUser;
  let member: SignedUpUser;
  let ip: string;

  /** A batch as the shell's navigator.sendBeacon sends it: JSON Blob, the XSRF cookie, the token in the body, no session. */
  const beacon = (views: unknown, headers: Record<string, string> = {}, token: string | null = xsrf.token) =>
    http()
      .post('/api/analytics/pageview')
      .set({ Cookie: xsrf.cookie, 'Content-Type': 'application/json', 'X-Forwarded-For': ip, ...headers })
      .send(JSON.stringify(token === null ? { views } : { xsrf: token, views }));

  const report = async (query = ''): Promise<PageViewReport> => {
    const res = await http().get(`/api/analytics/pageviews${query}`).set(sysadmin.auth).expect(200);
    return envelopeSchema(pageViewReportSchema).parse(res.body).data!;
  };

  /** Every row of the table, as stored. */
  const stored = () => app().dataSource.query('SELECT day, route, referrer, remote, views FROM page_view_counts ORDER BY day, route, referrer, remote');

  beforeAll(async () => {
    const suffix = Math.random().toString(36).slice(2, 8);
    sysadmin = await signUp(app(), { email: `sysadmin.acessos.${suffix}@exemplo.com.br`, sysAdmin: true });
    member = await signUp(app(), { email: `pessoa.acessos.${suffix}@exemplo.com.br` });
    const { cookie, header } = await xsrfToken(app().server);
    xsrf = { cookie, token: Object.values(header)[0] };
  });

  /** A browser session of its own: its XSRF cookie (the per-session limit counts by it). */
  const newSession = async () => {
    const { cookie, header } = await xsrfToken(app().server);
    return { cookie, token: Object.values(header)[0] };
  };

  beforeEach(async () => {
    xsrf = await newSession();
    // A fresh client address per test: the per-IP limit of one test does not reach the next.
    ip = randomClientIp();
    await transaction(app().dataSource, (manager) => manager.query('DELETE FROM page_view_counts'));
  });

  describe('recording', () => {
    it('adds each batch to the day’s count of its route, referrer and remote', async () => {
      const first = await beacon([login, list, chart, chart]).expect(201);
      expect(first.body).toEqual({ success: true, data: { recorded: 4 } });
      await beacon([chart, list]).expect(201);

      const data = await report();
      expect(data.total).toBe(6);
      expect(data.routes).toEqual([
        { route: chart.route, remote: 'mfe_matrices', count: 3 },
        { route: list.route, remote: 'mfe_matrices', count: 2 },
        { route: '/login', remote: 'mfe_accounts', count: 1 },
      ]);
      expect(data.remotes).toEqual([
        { remote: 'mfe_matrices', count: 5 },
        { remote: 'mfe_accounts', count: 1 },
      ]);
      // Counted today (the period's last day).
      expect(data.lines.map(({ route, views }) => [route, views.at(-1), views.slice(0, -1).some(Boolean)])).toEqual([
        [chart.route, 3, false],
        [list.route, 2, false],
        ['/login', 1, false],
      ]);
      // One row per combination: patterns only, the first page's referrer stored as ''.
      expect((await stored()).map((row: { route: string; referrer: string; views: number }) => [row.route, row.referrer, Number(row.views)])).toEqual([
        [list.route, list.referrer, 2],
        [chart.route, chart.referrer, 3],
        ['/login', '', 1],
      ]);
    });

    it('adds up batches sent at the same time', async () => {
      await Promise.all(Array.from({ length: 8 }, () => beacon([chart, chart, list]).expect(201)));
      const data = await report();
      expect(data.routes.map(({ route, count }) => [route, count])).toEqual([
        [chart.route, 16],
        [list.route, 8],
      ]);
    });

    it('accepts the token in the X-XSRF-TOKEN header too, as the app’s other calls send it', async () => {
      await beacon([login], { 'X-XSRF-TOKEN': xsrf.token }, null).expect(201);
      expect((await report()).total).toBe(1);
    });

    it('refuses a batch without the XSRF token, or with another one, and writes nothing', async () => {
      expect((await beacon([login], {}, null).expect(403)).body).toEqual(generalError(MESSAGES.xsrfRejected));
      expect((await beacon([login], {}, 'forjado-por-outro-site').expect(403)).body).toEqual(generalError(MESSAGES.xsrfRejected));
      const noCookie = await http().post('/api/analytics/pageview').set('Content-Type', 'application/json').send(JSON.stringify({ xsrf: xsrf.token, views: [login] }));
      expect(noCookie.status).toBe(403);
      expect(await stored()).toEqual([]);
    });

    it('takes the token from the body on this call only: elsewhere the header is still required', async () => {
      const res = await http()
        .post('/api/general/update_user_name')
        .set({ Authorization: member.auth.Authorization, Cookie: xsrf.cookie, 'Content-Type': 'application/json' })
        .send(JSON.stringify({ xsrf: xsrf.token, name: 'Outro Nome' }));
      expect(res.status).toBe(403);
      expect(res.body).toEqual(generalError(MESSAGES.xsrfRejected));
    });

    it.each([
      ['DNT', { DNT: '1' }],
      ['Sec-GPC', { 'Sec-GPC': '1' }],
    ])('counts nothing when the browser sends %s: 1', async (_name, headers) => {
      const res = await beacon([login, chart], headers).expect(201);
      expect(res.body).toEqual({ success: true, data: { recorded: 0 } });
      expect(await stored()).toEqual([]);
      // Only "1" asks it: DNT: 0 is counted.
      await beacon([login], { DNT: '0' }).expect(201);
      expect((await stored()).length).toBe(1);
    });
  });

  describe('bad batches: 400 in pt-BR, nothing written', () => {
    const invalidRoute = { success: false, errors: { views: [MESSAGES.pageViewRouteInvalid] }, message: MESSAGES.invalidInput };

    it.each([
      ['an id in the route', { ...chart, route: '/empresa/12/mcp/7/grafico' }],
      ['an id in the referrer', { ...chart, referrer: '/empresa/12/mcp' }],
      ['a token in a segment', { ...login, route: '/redefinirSenha/MTI/c0f-4e1a' }],
      ['a raw URL with its query', { ...login, route: '/login?retorno=/empresa' }],
      ['an e-mail in the path', { ...login, route: '/confirmacaoDeEmail/ana@exemplo.com' }],
      ['no leading slash', { ...login, route: 'login' }],
      ['an empty segment', { ...login, route: '/empresa//mcp' }],
      ['a splat', { ...login, route: '/empresa/*' }],
      ['an absolute URL', { ...login, route: 'https://exemplo.com/login' }],
      ['a segment over 40 characters', { ...login, route: `/${'a'.repeat(41)}` }],
      ['a pattern over 200 characters', { ...login, route: `/${Array.from({ length: 21 }, () => 'abcdefghi').join('/')}` }],
    ])('refuses %s', async (_case, view) => {
      const res = await beacon([login, view]).expect(400);
      expect(res.body).toEqual(invalidRoute);
      expect(await stored()).toEqual([]);
    });

    it.each([
      ['an unknown remote', [{ ...login, remote: 'mfe_outro' }], { views: [MESSAGES.pageViewRemoteInvalid] }],
      ['an empty batch', [], { views: [MESSAGES.pageViewBatchEmpty] }],
      ['a batch over the limit', Array.from({ length: PAGE_VIEW_BATCH_MAX + 1 }, () => login), { views: [MESSAGES.pageViewBatchTooLarge] }],
    ])('refuses %s', async (_case, views, errors) => {
      const res = await beacon(views).expect(400);
      expect(res.body).toEqual({ success: false, errors, message: MESSAGES.invalidInput });
      expect(await stored()).toEqual([]);
    });

    it('refuses anything beyond the pattern, the referrer and the remote (no personal data rides along)', async () => {
      const res = await beacon([{ ...login, userId: 7 }]).expect(400);
      expect(res.body).toEqual({ success: false, errors: { views: [MESSAGES.pageViewInvalid] }, message: MESSAGES.invalidInput });
      const extraField = await http()
        .post('/api/analytics/pageview')
        .set({ Cookie: xsrf.cookie, 'Content-Type': 'application/json', 'X-Forwarded-For': ip })
        .send(JSON.stringify({ xsrf: xsrf.token, views: [login], email: 'ana@exemplo.com' }));
      expect(extraField.status).toBe(400);
      expect(extraField.body).toEqual({ success: false, errors: { general: [MESSAGES.pageViewBatchInvalid] }, message: MESSAGES.invalidInput });
      expect(await stored()).toEqual([]);
    });

    it('answers malformed JSON with 400', async () => {
      const res = await http()
        .post('/api/analytics/pageview')
        .set({ Cookie: xsrf.cookie, 'X-XSRF-TOKEN': xsrf.token, 'Content-Type': 'application/json', 'X-Forwarded-For': ip })
        .send('{"views": [');
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(MESSAGES.malformedJson);
    });

    it('does not limit by session cookie: one session from two addresses sends 30 batches from each', async () => {
      const first = ip;
      const second = randomClientIp();
      for (let i = 0; i < 30; i++) {
        ip = first;
        await beacon([login]).expect(201);
        ip = second;
        await beacon([login]).expect(201);
      }
      expect((await report()).total).toBe(60);
    });

    it('limits the batches of one address to 60 a minute, whatever sessions it makes up', async () => {
      for (let i = 0; i < 4; i++) {
        xsrf = await newSession();
        for (let j = 0; j < 15; j++) await beacon([login]).expect(201);
      }
      xsrf = await newSession();
      await beacon([login]).expect(429);
      expect((await report()).total).toBe(60);
    });

    it('counts a view of every page of the table of pages, from any page', async () => {
      const pages = Object.entries(PAGE_ROUTES).flatMap(([remote, routes]) => routes.map((route) => ({ route, remote }) as PageView));
      for (let start = 0; start < pages.length; start += PAGE_VIEW_BATCH_MAX) {
        const views = pages.slice(start, start + PAGE_VIEW_BATCH_MAX).map((page, i) => ({ ...page, referrer: pages[(start + i + 1) % pages.length].route }));
        await beacon(views).expect(201);
      }
      expect((await report(`?limit=${PAGE_VIEW_PAGE_MAX}`)).routeCount).toBe(pages.length);
    });

    it('refuses route patterns the product has no page for (the table of pages), writing nothing', async () => {
      for (const view of [
        { route: '/compre-remedio-barato-aqui', referrer: null, remote: 'mfe_accounts' },
        { route: '/login', referrer: null, remote: 'mfe_matrices' },
        { route: '/login', referrer: '/compre-remedio-barato-aqui', remote: 'mfe_accounts' },
        // Made up under a wildcard of the remotes' table (/empresa/*): a fixed segment that is no page's…
        { route: '/empresa/:companyId/inventado', referrer: null, remote: 'mfe_matrices' },
        { route: '/empresa/:companyId/mcp/:mcpId/qualquer', referrer: null, remote: 'mfe_matrices' },
        // …a parameter where the page has a fixed segment, or another parameter's name, or none where it has one.
        { route: '/empresa/:companyId/:kind', referrer: null, remote: 'mfe_matrices' },
        { route: '/empresa/:id/mcp', referrer: null, remote: 'mfe_matrices' },
        { route: '/empresa/mcp', referrer: null, remote: 'mfe_matrices' },
        { route: '/planos/:companyId/extra', referrer: null, remote: 'mfe_plans' },
        { ...login, referrer: '/empresa/:companyId/inventado' },
      ]) {
        const res = await beacon([login, view]).expect(400);
        expect(res.body.success).toBe(false);
      }
      expect(await stored()).toEqual([]);
    });
  });

  describe('the report', () => {
    it('answers 401 without a session and 403 to users who are not system administrators', async () => {
      const guest = await http().get('/api/analytics/pageviews').expect(401);
      expect(guest.body).toEqual(generalError(MESSAGES.unauthenticated));
      const other = await http().get('/api/analytics/pageviews').set(member.auth).expect(403);
      expect(other.body).toEqual(generalError(MESSAGES.sysAdminOnly));
    });

    it('covers the last 30 days by default and the days asked for, both ends included', async () => {
      const service = app().app.get(AnalyticsService);
      // Noon in Brasília on each day.
      const on = (day: string) => new Date(`${day}T15:00:00Z`);
      await service.record({ views: [login] }, ip, on('2026-03-01'));
      await service.record({ views: [login, chart] }, ip, on('2026-03-15'));
      await service.record({ views: [chart] }, ip, on('2026-03-31'));
      await service.record({ views: [chart] }, ip, on('2026-04-01'));

      const march = await report('?from=2026-03-01&to=2026-03-31');
      expect(march.total).toBe(4);
      // The chart: every day of the period, 0 on a day without views; no route left out.
      const on31Days = (views: Record<number, number>) => Array.from({ length: 31 }, (_, i) => views[i + 1] ?? 0);
      expect(march.lines).toEqual([
        { route: chart.route, views: on31Days({ 15: 1, 31: 1 }) },
        { route: '/login', views: on31Days({ 1: 1, 15: 1 }) },
      ]);
      expect(march.others).toBeNull();
      expect((await report('?from=2026-03-15&to=2026-03-15')).total).toBe(2);

      const byDefault = await report();
      expect(byDefault.total).toBe(0);
      const days = (Date.parse(byDefault.to) - Date.parse(byDefault.from)) / 86_400_000 + 1;
      expect(days).toBe(30);
    });

    /** `count` rows of one day for routes '/rota-a', '/rota-b', ...: the first viewed `count` times, the next once less, and so on. */
    const seedRoutes = async (day: string, count: number) => {
      const name = (i: number) => `/rota-${String.fromCharCode(97 + (i % 26))}${'z'.repeat(Math.floor(i / 26))}`;
      const values = [...Array(count).keys()].map((i) => [day, name(i), '', 'mfe_accounts', count - i]);
      await transaction(app().dataSource, (manager) =>
        manager.query(`INSERT INTO page_view_counts (day, route, referrer, remote, views) VALUES ${values.map(() => '(?, ?, ?, ?, ?)').join(', ')}`, values.flat()),
      );
      return values.map(([, route, , , views]) => ({ route: route as string, remote: 'mfe_accounts', count: views as number }));
    };

    it(`answers ${PAGE_VIEW_PAGE_SIZE} routes by default, the most viewed first, and how many there are`, async () => {
      const routes = await seedRoutes('2026-03-10', PAGE_VIEW_PAGE_SIZE + 10);
      const first = await report('?from=2026-03-01&to=2026-03-31');
      expect(first.routes).toEqual(routes.slice(0, PAGE_VIEW_PAGE_SIZE));
      expect([first.routeCount, first.limit, first.offset]).toEqual([PAGE_VIEW_PAGE_SIZE + 10, PAGE_VIEW_PAGE_SIZE, 0]);
      expect(first.total).toBe(routes.reduce((sum, row) => sum + row.count, 0));
    });

    it('pages the routes by limit and offset; the chart, the totals and the remotes stay those of the whole period', async () => {
      const routes = await seedRoutes('2026-03-10', 12);
      await seedRoutes('2026-03-12', 3);
      const all = await report('?from=2026-03-01&to=2026-03-31&limit=100');
      const pages = await Promise.all(['&limit=5&offset=0', '&limit=5&offset=5', '&limit=5&offset=10', '&limit=5&offset=15'].map((page) => report(`?from=2026-03-01&to=2026-03-31${page}`)));
      expect(pages.map((page) => page.routes.map((row) => row.route))).toEqual([0, 5, 10, 15].map((start) => all.routes.slice(start, start + 5).map((row) => row.route)));
      expect(pages.map((page) => page.routes.length)).toEqual([5, 5, 2, 0]);
      for (const page of pages) expect({ ...page, routes: [], limit: 100, offset: 0 }).toEqual({ ...all, routes: [] });
      // The chart: a line for each of the 8 most viewed routes, the other 4 added up.
      const on31Days = (views: Record<number, number>) => Array.from({ length: 31 }, (_, i) => views[i + 1] ?? 0);
      expect(all.lines).toEqual(
        routes.slice(0, PAGE_VIEW_CHARTED_ROUTES).map((row, i) => ({ route: row.route, views: on31Days(i < 3 ? { 10: row.count, 12: 3 - i } : { 10: row.count }) })),
      );
      expect(all.others).toEqual(on31Days({ 10: 4 + 3 + 2 + 1 }));
      expect(all.remotes).toEqual([{ remote: 'mfe_accounts', count: all.total }]);
    });

    it('reads the period in the table key\'s order: no temporary table, no sort (a year answers in time)', async () => {
      for (const day of ['2026-03-09', '2026-03-10', '2026-03-11']) await seedRoutes(day, 40);
      const [sql, parameters] = app().app.get(AnalyticsService).groupedQuery('2026-03-01', '2026-03-31').getQueryAndParameters();
      const mysql = app().dataSource.options.type === 'mysql';
      const plan = JSON.stringify(await app().dataSource.query(`${mysql ? 'EXPLAIN' : 'EXPLAIN QUERY PLAN'} ${sql}`, parameters));
      expect(plan).not.toMatch(/temporary|filesort|TEMP B-TREE/i);
    });

    it.each([
      ['?limit=0', { limit: [MESSAGES.pageViewLimitInvalid] }],
      [`?limit=${PAGE_VIEW_PAGE_MAX + 1}`, { limit: [MESSAGES.pageViewLimitInvalid] }],
      ['?limit=10.5', { limit: [MESSAGES.pageViewLimitInvalid] }],
      ['?limit=dez', { limit: [MESSAGES.pageViewLimitInvalid] }],
      ['?limit=10&limit=20', { limit: [MESSAGES.pageViewLimitInvalid] }],
      ['?offset=-1', { offset: [MESSAGES.pageViewOffsetInvalid] }],
      ['?offset=99999999', { offset: [MESSAGES.pageViewOffsetInvalid] }],
      ['?offset=1e3', { offset: [MESSAGES.pageViewOffsetInvalid] }],
      ['?from=2026-02-30', { from: [MESSAGES.pageViewDateInvalid] }],
      ['?from=ontem', { from: [MESSAGES.pageViewDateInvalid] }],
      ['?from=2026-03-10&to=2026-03-01', { to: [MESSAGES.periodOrder] }],
      ['?from=2025-01-01&to=2026-03-01', { to: [MESSAGES.pageViewRangeTooLong] }],
    ])('refuses %s with 400', async (query, errors) => {
      const res = await http().get(`/api/analytics/pageviews${query}`).set(sysadmin.auth).expect(400);
      expect(res.body).toEqual({ success: false, errors, message: MESSAGES.invalidInput });
    });
  });
}
