import type { Cell } from './control-data-import';

export type SpreadsheetKind = 'csv' | 'xlsx';

/** 'csv' or 'xlsx' by the file's name; null for anything else. */
export function spreadsheetKind(fileName: string): SpreadsheetKind | null {
  const extension = /\.([^.]+)$/.exec(fileName.toLowerCase())?.[1];
  return extension === 'csv' || extension === 'xlsx' ? extension : null;
}

/**
 * CSV text: UTF-8 (a BOM is dropped), or Windows-1252 when the bytes are not UTF-8, which
 * is how Excel in Portuguese saves "CSV (separado por vírgulas)".
 */
export function decodeCsv(bytes: ArrayBuffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

/**
 * The first sheet of a CSV or XLSX file as rows of cells. The parsers load only here, when
 * a file is read (papaparse for CSV, with its delimiter detection for ',' and ';';
 * read-excel-file's universal build for XLSX, the same code in the browser and in tests).
 */
export async function readSpreadsheet(bytes: ArrayBuffer, kind: SpreadsheetKind): Promise<Cell[][]> {
  if (kind === 'csv') {
    const { default: Papa } = await import('papaparse');
    const parsed = Papa.parse<string[]>(decodeCsv(bytes), { skipEmptyLines: 'greedy' });
    return parsed.data;
  }
  const { readSheet } = await import('read-excel-file/universal');
  return (await readSheet(bytes)) as Cell[][];
}
