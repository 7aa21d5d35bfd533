import { describe, expect, it } from 'vitest';
import { daysBetween, pageViewBatchSchema, pageViewQuerySchema } from './analytics.js';
import { isRoutePattern, PAGE_VIEW_BATCH_MAX, PAGE_VIEW_MAX_OFFSET, PAGE_VIEW_PAGE_MAX, PAGE_VIEW_PAGE_SIZE } from './analytics-rules.js';
import { zodIssuesToFieldErrors } from './envelope.js';
import { dateDaysAhead } from './format/date.js';
import { MESSAGES } from './messages.js';

describe('route patterns', () => {
  it.each(['/', '/login', '/empresa/:companyId/mcp/:mcpId/grafico', '/redefinirSenha/:idencoded/:token', '/uilab/botoes', '/a-b_c'])('accepts %s', (pattern) => {
    expect(isRoutePattern(pattern)).toBe(true);
  });

  it.each([
    ['an id', '/empresa/12'],
    ['a digit in a literal', '/planos2'],
    ['a query', '/login?next=/'],
    ['a hash', '/login#topo'],
    ['a splat', '/empresa/*'],
    ['an optional marker', '/planos/:companyId?'],
    ['an e-mail', '/confirmacaoDeEmail/ana@exemplo.com'],
    ['a dot', '/static/app.js'],
    ['a trailing slash', '/login/'],
    ['no leading slash', 'login'],
    ['an empty text', ''],
    ['a parameter named by a digit', '/empresa/:1'],
    ['a percent-encoded segment', '/empresa/%20'],
  ])('refuses %s', (_case, pattern) => {
    expect(isRoutePattern(pattern)).toBe(false);
  });

  it('refuses patterns over 200 characters, segments over 40', () => {
    expect(isRoutePattern(`/${'a'.repeat(40)}`)).toBe(true);
    expect(isRoutePattern(`/${'a'.repeat(41)}`)).toBe(false);
    const long = `/${Array.from({ length: 20 }, () => 'abcdefghi').join('/')}`;
    expect(long.length).toBe(200);
    expect(isRoutePattern(long)).toBe(true);
    expect(isRoutePattern(`${long}/a`)).toBe(false);
  });
});

describe('page-view batch', () => {
  const view = { route: '/login', referrer: null, remote: 'mfe_accounts' };
  it('takes the views and the XSRF token, nothing else', () => {
    expect(pageViewBatchSchema.parse({ xsrf: 'abc', views: [view] })).toEqual({ xsrf: 'abc', views: [view] });
    const errors = (body: unknown) => {
      const result = pageViewBatchSchema.safeParse(body);
      return result.success ? {} : zodIssuesToFieldErrors(result.error.issues);
    };
    expect(errors({ views: [view], user: 'ana' })).toEqual({ general: [MESSAGES.pageViewBatchInvalid] });
    expect(errors({ views: [{ ...view, title: 'Entrar' }] })).toEqual({ views: [MESSAGES.pageViewInvalid] });
    expect(errors({ views: ['/login'] })).toEqual({ views: [MESSAGES.pageViewInvalid] });
    expect(errors('views')).toEqual({ general: [MESSAGES.pageViewBatchInvalid] });
  });

  it('holds 1 to 50 views', () => {
    const errors = (views: unknown) => {
      const result = pageViewBatchSchema.safeParse({ views });
      return result.success ? {} : zodIssuesToFieldErrors(result.error.issues);
    };
    expect(errors(Array.from({ length: PAGE_VIEW_BATCH_MAX }, () => view))).toEqual({});
    expect(errors(Array.from({ length: PAGE_VIEW_BATCH_MAX + 1 }, () => view))).toEqual({ views: [MESSAGES.pageViewBatchTooLarge] });
    expect(errors([])).toEqual({ views: [MESSAGES.pageViewBatchEmpty] });
    expect(errors(undefined)).toEqual({ views: [MESSAGES.pageViewBatchEmpty] });
  });
});

describe('report period', () => {
  it('is the last 30 days up to today (Brasília) by default', () => {
    expect(pageViewQuerySchema.parse({})).toEqual({ from: dateDaysAhead(-29), to: dateDaysAhead(0), limit: PAGE_VIEW_PAGE_SIZE, offset: 0 });
  });

  it('fills the missing end 30 days from the other', () => {
    expect(pageViewQuerySchema.parse({ from: '2026-02-01' })).toEqual({ from: '2026-02-01', to: '2026-03-02', limit: PAGE_VIEW_PAGE_SIZE, offset: 0 });
    expect(pageViewQuerySchema.parse({ to: '2026-03-02' })).toEqual({ from: '2026-02-01', to: '2026-03-02', limit: PAGE_VIEW_PAGE_SIZE, offset: 0 });
  });

  it('takes up to 366 days, never backwards', () => {
    expect(pageViewQuerySchema.parse({ from: '2024-01-01', to: '2024-12-31' })).toEqual({ from: '2024-01-01', to: '2024-12-31', limit: PAGE_VIEW_PAGE_SIZE, offset: 0 });
    const errors = (query: object) => {
      const result = pageViewQuerySchema.safeParse(query);
      return result.success ? {} : zodIssuesToFieldErrors(result.error.issues);
    };
    expect(errors({ from: '2024-01-01', to: '2025-01-01' })).toEqual({ to: [MESSAGES.pageViewRangeTooLong] });
    expect(errors({ from: '2026-03-02', to: '2026-03-01' })).toEqual({ to: [MESSAGES.periodOrder] });
    expect(errors({ from: '2026-02-29' })).toEqual({ from: [MESSAGES.pageViewDateInvalid] });
    expect(errors({ to: '02/03/2026' })).toEqual({ to: [MESSAGES.pageViewDateInvalid] });
  });

  it('pages the routes: limit 1 to 100 (50 by default) from an offset 0 to 1 000 000, whole numbers only', () => {
    const page = (query: object) => {
      const result = pageViewQuerySchema.safeParse({ from: '2026-03-01', to: '2026-03-31', ...query });
      return result.success ? { limit: result.data.limit, offset: result.data.offset } : zodIssuesToFieldErrors(result.error.issues);
    };
    expect(page({ limit: '1', offset: '0' })).toEqual({ limit: 1, offset: 0 });
    expect(page({ limit: String(PAGE_VIEW_PAGE_MAX), offset: String(PAGE_VIEW_MAX_OFFSET) })).toEqual({ limit: PAGE_VIEW_PAGE_MAX, offset: PAGE_VIEW_MAX_OFFSET });
    for (const limit of ['0', String(PAGE_VIEW_PAGE_MAX + 1), '-1', '1.5', '1e2', 'dez', '', ['10', '20']]) {
      expect(page({ limit })).toEqual({ limit: [MESSAGES.pageViewLimitInvalid] });
    }
    for (const offset of ['-1', String(PAGE_VIEW_MAX_OFFSET + 1), '2.5', 'x']) {
      expect(page({ offset })).toEqual({ offset: [MESSAGES.pageViewOffsetInvalid] });
    }
  });

  it('lists every day of a period, across months and leap days', () => {
    expect(daysBetween('2024-02-27', '2024-03-01')).toEqual(['2024-02-27', '2024-02-28', '2024-02-29', '2024-03-01']);
    expect(daysBetween('2026-03-01', '2026-03-01')).toEqual(['2026-03-01']);
  });
});

describe('page views of the product only (issue 24)', () => {
  const batch = (route: string, remote: string, referrer: string | null = null) => pageViewBatchSchema.safeParse({ views: [{ route, referrer, remote }] });

  it('accepts the patterns the route table gives to the view\'s remote', () => {
    expect(batch('/empresa/:companyId/mcp/:mcpId', 'mfe_matrices', '/empresas').success).toBe(true);
    expect(batch('/login', 'mfe_accounts').success).toBe(true);
    expect(batch('/planos/:companyId', 'mfe_plans', '/').success).toBe(true);
  });

  it('refuses a pattern no page has, one of another remote, and a made-up referrer', () => {
    for (const [route, remote, referrer] of [
      ['/compre-remedio-barato-aqui', 'mfe_accounts', null],
      ['/login', 'mfe_matrices', null],
      ['/login', 'mfe_accounts', '/compre-remedio-barato-aqui'],
    ] as const) {
      const result = batch(route, remote, referrer);
      expect(result.success).toBe(false);
      expect(result.error!.issues[0].message).toBe(MESSAGES.pageViewRouteInvalid);
    }
  });
});
