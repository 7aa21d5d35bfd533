/**
 * A table as the person sees it, described once: sheets of typed columns and rows. The writer
 * (table-export.ts) makes an Excel workbook or a CSV file of it; the tables' builders import only
 * this, so the writer stays in its own chunk, loaded when an export is asked for.
 */

/**
 * How a value is shown: 'money' in R$, 'percent' a fraction (0.125 → 12,5 %), 'grade' a 0–10
 * score, 'date' and 'month' a 'YYYY-MM-DD' string written as a date.
 */
export type ValueKind = 'text' | 'integer' | 'number' | 'money' | 'percent' | 'grade' | 'date' | 'month';

/** A cell: its column's kind, or its own (the MCP grid's rows are money or quantities). */
export type ExportCell = string | number | null | { value: number | null; kind: ValueKind };

export interface ExportColumn {
  header: string;
  kind: ValueKind;
  /** In characters; from the header and the longest value when absent. */
  width?: number;
}

export interface ExportSheet {
  /** The sheet's tab (Excel takes 31 characters and none of : \ / ? * [ ]). */
  name: string;
  columns: readonly ExportColumn[];
  rows: readonly (readonly ExportCell[])[];
  /** Columns frozen at the left with the header row (the row names); 1 by default. */
  frozenColumns?: number;
}

export interface ExportTable {
  /** The file's name without extension, in words: ['dados-mensais', analysis name]. */
  name: readonly string[];
  sheets: readonly ExportSheet[];
}

export type ExportFormat = 'xlsx' | 'csv';

/** A 0–1 score (importance, grade) on the 0–10 scale the pages show, without float noise (0.31 → 3.1). */
export const tenScale = (score: number): number => Math.round(score * 1e5) / 1e4;

/** Columns from `[header, kind]` pairs, in order. */
export const columnsOf = (...pairs: readonly (readonly [string, ValueKind])[]): ExportColumn[] => pairs.map(([header, kind]) => ({ header, kind }));

/** A table of one sheet: the file's name in words, then the sheet (its tab, columns and rows). */
export const oneSheetTable = (name: readonly string[], sheet: ExportSheet): ExportTable => ({ name, sheets: [sheet] });
