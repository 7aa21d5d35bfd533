import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CompanyMode, demoLimitMessage, MESSAGES } from 'contracts';
import { currentPath, errorResponse, okResponse, useFakeNetwork } from 'contracts/testing';
import { companyFor, renderMatrices } from '../../../test/render-host';
import { testMcp } from '../test/fixtures';

const LIST = 'GET /api/company/7/mcps/';
const CREATE = 'POST /api/company/7/mcps/';

describe('MCP list page', () => {
  const network = useFakeNetwork();

  it('lists the MCPs and creates one: field errors by field, then the new one opens in its editor', async () => {
    let mcps = [testMcp(1, 'Linha de sucos')];
    network.on(LIST, () => okResponse(mcps));
    network.on(CREATE, ({ body }) => {
      const { name } = body as { name: string };
      if (name === 'Repetida') return errorResponse({ name: ['Já existe uma matriz com este nome.'] });
      mcps = [...mcps, testMcp(2, name, { growthThreshold: (body as { growthThreshold: number }).growthThreshold })];
      return okResponse(mcps.at(-1));
    });
    network.on('GET /api/mcps/2/', () => okResponse(mcps[1]));
    const { record } = renderMatrices('/empresa/7/mcp');
    expect(await screen.findByRole('link', { name: 'Linha de sucos' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Linha de sucos' }).getAttribute('href')).toBe('/empresa/7/mcp/1');

    await userEvent.click(screen.getByRole('button', { name: 'Nova matriz MCP' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nova matriz MCP' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Criar' }));
    expect(await within(dialog).findByText(MESSAGES.nameRequired)).toBeTruthy();
    expect(network.callsTo(CREATE)).toHaveLength(0);

    await userEvent.type(within(dialog).getByLabelText('Nome'), 'Repetida');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Criar' }));
    const nameError = await within(dialog).findByText('Já existe uma matriz com este nome.');
    expect(within(dialog).getByLabelText('Nome').getAttribute('aria-describedby')).toContain(nameError.id);

    await userEvent.clear(within(dialog).getByLabelText('Nome'));
    await userEvent.type(within(dialog).getByLabelText('Nome'), 'Snacks');
    await userEvent.clear(within(dialog).getByLabelText('Limite de crescimento G (%)'));
    await userEvent.type(within(dialog).getByLabelText('Limite de crescimento G (%)'), '12,5');
    // Year over year by default; this one against the previous period.
    expect((within(dialog).getByLabelText('Comparar o crescimento com') as HTMLSelectElement).value).toBe('year');
    await userEvent.selectOptions(within(dialog).getByLabelText('Comparar o crescimento com'), 'o período anterior');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Criar' }));
    await waitFor(() => expect(currentPath()).toBe('/empresa/7/mcp/2/categorias'));
    expect((await screen.findByTestId('matrix-header')).textContent).toContain('Snacks');
    expect(network.callsTo(CREATE).at(-1)!.body).toEqual({ name: 'Snacks', description: '', growthThreshold: 0.125, growthBasis: 'previous' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(record.notifications).toContainEqual({ message: 'Matriz MCP criada.', type: 'success' });
  });

  it("shows the demo limit with the plans link when the server refuses, and the general error on other failures", async () => {
    network.on(LIST, okResponse([]));
    network.on(CREATE, errorResponse({ general: [demoLimitMessage('mcp', 7)] }, 403));
    renderMatrices('/empresa/7/mcp', { currentCompany: companyFor(1, { company_mode: CompanyMode.Demo }) });
    await userEvent.click(await screen.findByRole('button', { name: 'Nova matriz MCP' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nova matriz MCP' });
    await userEvent.type(within(dialog).getByLabelText('Nome'), 'Quarta');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Criar' }));
    const link = await within(dialog).findByRole('link', { name: 'Assine um plano para remover os limites.' });
    expect(link.getAttribute('href')).toBe('/planos/7');

    network.on(CREATE, errorResponse({ general: ['Erro interno.'] }, 500));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Criar' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(MESSAGES.communicationError);
  });

  it('a demo company at its limit gets the notice instead of the create button', async () => {
    network.on(LIST, okResponse([testMcp(1, 'A'), testMcp(2, 'B'), testMcp(3, 'C')]));
    renderMatrices('/empresa/7/mcp', { currentCompany: companyFor(2, { company_mode: CompanyMode.Demo }) });
    const notice = await screen.findByTestId('mcp-demo-limit');
    expect(within(notice).getByRole('link').getAttribute('href')).toBe('/planos/7');
    expect(screen.queryByRole('button', { name: 'Nova matriz MCP' })).toBeNull();
  });

  it('edits only the changed fields and deletes after a confirmation', async () => {
    let mcps = [testMcp(1, 'Linha de sucos', { description: 'Sucos' }), testMcp(2, 'Snacks')];
    network.on(LIST, () => okResponse(mcps));
    network.on('PATCH /api/v3/mcps/1/', ({ body }) => okResponse((mcps[0] = { ...mcps[0]!, ...(body as object) })));
    network.on('DELETE /api/mcps/2/', () => {
      mcps = mcps.slice(0, 1);
      return okResponse(null);
    });
    renderMatrices('/empresa/7/mcp');
    await userEvent.click(await screen.findByRole('button', { name: 'editar Linha de sucos' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar matriz MCP' });
    // Nothing changed: nothing is sent.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(network.callsTo('PATCH /api/v3/mcps/1/')).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'editar Linha de sucos' }));
    const again = await screen.findByRole('dialog', { name: 'Editar matriz MCP' });
    await userEvent.clear(within(again).getByLabelText('Nome'));
    await userEvent.type(within(again).getByLabelText('Nome'), 'Sucos e néctares');
    await userEvent.click(within(again).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByRole('link', { name: 'Sucos e néctares' })).toBeTruthy();
    expect(network.callsTo('PATCH /api/v3/mcps/1/')[0]!.body).toEqual({ name: 'Sucos e néctares' });

    await userEvent.click(screen.getByRole('button', { name: 'excluir Snacks' }));
    const confirm = await screen.findByRole('dialog', { name: 'Excluir matriz MCP' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancelar' }));
    expect(network.callsTo('DELETE /api/mcps/2/')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'excluir Snacks' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Excluir matriz MCP' })).getByRole('button', { name: 'Excluir' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Snacks' })).toBeNull());
    expect(network.callsTo('DELETE /api/mcps/2/')).toHaveLength(1);
  });

  it('a Funcionário (role 4) sees the list without any edit control', async () => {
    network.on(LIST, okResponse([testMcp(1, 'Linha de sucos')]));
    renderMatrices('/empresa/7/mcp', { currentCompany: companyFor(4) });
    expect(await screen.findByRole('link', { name: 'Linha de sucos' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Nova matriz MCP' })).toBeNull();
    expect(screen.queryByRole('button', { name: /editar|excluir/ })).toBeNull();
  });
});
