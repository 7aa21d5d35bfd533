import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CompanyMode, type Product, type Purchase } from 'contracts';
import { currentPath, errorResponse, okResponse, renderTestHost, testCompany as company, useFakeNetwork, withPageCodeHeld } from 'contracts/testing';
import routes from '../../../routes';
import { renderPlans, SYSADMIN } from '../../../test/render';
import { externalNavigation } from '../hooks/external-navigation';
import { PROCESSING_POLL_MS } from './PurchasesTable';

const TRIAL = company(1, 'Acme Ltda', 1, { company_mode: CompanyMode.Demo, company_lock_date: '2030-01-15T02:59:59.000Z' });
const FULL = company(2, 'Beta Consultoria', 3, { company_mode: CompanyMode.Full, company_lock_date: '2031-06-30T02:59:59.000Z' });
const BLOCKED = company(3, 'Gama SA', 2, { company_mode: CompanyMode.Blocked, company_lock_date: '2020-01-01T02:59:59.000Z' });

const PRODUCTS: Product[] = [
  { id: 1, name: 'Mensal', cost: '49.90', months: 1, description: 'Um mês de acesso.', incentivar: false, ordem: 1 },
  { id: 2, name: 'Semestral', cost: '44.90', months: 6, description: 'Seis meses.', incentivar: false, ordem: 2 },
  { id: 3, name: 'Anual', cost: '39.90', months: 12, description: 'Um ano.', incentivar: true, ordem: 3 },
];

const purchase = (id: number, over: Partial<Purchase> = {}): Purchase => ({
  id,
  date: '2026-11-23T14:05:00.000Z',
  produto_name: 'Anual',
  produto_cost: '39.90',
  months: 12,
  amount: '478.80',
  status: 'Aprovado',
  status_code: 'approved',
  ...over,
});

describe('plans page', () => {
  const network = useFakeNetwork();
  afterEach(() => {
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  const answer = ({ companies = [TRIAL, FULL, BLOCKED], products = PRODUCTS, purchases = [] as Purchase[], sandbox = false, activeCompanyId = null as number | null } = {}) => {
    network.on('GET /api/general/get_companies_admin', okResponse(companies));
    network.on('GET /api/general/get_my_companies', okResponse({ companies, canCreateCompany: true, activeCompanyId }));
    network.on('POST /api/general/get_company_basic_info', (request) =>
      okResponse(companies.find((item) => item.id === (request.body as { id: number }).id)),
    );
    network.on('GET /api/payment/products', okResponse(products));
    network.on('GET /api/payment/compras/*', okResponse(purchases));
    network.on('GET /api/payment/config', okResponse({ provider: sandbox ? 'sandbox' : 'mercadopago', sandbox }));
  };

  it('says "Ambiente de teste" when the installation takes payments through the sandbox, and nothing otherwise', async () => {
    answer({ sandbox: true });
    const { unmount } = renderPlans('/planos/1');
    expect((await screen.findByTestId('sandbox-notice')).textContent).toBe('Ambiente de teste: os pagamentos são simulados, nenhuma cobrança é real.');
    unmount();
    answer({ sandbox: false });
    renderPlans('/planos/1');
    await screen.findAllByTestId('product-card');
    expect(screen.queryByTestId('sandbox-notice')).toBeNull();
  });

  it('shows the title with a spinner while loading, then opens the first company', async () => {
    answer();
    // The products wait for the test, so the loading state can't be gone before it is looked at.
    const products = network.hold('GET /api/payment/products');
    renderPlans('/planos');
    expect((await screen.findByTestId('plans-page')).textContent).toBe('Planos');
    expect(screen.getByTestId('spinner')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('carregando planos...');
    await products.answer(okResponse(PRODUCTS));
    await waitFor(() => expect(currentPath()).toBe('/planos/1'));
    await screen.findAllByTestId('product-card');
    // The purchases may still be on their way when the cards show: the spinner goes once all is in.
    await waitFor(() => expect(screen.queryByTestId('spinner')).toBeNull());
  });

  it('shows the plans by ordem: monthly cost, total for the months, description, "Assinar"; the incentivized one highlighted', async () => {
    answer();
    renderPlans('/planos/1');
    const cards = await screen.findAllByTestId('product-card');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(['Mensal', 'Semestral', 'Anual']);
    const [mensal, semestral, anual] = cards;
    expect(mensal.textContent).toContain('R$\u00a049,90/mês');
    expect(mensal.textContent).toContain('Total em 1 mês: R$\u00a049,90');
    expect(semestral.textContent).toContain('Total em 6 meses: R$\u00a0269,40');
    expect(anual.textContent).toContain('Total em 12 meses: R$\u00a0478,80');
    expect(anual.textContent).toContain('Um ano.');
    expect(anual.dataset.highlighted).toBe('true');
    expect(within(anual).getByText('Recomendado')).toBeTruthy();
    expect(mensal.dataset.highlighted).toBe('false');
    expect(within(mensal).queryByText('Recomendado')).toBeNull();
    for (const card of cards) expect((within(card).getByRole('button', { name: 'Assinar' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it.each([
    [TRIAL, 'warning', 'Acesso experimental liberado ·', 'Experimente até: 14/01/2030'],
    [FULL, 'normal', 'Acesso liberado ·', 'Liberado até: 29/06/2031'],
    [BLOCKED, 'danger', null, 'Acesso bloqueado'],
  ])('colours the selector bar and names the access by mode ($fantasy_name)', async (shown, level, access, status) => {
    answer();
    renderPlans(`/planos/${shown.id}`);
    await waitFor(() => expect(screen.getByTestId('company-status-text').textContent).toBe(status));
    expect(screen.getByTestId('company-status-bar').dataset.level).toBe(level);
    expect(screen.queryByTestId('company-access-text')?.textContent ?? null).toBe(access);
    expect((screen.getByRole('combobox', { name: 'Empresa / Consultoria:' }) as HTMLSelectElement).value).toBe(String(shown.id));
  });

  it('switches company from the selector', async () => {
    answer();
    renderPlans('/planos/1');
    const select = await screen.findByRole('combobox', { name: 'Empresa / Consultoria:' });
    expect(within(select).getAllByRole('option').map((option) => option.textContent)).toEqual(['Acme Ltda', 'Beta Consultoria', 'Gama SA']);
    await userEvent.selectOptions(select, 'Gama SA');
    await waitFor(() => expect(currentPath()).toBe('/planos/3'));
    await waitFor(() => expect(network.callsTo('GET /api/payment/compras/3')).toHaveLength(1));
  });

  it('"Assinar" asks for the checkout and sends the browser to its URL', async () => {
    answer();
    const go = vi.spyOn(externalNavigation, 'go').mockImplementation(() => undefined);
    network.on('GET /api/payment/1/buy/3', okResponse({ url: 'https://pagamento.example/checkout/abc' }));
    renderPlans('/planos/1');
    const anual = (await screen.findAllByTestId('product-card'))[2];
    await userEvent.click(within(anual).getByRole('button', { name: 'Assinar' }));
    await waitFor(() => expect(go).toHaveBeenCalledWith('https://pagamento.example/checkout/abc'));
    expect(network.callsTo('GET /api/payment/1/buy/3')).toHaveLength(1);
    // The page is leaving: the button stays busy.
    expect(within(anual).getByRole('button', { name: 'Assinar' }).getAttribute('aria-busy')).toBe('true');
  });

  it('shows a refused purchase in the alert and stays', async () => {
    answer();
    const go = vi.spyOn(externalNavigation, 'go').mockImplementation(() => undefined);
    network.on('GET /api/payment/1/buy/1', errorResponse({ general: ['Não foi possível falar com o provedor de pagamento agora. Tente novamente em instantes.'] }, 502));
    renderPlans('/planos/1');
    await userEvent.click(within((await screen.findAllByTestId('product-card'))[0]).getByRole('button', { name: 'Assinar' }));
    expect((await screen.findByTestId('subscribe-error')).textContent).toBe(
      'Não foi possível falar com o provedor de pagamento agora. Tente novamente em instantes.',
    );
    expect(go).not.toHaveBeenCalled();
  });

  it('lets a consultant see the plans but not buy them', async () => {
    answer();
    renderPlans('/planos/2');
    const cards = await screen.findAllByTestId('product-card');
    for (const card of cards) expect((within(card).getByRole('button', { name: 'Assinar' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('Apenas o proprietário ou um administrador da empresa pode assinar um plano.')).toBeTruthy();
  });

  it('says when there are no plans yet, with the support e-mail', async () => {
    answer({ products: [] });
    renderPlans('/planos/1');
    const empty = await screen.findByTestId('no-products');
    expect(empty.textContent).toContain('Não existem planos disponíveis ainda.');
    expect(empty.textContent).toContain('suporte@estrategia.app.br');
    expect(screen.queryByTestId('product-card')).toBeNull();
  });

  it('without an id opens the current company (the header\'s), not the first of the list', async () => {
    answer();
    renderPlans('/planos', { currentCompany: FULL });
    await waitFor(() => expect(currentPath()).toBe('/planos/2'));
    expect(await screen.findAllByTestId('product-card')).toHaveLength(3);
  });

  it('a click away made before the companies arrive is not undone by the redirect to the current one', async () => {
    answer({ companies: [{ ...TRIAL, isSysAdmin: true, role: null, isOwner: false }] });
    const companies = network.hold('GET /api/general/get_companies_admin');
    const slow = withPageCodeHeld(routes, 'planos/produtos');
    render(renderTestHost(slow.routes, '/planos', { currentUser: SYSADMIN, currentCompany: TRIAL }).element);
    await userEvent.click(await screen.findByRole('link', { name: 'Gerenciar planos' }));
    await companies.answer(okResponse([{ ...TRIAL, isSysAdmin: true, role: null, isOwner: false }]));
    slow.arrive();
    await waitFor(() => expect(currentPath()).toBe('/planos/produtos'));
    expect(await screen.findByRole('heading', { name: 'Produtos' })).toBeTruthy();
  });

  it('opened before the shell has a current company, opens the one the server keeps as active', async () => {
    answer({ activeCompanyId: 2 });
    renderPlans('/planos');
    await waitFor(() => expect(currentPath()).toBe('/planos/2'));
    expect(await screen.findAllByTestId('product-card')).toHaveLength(3);
  });

  it('says when the user has no company, with a link to /empresas', async () => {
    answer({ companies: [] });
    renderPlans('/planos');
    const none = await screen.findByTestId('plans-no-companies');
    expect(none.textContent).toContain('Nenhuma empresa disponível para listagem.');
    expect(within(none).getByRole('link').getAttribute('href')).toBe('/empresas');
    expect(currentPath()).toBe('/planos');
  });

  it('shows a general error in an alert', async () => {
    answer();
    network.on('GET /api/payment/products', errorResponse({ general: ['O banco de dados está indisponível no momento. Tente novamente em instantes.'] }, 503));
    renderPlans('/planos/1');
    expect((await screen.findByTestId('general-error')).textContent).toBe('O banco de dados está indisponível no momento. Tente novamente em instantes.');
  });

  it('lists the purchases: short date and time, product, value, status; styled by status (a refused one never as an approved one)', async () => {
    answer({
      purchases: [
        purchase(2, { date: '2026-11-23T15:30:00.000Z', produto_name: 'Mensal', amount: '49.90', status: null, status_code: null }),
        purchase(1, { status: 'Recusado', status_code: 'rejected' }),
        purchase(3, { status: 'Cancelado', status_code: 'cancelled' }),
        purchase(4),
        purchase(5, { status: 'Expirado', status_code: 'expired' }),
      ],
    });
    renderPlans('/planos/1');
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Data/Hora', 'Produto', 'Valor', 'Situação']);
    const [processing, refused, cancelled, approved, expired] = screen.getAllByTestId('purchase-row');
    expect(within(processing).getAllByRole('cell').map((td) => td.textContent)).toEqual(['23/11/2026 12:30', 'Mensal', 'R$\u00a049,90', 'Processando']);
    expect(processing.dataset.status).toBe('processing');
    expect(within(refused).getAllByRole('cell').map((td) => td.textContent)).toEqual(['23/11/2026 11:05', 'Anual', 'R$\u00a0478,80', 'Recusado']);
    expect([refused.dataset.status, cancelled.dataset.status, approved.dataset.status]).toEqual(['rejected', 'cancelled', 'approved']);
    expect(refused.className).toBe(cancelled.className);
    expect(new Set([processing.className, refused.className, approved.className]).size).toBe(3);
    // An abandoned checkout says so instead of "Processando" for ever, and is not asked about again.
    expect(within(expired).getAllByRole('cell').at(-1)!.textContent).toBe('Expirado');
    expect(expired.dataset.status).toBe('expired');
    expect(expired.className).not.toBe(processing.className);
  });

  it('asks again while a purchase is "Processando", until the provider\'s word arrives', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let purchases = [purchase(1, { status: null, status_code: null })];
    answer();
    network.on('GET /api/payment/compras/1', () => okResponse(purchases));
    renderPlans('/planos/1');
    await screen.findByText('Processando');
    purchases = [purchase(1)];
    await act(async () => {
      await vi.advanceTimersByTimeAsync(PROCESSING_POLL_MS);
    });
    await screen.findByText('Aprovado');
    const calls = network.callsTo('GET /api/payment/compras/1').length;
    await act(async () => {
      await vi.advanceTimersByTimeAsync(PROCESSING_POLL_MS * 2);
    });
    expect(network.callsTo('GET /api/payment/compras/1')).toHaveLength(calls);
  });

  it('says when the company has no purchase, and offers a system administrator the products page', async () => {
    answer({ companies: [{ ...TRIAL, isSysAdmin: true, role: null, isOwner: false }] });
    renderPlans('/planos/1', { currentUser: SYSADMIN });
    expect((await screen.findByTestId('no-purchases')).textContent).toBe('Nenhuma compra desta empresa ainda.');
    expect(screen.getByRole('link', { name: 'Gerenciar planos' }).getAttribute('href')).toBe('/planos/produtos');
  });
});
