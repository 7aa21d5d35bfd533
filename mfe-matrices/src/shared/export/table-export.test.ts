import { describe, expect, it } from 'vitest';
import { readBack } from './read-back';
import type { ExportTable } from './export-table';
import { exportFileName, sheetName, toCsvText, XLSX_FORMATS } from './table-export';

const table: ExportTable = {
  name: ['Vendas', 'Padaria São João'],
  sheets: [
    {
      name: 'Vendas: mês/ano',
      frozenColumns: 2,
      columns: [
        { header: 'Produto', kind: 'text' },
        { header: 'Mês', kind: 'month' },
        { header: 'Faturamento', kind: 'money' },
        { header: 'Participação', kind: 'percent' },
        { header: 'Quantidade', kind: 'number' },
        { header: 'Nota', kind: 'grade' },
      ],
      rows: [
        ['Pão francês', '2026-10-01', 1234.56, 0.125, 300, 7.5],
        ['=SOMA(A1) "especial"; fino', '2026-09-01', null, { value: 3, kind: 'integer' }, 2.5, null],
      ],
    },
    { name: 'Outra', columns: [{ header: 'A', kind: 'text' }], rows: [['x']] },
  ],
};

describe('table export', () => {
  it('writes a workbook that reads back with the header row, numbers as numbers and months as dates', async () => {
    const { sheets } = await readBack(table);
    expect(sheets.map((sheet) => sheet.sheet)).toEqual(['Vendas  mês ano', 'Outra']);
    const [header, first, second] = sheets[0]!.data;
    expect(header).toEqual(['Produto', 'Mês', 'Faturamento', 'Participação', 'Quantidade', 'Nota']);
    expect(first).toEqual(['Pão francês', new Date(Date.UTC(2026, 9, 1)), 1234.56, 0.125, 300, 7.5]);
    expect(typeof first![2]).toBe('number');
    expect(second).toEqual(['=SOMA(A1) "especial"; fino', new Date(Date.UTC(2026, 8, 1)), null, 3, 2.5, null]);
  });

  it('formats each kind the pt-BR way, freezes the header row and the name columns, and sizes the columns', async () => {
    const file = await readBack(table);
    expect(file.formatOf(1, 'B2')).toBe(XLSX_FORMATS.month);
    expect(file.formatOf(1, 'C2')).toBe('[$R$-416] #,##0.00');
    expect(file.formatOf(1, 'D2')).toBe('0.0%');
    expect(file.formatOf(1, 'D3')).toBe('#,##0');
    expect(file.formatOf(1, 'E2')).toBe('#,##0.00');
    expect(file.formatOf(1, 'F2')).toBe('0.00');
    const xml = file.sheetXml(1);
    expect(xml).toMatch(/<pane[^>]*xSplit="2"[^>]*ySplit="1"[^>]*state="frozen"|<pane[^>]*ySplit="1"[^>]*xSplit="2"/);
    expect(xml).toMatch(/<pane[^>]*topLeftCell="C2"/);
    // The long product name widens its column; every column has a width.
    const widths = [...xml.matchAll(/<col [^>]*width="([\d.]+)"/g)].map((match) => Number(match[1]));
    expect(widths).toHaveLength(6);
    expect(widths[0]).toBeGreaterThan(widths[1]!);
    expect(file.sheetXml(2)).toMatch(/<pane[^>]*xSplit="1"[^>]*ySplit="1"|<pane[^>]*ySplit="1"[^>]*xSplit="1"/);
  });

  it('writes CSV for a pt-BR Excel: BOM, semicolons, decimal comma, dd/mm/aaaa, quoted and formula-safe text, sheets one after the other', () => {
    const text = toCsvText(table);
    expect(text.startsWith('\uFEFF')).toBe(true);
    expect(text.slice(1).split('\r\n')).toEqual([
      'Vendas: mês/ano',
      'Produto;Mês;Faturamento;Participação;Quantidade;Nota',
      'Pão francês;01/10/2026;1234,56;12,5%;300;7,5',
      `"'=SOMA(A1) ""especial""; fino";01/09/2026;;3;2,5;`,
      '',
      'Outra',
      'A',
      'x',
      '',
    ]);
  });

  it('names files and sheets as Excel accepts them', () => {
    expect(exportFileName(table, 'xlsx')).toBe('vendas-padaria-sao-joao.xlsx');
    expect(exportFileName({ name: [], sheets: [] }, 'csv')).toBe('tabela.csv');
    expect(sheetName('Produtos no período Outubro/2026 (mês de referência)')).toBe('Produtos no período Outubro 202');
    expect(sheetName('Dados', new Set(['dados']))).toBe('Dados 2');
    expect(sheetName('[]')).toBe('Planilha');
  });
});
