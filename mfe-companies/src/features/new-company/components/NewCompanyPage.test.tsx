import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { COMPANY_CHOICES } from 'contracts';
import { currentPath, errorResponse, okResponse, testCompany as company, useFakeNetwork } from 'contracts/testing';
import { renderCompanies } from '../../../test/render';

describe('new company page', () => {
  const network = useFakeNetwork();

  it('loads the choices, validates the name and opens the new company on success', async () => {
    // The choices answer once the loading state was seen.
    const answerChoices = network.hold('GET /api/general/get_choices').answer;
    network.on('POST /api/general/new_company', okResponse(company(42, 'Nova Ltda', 1)));
    const page = renderCompanies('/novaEmpresa');
    const heading = await screen.findByTestId('new-company-page');
    expect(heading.textContent).toBe('Nova Empresa');
    // Company form width 600px.
    expect(heading.closest('section')?.style.maxWidth).toBe('600px');
    expect((await screen.findByRole('status')).textContent).toBe('Carregando...');
    await answerChoices(okResponse(COMPANY_CHOICES));

    const name = await screen.findByLabelText('Nome Fantasia *');
    expect(name.getAttribute('placeholder')).toBe('nome fantasia...');
    expect(screen.getByLabelText('Descrição')).toBeTruthy();
    const sector = screen.getByLabelText('Tipo *') as HTMLSelectElement;
    expect([...sector.options].map((option) => option.textContent)).toEqual(COMPANY_CHOICES.sector.map((choice) => choice.label));
    for (const label of ['Modelo de Negócio *', 'Faturamento Anual *', 'Alcance *']) {
      expect((screen.getByLabelText(label) as HTMLSelectElement).value).toBe('1');
    }
    const submit = screen.getByRole('button', { name: 'Cadastrar' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);

    await userEvent.click(name);
    await userEvent.tab();
    expect(screen.getByText('Campo nome é obrigatório')).toBeTruthy();

    await userEvent.type(name, 'Nova Ltda');
    await userEvent.type(screen.getByLabelText('Descrição'), 'Consultoria');
    await userEvent.selectOptions(sector, '3');
    expect(submit.disabled).toBe(false);
    await userEvent.click(submit);

    await waitFor(() => expect(currentPath()).toBe('/empresa/42'));
    expect(page.record.notifications).toEqual([{ message: 'Empresa cadastrada com sucesso.', type: 'success' }]);
    expect(network.callsTo('POST /api/general/new_company')[0].body).toEqual({
      fantasy_name: 'Nova Ltda',
      description: 'Consultoria',
      business_model: 1,
      sector: 3,
      revenue: 1,
      reach: 1,
    });
  });

  it('shows server field and general errors, and clears a field error when the field is edited', async () => {
    network
      .on('GET /api/general/get_choices', okResponse(COMPANY_CHOICES))
      .on('POST /api/general/new_company', errorResponse({ fantasy_name: ['Nome já usado.'], general: ['Verifique os campos.'] }));
    renderCompanies('/novaEmpresa');
    await userEvent.type(await screen.findByLabelText('Nome Fantasia *'), 'Acme');
    await userEvent.click(screen.getByRole('button', { name: 'Cadastrar' }));

    expect(await screen.findByText('Nome já usado.')).toBeTruthy();
    expect(screen.getByTestId('general-error').textContent).toBe('Verifique os campos.');
    // The field's server error is read out as it arrives.
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual(['Verifique os campos.', 'Nome já usado.']);
    expect(currentPath()).toBe('/novaEmpresa');
    await userEvent.type(screen.getByLabelText('Nome Fantasia *'), ' 2');
    expect(screen.queryByText('Nome já usado.')).toBeNull();
    expect((screen.getByRole('button', { name: 'Cadastrar' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('the leave guard: a started form asks before leaving, "Sair da página" leaves', async () => {
    network.on('GET /api/general/get_choices', okResponse(COMPANY_CHOICES));
    const { router } = renderCompanies('/novaEmpresa');
    await userEvent.selectOptions(await screen.findByLabelText('Alcance *'), '4');
    await act(() => router.navigate('/empresas'));
    await screen.findByRole('dialog', { name: 'Sair sem salvar?' });
    expect(currentPath()).toBe('/novaEmpresa');
    await userEvent.click(screen.getByRole('button', { name: 'Sair da página' }));
    await waitFor(() => expect(currentPath()).toBe('/empresas'));
  });

  it('an untouched form is left without a question', async () => {
    network.on('GET /api/general/get_choices', okResponse(COMPANY_CHOICES));
    const { router } = renderCompanies('/novaEmpresa');
    await screen.findByLabelText('Alcance *');
    await act(() => router.navigate('/empresas'));
    await waitFor(() => expect(currentPath()).toBe('/empresas'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
