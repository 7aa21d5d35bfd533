import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { currentPath, errorResponse, okResponse, useFakeNetwork } from 'contracts/testing';
import { renderPlans } from '../../../test/render';

const CODE = 'AbC_-0123456789abcdefg';

describe('checkout return page', () => {
  const network = useFakeNetwork();

  it('says it is redirecting, asks for the checkout\'s company and opens its plans', async () => {
    let release: () => void = () => undefined;
    network.on(`GET /api/payment/get_company_id_for_checkout_code/${CODE}`, () =>
      new Promise((resolve) => {
        release = () => resolve(okResponse({ companyId: 7 }));
      }),
    );
    renderPlans(`/retorno/${CODE}`);
    expect((await screen.findByRole('status')).textContent).toBe('Redirecionando para página de planos...');
    // The page shows its status before RTK Query sends the lookup: answer it once it is asked.
    await waitFor(() => expect(network.callsTo(`GET /api/payment/get_company_id_for_checkout_code/${CODE}`)).toHaveLength(1));
    release();
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
