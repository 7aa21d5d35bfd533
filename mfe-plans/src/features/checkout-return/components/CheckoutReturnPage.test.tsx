import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { currentPath, errorResponse, okResponse, testCompany, useFakeNetwork } from 'contracts/testing';
import { renderPlans } from '../../../test/render';

const CODE = 'AbC_-0123456789abcdefg';

describe('checkout return page', () => {
  const network = useFakeNetwork();

  it('says it is redirecting, asks for the checkout\'s company and opens its plans', async () => {
    const answerLookup = network.hold(`GET /api/payment/get_company_id_for_checkout_code/${CODE}`).answer;
    renderPlans(`/retorno/${CODE}`);
    expect((await screen.findByRole('status')).textContent).toBe('Redirecionando para página de planos...');
    await answerLookup(okResponse({ companyId: 7, purchaseId: 3 }));
    await waitFor(() => expect(currentPath()).toBe('/planos/7'));
    // It only reads: one lookup; no purchase is made or changed.
    expect(network.callsTo(`GET /api/payment/get_company_id_for_checkout_code/${CODE}`)).toHaveLength(1);
    expect(network.calls.filter((call) => call.method !== 'GET' && call.method !== 'POST')).toEqual([]);
    expect(network.calls.filter((call) => call.path.includes('/buy/'))).toEqual([]);
  });

  it.each([
    ['rejected', 'Recusado', 'Pagamento recusado: nada foi cobrado.', 'alert'],
    ['cancelled', 'Cancelado', 'Pagamento cancelado: nada foi cobrado.', 'alert'],
    ['approved', 'Aprovado', 'Pagamento aprovado: o acesso da empresa foi liberado.', 'status'],
    [null, null, 'Pagamento em processamento: a situação aparece aqui assim que o provedor confirmar.', 'status'],
  ] as const)('back on the plans page, says what became of the payment (status %s)', async (code, label, message, role) => {
    network.on(`GET /api/payment/get_company_id_for_checkout_code/${CODE}`, okResponse({ companyId: 1, purchaseId: 3 }));
    network.on('GET /api/general/get_companies_admin', okResponse([testCompany(1, 'Acme Ltda', 1)]));
    network.on('GET /api/payment/products', okResponse([]));
    network.on('GET /api/payment/config', okResponse({ provider: 'sandbox', sandbox: true }));
    const older = { id: 2, date: '2026-11-20T14:05:00.000Z', produto_name: 'Anual', produto_cost: '39.90', months: 12, amount: '478.80', status: 'Aprovado', status_code: 'approved' };
    network.on('GET /api/payment/compras/1', okResponse([{ ...older, id: 3, produto_name: 'Mensal', status: label, status_code: code }, older]));
    renderPlans(`/retorno/${CODE}`);
    const outcome = await screen.findByTestId('payment-outcome');
    expect(currentPath()).toBe('/planos/1');
    expect(outcome.textContent).toBe(message);
    expect(outcome.getAttribute('role')).toBe(role);
  });

  it('says nothing of a payment when the plans page is opened directly', async () => {
    network.on('GET /api/general/get_companies_admin', okResponse([testCompany(1, 'Acme Ltda', 1)]));
    network.on('GET /api/payment/products', okResponse([]));
    network.on('GET /api/payment/compras/1', okResponse([]));
    renderPlans('/planos/1');
    expect(await screen.findByTestId('no-purchases')).toBeTruthy();
    expect(screen.queryByTestId('payment-outcome')).toBeNull();
  });

  it('goes to / when the code is unknown', async () => {
    network.on(`GET /api/payment/get_company_id_for_checkout_code/${CODE}`, errorResponse({ general: ['Pagamento não encontrado.'] }, 404));
    renderPlans(`/retorno/${CODE}`);
    await waitFor(() => expect(currentPath()).toBe('/'));
  });

  it('goes to / without a code, asking nothing', async () => {
    renderPlans('/retorno');
    await waitFor(() => expect(currentPath()).toBe('/'));
    expect(network.calls).toEqual([]);
  });
});
