import type { Cell as XlsxCell, Sheet as XlsxSheet } from 'write-excel-file/universal';
import { downloadBlob, fileSlug } from '../chart/export-png';
import type { ExportCell, ExportColumn, ExportFormat, ExportSheet, ExportTable, ValueKind } from './export-table';

/**
 * A table (export-table.ts) written as an Excel workbook or a CSV file. Every page's table goes
 * through here; this module and write-excel-file load only when an export is asked for
 * (`ExportButtons`).
 */

/**
 * Excel number formats. Their codes are locale-free (',' groups, '.' decimals) and Excel shows
 * them the reader's way: "R$ 1.234,56", "12,5%", "31/10/2026", "out/2026" in a pt-BR Excel.
 * [$R$-416] is the Brazilian real as Excel itself writes it.
 */
export const XLSX_FORMATS: Record<Exclude<ValueKind, 'text'>, string> = {
  integer: '#,##0',
  number: '#,##0.00',
  money: '[$R$-416] #,##0.00',
  percent: '0.0%',
  grade: '0.00',
  date: 'dd/mm/yyyy',
  month: 'mmm/yyyy',
};

const MIN_WIDTH = 8;
const MAX_WIDTH = 60;

const cellValue = (cell: ExportCell): string | number | null => (cell !== null && typeof cell === 'object' ? cell.value : cell);
const cellKind = (cell: ExportCell, column: ExportColumn): ValueKind => (cell !== null && typeof cell === 'object' ? cell.kind : column.kind);
const isDateKind = (kind: ValueKind) => kind === 'date' || kind === 'month';

/** 'YYYY-MM-DD' as the UTC midnight Excel stores for that day. */
function toDate(value: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  return match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : null;
}

/** A tab name Excel accepts: no : \ / ? * [ ], at most 31 characters, unique in the workbook. */
export function sheetName(name: string, taken: ReadonlySet<string> = new Set()): string {
  const base = name.replace(/[:\\/?*[\]]/g, ' ').trim().slice(0, 31) || 'Planilha';
  let candidate = base;
  for (let index = 2; taken.has(candidate.toLowerCase()); index += 1) candidate = `${base.slice(0, 31 - String(index).length - 1)} ${index}`;
  return candidate;
}

/** About as wide as the header and the longest value shown (money and dates take their symbols). */
function columnWidth(sheet: ExportSheet, index: number): number {
  const column = sheet.columns[index]!;
  if (column.width) return column.width;
  let widest = column.header.length;
  for (const row of sheet.rows) {
    const cell = row[index] ?? null;
    const value = cellValue(cell);
    if (value === null) continue;
    const kind = cellKind(cell, column);
    const shown = typeof value === 'number' ? csvValue(value, kind).length + (kind === 'money' ? 4 : 0) : isDateKind(kind) ? 10 : value.length;
    widest = Math.max(widest, shown);
  }
  return Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, widest + 2));
}

function xlsxCell(cell: ExportCell, column: ExportColumn): XlsxCell {
  const value = cellValue(cell);
  if (value === null) return null;
  const kind = cellKind(cell, column);
  if (kind === 'text' || typeof value === 'string') {
    const date = typeof value === 'string' && isDateKind(kind) ? toDate(value) : null;
    return date ? { value: date, type: Date, format: XLSX_FORMATS[kind as 'date'] } : { value: String(value), type: String };
  }
  return { value, type: Number, format: XLSX_FORMATS[kind] };
}

/** The workbook's sheets for write-excel-file: a bold header row, typed and formatted cells, widths, frozen panes. */
export function xlsxSheets(table: ExportTable): XlsxSheet<Blob>[] {
  const taken = new Set<string>();
  return table.sheets.map((sheet) => {
    const name = sheetName(sheet.name, taken);
    taken.add(name.toLowerCase());
    const header: XlsxCell[] = sheet.columns.map((column) => ({ value: column.header, type: String, fontWeight: 'bold', wrap: true }));
    const rows = sheet.rows.map((row) => sheet.columns.map((column, index) => xlsxCell(row[index] ?? null, column)));
    return {
      sheet: name,
      data: [header, ...rows],
      columns: sheet.columns.map((_, index) => ({ width: columnWidth(sheet, index) })),
      stickyRowsCount: 1,
      stickyColumnsCount: sheet.frozenColumns ?? 1,
    };
  });
}

/** The workbook as an .xlsx file (write-excel-file's universal build: the same code in the browser and in tests). */
export async function toXlsx(table: ExportTable): Promise<Blob> {
  const { default: writeXlsxFile } = await import('write-excel-file/universal');
  return writeXlsxFile(xlsxSheets(table), { fontFamily: 'Calibri', fontSize: 11 }).toBlob();
}

const csvNumber = new Intl.NumberFormat('pt-BR', { useGrouping: false, maximumFractionDigits: 6 });

/**
 * A value as a pt-BR Excel reads it back from CSV: decimal comma without thousands separators,
 * a percentage with its sign ("12,5%" reads as 0,125), a date as dd/mm/aaaa. Money is a bare
 * number: a "R$" would make it text in other programs.
 */
function csvValue(value: string | number, kind: ValueKind): string {
  if (typeof value === 'number') return kind === 'percent' ? `${csvNumber.format(value * 100)}%` : csvNumber.format(value);
  if (isDateKind(kind)) {
    const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
    if (match) return `${match[3]}/${match[2]}/${match[1]}`;
  }
  return value;
}

/** A CSV field: quoted when it holds the separator, a quote or a line break; text that a spreadsheet would run as a formula starts with an apostrophe. */
function csvField(text: string, isText: boolean): string {
  const safe = isText && /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[";\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

const csvRow = (fields: readonly string[]) => fields.join(';');

/**
 * The table as CSV the way Excel in Portuguese opens it with a double click: UTF-8 with a BOM
 * (else accents break), ';' between fields (',' is the decimal separator), CRLF line ends. A
 * table of several sheets puts them one after the other, each under its name, a blank line
 * between them.
 */
export function toCsvText(table: ExportTable): string {
  const blocks = table.sheets.map((sheet) => {
    const lines = [csvRow(sheet.columns.map((column) => csvField(column.header, true)))];
    for (const row of sheet.rows) {
      lines.push(
        csvRow(
          sheet.columns.map((column, index) => {
            const cell = row[index] ?? null;
            const value = cellValue(cell);
            return value === null ? '' : csvField(csvValue(value, cellKind(cell, column)), typeof value === 'string');
          }),
        ),
      );
    }
    return table.sheets.length > 1 ? [csvField(sheet.name, true), ...lines] : lines;
  });
  return `\uFEFF${blocks.map((lines) => lines.join('\r\n')).join('\r\n\r\n')}\r\n`;
}

export const toCsv = (table: ExportTable): Blob => new Blob([toCsvText(table)], { type: 'text/csv;charset=utf-8' });

/** The file's name: the table's words without accents, then the extension. */
export const exportFileName = (table: ExportTable, format: ExportFormat) => `${fileSlug(...table.name) || 'tabela'}.${format}`;

/** Writes the table in that format and hands it to the browser as a download. */
export async function downloadTable(table: ExportTable, format: ExportFormat): Promise<void> {
  const blob = format === 'xlsx' ? await toXlsx(table) : toCsv(table);
  downloadBlob(blob, exportFileName(table, format));
}
