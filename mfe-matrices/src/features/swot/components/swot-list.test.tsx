import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CompanyMode, Role } from 'contracts';
import { currentPath, okResponse, useFakeNetwork } from 'contracts/testing';
import { testAnalysis } from '../../../test/analysis-fixtures';
import { companyFor, renderMatrices } from '../../../test/render-host';


describe('SWOT list page', () => {
  const network = useFakeNetwork();

  it('lists the SWOTs with links to their editors and creates one, whose editor opens', async () => {
    const list = [testAnalysis(5, 'SWOT 2025')];
    network.on('GET /api/company/7/swots/', () => okResponse(list));
    network.on('POST /api/company/7/swots/', ({ body }) => {
      list.push(testAnalysis(6, (body as { name: string }).name));
      return okResponse(list.at(-1));
    });
    network.on('GET /api/swots/6/', () => okResponse(list[1]));
    network.on('GET /api/swots/6/items/', okResponse([]));
    renderMatrices('/empresa/7/swot');
    expect((await screen.findByRole('link', { name: 'SWOT 2025' })).getAttribute('href')).toBe('/empresa/7/swot/5');
    await userEvent.click(screen.getByRole('button', { name: 'Nova análise SWOT' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nova análise SWOT' });
    await userEvent.type(within(dialog).getByLabelText('Nome'), 'SWOT 2026');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Criar análise' }));
    await waitFor(() => expect(currentPath()).toBe('/empresa/7/swot/6/itens'));
    expect((await screen.findByTestId('matrix-header')).textContent).toContain('SWOT 2026');
  });

  it('a demo company at its limit of 1 SWOT gets the notice with the plans link', async () => {
    network.on('GET /api/company/7/swots/', okResponse([testAnalysis(5, 'Única')]));
    renderMatrices('/empresa/7/swot', { currentCompany: companyFor(Role.Admin, { company_mode: CompanyMode.Demo }) });
    const notice = await screen.findByTestId('swot-demo-limit');
    expect(notice.textContent).toContain('O modo demonstração permite 1 análise SWOT Sistêmica por empresa.');
    expect(within(notice).getByRole('link').getAttribute('href')).toBe('/planos/7');
  });
});
