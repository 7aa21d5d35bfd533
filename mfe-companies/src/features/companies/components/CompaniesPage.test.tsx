import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CompanyMode } from 'contracts';
import { currentPath, errorResponse, okResponse, testCompany as company, useFakeNetwork } from 'contracts/testing';
import { renderCompanies } from '../../../test/render';

const OWNED = company(1, 'Acme Ltda', 1);
const ADMINISTERED = company(2, 'Beta Consultoria', 2, { company_mode: CompanyMode.Demo, company_lock_date: '2030-01-01T00:00:00.000Z' });
const EMPLOYED = company(3, 'Gama SA', 4, { company_mode: CompanyMode.Blocked });

describe('companies page', () => {
  const network = useFakeNetwork();
  const answerCompanies = (companies = [OWNED, ADMINISTERED, EMPLOYED], canCreateCompany = true) =>
    network.on('GET /api/general/get_my_companies', okResponse({ companies, canCreateCompany }));

  it('management mode: loading text, icons by mode, actions by permission, create button', async () => {
    // The list waits for the test, so the loading text can't be gone before it is looked at.
    const companies = network.hold('GET /api/general/get_my_companies');
    renderCompanies('/empresas');
    expect((await screen.findByTestId('companies-page')).textContent).toBe('Empresas');
    expect(screen.getByRole('status').textContent).toBe('carregando empresas...');
    await companies.answer(okResponse({ companies: [OWNED, ADMINISTERED, EMPLOYED], canCreateCompany: true }));

    const owned = await screen.findByTestId('company-row-1');
    expect(within(owned).queryByTestId('company-lock-icon')).toBeNull();
    expect(within(owned).queryByTestId('company-demo-icon')).toBeNull();
    expect(within(owned).getByRole('link', { name: 'editar' }).getAttribute('href')).toBe('/atualizarEmpresa/1');
    expect(within(owned).getByRole('button', { name: 'deletar' })).toBeTruthy();
    expect(within(owned).queryByRole('button', { name: 'desvincular-se' })).toBeNull();

    const administered = screen.getByTestId('company-row-2');
    expect(within(administered).getByTestId('company-demo-icon')).toBeTruthy();
    expect(within(administered).getByRole('link', { name: 'editar' })).toBeTruthy();
    expect(within(administered).queryByRole('button', { name: 'deletar' })).toBeNull();
    expect(within(administered).getByRole('button', { name: 'desvincular-se' })).toBeTruthy();

    const employed = screen.getByTestId('company-row-3');
    expect(within(employed).getByTestId('company-lock-icon')).toBeTruthy();
    expect(within(employed).queryByRole('link', { name: 'editar' })).toBeNull();
    expect(within(employed).queryByRole('button', { name: 'deletar' })).toBeNull();
    expect(within(employed).getByRole('button', { name: 'desvincular-se' })).toBeTruthy();
    // Expired account (mode 0): the message and its renew link.
    expect(within(employed).getByTestId('company-expired').textContent).toContain('A conta desta empresa expirou');
    expect(within(employed).getByRole('link', { name: 'Renovar' }).getAttribute('href')).toBe('/planos/3');

    expect(screen.getByTestId('create-company').getAttribute('href')).toBe('/novaEmpresa');
    expect(screen.queryByTestId('cannot-create-company')).toBeNull();
  });

  it('shows the payment-method notice instead of the create button when canCreateCompany is false', async () => {
    answerCompanies([OWNED], false);
    renderCompanies('/empresas');
    expect((await screen.findByTestId('cannot-create-company')).textContent).toContain('forma de pagamento cadastrada');
    expect(screen.queryByTestId('create-company')).toBeNull();
  });

  it('select mode: title, no management actions; selecting activates the company and opens it', async () => {
    answerCompanies();
    network.on('GET /api/general/set_active_company/2', okResponse(ADMINISTERED));
    renderCompanies('/selecionarEmpresa');
    expect((await screen.findByTestId('select-company-page')).textContent).toBe('Selecione a sua empresa');
    const row = await screen.findByTestId('company-row-2');
    expect(within(row).queryByRole('link', { name: 'editar' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'desvincular-se' })).toBeNull();
    expect(screen.queryByTestId('create-company')).toBeNull();

    await userEvent.click(within(row).getByRole('button', { name: 'Abrir Beta Consultoria' }));
    await waitFor(() => expect(currentPath()).toBe('/empresa/2'));
    expect(network.callsTo('GET /api/general/set_active_company/2')).toHaveLength(1);
  });

  it('a refused selection shows the message as the general error and stays', async () => {
    answerCompanies();
    network.on('GET /api/general/set_active_company/1', errorResponse({ general: ['Empresa indisponível.'] }, 404));
    renderCompanies('/selecionarEmpresa');
    await userEvent.click(await screen.findByRole('button', { name: 'Abrir Acme Ltda' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Empresa indisponível.');
    expect(currentPath()).toBe('/selecionarEmpresa');
  });

  it('delete dialog: confirms, deletes, clears the active company and reloads the list', async () => {
    let companies = [OWNED, ADMINISTERED];
    network
      .on('GET /api/general/get_my_companies', () => okResponse({ companies, canCreateCompany: true }))
      .on('POST /api/general/delete_company', (request) => {
        companies = [ADMINISTERED];
        return okResponse({ id: (request.body as { id: number }).id });
      });
    const view = renderCompanies('/empresas', { currentCompany: OWNED });
    await userEvent.click(within(await screen.findByTestId('company-row-1')).getByRole('button', { name: 'deletar' }));

    const dialog = screen.getByRole('dialog', { name: 'Deletar Empresa' });
    expect(dialog.textContent).toContain('removidos permanentemente');
    expect(dialog.textContent).toContain('não pode ser desfeita');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Deletar' }));

    await waitFor(() => expect(screen.queryByTestId('company-row-1')).toBeNull());
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(network.callsTo('POST /api/general/delete_company')[0].body).toEqual({ id: 1 });
    expect(view.record.clearCompanyCalls).toBe(1);
    expect(view.record.notifications).toEqual([{ message: 'Empresa Acme Ltda deletada.', type: 'success' }]);
  });

  it('delete dialog: the delete_company error replaces the body and hides the confirm button; cancel closes', async () => {
    answerCompanies([OWNED]);
    network.on('POST /api/general/delete_company', errorResponse({ delete_company: ['Não foi possível deletar a empresa.'] }, 409));
    renderCompanies('/empresas');
    await userEvent.click(await screen.findByRole('button', { name: 'deletar' }));
    const dialog = screen.getByRole('dialog', { name: 'Deletar Empresa' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Deletar' }));

    expect((await within(dialog).findByRole('alert')).textContent).toBe('Não foi possível deletar a empresa.');
    expect(dialog.textContent).not.toContain('removidos permanentemente');
    expect(within(dialog).queryByRole('button', { name: 'Deletar' })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByTestId('company-row-1')).toBeTruthy();
  });

  it('unlink dialog: sets the own role to none, says so and reloads', async () => {
    let companies = [OWNED, ADMINISTERED];
    network
      .on('GET /api/general/get_my_companies', () => okResponse({ companies, canCreateCompany: true }))
      .on('POST /api/general/update_collaborator', () => {
        companies = [OWNED];
        return okResponse({ collaborator: null, created: false });
      });
    const page = renderCompanies('/empresas');
    await userEvent.click(within(await screen.findByTestId('company-row-2')).getByRole('button', { name: 'desvincular-se' }));
    const dialog = screen.getByRole('dialog', { name: 'Desvincular-se de Beta Consultoria' });
    expect(dialog.textContent).toContain('administrador do negócio');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Desvincular-se de Empresa' }));

    await waitFor(() => expect(screen.queryByTestId('company-row-2')).toBeNull());
    expect(network.callsTo('POST /api/general/update_collaborator')[0].body).toEqual({ email: 'ana@example.com', role: null, companyId: 2 });
    expect(page.record.notifications).toEqual([{ message: 'Você se desvinculou de Beta Consultoria.', type: 'success' }]);
  });

  it('unlink dialog: cancel changes nothing', async () => {
    answerCompanies();
    renderCompanies('/empresas');
    await userEvent.click(within(await screen.findByTestId('company-row-2')).getByRole('button', { name: 'desvincular-se' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(network.callsTo('POST /api/general/update_collaborator')).toHaveLength(0);
  });

  it.each(['Fechar', 'Ver planos'])('demo-info dialog: "%s" goes to the plans of the company', async (button) => {
    answerCompanies();
    renderCompanies('/empresas');
    await userEvent.click(within(await screen.findByTestId('company-row-2')).getByRole('button', { name: 'Empresa em modo demonstração' }));
    const dialog = screen.getByTestId('demo-info-dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: button }));
    await waitFor(() => expect(currentPath()).toBe('/planos/2'));
  });

  it('a failed list shows the communication error', async () => {
    network.on('GET /api/general/get_my_companies', { status: 503, body: '<html>down</html>' });
    renderCompanies('/empresas');
    expect((await screen.findByRole('alert')).textContent).toBe('Ocorreu um problema de comunicação com o servidor. Por favor, consulte o suporte.');
  });
});
