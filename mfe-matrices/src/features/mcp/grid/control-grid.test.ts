import { describe, expect, it } from 'vitest';
import { MESSAGES } from 'contracts';
import { gridRows, markedCells, nextMonth, savedMonthSpan, savedValues, seenAtFirstEdit, shownValues } from './control-grid';
import { rowsToSave } from './rows-to-save';

const PRODUCTS = [
  { id: 10, version: 1, mcpId: 1, name: 'Bebidas', color: 0, products: [{ id: 1, version: 1, categoryId: 10, name: 'Suco', color: 0, active: true }] },
  { id: 20, version: 1, mcpId: 1, name: 'Snacks', color: 0, products: [] },
];
const COMPETITORS = [
  { id: 10, version: 1, mcpId: 1, name: 'Bebidas', color: 0, competitors: [{ id: 7, version: 1, categoryId: 10, name: 'Rival', color: 0 }] },
  { id: 20, version: 1, mcpId: 1, name: 'Snacks', color: 0, competitors: [{ id: 8, version: 1, categoryId: 20, name: 'Outro', color: 0 }] },
];
const SAVED = {
  products: [{ id: 1, version: 1, date: '2024-01-01', total: 100, cost: 40, amount: 5 }],
  competitors: [{ id: 8, version: 1, date: '2024-03-01', total: 50, cost: 10, amount: 2 }],
};
describe('control data grid', () => {
  it("places a colleague's changed month on the product's or competitor's rows, each field, in that month's column", () => {
    expect(markedCells({ part: 'product', id: 3, cell: '2026-05-01' })).toEqual([
      ['product:3:total', '2026-05-01'],
      ['product:3:cost', '2026-05-01'],
      ['product:3:amount', '2026-05-01'],
    ]);
    expect(markedCells({ part: 'competitor', id: 4, cell: '2026-06-01' })).toHaveLength(3);
    // A whole part, or a cell of another area, is not in the grid.
    expect(markedCells({ part: 'product', id: 3 })).toEqual([]);
    expect(markedCells({ part: 'expense', id: 3, cell: '2026-05-01' })).toEqual([]);
  });

  it('has three rows per product and competitor, category by category', () => {
    expect(gridRows(PRODUCTS, COMPETITORS).map((row) => row.key)).toEqual([
      'product:1:total',
      'product:1:cost',
      'product:1:amount',
      'competitor:7:total',
      'competitor:7:cost',
      'competitor:7:amount',
      'competitor:8:total',
      'competitor:8:cost',
      'competitor:8:amount',
    ]);
  });

  it('knows the months the saved data spans, and the month after one', () => {
    expect(nextMonth('2024-01-01')).toBe('2024-02-01');
    expect(nextMonth('2024-12-01')).toBe('2025-01-01');
    expect(savedMonthSpan(SAVED)).toEqual({ first: '2024-01-01', last: '2024-03-01' });
    expect(savedMonthSpan({ products: [], competitors: [] })).toBeNull();
  });

  it('saves only the edited cells of each month, each with the value the page saw as expected (0 when none)', () => {
    const rows = gridRows(PRODUCTS, COMPETITORS);
    const save = rowsToSave(rows, savedValues(SAVED), {
      'product:1:total': { '2024-01-01': 1234.5, '2024-02-01': 200 },
      'product:1:amount': { '2024-02-01': null },
      'competitor:7:cost': { '2024-01-01': 30 },
    });
    expect(save.invalid).toEqual([]);
    expect(save.rows).toEqual([
      { kind: 'product', id: 1, date: '2024-01-01', total: 1234.5, expected: { total: 100 } },
      { kind: 'product', id: 1, date: '2024-02-01', total: 200, amount: 0, expected: { total: 0, amount: 0 } },
      { kind: 'competitor', id: 7, date: '2024-01-01', cost: 30, expected: { cost: 0 } },
    ]);
  });

  it("a cell whose conflict the person kept is sent with the colleague's value as expected", () => {
    const save = rowsToSave(gridRows(PRODUCTS, COMPETITORS), savedValues(SAVED), { 'product:1:total': { '2024-01-01': 130 } }, { 'product:1:total': { '2024-01-01': 111 } });
    expect(save.rows).toEqual([{ kind: 'product', id: 1, date: '2024-01-01', total: 130, expected: { total: 111 } }]);
  });

  it("a colleague's save refetched after the person typed does not change what the save expects", () => {
    const saved = savedValues(SAVED);
    const edits = { 'product:1:total': { '2024-01-01': 130 } };
    const seen = seenAtFirstEdit({}, edits, saved);
    // Typing on in the same cell keeps what the cell showed first.
    expect(seenAtFirstEdit(seen, { 'product:1:total': { '2024-01-01': 1300 } }, { 'product:1:total': { '2024-01-01': 999 } })).toBe(seen);
    const afterColleague = { ...saved, 'product:1:total': { ...saved['product:1:total'], '2024-01-01': 111 } };
    const save = rowsToSave(gridRows(PRODUCTS, COMPETITORS), afterColleague, edits, seen);
    expect(save.rows).toEqual([{ kind: 'product', id: 1, date: '2024-01-01', total: 130, expected: { total: 100 } }]);
  });

  it('an emptied cell saves 0', () => {
    const save = rowsToSave(gridRows(PRODUCTS, COMPETITORS), savedValues(SAVED), { 'product:1:cost': { '2024-01-01': null } });
    expect(save.rows).toEqual([{ kind: 'product', id: 1, date: '2024-01-01', cost: 0, expected: { cost: 40 } }]);
  });

  it('reports the cells the server would refuse and leaves their rows out', () => {
    const save = rowsToSave(gridRows(PRODUCTS, COMPETITORS), savedValues(SAVED), {
      'product:1:cost': { '2024-02-01': -3 },
      'product:1:amount': { '2024-02-01': 1.234 },
      'competitor:8:total': { '2024-03-01': 10 },
    });
    expect(save.invalid).toEqual([
      { rowKey: 'product:1:cost', month: '2024-02-01', message: MESSAGES.invalidMoney },
      { rowKey: 'product:1:amount', month: '2024-02-01', message: MESSAGES.invalidMoney },
    ]);
    expect(save.rows).toEqual([{ kind: 'competitor', id: 8, date: '2024-03-01', total: 10, expected: { total: 50 } }]);
  });

  it('shows the saved values with what is typed over them: a typed cell wins, an emptied one is null, the rest stays', () => {
    const saved = savedValues(SAVED);
    const shown = shownValues(saved, { 'product:1:total': { '2024-01-01': 120, '2024-02-01': 7 }, 'product:1:cost': { '2024-01-01': null } });
    expect(shown['product:1:total']).toEqual({ '2024-01-01': 120, '2024-02-01': 7 });
    expect(shown['product:1:cost']).toEqual({ '2024-01-01': null });
    expect(shown['product:1:amount']).toEqual({ '2024-01-01': 5 });
    expect(shown['competitor:8:total']).toEqual({ '2024-03-01': 50 });
    // The saved values are not changed.
    expect(saved['product:1:total']).toEqual({ '2024-01-01': 100 });
  });
});
