import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from 'contracts';
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

  it("names the product's version it read: a colleague's save meanwhile is refused with their name, and their month shows", async () => {
    answerMcp(network);
    const theirs = { date: '2024-01-01', expenses: [{ name: 'Frete', value: 45 }], total: 45 };
    let answer = { ...info, product: { ...info.product, version: 6 } };
    network.on(INFO, () => okResponse(answer));
    network.on(SAVE, () => {
      answer = { ...info, product: { ...info.product, version: 7 }, expenses: [theirs] };
      return {
        status: 412,
        body: {
          success: false,
          data: { current: answer.product, changedBy: { id: 9, name: 'Ana' }, changedAt: '2025-03-02T10:00:00.000Z' },
          errors: { general: [MESSAGES.staleVersion] },
          message: MESSAGES.staleVersion,
        },
      };
    });
    renderMatrices('/empresa/7/mcp/1/despesas');
    fireEvent.change(await screen.findByLabelText('Mês'), { target: { value: '2024-01' } });
    const value = async () => (within(await screen.findByRole('group', { name: 'Despesa 1' })).getByLabelText('Valor (R$)') as HTMLInputElement);
    await userEvent.clear(await value());
    await userEvent.type(await value(), '31');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar despesas' }));
    await waitFor(() => expect(network.callsTo(SAVE)).toHaveLength(1));
    expect(network.callsTo(SAVE)[0]!.headers.get('If-Match')).toBe('"6"');
    expect(await screen.findByText('Ana alterou este item. Veja a versão atual e salve de novo.')).toBeTruthy();
    // The draft is dropped: the colleague's value is shown, to edit from.
    await waitFor(async () => expect((await value()).value).toBe('45'));
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
