// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { gridEdits, MonthlyGrid, NumberGrid, type GridStatus, type GridValues } from './number-grid.js';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const MONTHS = ['2024-01-01', '2024-02-01', '2024-03-01'];
const ROWS = [
  { key: 'total', label: 'Faturamento' },
  { key: 'cost', label: 'Custo' },
];
const VALUES: GridValues = { total: { '2024-01-01': 1234.56, '2024-02-01': 2000 }, cost: { '2024-01-01': 100 } };

const renderGrid = () => {
  const onChange = vi.fn<(edits: GridValues, status: GridStatus) => void>();
  render(<MonthlyGrid caption="Produto A" rowHeader="Dado" rows={ROWS} months={MONTHS} values={VALUES} onChange={onChange} />);
  const cell = (row: string, month: string) => screen.getByRole('textbox', { name: `${row} ${month}` }) as HTMLInputElement;
  return { onChange, cell, last: () => onChange.mock.calls.at(-1) };
};

describe('MonthlyGrid', () => {
  it('is a captioned table: month columns, named rows, each cell named by its row and month, pt-BR numbers', () => {
    const { cell } = renderGrid();
    expect(screen.getByRole('table', { name: 'Produto A' })).toBeTruthy();
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Dado', 'Janeiro/2024', 'Fevereiro/2024', 'Março/2024']);
    expect(screen.getAllByRole('rowheader').map((header) => header.textContent)).toEqual(['Faturamento', 'Custo']);
    expect(cell('Faturamento', 'Janeiro/2024').value).toBe('1.234,56');
    expect(cell('Faturamento', 'Fevereiro/2024').value).toBe('2.000');
    expect(cell('Custo', 'Março/2024').value).toBe('');
  });

  it('arrows, Enter and Tab move between cells from the keyboard alone', async () => {
    const { cell } = renderGrid();
    await userEvent.click(cell('Faturamento', 'Janeiro/2024'));
    // Focusing a cell selects its text, so the arrows leave it at once.
    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(cell('Faturamento', 'Fevereiro/2024'));
    await userEvent.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(cell('Custo', 'Fevereiro/2024'));
    await userEvent.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(cell('Custo', 'Janeiro/2024'));
    await userEvent.keyboard('{ArrowUp}');
    expect(document.activeElement).toBe(cell('Faturamento', 'Janeiro/2024'));
    await userEvent.keyboard('{Enter}');
    expect(document.activeElement).toBe(cell('Custo', 'Janeiro/2024'));
    await userEvent.keyboard('{Shift>}{Enter}{/Shift}');
    expect(document.activeElement).toBe(cell('Faturamento', 'Janeiro/2024'));
    await userEvent.tab();
    expect(document.activeElement).toBe(cell('Faturamento', 'Fevereiro/2024'));
    // At the grid's edge the arrows stay.
    await userEvent.keyboard('{ArrowUp}');
    expect(document.activeElement).toBe(cell('Faturamento', 'Fevereiro/2024'));
  });

  it('while typing, left and right move the caret; at the text edge they move to the next cell', async () => {
    const { cell } = renderGrid();
    await userEvent.click(cell('Custo', 'Março/2024'));
    await userEvent.keyboard('12{ArrowLeft}');
    expect(document.activeElement).toBe(cell('Custo', 'Março/2024'));
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(document.activeElement).toBe(cell('Custo', 'Fevereiro/2024'));
  });

  it('typing reports the edited numbers and the dirty state; typing the saved value back is clean', async () => {
    const { cell, last } = renderGrid();
    await userEvent.click(cell('Custo', 'Março/2024'));
    await userEvent.keyboard('1.500,5');
    expect(last()).toEqual([{ cost: { '2024-03-01': 1500.5 } }, { dirty: true, invalidCells: 0 }]);
    await userEvent.clear(cell('Custo', 'Março/2024'));
    expect(last()).toEqual([{}, { dirty: false, invalidCells: 0 }]);
    // Emptying a saved cell is an edit to null.
    await userEvent.clear(cell('Custo', 'Janeiro/2024'));
    expect(last()).toEqual([{ cost: { '2024-01-01': null } }, { dirty: true, invalidCells: 0 }]);
  });

  it('a cell that is not a number is marked invalid with an accessible description and counted', async () => {
    const { cell, last } = renderGrid();
    await userEvent.click(cell('Custo', 'Fevereiro/2024'));
    await userEvent.keyboard('12,3x');
    const invalid = cell('Custo', 'Fevereiro/2024');
    expect(invalid.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(invalid.getAttribute('aria-describedby')!)!.textContent).toBe('Número inválido');
    expect(screen.getByRole('status').textContent).toBe('1 célula com número inválido.');
    expect(last()).toEqual([{}, { dirty: true, invalidCells: 1 }]);
  });

  it('pasting a block copied from a spreadsheet fills the cells from the focused one; the rest is dropped', async () => {
    const { cell, last } = renderGrid();
    await userEvent.click(cell('Faturamento', 'Fevereiro/2024'));
    await userEvent.paste('1.000,5\t2.000\t999\r\n10\tabc\r\n7\t8\r\n');
    expect(cell('Faturamento', 'Fevereiro/2024').value).toBe('1.000,5');
    expect(cell('Faturamento', 'Março/2024').value).toBe('2.000');
    expect(cell('Custo', 'Fevereiro/2024').value).toBe('10');
    expect(cell('Custo', 'Março/2024').value).toBe('abc');
    // Untouched: left of the focused cell.
    expect(cell('Custo', 'Janeiro/2024').value).toBe('100');
    expect(last()).toEqual([{ total: { '2024-02-01': 1000.5, '2024-03-01': 2000 }, cost: { '2024-02-01': 10 } }, { dirty: true, invalidCells: 1 }]);
  });

  it('one pasted value goes into the cell as usual', async () => {
    const { cell } = renderGrid();
    const target = cell('Custo', 'Março/2024');
    await userEvent.click(target);
    await userEvent.paste('42');
    expect(target.value).toBe('42');
    expect(cell('Custo', 'Fevereiro/2024').value).toBe('');
  });

  it('is clean again once the saved values catch up with the edits', () => {
    expect(gridEdits({ cost: { '2024-03-01': '5' } }, VALUES).status.dirty).toBe(true);
    expect(gridEdits({ cost: { '2024-03-01': '5' } }, { cost: { '2024-03-01': 5 } })).toEqual({ edits: {}, status: { dirty: false, invalidCells: 0 } });
  });

  it('a long grid shows its first rows at once and the others right after, a paste reaching rows not drawn yet', async () => {
    const rows = Array.from({ length: 50 }, (_, i) => ({ key: `r${i}`, label: `Linha ${i + 1}` }));
    const onChange = vi.fn<(edits: GridValues, status: GridStatus) => void>();
    // Each batch waits for a frame, then a task: the test runs them on its own clock, one after
    // the other, instead of waiting for them to come in time.
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'setTimeout', 'clearTimeout'] });
    render(<NumberGrid caption="Longa" rows={rows} columns={[{ key: 'a', label: 'A' }]} values={{}} onChange={onChange} />);
    const drawn = screen.getAllByRole('rowheader').length;
    expect(drawn).toBeGreaterThan(0);
    expect(drawn).toBeLessThan(50);
    const table = screen.getByText('Longa').closest('table')!;
    expect(table.getAttribute('aria-busy')).toBe('true');
    const last = screen.getAllByRole('textbox').at(-1)!;
    fireEvent.paste(last, { clipboardData: { getData: () => Array.from({ length: 50 - drawn + 1 }, (_, i) => String(i)).join('\n') } });
    for (let batch = 0; batch < rows.length && vi.getTimerCount() > 0; batch++) await act(() => vi.runOnlyPendingTimersAsync());
    expect(screen.getByRole('rowheader', { name: 'Linha 50' })).toBeTruthy();
    expect(screen.getAllByRole('rowheader')).toHaveLength(50);
    expect(table.hasAttribute('aria-busy')).toBe(false);
    expect((screen.getByRole('textbox', { name: 'Linha 50 A' }) as HTMLInputElement).value).toBe(String(50 - drawn));
    expect(onChange.mock.calls.at(-1)![1]).toEqual({ dirty: true, invalidCells: 0 });
  });

  it('read-only cells cannot be changed', () => {
    render(<NumberGrid caption="Só leitura" rows={ROWS} columns={[{ key: 'a', label: 'A' }]} values={{ total: { a: 1 } }} readOnly />);
    const cell = screen.getByRole('textbox', { name: 'Faturamento A' }) as HTMLInputElement;
    expect(cell.readOnly).toBe(true);
    fireEvent.paste(cell, { clipboardData: { getData: () => '1\t2' } });
    expect(cell.value).toBe('1');
  });
});
