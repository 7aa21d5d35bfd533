import { createEvent, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from 'contracts';
import { type FakeResponse, okResponse, useFakeNetwork } from 'contracts/testing';
import { companyFor, renderMatrices } from '../../../test/render-host';
import { answerMcp } from '../test/fake-mcp';

const SAVE = 'PUT /api/mcps/1/control_data/';
const SAVED = {
  products: [
    { id: 1, version: 1, date: '2024-01-01', total: 100, cost: 40, amount: 10 },
    { id: 1, version: 1, date: '2024-02-01', total: 120, cost: 48, amount: 12 },
  ],
  competitors: [],
};
const cell = (row: string, month: string) =>
  within(screen.getByRole('table', { name: 'Dados mensais' })).getByRole('textbox', { name: `${row} ${month}` });
const LARANJA = 'Laranja (produto, Sucos)';

/** A paste of a block copied from a spreadsheet. */
function paste(target: HTMLElement, text: string) {
  const event = createEvent.paste(target, { clipboardData: { getData: () => text } });
  fireEvent(target, event);
}

describe('control data grid page', () => {
  const network = useFakeNetwork();

  it('shows the saved months; typing and pasting a block are saved through the bulk call', async () => {
    answerMcp(network, SAVED);
    network.on(SAVE, okResponse(SAVED));
    const { record } = renderMatrices('/empresa/7/mcp/1/dados');
    expect((await screen.findByRole('table', { name: 'Dados mensais' })).textContent).toContain('Fevereiro/2024');
    expect((cell(`${LARANJA} · Faturamento`, 'Janeiro/2024') as HTMLInputElement).value).toBe('100');

    // Typed, moving with the keyboard.
    await userEvent.click(cell(`${LARANJA} · Faturamento`, 'Fevereiro/2024'));
    await userEvent.keyboard('1.234,5');
    await userEvent.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(cell(`${LARANJA} · Custo`, 'Fevereiro/2024'));
    // Pasted: Uva's revenue, cost and units of both months.
    paste(cell('Uva (produto, Sucos) · Faturamento', 'Janeiro/2024'), '50\t60\n20\t24\n5\t6\n');
    expect((cell('Uva (produto, Sucos) · Quantidade', 'Fevereiro/2024') as HTMLInputElement).value).toBe('6');

    expect(screen.getByText('Há alterações não salvas.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Salvar dados' }));
    await waitFor(() => expect(network.callsTo(SAVE)).toHaveLength(1));
    // Only the cells typed, each with the value the page showed before.
    expect(network.callsTo(SAVE)[0]!.body).toEqual([
      { kind: 'product', id: 1, date: '2024-02-01', total: 1234.5, expected: { total: 120 } },
      { kind: 'product', id: 2, date: '2024-01-01', total: 50, cost: 20, amount: 5, expected: { total: 0, cost: 0, amount: 0 } },
      { kind: 'product', id: 2, date: '2024-02-01', total: 60, cost: 24, amount: 6, expected: { total: 0, cost: 0, amount: 0 } },
    ]);
    await waitFor(() => expect(record.notifications).toContainEqual({ message: 'Dados mensais salvos.', type: 'success' }));
  });

  it("shows a cell a colleague changed meanwhile with their value and name; keep mine overwrites it, take theirs drops the edit", async () => {
    answerMcp(network, SAVED);
    const conflict = (total: number, name: string) => ({
      kind: 'product',
      id: 1,
      date: '2024-01-01',
      field: 'total',
      current: total,
      expected: 100,
      changedBy: { id: 9, name },
      changedAt: '2024-05-01T10:00:00.000Z',
    });
    const answers: FakeResponse[] = [
      { status: 412, body: { success: false, data: { conflicts: [conflict(111, 'Ana')] }, errors: { general: [MESSAGES.cellConflicts] }, message: MESSAGES.cellConflicts } },
      okResponse(SAVED),
      { status: 412, body: { success: false, data: { conflicts: [conflict(150, 'Bia')] }, errors: { general: [MESSAGES.cellConflicts] }, message: MESSAGES.cellConflicts } },
      okResponse(SAVED),
    ];
    network.on(SAVE, () => answers.shift()!);
    renderMatrices('/empresa/7/mcp/1/dados');
    await userEvent.click(await waitFor(() => cell(`${LARANJA} · Faturamento`, 'Janeiro/2024')));
    await userEvent.keyboard('{Control>}a{/Control}130');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar dados' }));

    // The colleague's value and name, and the choice.
    const conflicts = await screen.findByRole('alert', { name: 'Valores alterados por outra pessoa' });
    expect(conflicts.textContent).toContain(`${LARANJA} · Faturamento / 2024-01: Ana salvou 111; você digitou 130.`);
    await userEvent.click(within(conflicts).getByRole('button', { name: 'Manter o meu' }));
    await userEvent.click(screen.getByRole('button', { name: 'Salvar dados' }));
    await waitFor(() => expect(network.callsTo(SAVE)).toHaveLength(2));
    expect(network.callsTo(SAVE)[1]!.body).toEqual([{ kind: 'product', id: 1, date: '2024-01-01', total: 130, expected: { total: 111 } }]);

    // Another conflict: taking the colleague's value drops the edit, nothing is left to save.
    await userEvent.click(cell(`${LARANJA} · Faturamento`, 'Janeiro/2024'));
    await userEvent.keyboard('{Control>}a{/Control}140');
    await userEvent.click(cell(`${LARANJA} · Custo`, 'Janeiro/2024'));
    await userEvent.keyboard('{Control>}a{/Control}45');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar dados' }));
    const again = await screen.findByRole('alert', { name: 'Valores alterados por outra pessoa' });
    expect(again.textContent).toContain('Bia salvou 150');
    await userEvent.click(within(again).getByRole('button', { name: 'Usar o valor salvo' }));
    expect(screen.queryByRole('alert', { name: 'Valores alterados por outra pessoa' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Salvar dados' }));
    await waitFor(() => expect(network.callsTo(SAVE)).toHaveLength(4));
    expect(network.callsTo(SAVE)[3]!.body).toEqual([{ kind: 'product', id: 1, date: '2024-01-01', cost: 45, expected: { cost: 40 } }]);
  }, 30_000);

  it('refuses to save a value the server would refuse, and says why', async () => {
    answerMcp(network, SAVED);
    renderMatrices('/empresa/7/mcp/1/dados');
    await userEvent.click(await waitFor(() => cell(`${LARANJA} · Custo`, 'Janeiro/2024')));
    await userEvent.keyboard('-5');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar dados' }));
    expect((await screen.findByText((text) => text.includes(MESSAGES.invalidMoney))).textContent).toContain(LARANJA);
    expect(network.callsTo(SAVE)).toHaveLength(0);
  });

  it('is read-only for a Funcionário', async () => {
    answerMcp(network, SAVED);
    renderMatrices('/empresa/7/mcp/1/dados', { currentCompany: companyFor(4) });
    const input = await waitFor(() => cell(`${LARANJA} · Faturamento`, 'Janeiro/2024') as HTMLInputElement);
    expect(input.readOnly).toBe(true);
    expect(screen.queryByRole('button', { name: 'Salvar dados' })).toBeNull();
    expect(screen.getByText('Você pode consultar esta análise, mas não alterá-la (cargo Funcionário).')).toBeTruthy();
  });
});
