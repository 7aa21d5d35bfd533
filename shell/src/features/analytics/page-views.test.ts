import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, type RouteObject } from 'react-router-dom';
import { isRoutePattern, PAGE_VIEW_BATCH_MAX, PAGE_VIEW_PATH, type PageView, type RemoteName, ROUTE_TABLE, remoteForPath } from 'contracts';
import { createAppRouter } from '../../app/router';
import { createPageViewQueue, routePatternOf, sendBeacon, trackPageViews } from './page-views';

const page = { element: null };

// Route objects shaped as the remotes' are (nested editors, index routes, optional ids).
const remoteRoutes: Record<RemoteName, RouteObject[]> = {
  mfe_matrices: [
    { index: true, ...page },
    { path: 'empresa/:companyId', ...page },
    { path: 'empresa/:companyId/mcp', ...page },
    {
      path: 'empresa/:companyId/mcp/:mcpId',
      ...page,
      children: [{ index: true, ...page }, { path: 'grafico', ...page }, { path: 'dados', ...page }],
    },
    { path: 'uilab', ...page, children: [{ index: true, ...page }, { path: 'botoes', ...page }] },
  ],
  mfe_accounts: [
    { path: 'login', ...page },
    { path: 'redefinirSenha/:idencoded/:token', ...page },
  ],
  mfe_companies: [
    { path: 'empresas', ...page },
    { path: 'administracao/acessos', ...page },
    { path: 'administracao/:companyId?', ...page },
  ],
  mfe_plans: [{ path: 'planos/:companyId?', ...page }],
};

/** The shell's real router (route discovery included), in memory, without rendering. */
function appRouter(path: string) {
  return createAppRouter(
    async (remote) => remoteRoutes[remote],
    (routes, options) => createMemoryRouter(routes, { ...options, initialEntries: [path] }),
  );
}

async function go(router: ReturnType<typeof appRouter>, path: string) {
  await router.navigate(path);
  await vi.waitFor(() => expect(router.state.navigation.state).toBe('idle'));
}

const patternAt = async (path: string) => {
  const router = appRouter('/login');
  await go(router, path);
  return routePatternOf(router.state.matches);
};

describe('route patterns', () => {
  it.each([
    ['/', '/'],
    ['/empresa/12', '/empresa/:companyId'],
    ['/empresa/12/mcp/7/grafico', '/empresa/:companyId/mcp/:mcpId/grafico'],
    ['/empresa/12/mcp/7', '/empresa/:companyId/mcp/:mcpId'],
    ['/uilab/botoes', '/uilab/botoes'],
    ['/redefinirSenha/MTI/abc-def-123', '/redefinirSenha/:idencoded/:token'],
    ['/administracao', '/administracao'],
    ['/administracao/3', '/administracao/:companyId'],
    ['/administracao/acessos', '/administracao/acessos'],
    ['/planos/5?plano=anual#topo', '/planos/:companyId'],
  ])('%s is counted as %s', async (path, pattern) => {
    expect(await patternAt(path)).toBe(pattern);
    expect(isRoutePattern(pattern), 'the server accepts it').toBe(true);
  });

  it('does not count the 404 page (only the URL would say which page it was)', async () => {
    expect(await patternAt('/nao-existe/42')).toBeNull();
  });

  it('every prefix of the route table is a pattern the server accepts', () => {
    const prefixes = Object.values(ROUTE_TABLE).flatMap((patterns) => patterns.map((pattern) => pattern.replace(/\/\*$/, '') || '/'));
    expect(prefixes.filter((prefix) => !isRoutePattern(prefix))).toEqual([]);
  });
});

describe('page-view tracking', () => {
  let sent: PageView[][];
  const queue = () => createPageViewQueue((views) => sent.push(views));
  const hide = () => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
  };
  let stop: () => void = () => undefined;

  beforeEach(() => {
    sent = [];
  });
  afterEach(() => {
    stop();
    Object.defineProperty(navigator, 'doNotTrack', { value: null, configurable: true });
    Object.defineProperty(navigator, 'globalPrivacyControl', { value: undefined, configurable: true });
  });

  it('queues each new page with the previous one as its referrer and sends the batch when the page is hidden', async () => {
    const router = appRouter('/login');
    stop = trackPageViews(router, remoteForPath, queue());
    await vi.waitFor(() => expect(router.state.initialized).toBe(true));
    await go(router, '/empresa/12');
    await go(router, '/empresa/12/mcp/7/grafico');
    await go(router, '/empresa/12/mcp/7/grafico?periodo=2'); // same page, another query
    await go(router, '/nao-existe');
    await go(router, '/empresas');
    expect(sent).toEqual([]);

    hide();
    expect(sent).toEqual([
      [
        { route: '/login', referrer: null, remote: 'mfe_accounts' },
        { route: '/empresa/:companyId', referrer: '/login', remote: 'mfe_matrices' },
        { route: '/empresa/:companyId/mcp/:mcpId/grafico', referrer: '/empresa/:companyId', remote: 'mfe_matrices' },
        // After the 404 page, the next page has no known referrer.
        { route: '/empresas', referrer: null, remote: 'mfe_companies' },
      ],
    ]);
    expect(JSON.stringify(sent)).not.toMatch(/\d/);

    // Nothing new: nothing sent; the next pages go in the next batch (pagehide also sends).
    hide();
    await go(router, '/uilab/botoes');
    window.dispatchEvent(new Event('pagehide'));
    expect(sent).toHaveLength(2);
    expect(sent[1]).toEqual([{ route: '/uilab/botoes', referrer: '/empresas', remote: 'mfe_matrices' }]);
  });

  it('sends a full batch at once', () => {
    const views = queue();
    for (let i = 0; i < PAGE_VIEW_BATCH_MAX + 1; i++) views.view('/login', 'mfe_accounts');
    expect(sent.map((batch) => batch.length)).toEqual([PAGE_VIEW_BATCH_MAX]);
    views.flush();
    expect(sent.map((batch) => batch.length)).toEqual([PAGE_VIEW_BATCH_MAX, 1]);
  });

  it.each([
    ['Do Not Track', 'doNotTrack', '1'],
    ['Global Privacy Control', 'globalPrivacyControl', true],
  ])('sends nothing under %s', async (_name, property, value) => {
    Object.defineProperty(navigator, property, { value, configurable: true });
    const router = appRouter('/login');
    stop = trackPageViews(router, remoteForPath, queue());
    await go(router, '/empresas');
    hide();
    window.dispatchEvent(new Event('pagehide'));
    expect(sent).toEqual([]);
  });

  it('beacons the batch as JSON with the XSRF cookie’s token in the body', async () => {
    const beacon = vi.fn((_url: string, _body: Blob) => true);
    Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
    document.cookie = 'XSRF-TOKEN=token-do-cookie';
    sendBeacon([{ route: '/login', referrer: null, remote: 'mfe_accounts' }]);
    expect(beacon).toHaveBeenCalledTimes(1);
    const [url, blob] = beacon.mock.calls[0]!;
    expect(url).toBe(PAGE_VIEW_PATH);
    expect(blob.type).toBe('application/json');
    // jsdom's Blob has no text(): its FileReader reads it.
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as string);
      reader.readAsText(blob);
    });
    expect(JSON.parse(text)).toEqual({ xsrf: 'token-do-cookie', views: [{ route: '/login', referrer: null, remote: 'mfe_accounts' }] });
  });
});
