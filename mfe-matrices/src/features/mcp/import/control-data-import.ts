import { controlDataRowSchema, MCP_BULK_MAX_ROWS, mcpMonthSchema, MESSAGES, parsePtBrNumber, type ControlDataRow, type ControlOwnerKind } from 'contracts';
import * as texts from '../../../texts';

/**
 * Control data from a spreadsheet (CSV or XLSX, already read into rows of cells): one row
 * per product or competitor and month. Pure, so the rules are tested without files: every
 * bad row is reported with its line and a pt-BR reason, and the rows to save are the
 * contracts' bulk rows, checked with the same schema the server uses.
 */

/** A cell as the readers give it: text (CSV), or a number, date or boolean (XLSX). */
export type Cell = string | number | boolean | Date | null | undefined;

interface NamedItem {
  id: number;
  categoryId: number;
  name: string;
}

/** What names in the file may refer to. */
export interface ImportTargets {
  categories: readonly { id: number; name: string }[];
  products: readonly NamedItem[];
  competitors: readonly NamedItem[];
}

/** A row that will be saved, with what the preview shows of it. */
export interface ImportRow {
  /** Line in the file (1 = the header). */
  line: number;
  categoryName: string;
  name: string;
  row: ControlDataRow & { date: string; total: number; cost: number; amount: number };
}

export interface ImportProblem {
  line: number;
  message: string;
}

export interface ImportResult {
  rows: ImportRow[];
  problems: ImportProblem[];
}

type Column = keyof typeof texts.mcp.import.columns;

/** Header names accepted for each column (compared without case or accents). */
const HEADERS: Record<Column, readonly string[]> = {
  kind: ['tipo'],
  category: ['categoria', 'mercado'],
  name: ['nome', 'item', 'produto/concorrente'],
  month: ['mes', 'data', 'periodo'],
  total: ['faturamento', 'receita', 'total'],
  cost: ['custo', 'custo variavel'],
  amount: ['quantidade', 'unidades', 'qtd'],
};
const REQUIRED: readonly Column[] = ['kind', 'name', 'month', 'total', 'cost', 'amount'];
const KINDS: Record<string, ControlOwnerKind> = { produto: 'product', concorrente: 'competitor' };

/** Lower case, no accents, single spaces: how names and headers are compared. */
export const normalizeName = (text: string): string =>
  text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('pt-BR').replace(/\s+/g, ' ').trim();

const cellText = (cell: Cell): string => {
  if (cell === null || cell === undefined) return '';
  if (cell instanceof Date) return Number.isNaN(cell.getTime()) ? '' : cell.toISOString().slice(0, 10);
  return String(cell).trim();
};

const pad2 = (n: number) => String(n).padStart(2, '0');

/**
 * 'YYYY-MM-01' from a month cell: 'AAAA-MM', a date 'AAAA-MM-DD', 'MM/AAAA' or 'DD/MM/AAAA'
 * (any day is read as its month, as the API does), or a spreadsheet date (its calendar day,
 * in UTC as the XLSX reader builds it); null otherwise.
 */
export function parseMonthCell(cell: Cell): string | null {
  let text: string;
  if (cell instanceof Date) {
    if (Number.isNaN(cell.getTime())) return null;
    text = `${cell.getUTCFullYear()}-${pad2(cell.getUTCMonth() + 1)}`;
  } else {
    text = cellText(cell);
    const slashed = /^(?:(\d{1,2})\/)?(\d{1,2})\/(\d{4})$/.exec(text);
    if (slashed) text = `${slashed[3]}-${pad2(Number(slashed[2]))}-${pad2(Number(slashed[1] ?? 1))}`;
  }
  const month = mcpMonthSchema.safeParse(text);
  return month.success ? month.data : null;
}

/** A number cell: a number from XLSX as is, text the pt-BR way ("1.234,56"); null when not a number. */
export function parseNumberCell(cell: Cell): number | null {
  if (typeof cell === 'number') return Number.isFinite(cell) ? cell : null;
  if (typeof cell !== 'string') return null;
  return parsePtBrNumber(cell);
}

function columnsOf(header: readonly Cell[]): Partial<Record<Column, number>> {
  const found: Partial<Record<Column, number>> = {};
  header.forEach((cell, index) => {
    const name = normalizeName(cellText(cell));
    const column = (Object.keys(HEADERS) as Column[]).find((key) => HEADERS[key].includes(name));
    if (column && found[column] === undefined) found[column] = index;
  });
  return found;
}

/** The rows to save and every bad row with its reason; the rows are only saved when there is no problem. */
export function parseControlDataTable(table: readonly (readonly Cell[])[], targets: ImportTargets): ImportResult {
  const p = texts.mcp.import.problems;
  const c = texts.mcp.import.columns;
  const [header = [], ...body] = table;
  const columns = columnsOf(header);
  const missing = REQUIRED.filter((column) => columns[column] === undefined);
  if (missing.length > 0) {
    return { rows: [], problems: [{ line: 1, message: `${p.missingColumns}${missing.map((column) => c[column]).join(', ')}.` }] };
  }

  const categoryNames = new Map(targets.categories.map((category) => [category.id, category.name]));
  const index = (items: readonly NamedItem[]) => {
    const byName = new Map<string, NamedItem[]>();
    for (const item of items) byName.set(normalizeName(item.name), [...(byName.get(normalizeName(item.name)) ?? []), item]);
    return byName;
  };
  const byKind: Record<ControlOwnerKind, Map<string, NamedItem[]>> = {
    product: index(targets.products),
    competitor: index(targets.competitors),
  };

  const rows: ImportRow[] = [];
  const problems: ImportProblem[] = [];
  const seen = new Map<string, number>();

  body.forEach((cells, offset) => {
    const line = offset + 2;
    const at = (column: Column): Cell => {
      const position = columns[column];
      return position === undefined ? undefined : cells[position];
    };
    if (cells.every((cell) => cellText(cell) === '')) return;
    const problem = (message: string) => problems.push({ line, message });

    const kind = KINDS[normalizeName(cellText(at('kind')))];
    if (!kind) return problem(p.kind);
    const name = cellText(at('name'));
    const categoryText = cellText(at('category'));
    let candidates = byKind[kind].get(normalizeName(name)) ?? [];
    if (categoryText) {
      const category = targets.categories.find((item) => normalizeName(item.name) === normalizeName(categoryText));
      if (!category) return problem(`${p.unknownCategory}"${categoryText}".`);
      candidates = candidates.filter((item) => item.categoryId === category.id);
    }
    if (candidates.length === 0) return problem(`${kind === 'product' ? p.unknownProduct : p.unknownCompetitor}"${name}".`);
    if (candidates.length > 1) return problem(`${p.ambiguous}"${name}".`);
    const item = candidates[0]!;

    const date = parseMonthCell(at('month'));
    if (!date) return problem(`${p.month}"${cellText(at('month'))}".`);

    const values: Partial<Record<'total' | 'cost' | 'amount', number>> = {};
    for (const column of ['total', 'cost', 'amount'] as const) {
      // A competitor's cost and units are often unknown: blank is 0, as an empty cell of the grid.
      const blankIsZero = kind === 'competitor' && column !== 'total' && cellText(at(column)) === '';
      const value = blankIsZero ? 0 : parseNumberCell(at(column));
      if (value === null) return problem(`${p.number}${c[column].toLocaleLowerCase('pt-BR')}: "${cellText(at(column))}".`);
      values[column] = value;
    }
    // The server's own schema: negative, too large or more than two decimals are refused here too.
    const checked = controlDataRowSchema.safeParse({ kind, id: item.id, date, ...values });
    if (!checked.success) {
      const issue = checked.error.issues[0]!;
      const column = issue.path[0] as string;
      const label = column in c ? `${c[column as Column]}: ` : '';
      return problem(`${label}${issue.message}`);
    }
    const key = `${kind}:${item.id}:${checked.data.date}`;
    const earlier = seen.get(key);
    if (earlier !== undefined) return problem(`${p.duplicate}${earlier}).`);
    seen.set(key, line);
    // An imported line gives every value (a blank one is 0 or a bad line).
    const { total = 0, cost = 0, amount = 0 } = checked.data;
    rows.push({ line, categoryName: categoryNames.get(item.categoryId) ?? '', name: item.name, row: { ...checked.data, total, cost, amount } });
  });

  if (rows.length + problems.length > MCP_BULK_MAX_ROWS) problems.unshift({ line: 1, message: MESSAGES.tooManyRows });
  return { rows, problems };
}

/** The CSV to download as a model: the header, a product line and a competitor line (its cost and units left blank: 0). */
export function controlDataTemplate(): string {
  const c = texts.mcp.import.columns;
  return [
    [c.kind, c.category, c.name, c.month, c.total, c.cost, c.amount].join(';'),
    'produto;Bebidas;Suco de Laranja;2024-01;1.234,56;400;100',
    'concorrente;Bebidas;Suco da Concorrência;2024-01;2.000,00;;',
  ].join('\n') + '\n';
}

/** The preview's caption: the rows to save, or, while a line is bad, that nothing will be saved. */
export function previewCaption({ rows, problems }: ImportResult): string {
  const t = texts.mcp.import;
  return problems.length > 0 ? t.previewBlocked(rows.length) : t.preview(rows.length);
}
