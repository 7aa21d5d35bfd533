import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Product } from 'contracts';
import { errorResponse, okResponse, useFakeNetwork } from 'contracts/testing';
import { renderPlans, SYSADMIN } from '../../../test/render';

const MENSAL: Product = { id: 1, name: 'Mensal', cost: '49.90', months: 1, description: 'Um mês.', incentivar: false, ordem: 1 };
const ANUAL: Product = { id: 3, name: 'Anual', cost: '39.90', months: 12, description: 'Um ano.', incentivar: true, ordem: 3 };

describe('products page (system administrators)', () => {
  const network = useFakeNetwork();
  const answerProducts = (products: Product[]) => network.on('GET /api/payment/products', okResponse(products));

  it('is for system administrators only', async () => {
    answerProducts([MENSAL]);
    renderPlans('/planos/produtos');
    expect((await screen.findByRole('alert')).textContent).toBe('Apenas um administrador do sistema pode realizar esta ação.');
    expect(screen.queryByRole('button', { name: 'Novo plano' })).toBeNull();
  });

  it('lists the plans in order with their monthly cost, total and highlight', async () => {
    answerProducts([MENSAL, ANUAL]);
    renderPlans('/planos/produtos', { currentUser: SYSADMIN });
    const rows = await screen.findAllByTestId('product-row');
    expect(within(rows[1]).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['3', 'R$\u00a039,90', '12', 'R$\u00a0478,80', 'sim', 'EditarExcluir']);
    expect(within(rows[1]).getByRole('rowheader').textContent).toBe('Anual');
  });

  it('creates a plan: the values as typed go to the server, which answers field errors under their fields', async () => {
    let products = [MENSAL];
    network.on('GET /api/payment/products', () => okResponse(products));
    let refuse = true;
    network.on('POST /api/payment/products', (request) => {
      if (refuse) return errorResponse({ cost: ['Informe o valor mensal em reais, maior que zero, com até duas casas decimais.'] });
      const created = { ...MENSAL, id: 4, name: 'Trimestral', cost: '29.90', months: 3, ordem: 2, incentivar: true, description: 'Três meses.' };
      products = [MENSAL, created];
      return { status: 201, body: { success: true, data: { ...created, sent: request.body } } };
    });
    const { record } = renderPlans('/planos/produtos', { currentUser: SYSADMIN });
    await userEvent.click(await screen.findByRole('button', { name: 'Novo plano' }));
    const dialog = await screen.findByRole('dialog', { name: 'Novo plano' });
    const save = within(dialog).getByRole('button', { name: 'Salvar' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    expect((within(dialog).getByRole('spinbutton', { name: 'Ordem' }) as HTMLInputElement).value).toBe('2');

    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Nome' }), 'Trimestral');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Valor mensal (R$)' }), '29,90');
    const months = within(dialog).getByRole('spinbutton', { name: 'Duração (meses)' });
    await userEvent.clear(months);
    await userEvent.type(months, '3');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Descrição' }), 'Três meses.');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Destacar este plano (incentivar)' }));
    await waitFor(() => expect(save.disabled).toBe(false));
    await userEvent.click(save);
    expect(await within(dialog).findByText('Informe o valor mensal em reais, maior que zero, com até duas casas decimais.')).toBeTruthy();

    // A server error stays until the field is edited.
    expect(save.disabled).toBe(true);
    refuse = false;
    const cost = within(dialog).getByRole('textbox', { name: 'Valor mensal (R$)' });
    await userEvent.clear(cost);
    await userEvent.type(cost, '29,90');
    await waitFor(() => expect(save.disabled).toBe(false));
    await userEvent.click(save);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(network.callsTo('POST /api/payment/products').at(-1)!.body).toEqual({
      name: 'Trimestral',
      cost: '29,90',
      months: 3,
      description: 'Três meses.',
      incentivar: true,
      ordem: 2,
    });
    expect(record.notifications).toEqual([{ message: 'Plano criado.', type: 'success' }]);
    await waitFor(() => expect(screen.getAllByTestId('product-row')).toHaveLength(2));
  });

  it('refuses a cost the schema refuses before sending anything', async () => {
    answerProducts([MENSAL]);
    renderPlans('/planos/produtos', { currentUser: SYSADMIN });
    await userEvent.click(await screen.findByRole('button', { name: 'Novo plano' }));
    const dialog = await screen.findByRole('dialog', { name: 'Novo plano' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Nome' }), 'Caro');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Valor mensal (R$)' }), '10,999');
    await userEvent.tab();
    expect(await within(dialog).findByText('Informe o valor mensal em reais, maior que zero, com até duas casas decimais.')).toBeTruthy();
    expect((within(dialog).getByRole('button', { name: 'Salvar' }) as HTMLButtonElement).disabled).toBe(true);
    expect(network.callsTo('POST /api/payment/products')).toHaveLength(0);
  });

  it('edits a plan from its values, the cost in pt-BR', async () => {
    answerProducts([MENSAL]);
    network.on('PUT /api/payment/products/1', (request) => okResponse({ ...MENSAL, ...(request.body as object), cost: '45.00' }));
    const { record } = renderPlans('/planos/produtos', { currentUser: SYSADMIN });
    await userEvent.click(await screen.findByRole('button', { name: 'Editar Mensal' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar plano' });
    const cost = within(dialog).getByRole('textbox', { name: 'Valor mensal (R$)' }) as HTMLInputElement;
    expect(cost.value).toBe('49,90');
    await userEvent.clear(cost);
    await userEvent.type(cost, '45');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(network.callsTo('PUT /api/payment/products/1')).toHaveLength(1));
    expect(network.callsTo('PUT /api/payment/products/1')[0].body).toMatchObject({ name: 'Mensal', cost: '45', months: 1, ordem: 1 });
    await waitFor(() => expect(record.notifications).toEqual([{ message: 'Plano salvo.', type: 'success' }]));
  });

  it('deletes a plan after confirmation', async () => {
    answerProducts([MENSAL, ANUAL]);
    network.on('DELETE /api/payment/products/3', okResponse({ id: 3 }));
    const { record } = renderPlans('/planos/produtos', { currentUser: SYSADMIN });
    await userEvent.click(await screen.findByRole('button', { name: 'Excluir Anual' }));
    const dialog = await screen.findByRole('dialog', { name: 'Excluir plano' });
    expect(dialog.textContent).toContain('Excluir o plano "Anual"? As compras já feitas continuam registradas.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(network.callsTo('DELETE /api/payment/products/3')).toHaveLength(1);
    expect(record.notifications).toEqual([{ message: 'Plano excluído.', type: 'success' }]);
  });
});
