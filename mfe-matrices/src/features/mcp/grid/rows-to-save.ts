import { type ControlDataRow, controlDataRowSchema } from 'contracts';
import { type ControlField, type GridItem, type GridRow, type MonthValues, rowKey } from './control-grid';

// What the grid saves, checked with the server's schema (zod): its own module, loaded when the
// user first edits, so the grid's page never waits for zod to download (issue 23).

export interface GridSave {
  rows: (ControlDataRow & { date: string })[];
  /** Cells the server would refuse: row key, month and the pt-BR reason (contracts' schema). */
  invalid: { rowKey: string; month: string; message: string }[];
}

/**
 * The bulk rows for every product/competitor month with an edited cell: the edited fields
 * as typed (an emptied cell is 0), the others as saved (0 when nothing is). Each row is
 * checked with the server's schema; a refused row is reported, not sent.
 */
export function rowsToSave(rows: readonly GridRow[], saved: MonthValues, edits: MonthValues): GridSave {
  const touched = new Map<string, { item: GridItem; date: string }>();
  for (const row of rows) {
    for (const date of Object.keys(edits[row.key] ?? {})) touched.set(`${row.item.kind}:${row.item.id}:${date}`, { item: row.item, date });
  }
  const result: GridSave = { rows: [], invalid: [] };
  for (const { item, date } of touched.values()) {
    const value = (field: ControlField) => {
      const key = rowKey(item.kind, item.id, field);
      const edited = edits[key];
      return (edited && date in edited ? edited[date] : saved[key]?.[date]) ?? 0;
    };
    const checked = controlDataRowSchema.safeParse({ kind: item.kind, id: item.id, date, total: value('total'), cost: value('cost'), amount: value('amount') });
    if (checked.success) result.rows.push(checked.data);
    else {
      for (const issue of checked.error.issues) {
        result.invalid.push({ rowKey: rowKey(item.kind, item.id, issue.path[0] as ControlField), month: date, message: issue.message });
      }
    }
  }
  return result;
}
