import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useEffect } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { CompanyMode, type Company, type RemoteName } from 'contracts';
import { baseApi, useAppDispatch, useHost } from 'contracts/client';
import { errorResponse, okResponse, testCompany, useFakeNetwork } from 'contracts/testing';
import { renderApp } from '../../test/render-app';
import { signedInAs } from '../../test/session';

const company = (id: number, fantasyName: string, overrides: Partial<Company> = {}): Company => testCompany(id, fantasyName, 1, overrides);

/** What a remote sees of the host: the current company and whether a status bar is offered. */
function HostProbe({ page }: { page: string }) {
  const host = useHost();
  const dispatch = useAppDispatch();
  return (
    <section>
      {/* What a remote's mutation of company 5 does to the shared cache (an update, an unlink). */}
      <button type="button" onClick={() => dispatch(baseApi.util.invalidateTags([{ type: 'Company', id: 5 }]))}>
        alterar empresa 5
      </button>
      <h1>{page}</h1>
      <p data-testid="probe-company">{host.currentCompany?.fantasy_name ?? 'nenhuma'}</p>
      <p data-testid="probe-status-bar">{host.CompanyStatusBar ? 'sim' : 'não'}</p>
    </section>
  );
}

/** A matrix page that names its analysis in the header, as the analysis pages do. */
function AnalysisProbe() {
  const { setHeaderTitle } = useHost();
  useEffect(() => setHeaderTitle({ title: 'Crescimento Participação', analysisName: 'Análise Alfa' }), [setHeaderTitle]);
  return <h1>Análise</h1>;
}

const loadRoutes = async (remote: RemoteName) => {
  switch (remote) {
    case 'mfe_matrices':
      return [
        { index: true, element: <HostProbe page="Visão geral" /> },
        { path: 'empresa/:companyId', element: <HostProbe page="Empresa" /> },
        { path: 'empresa/:companyId/mcp/:analysisId', element: <AnalysisProbe /> },
      ];
    case 'mfe_companies':
      return [
        { path: 'empresas', element: <HostProbe page="Empresas" /> },
        { path: 'selecionarEmpresa', element: <HostProbe page="Selecione" /> },
        { path: 'administracao/:companyId?', element: <HostProbe page="Administração" /> },
        { path: 'atualizarEmpresa/:companyId', element: <HostProbe page="Atualizar Empresa" /> },
      ];
    case 'mfe_plans':
      return [{ path: 'planos/:companyId?', element: <HostProbe page="Planos" /> }];
    case 'mfe_accounts':
      return [{ path: 'login', element: <HostProbe page="Login" /> }];
    default:
      return [];
  }
};

const ACME = company(5, 'Acme Ltda');

const network = useFakeNetwork();
beforeEach(() => signedInAs(network));

const answerBasicInfo = (...companies: Company[]) =>
  network.on('POST /api/general/get_company_basic_info', (request) => {
    const found = companies.find((item) => item.id === (request.body as { id: number }).id);
    return found ? okResponse(found) : errorResponse({ general: ['Recurso não encontrado.'] }, 404);
  });

describe('company guard and header', () => {
  it('/empresa/{id} loads the company, makes it current and shows it in the header', async () => {
    answerBasicInfo(ACME);
    renderApp('/empresa/5', loadRoutes);
    expect(await screen.findByRole('heading', { name: 'Empresa' })).toBeTruthy();
    expect(screen.getByTestId('probe-company').textContent).toBe('Acme Ltda');
    expect(screen.getByTestId('probe-status-bar').textContent).toBe('sim');

    const link = screen.getByTestId('header-company');
    expect(link.textContent).toBe('Acme Ltda');
    expect(link.parentElement?.textContent).toBe(' - Acme Ltda');
    expect(link.getAttribute('href')).toBe('/empresas');
    expect(link.getAttribute('title')).toBe('Clique para ver as empresas disponíveis');
    expect(screen.getByTestId('header-logo').getAttribute('href')).toBe('/empresa/5');
    expect(screen.queryByTestId('header-trial-notice')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Configurações' }));
    const menu = screen.getByRole('menu', { name: 'Configurações' });
    expect(within(menu).getByRole('menuitem', { name: 'Administração' }).getAttribute('href')).toBe('/administracao/5');
  });

  it('success clears the analysis name of the header (a page that names its analysis keeps it)', async () => {
    answerBasicInfo(ACME, company(6, 'Beta'));
    const { router } = renderApp('/empresa/5/mcp/1', loadRoutes);
    expect(await screen.findByRole('heading', { name: 'Análise' })).toBeTruthy();
    const header = screen.getByRole('banner');
    await waitFor(() => expect(header.querySelector('i')?.textContent).toBe('Análise Alfa'));
    expect(header.textContent).toContain('Crescimento Participação');

    await act(() => router.navigate('/empresa/5'));
    expect(await screen.findByRole('heading', { name: 'Empresa' })).toBeTruthy();
    await waitFor(() => expect(header.querySelector('i')).toBeNull());
    expect(header.textContent).not.toContain('Análise Alfa');

    await act(() => router.navigate('/empresa/5/mcp/1'));
    await waitFor(() => expect(header.querySelector('i')?.textContent).toBe('Análise Alfa'));
    await act(() => router.navigate('/empresa/6'));
    expect(await screen.findByRole('heading', { name: 'Empresa' })).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('header-company').textContent).toBe('Beta'));
    expect(header.querySelector('i')).toBeNull();
  });

  it('an unknown company id, or one the user may not see, shows the not-found page at that address, not another company', async () => {
    answerBasicInfo(ACME);
    network.on('GET /api/general/get_my_companies', okResponse({ companies: [ACME], canCreateCompany: true, activeCompanyId: 5 }));
    const { router } = renderApp('/empresa/999', loadRoutes);
    const notFound = await screen.findByTestId('not-found-page');
    expect(within(notFound).getByRole('heading', { name: '404' })).toBeTruthy();
    expect(within(notFound).getByTestId('not-found-detail').textContent).toBe('Você não tem acesso a esta empresa (ou ela não existe mais).');
    expect(router.state.location.pathname).toBe('/empresa/999');
    // The user's only company is not opened in its place, nor named in the header.
    expect(screen.queryByRole('heading', { name: 'Empresa' })).toBeNull();
    // The header's user parts follow in a transition (useShownSession).
    expect((await screen.findByTestId('header-company')).textContent).toBe('Selecione a sua empresa');

    // Coming from a company's page, the header keeps that company but the page is still the 404.
    await act(() => router.navigate('/empresa/5'));
    expect(await screen.findByRole('heading', { name: 'Empresa' })).toBeTruthy();
    await act(() => router.navigate('/empresa/999'));
    expect(await screen.findByTestId('not-found-page')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Empresa' })).toBeNull();
    expect(screen.queryAllByTestId('notification')).toEqual([]);
  });

  it('a malformed company id shows the not-found page too', async () => {
    const { router } = renderApp('/empresa/abc', loadRoutes);
    expect(await screen.findByTestId('not-found-page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/empresa/abc');
  });

  it('a blocked company (mode 0) sends the user to /empresas', async () => {
    answerBasicInfo(company(6, 'Bloqueada', { company_mode: CompanyMode.Blocked, company_lock_date: '2020-01-01T00:00:00.000Z' }));
    const { router } = renderApp('/empresa/6', loadRoutes);
    expect(await screen.findByRole('heading', { name: 'Empresas' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/empresas');
    expect(screen.queryByRole('heading', { name: 'Empresa' })).toBeNull();    expect(screen.getByText('Esta empresa está bloqueada: renove um plano para voltar a usá-la.')).toBeTruthy();
  });

  it('a trial company shows the days left', async () => {
    const inTenDays = new Date(Date.now() + 10.5 * 24 * 60 * 60 * 1000).toISOString();
    answerBasicInfo(company(7, 'Teste', { company_mode: CompanyMode.Demo, company_lock_date: inTenDays }));
    renderApp('/empresa/7', loadRoutes);
    expect((await screen.findByTestId('header-trial-notice')).textContent).toBe('10 dias restantes');
  });

  it('without a company the header offers "Selecione a sua empresa"', async () => {
    network.on('GET /api/general/get_my_companies', okResponse({ companies: [ACME, company(6, 'Beta')], canCreateCompany: true, activeCompanyId: null }));
    renderApp('/empresas', loadRoutes);
    const link = await screen.findByTestId('header-company');
    expect(link.textContent).toBe('Selecione a sua empresa');
    expect(link.getAttribute('href')).toBe('/selecionarEmpresa');
    expect(screen.getByTestId('header-logo').getAttribute('href')).toBe('/');
  });

  it('logout clears the company', async () => {
    answerBasicInfo(ACME);
    network.on('GET /api/general/logout', okResponse(null));
    const { router } = renderApp('/empresa/5', loadRoutes);
    expect(await screen.findByRole('heading', { name: 'Empresa' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Configurações' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Sair' }));
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.getByTestId('probe-company').textContent).toBe('nenhuma');
  });
});

describe("the route's company", () => {
  const BETA = company(6, 'Beta');
  const headerCompany = () => screen.getByTestId('header-company').textContent;

  it.each([
    ['/administracao/6', 'Administração'],
    ['/atualizarEmpresa/6', 'Atualizar Empresa'],
    ['/empresa/6', 'Empresa'],
    // A plan is bought for the company the header names (issue 23).
    ['/planos/6', 'Planos'],
  ])('%s of another company the user may see makes it current (header, host)', async (path, page) => {
    answerBasicInfo(ACME, BETA);
    const { router } = renderApp('/empresa/5', loadRoutes);
    expect(await screen.findByRole('heading', { name: 'Empresa' })).toBeTruthy();
    expect(headerCompany()).toBe('Acme Ltda');

    await act(() => router.navigate(path));
    expect(await screen.findByRole('heading', { name: page })).toBeTruthy();
    await waitFor(() => expect(headerCompany()).toBe('Beta'));
    expect(screen.getByTestId('probe-company').textContent).toBe('Beta');
    expect(screen.getByTestId('header-logo').getAttribute('href')).toBe('/empresa/6');
    expect(router.state.location.pathname).toBe(path);
  });

  it('opened directly, the page of a company makes it current without asking for the list', async () => {
    answerBasicInfo(ACME, BETA);
    network.on('GET /api/general/get_my_companies', okResponse({ companies: [ACME, BETA], canCreateCompany: true, activeCompanyId: 5 }));
    renderApp('/administracao/6', loadRoutes);
    expect(await screen.findByRole('heading', { name: 'Administração' })).toBeTruthy();
    await waitFor(() => expect(headerCompany()).toBe('Beta'));
    expect(network.callsTo('GET /api/general/get_my_companies')).toHaveLength(0);
  });

  it('a company the user may not see keeps the current one and leaves the page to answer', async () => {
    answerBasicInfo(ACME);
    const { router } = renderApp('/empresa/5', loadRoutes);
    expect(await screen.findByRole('heading', { name: 'Empresa' })).toBeTruthy();

    await act(() => router.navigate('/administracao/99'));
    expect(await screen.findByRole('heading', { name: 'Administração' })).toBeTruthy();
    await waitFor(() => expect(network.callsTo('POST /api/general/get_company_basic_info').some((call) => (call.body as { id: number }).id === 99)).toBe(true));
    await waitFor(() => expect(screen.getByTestId('probe-company').textContent).toBe('Acme Ltda'));
    expect(headerCompany()).toBe('Acme Ltda');
    expect(router.state.location.pathname).toBe('/administracao/99');
  });

  it('opened directly, a company the user may not see leaves the automatic selection to choose', async () => {
    answerBasicInfo(ACME);
    network.on('GET /api/general/get_my_companies', okResponse({ companies: [ACME], canCreateCompany: false, activeCompanyId: null }));
    const { router } = renderApp('/atualizarEmpresa/99', loadRoutes);
    await waitFor(() => expect(headerCompany()).toBe('Acme Ltda'));
    expect(router.state.location.pathname).toBe('/atualizarEmpresa/99');
  });
});

describe('current company kept fresh', () => {
  it('a rename elsewhere shows in the header; losing access drops the company', async () => {
    let answer = okResponse(ACME);
    network.on('POST /api/general/get_company_basic_info', () => answer);
    network.on('GET /api/general/get_my_companies', okResponse({ companies: [], canCreateCompany: true }));
    renderApp('/empresa/5', loadRoutes);
    expect(await screen.findByRole('heading', { name: 'Empresa' })).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Acme Ltda' }));
    expect(await screen.findByRole('heading', { name: 'Empresas' })).toBeTruthy();

    answer = okResponse(company(5, 'Acme Brasil'));
    fireEvent.click(screen.getByRole('button', { name: 'alterar empresa 5' }));
    await waitFor(() => expect(screen.getByTestId('header-company').textContent).toBe('Acme Brasil'));

    answer = errorResponse({ general: ['Recurso não encontrado.'] }, 404);
    fireEvent.click(screen.getByRole('button', { name: 'alterar empresa 5' }));
    await waitFor(() => expect(screen.getByTestId('header-company').textContent).toBe('Selecione a sua empresa'));
    expect(screen.getByTestId('probe-company').textContent).toBe('nenhuma');
  });
});

describe('automatic selection', () => {
  it('one company: it becomes current and the overview opens its page', async () => {
    answerBasicInfo(ACME);
    network.on('GET /api/general/get_my_companies', okResponse({ companies: [ACME], canCreateCompany: false, activeCompanyId: null }));
    const { router } = renderApp('/', loadRoutes);
    expect(await screen.findByRole('heading', { name: 'Empresa' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/empresa/5');
    expect(screen.getByTestId('header-company').textContent).toBe('Acme Ltda');
  });

  it('one company on another page: it becomes current, the page stays', async () => {
    answerBasicInfo(ACME);
    network.on('GET /api/general/get_my_companies', okResponse({ companies: [ACME], canCreateCompany: false, activeCompanyId: null }));
    const { router } = renderApp('/administracao', loadRoutes);
    await waitFor(() => expect(screen.getByTestId('header-company').textContent).toBe('Acme Ltda'));
    expect(router.state.location.pathname).toBe('/administracao');
  });

  it('several companies: the overview leads to /selecionarEmpresa', async () => {
    network.on('GET /api/general/get_my_companies', okResponse({ companies: [ACME, company(6, 'Beta')], canCreateCompany: true, activeCompanyId: null }));
    const { router } = renderApp('/', loadRoutes);
    expect(await screen.findByRole('heading', { name: 'Selecione' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/selecionarEmpresa');
  });

  it('several companies with one active on the server: that one becomes current', async () => {
    answerBasicInfo(company(6, 'Beta'));
    network.on('GET /api/general/get_my_companies', okResponse({ companies: [ACME, company(6, 'Beta')], canCreateCompany: true, activeCompanyId: 6 }));
    const { router } = renderApp('/', loadRoutes);
    expect(await screen.findByRole('heading', { name: 'Empresa' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/empresa/6');
    expect(screen.getByTestId('header-company').textContent).toBe('Beta');
  });

  it('several companies: administration stays where it is', async () => {
    network.on('GET /api/general/get_my_companies', okResponse({ companies: [ACME, company(6, 'Beta')], canCreateCompany: true, activeCompanyId: null }));
    const { router } = renderApp('/administracao/6', loadRoutes);
    expect(await screen.findByRole('heading', { name: 'Administração' })).toBeTruthy();
    await waitFor(() => expect(network.callsTo('GET /api/general/get_my_companies')).toHaveLength(1));
    expect(router.state.location.pathname).toBe('/administracao/6');
  });
});
