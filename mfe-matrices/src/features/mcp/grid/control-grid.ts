import {
  CONTROL_FIELDS,
  type ControlField,
  parsePeriod,
  toPeriodValue,
  type CategoriesAndCompetitors,
  type CategoriesAndProducts,
  type ControlOwnerKind,
  type LiveCell,
  type McpControlData,
} from 'contracts';

/**
 * The monthly control-data grid as data: one row per product or competitor and field
 * (faturamento, custo, quantidade), one column per month ('YYYY-MM-01'). Pure, so what the
 * grid saves is tested without a browser.
 */


export interface GridItem {
  kind: ControlOwnerKind;
  id: number;
  name: string;
  categoryName: string;
}

export interface GridRow {
  /** `kind:id:field` */
  key: string;
  item: GridItem;
  field: ControlField;
}

/** The grid cells of a month a colleague just changed: the product's or competitor's rows (each field) in that month's column. */
export const markedCells = ({ part, id, cell }: LiveCell): [string, string][] =>
  cell && (part === 'product' || part === 'competitor') ? CONTROL_FIELDS.map((field) => [rowKey(part, id, field), cell]) : [];

/** Numbers by row key, then month; null: an emptied cell (the kit grid's values and edits). */
export type MonthValues = Record<string, Record<string, number | null | undefined>>;

/** A grid row's key: one product or competitor and one field. */
export const rowKey = (kind: ControlOwnerKind, id: number, field: ControlField) => `${kind}:${id}:${field}`;

/** Products then competitors of each category, in the order the calls answer them; three rows each. */
export function gridRows(products: CategoriesAndProducts, competitors: CategoriesAndCompetitors): GridRow[] {
  const items: GridItem[] = [];
  for (const category of products) {
    for (const product of category.products) items.push({ kind: 'product', id: product.id, name: product.name, categoryName: category.name });
    const rivals = competitors.find((entry) => entry.id === category.id)?.competitors ?? [];
    for (const competitor of rivals) items.push({ kind: 'competitor', id: competitor.id, name: competitor.name, categoryName: category.name });
  }
  return items.flatMap((item) => CONTROL_FIELDS.map((field) => ({ key: rowKey(item.kind, item.id, field), item, field })));
}

/** The saved control data as grid values. */
export function savedValues(data: McpControlData): MonthValues {
  const values: MonthValues = {};
  const add = (kind: ControlOwnerKind, month: McpControlData['products'][number]) => {
    for (const field of CONTROL_FIELDS) (values[rowKey(kind, month.id, field)] ??= {})[month.date] = month[field];
  };
  data.products.forEach((month) => add('product', month));
  data.competitors.forEach((month) => add('competitor', month));
  return values;
}

/** What the grid shows: the saved values, then what is typed over them (null: a cell emptied). */
export function shownValues(saved: MonthValues, edits: MonthValues): MonthValues {
  const shown: MonthValues = { ...saved };
  for (const [key, months] of Object.entries(edits)) shown[key] = { ...saved[key], ...months };
  return shown;
}

/**
 * The values a save names as `expected`: each edited cell's saved value when the person first
 * typed in it. A colleague's save refetched live afterwards changes `saved`, not what the
 * person saw, so their save is answered 412 instead of silently overwriting the colleague.
 */
export function seenAtFirstEdit(seen: MonthValues, edits: MonthValues, saved: MonthValues): MonthValues {
  let next = seen;
  for (const [key, months] of Object.entries(edits)) {
    for (const date of Object.keys(months)) {
      if (next[key] && date in next[key]) continue;
      next = { ...next, [key]: { ...next[key], [date]: saved[key]?.[date] ?? 0 } };
    }
  }
  return next;
}

/** The months the saved data covers (first and last), or null without data. */
export function savedMonthSpan(data: McpControlData): { first: string; last: string } | null {
  const dates = [...data.products, ...data.competitors].map((month) => month.date).sort();
  return dates.length ? { first: dates[0]!, last: dates.at(-1)! } : null;
}

/** The month after a 'YYYY-MM-01' month (across the year's end). */
export function nextMonth(month: string): string {
  const period = parsePeriod(month);
  if (!period) return month;
  return toPeriodValue(period.month === 12 ? { year: period.year + 1, month: 1, day: 1 } : { ...period, month: period.month + 1, day: 1 });
}
