import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PAGE_ROUTES } from 'contracts';
import { DevHost } from 'contracts/dev-host';
import { okResponse, routePatterns, useFakeNetwork } from 'contracts/testing';
import routes from './routes';

describe('mfe-plans routes', () => {
  const network = useFakeNetwork();

  it.each([
    ['/planos', 'plans-page', 'Planos'],
    ['/planos/12', 'plans-page', 'Planos'],
    ['/planos/produtos', 'products-page', 'Produtos'],
  ])('%s opens its page, titled in the document', async (path, testId, title) => {
    network.on('GET /api/general/get_companies_admin', okResponse([]));
    network.on('GET /api/payment/products', okResponse([]));
    window.history.replaceState(null, '', path);
    render(<DevHost routes={routes} name="mfe_plans" />);
    expect((await screen.findByTestId(testId)).textContent).toBe(title);
    await waitFor(() => expect(document.title).toBe(title));
  });

  it('names its pages as the table of pages says (the server counts views of those only)', () => {
    expect(routePatterns(routes).sort()).toEqual([...PAGE_ROUTES.mfe_plans].sort());
  });
});
