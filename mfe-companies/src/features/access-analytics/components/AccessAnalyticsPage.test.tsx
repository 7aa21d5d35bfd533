import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { getInstanceByDom } from 'echarts/core';
import { describe, expect, it } from 'vitest';
import { dateDaysAhead, MESSAGES, PAGE_VIEW_PAGE_SIZE, type PageViewReport } from 'contracts';
import { errorResponse, okResponse, useChartLayout, useFakeNetwork } from 'contracts/testing';
import { renderCompanies } from '../../../test/render';

const SYSADMIN = { id: 9, first_name: 'Sílvia', email: 'silvia@example.com', isSysAdmin: true };

const REPORT: PageViewReport = {
  from: '2026-03-01',
  to: '2026-03-03',
  total: 10,
  lines: [
    { route: '/empresa/:companyId/mcp/:mcpId/grafico', views: [4, 0, 2] },
    { route: '/empresas', views: [0, 0, 3] },
    { route: '/login', views: [1, 0, 0] },
  ],
  others: null,
  routes: [
    { route: '/empresa/:companyId/mcp/:mcpId/grafico', remote: 'mfe_matrices', count: 6 },
    { route: '/empresas', remote: 'mfe_companies', count: 3 },
    { route: '/login', remote: 'mfe_accounts', count: 1 },
  ],
  routeCount: 3,
  limit: PAGE_VIEW_PAGE_SIZE,
  offset: 0,
  remotes: [
    { remote: 'mfe_matrices', count: 6 },
    { remote: 'mfe_companies', count: 3 },
    { remote: 'mfe_accounts', count: 1 },
  ],
};

type LineOption = { xAxis: { data: string[] }[]; series: { name: string; data: number[] }[] };

const rowsOf = (testId: string) =>
  within(screen.getByTestId(testId))
    .getAllByRole('row')
    .slice(1)
    .map((row) => Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent));

describe('access analytics page (system administrators)', () => {
  const network = useFakeNetwork();
  useChartLayout();

  it('is for system administrators only, and asks the server nothing for anyone else', async () => {
    renderCompanies('/administracao/acessos');
    expect((await screen.findByRole('alert')).textContent).toBe(MESSAGES.sysAdminOnly);
    expect(network.callsTo('GET /api/analytics/pageviews')).toHaveLength(0);
  });

  it('shows the last 30 days by default: the chart per route and day, the top routes and the views per remote', async () => {
    network.on('GET /api/analytics/pageviews', okResponse(REPORT));
    renderCompanies('/administracao/acessos', { currentUser: SYSADMIN });

    expect((await screen.findByTestId('access-analytics-total')).textContent).toBe('10 visualizações de páginas no período.');
    const [call] = network.callsTo('GET /api/analytics/pageviews');
    expect(['from', 'to', 'limit', 'offset'].map((name) => call!.query.get(name))).toEqual([dateDaysAhead(-29), dateDaysAhead(0), String(PAGE_VIEW_PAGE_SIZE), '0']);
    expect((screen.getByLabelText('De') as HTMLInputElement).value).toBe(dateDaysAhead(-29));

    expect(rowsOf('top-routes')).toEqual([
      ['/empresa/:companyId/mcp/:mcpId/grafico', 'Análises', '6'],
      ['/empresas', 'Empresas e administração', '3'],
      ['/login', 'Contas', '1'],
    ]);
    expect(rowsOf('views-by-remote')).toEqual([
      ['Análises', '6', '60,0 %'],
      ['Empresas e administração', '3', '30,0 %'],
      ['Contas', '1', '10,0 %'],
    ]);

    const figure = await screen.findByTestId('page-views-chart');
    let option: LineOption | undefined;
    await waitFor(() => {
      option = getInstanceByDom(figure.firstElementChild as HTMLElement)?.getOption() as LineOption | undefined;
      expect(option?.series).toHaveLength(3);
    });
    // Every day of the period on the axis, a day without views at 0.
    expect(option!.xAxis[0]!.data).toEqual(['01/03', '02/03', '03/03']);
    expect(option!.series.map((line) => [line.name, line.data])).toEqual([
      ['/empresa/:companyId/mcp/:mcpId/grafico', [4, 0, 2]],
      ['/empresas', [0, 0, 3]],
      ['/login', [1, 0, 0]],
    ]);
    // A single page of routes: nothing to page through.
    expect(screen.queryByRole('navigation', { name: 'Páginas das rotas' })).toBeNull();
  });

  it('shows the routes a page at a time: the next and the previous page, back to the first for a new period', async () => {
    // 120 routes on the server, route i viewed 200 - i times.
    const route = (i: number) => ({ route: `/rota-${'x'.repeat(i)}`, remote: 'mfe_accounts' as const, count: 200 - i });
    network.on('GET /api/analytics/pageviews', (request) => {
      const offset = Number(request.query.get('offset'));
      const limit = Number(request.query.get('limit'));
      const routes = Array.from({ length: Math.max(0, Math.min(limit, 120 - offset)) }, (_, i) => route(offset + i));
      return okResponse({ ...REPORT, from: request.query.get('from')!, routes, routeCount: 120, limit, offset });
    });
    renderCompanies('/administracao/acessos', { currentUser: SYSADMIN });
    const pages = await screen.findByRole('navigation', { name: 'Páginas das rotas' });
    const button = (name: string) => within(pages).getByRole('button', { name }) as HTMLButtonElement;
    const shown = () => [screen.getByTestId('top-routes-range').textContent, rowsOf('top-routes').length, rowsOf('top-routes')[0]![2]];

    expect(shown()).toEqual(['Rotas 1–50 de 120', 50, '200']);
    expect(button('Anterior').disabled).toBe(true);
    fireEvent.click(button('Próxima'));
    await waitFor(() => expect(shown()).toEqual(['Rotas 51–100 de 120', 50, '150']));
    fireEvent.click(button('Próxima'));
    await waitFor(() => expect(shown()).toEqual(['Rotas 101–120 de 120', 20, '100']));
    expect(button('Próxima').disabled).toBe(true);
    fireEvent.click(button('Anterior'));
    await waitFor(() => expect(shown()).toEqual(['Rotas 51–100 de 120', 50, '150']));
    // A page seen before comes from the cache.
    expect(network.callsTo('GET /api/analytics/pageviews').map((call) => call.query.get('offset'))).toEqual(['0', '50', '100']);

    fireEvent.change(screen.getByLabelText('De'), { target: { value: '2026-03-01' } });
    await waitFor(() => expect(shown()).toEqual(['Rotas 1–50 de 120', 50, '200']));
    expect(network.callsTo('GET /api/analytics/pageviews').at(-1)!.query.get('offset')).toBe('0');
  });

  it('asks for the period chosen and shows the server’s refusal under its field', async () => {
    network.on('GET /api/analytics/pageviews', (request) =>
      request.query.get('from') === '2026-04-10' ? errorResponse({ to: [MESSAGES.periodOrder] }) : okResponse({ ...REPORT, total: 0, lines: [], routes: [], routeCount: 0, remotes: [] }),
    );
    renderCompanies('/administracao/acessos', { currentUser: SYSADMIN });
    expect((await screen.findByTestId('access-analytics-empty')).textContent).toContain('Nenhuma visualização de página registrada no período.');

    fireEvent.change(screen.getByLabelText('De'), { target: { value: '2026-04-10' } });
    expect(await screen.findByText(MESSAGES.periodOrder)).toBeTruthy();
    expect(network.callsTo('GET /api/analytics/pageviews').at(-1)!.query.get('from')).toBe('2026-04-10');
    expect(screen.queryByTestId('access-analytics-empty')).toBeNull();
  });

  it('is linked from the administration page for system administrators only', async () => {
    network.on('GET /api/general/get_companies_admin', okResponse([])).on('GET /api/analytics/pageviews', okResponse(REPORT));
    const admin = renderCompanies('/administracao', { currentUser: SYSADMIN });
    fireEvent.click(await screen.findByRole('link', { name: 'Acessos ao sistema' }));
    expect(await screen.findByTestId('access-analytics-total')).toBeTruthy();
    admin.unmount();

    renderCompanies('/administracao');
    await screen.findByTestId('administration-no-companies');
    expect(screen.queryByRole('link', { name: 'Acessos ao sistema' })).toBeNull();
  });
});
