import {
  controlDataRowSchema,
  type CategoriesAndCompetitors,
  type CategoriesAndProducts,
  type ControlDataRow,
  type ControlOwnerKind,
  type McpControlData,
} from 'contracts';
import { parseDecimal } from '../import/parse-decimal';

/**
 * The monthly control-data grid as data: one row per product or competitor and field
 * (faturamento, custo, quantidade), one column per month. Pure, so what the grid saves is
 * tested without a browser.
 */

export const CONTROL_FIELDS = ['total', 'cost', 'amount'] as const;
export type ControlField = (typeof CONTROL_FIELDS)[number];

export interface GridItem {
  kind: ControlOwnerKind;
  id: number;
  name: string;
  categoryName: string;
}

export interface GridRow {
  key: string;
  item: GridItem;
  field: ControlField;
}

/** Products then competitors of each category, in the order the calls answer them; three rows each. */
export function gridRows(products: CategoriesAndProducts, competitors: CategoriesAndCompetitors): GridRow[] {
  const items: GridItem[] = [];
  for (const category of products) {
    for (const product of category.products) items.push({ kind: 'product', id: product.id, name: product.name, categoryName: category.name });
    const rivals = competitors.find((entry) => entry.id === category.id)?.competitors ?? [];
    for (const competitor of rivals) items.push({ kind: 'competitor', id: competitor.id, name: competitor.name, categoryName: category.name });
  }
  return items.flatMap((item) => CONTROL_FIELDS.map((field) => ({ key: `${item.kind}:${item.id}:${field}`, item, field })));
}

/** The saved values by cell key `kind:id:field` and month. */
export type SavedValues = Map<string, Map<string, number>>;

const ownerMonthKey = (kind: ControlOwnerKind, id: number, date: string) => `${kind}:${id}:${date}`;

export function savedValues(data: McpControlData): SavedValues {
  const values: SavedValues = new Map();
  const add = (kind: ControlOwnerKind, month: McpControlData['products'][number]) => {
    for (const field of CONTROL_FIELDS) {
      const key = `${kind}:${month.id}:${field}`;
      const row = values.get(key) ?? new Map<string, number>();
      row.set(month.date, month[field]);
      values.set(key, row);
    }
  };
  data.products.forEach((month) => add('product', month));
  data.competitors.forEach((month) => add('competitor', month));
  return values;
}

/** The months the saved data covers (first and last), or null without data. */
export function savedMonthSpan(data: McpControlData): { first: string; last: string } | null {
  const dates = [...data.products, ...data.competitors].map((month) => month.date).sort();
  return dates.length ? { first: dates[0]!, last: dates.at(-1)! } : null;
}

/** What the user typed, by row key and month: raw text, parsed on save. */
export type GridEdits = Map<string, Map<string, string>>;

export interface GridSave {
  rows: (ControlDataRow & { date: string })[];
  /** Cells whose text is not a valid value: row key, month and the pt-BR reason. */
  invalid: { rowKey: string; month: string; message: string }[];
}

/**
 * The bulk rows for every product/competitor month with an edited cell: the edited fields
 * from the text typed, the others from what is saved (0 when nothing is). An empty cell is 0.
 * Each row is checked with the server's schema.
 */
export function rowsToSave(rows: readonly GridRow[], saved: SavedValues, edits: GridEdits, invalidNumber: string): GridSave {
  const touched = new Map<string, { item: GridItem; date: string }>();
  for (const row of rows) {
    for (const month of edits.get(row.key)?.keys() ?? []) {
      touched.set(ownerMonthKey(row.item.kind, row.item.id, month), { item: row.item, date: month });
    }
  }
  const result: GridSave = { rows: [], invalid: [] };
  for (const { item, date } of touched.values()) {
    const values: Partial<Record<ControlField, number>> = {};
    let valid = true;
    for (const field of CONTROL_FIELDS) {
      const rowKey = `${item.kind}:${item.id}:${field}`;
      const text = edits.get(rowKey)?.get(date);
      if (text === undefined) {
        values[field] = saved.get(rowKey)?.get(date) ?? 0;
        continue;
      }
      const value = text.trim() === '' ? 0 : parseDecimal(text);
      if (value === null) {
        result.invalid.push({ rowKey, month: date, message: invalidNumber });
        valid = false;
        continue;
      }
      values[field] = value;
    }
    if (!valid) continue;
    const checked = controlDataRowSchema.safeParse({ kind: item.kind, id: item.id, date, ...values });
    if (checked.success) {
      result.rows.push(checked.data);
    } else {
      for (const issue of checked.error.issues) {
        const field = issue.path[0] as ControlField;
        result.invalid.push({ rowKey: `${item.kind}:${item.id}:${field}`, month: date, message: issue.message });
      }
    }
  }
  return result;
}
