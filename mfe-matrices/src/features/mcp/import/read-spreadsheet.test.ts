import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { decodeCsv, readSpreadsheet, spreadsheetKind } from './read-spreadsheet';

// A copy in this realm's ArrayBuffer (Node's Buffer comes from another one under jsdom), as File.arrayBuffer() gives in a page.
const bytesOf = (data: Uint8Array): ArrayBuffer => {
  const buffer = new ArrayBuffer(data.byteLength);
  new Uint8Array(buffer).set(data);
  return buffer;
};

describe('reading spreadsheets', () => {
  it('tells CSV and XLSX files by their names', () => {
    expect(spreadsheetKind('dados.CSV')).toBe('csv');
    expect(spreadsheetKind('planilha.final.xlsx')).toBe('xlsx');
    expect(spreadsheetKind('planilha.xls')).toBeNull();
    expect(spreadsheetKind('sem-extensao')).toBeNull();
  });

  it('reads a CSV separated by semicolons, in UTF-8 with a BOM or in Windows-1252', async () => {
    const text = 'tipo;nome;mês;faturamento\nproduto;Suco de Maçã;2024-01;"1.234,56"\n\n';
    const utf8 = bytesOf(new TextEncoder().encode(`\ufeff${text}`));
    expect(await readSpreadsheet(utf8, 'csv')).toEqual([
      ['tipo', 'nome', 'mês', 'faturamento'],
      ['produto', 'Suco de Maçã', '2024-01', '1.234,56'],
    ]);
    // 'Maçã' and 'mês' in Windows-1252: ç = 0xe7, ã = 0xe3, ê = 0xea.
    const latin1 = bytesOf(Uint8Array.from([...'mês;Maçã'].map((char) => char.charCodeAt(0))));
    expect(decodeCsv(latin1)).toBe('mês;Maçã');
  });

  it('reads the first sheet of an XLSX file, dates as dates and numbers as numbers', async () => {
    const file = readFileSync(join(import.meta.dirname, 'fixtures/control-data.xlsx'));
    const rows = await readSpreadsheet(bytesOf(file), 'xlsx');
    expect(rows[0]).toEqual(['Tipo', 'Categoria', 'Nome', 'Mês', 'Faturamento', 'Custo', 'Quantidade']);
    expect(rows[1]).toEqual(['produto', 'Bebidas', 'Suco de Maçã', new Date(Date.UTC(2024, 0, 1)), 1234.56, 400, 10]);
    expect(rows[2]).toEqual(['concorrente', 'Bebidas', 'Concorrente A', new Date(Date.UTC(2024, 1, 1)), 2000, 900.5, 20]);
  });

  it('refuses a file that is not a spreadsheet', async () => {
    await expect(readSpreadsheet(bytesOf(new TextEncoder().encode('not a zip')), 'xlsx')).rejects.toThrow();
  });
});
