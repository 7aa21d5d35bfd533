import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { currentPath, errorResponse, okResponse, testCompany as company, useFakeNetwork } from 'contracts/testing';
import { renderCompanies } from '../../../test/render';

describe('update company page', () => {
  const network = useFakeNetwork();

  it('fills the form from the company, limits it to 600px and, saved, says so and goes to /empresas', async () => {
    network
      .on('POST /api/general/get_company_basic_info', okResponse(company(7, 'Acme', 1, { description: 'Antiga' })))
      .on('POST /api/general/update_company', okResponse(company(7, 'Acme Brasil', 1)));
    const page = renderCompanies('/atualizarEmpresa/7');
    expect((await screen.findByTestId('update-company-page')).textContent).toBe('Atualizar Empresa');
    expect(screen.getByTestId('update-company-form-width').style.maxWidth).toBe('600px');
    const name = (await screen.findByLabelText('Nome Fantasia *')) as HTMLInputElement;
    expect(name.value).toBe('Acme');
    expect((screen.getByLabelText('Descrição') as HTMLTextAreaElement).value).toBe('Antiga');

    await userEvent.clear(name);
    expect(screen.getByText('Campo nome é obrigatório')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Atualizar' }) as HTMLButtonElement).disabled).toBe(true);
    await userEvent.type(name, 'Acme Brasil');
    await userEvent.click(screen.getByRole('button', { name: 'Atualizar' }));

    await waitFor(() => expect(currentPath()).toBe('/empresas'));
    expect(page.record.notifications).toEqual([{ message: 'Empresa atualizada com sucesso.', type: 'success' }]);
    expect(network.callsTo('POST /api/general/update_company')[0].body).toEqual({ id: 7, fantasy_name: 'Acme Brasil', description: 'Antiga' });
  });

  it('shows server errors for fantasy_name, description and general in danger alerts; editing a field clears its own', async () => {
    network
      .on('POST /api/general/get_company_basic_info', okResponse(company(7, 'Acme', 1)))
      .on(
        'POST /api/general/update_company',
        errorResponse({ fantasy_name: ['Nome inválido.'], description: ['Texto longo demais'], general: ['Você não tem permissão para realizar esta ação.'] }, 403),
      );
    renderCompanies('/atualizarEmpresa/7');
    await userEvent.click(await screen.findByRole('button', { name: 'Atualizar' }));
    await screen.findByText('Nome inválido.');
    const alerts = () => screen.getAllByRole('alert').map((alert) => alert.textContent);
    expect(alerts()).toEqual(['Você não tem permissão para realizar esta ação.', 'Nome inválido.', 'Texto longo demais']);
    expect(currentPath()).toBe('/atualizarEmpresa/7');
    await userEvent.type(screen.getByLabelText('Nome Fantasia *'), ' Ltda');
    expect(alerts()).toEqual(['Você não tem permissão para realizar esta ação.', 'Texto longo demais']);
  });

  it('without a loadable company it goes back to /empresas', async () => {
    network.on('POST /api/general/get_company_basic_info', errorResponse({ general: ['Recurso não encontrado.'] }, 404));
    renderCompanies('/atualizarEmpresa/99');
    await waitFor(() => expect(currentPath()).toBe('/empresas'));
  });

  it('the leave guard: unsaved edits ask before leaving; an unchanged form and a saved one leave at once', async () => {
    network
      .on('POST /api/general/get_company_basic_info', okResponse(company(7, 'Acme', 1)))
      .on('POST /api/general/update_company', okResponse(company(7, 'Acme Brasil', 1)));
    const { router } = renderCompanies('/atualizarEmpresa/7');
    const name = (await screen.findByLabelText('Nome Fantasia *')) as HTMLInputElement;
    await waitFor(() => expect(name.value).toBe('Acme'));

    await userEvent.type(name, ' Brasil');
    await act(() => router.navigate('/empresas'));
    const dialog = await screen.findByRole('dialog', { name: 'Sair sem salvar?' });
    expect(dialog.textContent).toContain('As alterações feitas nesta página ainda não foram salvas e serão perdidas.');
    await userEvent.click(screen.getByRole('button', { name: 'Continuar editando' }));
    expect(currentPath()).toBe('/atualizarEmpresa/7');
    expect(name.value).toBe('Acme Brasil');

    // Typed back to what was loaded: nothing to lose.
    await userEvent.clear(name);
    await userEvent.type(name, 'Acme');
    await act(() => router.navigate('/empresas'));
    await waitFor(() => expect(currentPath()).toBe('/empresas'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('the leave guard lets the redirect after a successful save through', async () => {
    network
      .on('POST /api/general/get_company_basic_info', okResponse(company(7, 'Acme', 1)))
      .on('POST /api/general/update_company', okResponse(company(7, 'Acme Brasil', 1)));
    renderCompanies('/atualizarEmpresa/7');
    const name = (await screen.findByLabelText('Nome Fantasia *')) as HTMLInputElement;
    await waitFor(() => expect(name.value).toBe('Acme'));
    await userEvent.type(name, ' Brasil');
    await userEvent.click(screen.getByRole('button', { name: 'Atualizar' }));
    await waitFor(() => expect(currentPath()).toBe('/empresas'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
