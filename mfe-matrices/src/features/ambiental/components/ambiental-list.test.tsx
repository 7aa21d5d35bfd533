import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ambientalTemplate, CompanyMode, demoLimitMessage, MESSAGES, Role } from 'contracts';
import { currentPath, errorResponse, okResponse, useFakeNetwork } from 'contracts/testing';
import { testAnalysis } from '../../../test/analysis-fixtures';
import { companyFor, renderMatrices } from '../../../test/render-host';


const LIST = 'GET /api/company/7/ambiental/';
const CREATE = 'POST /api/company/7/ambiental/';

describe('Ambiental list page', () => {
  const network = useFakeNetwork();

  it('lists the analyses and creates one: the starting factors shown, field errors by field', async () => {
    let list = [testAnalysis(1, 'Cenário 2024')];
    network.on(LIST, () => okResponse(list));
    network.on('GET /api/novaambiental/7/', okResponse(ambientalTemplate(7)));
    network.on(CREATE, ({ body }) => {
      list = [...list, testAnalysis(2, (body as { name: string }).name)];
      return okResponse(list.at(-1));
    });
    network.on('GET /api/ambientais/2/', () => okResponse(list[1]));
    network.on('GET /api/ambientais/2/factors/listWithSubfactors/', okResponse([]));
    const { record } = renderMatrices('/empresa/7/ambiental');
    expect((await screen.findByRole('link', { name: 'Cenário 2024' })).getAttribute('href')).toBe('/empresa/7/ambiental/1');

    await userEvent.click(screen.getByRole('button', { name: 'Nova análise ambiental' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nova análise ambiental' });
    expect((await within(dialog).findByTestId('ambiental-starting-factors')).textContent).toBe(
      'Fatores iniciais: Político, Econômico, Social, Tecnológico, Ambiental, Legal.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Criar análise' }));
    expect(await within(dialog).findByText(MESSAGES.nameRequired)).toBeTruthy();
    expect(network.callsTo(CREATE)).toHaveLength(0);

    await userEvent.type(within(dialog).getByLabelText('Nome'), 'Cenário 2025');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Criar análise' }));
    // The new analysis's editor opens.
    await waitFor(() => expect(currentPath()).toBe('/empresa/7/ambiental/2/fatores'));
    expect((await screen.findByTestId('matrix-header')).textContent).toContain('Cenário 2025');
    expect(network.callsTo(CREATE)[0]!.body).toEqual({ name: 'Cenário 2025', description: '' });
    expect(record.notifications).toContainEqual({ message: 'Análise ambiental criada.', type: 'success' });
  });

  it('a demo company at its limit gets the notice with the plans link instead of the create button', async () => {
    network.on(LIST, okResponse([testAnalysis(1, 'Única')]));
    renderMatrices('/empresa/7/ambiental', { currentCompany: companyFor(Role.Consultant, { company_mode: CompanyMode.Demo }) });
    const notice = await screen.findByTestId('ambiental-demo-limit');
    expect(notice.textContent).toContain('O modo demonstração permite 1 análise ambiental por empresa.');
    expect(within(notice).getByRole('link').getAttribute('href')).toBe('/planos/7');
    expect(screen.queryByRole('button', { name: 'Nova análise ambiental' })).toBeNull();
  });

  it("shows the server's demo-limit refusal with the plans link", async () => {
    network.on(LIST, okResponse([]));
    network.on('GET /api/novaambiental/7/', okResponse(ambientalTemplate(7)));
    network.on(CREATE, errorResponse({ general: [demoLimitMessage('ambiental', 7)] }, 403));
    renderMatrices('/empresa/7/ambiental', { currentCompany: companyFor(Role.Owner, { company_mode: CompanyMode.Demo }) });
    await userEvent.click(await screen.findByRole('button', { name: 'Nova análise ambiental' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nova análise ambiental' });
    await userEvent.type(within(dialog).getByLabelText('Nome'), 'Outra');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Criar análise' }));
    const link = await within(dialog).findByRole('link', { name: 'Conheça os planos' });
    expect(link.getAttribute('href')).toBe('/planos/7');
  });

  it('edits only the changed fields, sends nothing when nothing changed, and deletes after a confirmation', async () => {
    let list = [testAnalysis(1, 'Cenário', { description: 'PESTAL' }), testAnalysis(2, 'Outro')];
    network.on(LIST, () => okResponse(list));
    network.on('PATCH /api/v3/ambientais/1/', ({ body }) => okResponse((list[0] = { ...list[0]!, ...(body as object) })));
    network.on('DELETE /api/ambientais/2/', () => {
      list = list.slice(0, 1);
      return okResponse(null);
    });
    renderMatrices('/empresa/7/ambiental');

    await userEvent.click(await screen.findByRole('button', { name: 'Editar Cenário' }));
    let dialog = await screen.findByRole('dialog', { name: 'Editar análise ambiental' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(network.callsTo('PATCH /api/v3/ambientais/1/')).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Editar Cenário' }));
    dialog = await screen.findByRole('dialog', { name: 'Editar análise ambiental' });
    await userEvent.clear(within(dialog).getByLabelText('Nome'));
    await userEvent.type(within(dialog).getByLabelText('Nome'), 'Cenário 2026');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByRole('link', { name: 'Cenário 2026' })).toBeTruthy();
    expect(network.callsTo('PATCH /api/v3/ambientais/1/').map((call) => call.body)).toEqual([{ name: 'Cenário 2026' }]);

    await userEvent.click(screen.getByRole('button', { name: 'Excluir Outro' }));
    const confirm = await screen.findByRole('dialog', { name: 'Excluir análise ambiental' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Excluir' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Outro' })).toBeNull());
    expect(network.callsTo('DELETE /api/ambientais/2/')).toHaveLength(1);
  });

  it('a Funcionário reads the list without create, edit or delete', async () => {
    network.on(LIST, okResponse([testAnalysis(1, 'Cenário')]));
    renderMatrices('/empresa/7/ambiental', { currentCompany: companyFor(Role.Employee) });
    expect(await screen.findByRole('link', { name: 'Cenário' })).toBeTruthy();
    expect(screen.getByText('Você pode consultar esta análise, mas não alterá-la (cargo Funcionário).')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Nova análise ambiental' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Editar Cenário' })).toBeNull();
  });
});
