import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PAGE_ROUTES } from 'contracts';
import { DevHost } from 'contracts/dev-host';
import { okResponse, routePatterns, testCompany as company, useFakeNetwork } from 'contracts/testing';
import routes from './routes';

describe('mfe-companies routes', () => {
  const network = useFakeNetwork();

  it.each([
    ['/empresas', 'companies-page', 'Empresas'],
    ['/selecionarEmpresa', 'select-company-page', 'Selecione a sua empresa'],
    ['/novaEmpresa', 'new-company-page', 'Nova Empresa'],
    ['/atualizarEmpresa/7', 'update-company-page', 'Atualizar Empresa'],
    ['/administracao', 'administration-page', 'Administração'],
    ['/administracao/7', 'administration-page', 'Administração'],
  ])('%s opens %s titled "%s"', async (path, testId, title) => {
    network
      .on('GET /api/general/get_my_companies', okResponse({ companies: [], canCreateCompany: true }))
      .on('GET /api/general/get_companies_admin', okResponse([]))
      .on('GET /api/general/get_choices', okResponse({ business_model: [], sector: [], revenue: [], reach: [] }))
      .on('POST /api/general/get_company_basic_info', okResponse(company(7, 'Acme', 1)));
    window.history.replaceState(null, '', path);
    render(<DevHost routes={routes} name="mfe_companies" />);
    expect((await screen.findByTestId(testId)).textContent).toBe(title);
    await waitFor(() => expect(document.title).toBe(title));
  });

  it('names its pages as the table of pages says (the server counts views of those only)', () => {
    expect(routePatterns(routes).sort()).toEqual([...PAGE_ROUTES.mfe_companies].sort());
  });
});
