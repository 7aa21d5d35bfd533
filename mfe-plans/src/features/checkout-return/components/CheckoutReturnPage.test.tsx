import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { currentPath, errorResponse, okResponse, useFakeNetwork } from 'contracts/testing';
import { renderPlans } from '../../../test/render';

const CODE = 'AbC_-0123456789abcdefg';

describe('checkout return page', () => {
  const network = useFakeNetwork();

  it('says it is redirecting, asks for the checkout\'s company and opens its plans', async () => {
    const answerLookup = network.hold(`GET /api/payment/get_company_id_for_checkout_code/${CODE}`).answer;
    renderPlans(`/retorno/${CODE}`);
    expect((await screen.findByRole('status')).textContent).toBe('Redirecionando para página de planos...');
    await answerLookup(okResponse({ companyId: 7 }));
    await waitFor(() => expect(currentPath()).toBe('/planos/7'));
    // It only reads: one lookup; no purchase is made or changed.
    expect(network.callsTo(`GET /api/payment/get_company_id_for_checkout_code/${CODE}`)).toHaveLength(1);
    expect(network.calls.filter((call) => call.method !== 'GET' && call.method !== 'POST')).toEqual([]);
    expect(network.calls.filter((call) => call.path.includes('/buy/'))).toEqual([]);
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
