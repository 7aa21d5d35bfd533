import { describe, expect, it } from 'vitest';
import type { McpChartPoint } from 'contracts';
import { testChartPoint } from 'contracts/testing';
import { csvLines, readBack } from '../../../shared/export/test/read-back';
import { toCsvText } from '../../../shared/export/table-export';
import { gridRows, savedValues } from '../grid/control-grid';
import { parseControlDataTable } from '../import/control-data-import';
import { readSpreadsheet } from '../import/read-spreadsheet';
import { chartTableTable, controlDataTable, expensesTable } from './mcp-tables';

const PRODUCTS = [
  { id: 10, version: 1, mcpId: 1, name: 'Pães', color: 0, products: [{ id: 1, version: 1, categoryId: 10, name: 'Pão francês', color: 0, active: true }] },
  { id: 20, version: 1, mcpId: 1, name: 'Bolos', color: 0, products: [{ id: 2, version: 1, categoryId: 20, name: 'Bolo de fubá', color: 0, active: true }] },
];
const COMPETITORS = [
  { id: 10, version: 1, mcpId: 1, name: 'Pães', color: 0, competitors: [{ id: 7, version: 1, categoryId: 10, name: 'Padaria Rival', color: 0 }] },
  { id: 20, version: 1, mcpId: 1, name: 'Bolos', color: 0, competitors: [] },
];
const SAVED = {
  products: [
    { id: 1, version: 1, date: '2026-09-01', total: 4000.5, cost: 1500, amount: 2000 },
    { id: 1, version: 1, date: '2026-10-01', total: 5430, cost: 2000, amount: 2500 },
  ],
  competitors: [{ id: 7, version: 1, date: '2026-10-01', total: 3000, cost: 0, amount: 0 }],
};
const MONTHS = ['2026-09-01', '2026-10-01', '2026-11-01'];
const rows = gridRows(PRODUCTS, COMPETITORS);
const grid = controlDataTable('Padaria', rows, MONTHS, savedValues(SAVED));
const TARGETS = {
  categories: PRODUCTS.map(({ id, name }) => ({ id, name })),
  products: PRODUCTS.flatMap((category) => category.products),
  competitors: COMPETITORS.flatMap((category) => category.competitors),
};

// A copy in this realm's ArrayBuffer, as File.arrayBuffer() gives in a page.
const bytesOf = async (blob: Blob): Promise<ArrayBuffer> => {
  const data = new Uint8Array(await blob.arrayBuffer());
  const buffer = new ArrayBuffer(data.byteLength);
  new Uint8Array(buffer).set(data);
  return buffer;
};

describe('MCP tables as spreadsheets', () => {
  it('writes the monthly grid, products and competitors, one row per item and month with data, months as dates and money in R$', async () => {
    const file = await readBack(grid);
    expect(file.sheets[0]!.data).toEqual([
      ['Tipo', 'Categoria', 'Nome', 'Mês', 'Faturamento', 'Custo', 'Quantidade'],
      ['produto', 'Pães', 'Pão francês', new Date(Date.UTC(2026, 8, 1)), 4000.5, 1500, 2000],
      ['produto', 'Pães', 'Pão francês', new Date(Date.UTC(2026, 9, 1)), 5430, 2000, 2500],
      ['concorrente', 'Pães', 'Padaria Rival', new Date(Date.UTC(2026, 9, 1)), 3000, 0, 0],
    ]);
    expect(file.formatOf(1, 'D2')).toBe('mmm/yyyy');
    expect(file.formatOf(1, 'E2')).toBe('[$R$-416] #,##0.00');
    expect(file.formatOf(1, 'F2')).toBe('[$R$-416] #,##0.00');
    expect(file.formatOf(1, 'G2')).toBe('#,##0.00');
    // Kind, category and name stay in view while the numbers scroll.
    expect(file.sheetXml(1)).toMatch(/<pane[^>]*topLeftCell="D2"[^>]*state="frozen"/);
  });

  it('writes what is typed over the saved grid, and a file the import reads back into the same cells (XLSX and CSV)', async () => {
    const values = savedValues(SAVED);
    values['product:2:total'] = { '2026-11-01': 800 };
    values['product:2:cost'] = { '2026-11-01': 300.25 };
    values['product:2:amount'] = { '2026-11-01': 40 };
    const table = controlDataTable('Padaria', rows, MONTHS, values);
    const { toXlsx, toCsv } = await import('../../../shared/export/table-export');
    for (const [kind, blob] of [
      ['xlsx', await toXlsx(table)],
      ['csv', toCsv(table)],
    ] as const) {
      const imported = parseControlDataTable(await readSpreadsheet(await bytesOf(blob), kind), TARGETS);
      expect(imported.problems, kind).toEqual([]);
      expect(
        imported.rows.map(({ row }) => row),
        kind,
      ).toEqual([
        { kind: 'product', id: 1, date: '2026-09-01', total: 4000.5, cost: 1500, amount: 2000 },
        { kind: 'product', id: 1, date: '2026-10-01', total: 5430, cost: 2000, amount: 2500 },
        { kind: 'competitor', id: 7, date: '2026-10-01', total: 3000, cost: 0, amount: 0 },
        { kind: 'product', id: 2, date: '2026-11-01', total: 800, cost: 300.25, amount: 40 },
      ]);
    }
  });

  it('writes the grid as CSV for a pt-BR Excel', () => {
    expect(csvLines(grid)).toEqual([
      ['Tipo', 'Categoria', 'Nome', 'Mês', 'Faturamento', 'Custo', 'Quantidade'],
      ['produto', 'Pães', 'Pão francês', '01/09/2026', '4000,5', '1500', '2000'],
      ['produto', 'Pães', 'Pão francês', '01/10/2026', '5430', '2000', '2500'],
      ['concorrente', 'Pães', 'Padaria Rival', '01/10/2026', '3000', '0', '0'],
    ]);
  });

  it("writes a product's expenses month by month", async () => {
    const table = expensesTable('Padaria', 'Pão francês', [
      { date: '2026-09-01', expenses: [{ name: 'Comissão', value: 120.5 }], total: 120.5 },
      { date: '2026-10-01', expenses: [{ name: 'Comissão', value: 130 }, { name: 'Frete', value: 45.25 }], total: 175.25 },
    ]);
    const file = await readBack(table);
    expect(file.sheets[0]!.sheet).toBe('Despesas Pão francês');
    expect(file.sheets[0]!.data).toEqual([
      ['Mês', 'Despesa', 'Valor (R$)'],
      [new Date(Date.UTC(2026, 8, 1)), 'Comissão', 120.5],
      [new Date(Date.UTC(2026, 9, 1)), 'Comissão', 130],
      [new Date(Date.UTC(2026, 9, 1)), 'Frete', 45.25],
    ]);
    expect(file.formatOf(1, 'C4')).toBe('[$R$-416] #,##0.00');
    expect(csvLines(table).at(-1)).toEqual(['01/10/2026', 'Frete', '45,25']);
  });

  it("writes the chart's table of the period shown: shares as percentages, money in R$, no value where the page shows '—'", async () => {
    const point = (name: string, fields: Partial<McpChartPoint>): McpChartPoint => ({
      ...testChartPoint(),
      mcpId: 1,
      productId: 1,
      categoryId: 10,
      name,
      color: 0,
      rms: 1,
      quadrant: null,
      ...fields,
    });
    const table = chartTableTable('Padaria', 'Outubro/2026', [
      point('Pão francês', { quadrant: 'Estrela', participation: 0.643, growth: 0.125, rms: 1.81, faturamento: 5430, contribMargValue: 2000, contribMargPerc: 0.3683 }),
      point('Sonho', { participation: 0.1, growth: null, rms: Number.POSITIVE_INFINITY, faturamento: 1000, contribMargValue: 500, contribMargPerc: 0.5 }),
    ]);
    const file = await readBack(table);
    expect(file.sheets[0]!.sheet).toBe('Outubro 2026');
    expect(file.sheets[0]!.data).toEqual([
      ['Produto', 'Quadrante', 'Participação', 'Crescimento', 'RMS', 'Faturamento', 'Margem de contribuição', 'Margem de contribuição (%)'],
      ['Pão francês', 'Estrela', 0.643, 0.125, 1.81, 5430, 2000, 0.3683],
      ['Sonho', null, 0.1, null, null, 1000, 500, 0.5],
    ]);
    expect(['C2', 'D2', 'H2'].map((ref) => file.formatOf(1, ref))).toEqual(['0.0%', '0.0%', '0.0%']);
    expect(file.formatOf(1, 'F2')).toBe('[$R$-416] #,##0.00');
    expect(toCsvText(table)).toContain('\r\nPão francês;Estrela;64,3%;12,5%;1,81;5430;2000;36,83%\r\n');
  });
});
