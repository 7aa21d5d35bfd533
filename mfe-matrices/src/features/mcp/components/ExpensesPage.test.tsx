import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { okResponse, useFakeNetwork } from 'contracts/testing';
import { companyFor, renderMatrices } from '../../../test/render-host';
import { answerMcp, PRODUCTS } from '../test/fake-mcp';

const INFO = 'GET /api/products/1/retrieve_additional_info/';
const SAVE = 'PUT /api/products/1/update_expenses/';
const info = {
  product: PRODUCTS[0]!.products[0],
  tags: [],
  control: [],
  expenses: [{ date: '2024-01-01', expenses: [{ name: 'Frete', value: 30 }], total: 30 }],
};

describe('expenses page', () => {
  const network = useFakeNetwork();

  it("edits a product's named expenses of a month, typed the pt-BR way", async () => {
    answerMcp(network);
    network.on(INFO, okResponse(info));
    network.on(SAVE, okResponse(null));
    const { record } = renderMatrices('/empresa/7/mcp/1/despesas');
    fireEvent.change(await screen.findByLabelText('Mês'), { target: { value: '2024-01' } });
    const row = (number: number) => within(screen.getByRole('group', { name: `Despesa ${number}` }));
    await screen.findByRole('group', { name: 'Despesa 1' });
    expect((row(1).getByLabelText('Despesa') as HTMLInputElement).value).toBe('Frete');
    expect((row(1).getByLabelText('Valor (R$)') as HTMLInputElement).value).toBe('30');
    expect(within(screen.getByRole('table', { name: 'Últimos 12 meses' })).getByRole('row', { name: /Janeiro\/2024/ }).textContent).toContain('30,00');

    await userEvent.click(screen.getByRole('button', { name: 'Adicionar despesa' }));
    await userEvent.type(row(2).getByLabelText('Despesa'), 'Comissão');
    await userEvent.type(row(2).getByLabelText('Valor (R$)'), '1.234,5');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar despesas' }));
    await waitFor(() => expect(network.callsTo(SAVE)).toHaveLength(1));
    expect(network.callsTo(SAVE)[0]!.body).toEqual({
      date: '2024-01-01',
      expenses: [
        { name: 'Frete', value: 30 },
        { name: 'Comissão', value: 1234.5 },
      ],
    });
    await waitFor(() => expect(record.notifications).toContainEqual({ message: 'Despesas salvas.', type: 'success' }));
  });

  it('shows a Funcionário the expenses without a form', async () => {
    answerMcp(network);
    network.on(INFO, okResponse(info));
    renderMatrices('/empresa/7/mcp/1/despesas', { currentCompany: companyFor(4) });
    fireEvent.change(await screen.findByLabelText('Mês'), { target: { value: '2024-01' } });
    expect((await screen.findByRole('list', { name: 'Despesas' })).textContent?.replace(/\u00a0/g, ' ')).toBe('Frete: R$ 30,00');
    expect(screen.queryByRole('button', { name: /Salvar|Adicionar/ })).toBeNull();
  });
});
