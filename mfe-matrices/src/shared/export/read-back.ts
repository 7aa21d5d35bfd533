import { strFromU8, unzipSync } from 'fflate';
import readXlsxFile from 'read-excel-file/universal';
import type { ExportTable } from './export-table';
import { toCsvText, toXlsx } from './table-export';

/**
 * For tests: a table written as a workbook and opened again, as a spreadsheet program would:
 * each sheet's cells (read-excel-file: numbers, dates, text), and the XML inside the file for
 * what a reader does not return (the frozen panes, a cell's number format, column widths).
 */
export async function readBack(table: ExportTable) {
  const blob = await toXlsx(table);
  const bytes = new Uint8Array(await blob.arrayBuffer());
  // A copy in this realm's ArrayBuffer (the reader checks the input's type).
  const buffer = new ArrayBuffer(bytes.byteLength);
  new Uint8Array(buffer).set(bytes);
  const sheets = await readXlsxFile(buffer);
  const files = unzipSync(bytes);
  const xml = (path: string) => strFromU8(files[path]!);
  const styles = xml('xl/styles.xml');
  const numberFormats = new Map([...styles.matchAll(/<numFmt numFmtId="(\d+)" formatCode="([^"]*)"/g)].map((match) => [match[1]!, unescapeXml(match[2]!)]));
  const cellStyles = [...(/<cellXfs[^>]*>([\s\S]*?)<\/cellXfs>/.exec(styles)?.[1] ?? '').matchAll(/<xf\b([^>]*)>/g)].map((match) => /numFmtId="(\d+)"/.exec(match[1]!)?.[1]);
  return {
    sheets,
    /** Sheet n's (1-based) XML. */
    sheetXml: (n: number) => xml(`xl/worksheets/sheet${n}.xml`),
    /** The number format code of a cell ('E2') of sheet n, '' when it has none. */
    formatOf(n: number, ref: string): string {
      const style = new RegExp(`<c r="${ref}"[^>]*?\\ss="(\\d+)"`).exec(xml(`xl/worksheets/sheet${n}.xml`))?.[1];
      const id = style === undefined ? undefined : cellStyles[Number(style)];
      return id === undefined ? '' : (numberFormats.get(id) ?? `builtin:${id}`);
    },
  };
}

const unescapeXml = (text: string) => text.replaceAll('&quot;', '"').replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&amp;', '&');

/** For tests: the CSV's lines without the BOM, each split at ';' (no field here holds one). */
export const csvLines = (table: ExportTable) =>
  toCsvText(table)
    .slice(1)
    .split('\r\n')
    .filter((line, index, lines) => line !== '' || index < lines.length - 1)
    .map((line) => (line === '' ? [] : line.split(';')));
