import { CONTROL_FIELDS, type ControlDataRow, controlDataRowSchema, type ControlField } from 'contracts';
import { type GridItem, type GridRow, type MonthValues, rowKey } from './control-grid';

// What the grid saves, checked with the server's schema (zod): its own module, loaded when the
// user first edits, so the grid's page never waits for zod to download (issue 23).

export interface GridSave {
  rows: (ControlDataRow & { date: string })[];
  /** Cells the server would refuse: row key, month and the pt-BR reason (contracts' schema). */
  invalid: { rowKey: string; month: string; message: string }[];
}

/**
 * The bulk rows for every product/competitor month with an edited cell: only the edited fields,
 * as typed (an emptied cell is 0), each with the value the page saw as `expected` (0 when
 * nothing is saved), so the server keeps a colleague's other cells and refuses (412) a cell a
 * colleague changed meanwhile. `seen` overrides what the page saw for a cell (a conflict the
 * person chose to overwrite: the colleague's value). Each row is checked with the server's
 * schema; a refused row is reported, not sent.
 */
export function rowsToSave(rows: readonly GridRow[], saved: MonthValues, edits: MonthValues, seen: MonthValues = {}): GridSave {
  const touched = new Map<string, { item: GridItem; date: string }>();
  for (const row of rows) {
    for (const date of Object.keys(edits[row.key] ?? {})) touched.set(`${row.item.kind}:${row.item.id}:${date}`, { item: row.item, date });
  }
  const result: GridSave = { rows: [], invalid: [] };
  for (const { item, date } of touched.values()) {
    const row: Record<string, unknown> & { expected: Partial<Record<ControlField, number>> } = { kind: item.kind, id: item.id, date, expected: {} };
    for (const field of CONTROL_FIELDS) {
      const key = rowKey(item.kind, item.id, field);
      const edited = edits[key];
      if (!edited || !(date in edited)) continue;
      row[field] = edited[date] ?? 0;
      row.expected[field] = seen[key]?.[date] ?? saved[key]?.[date] ?? 0;
    }
    const checked = controlDataRowSchema.safeParse(row);
    if (checked.success) result.rows.push(checked.data);
    else {
      for (const issue of checked.error.issues) {
        result.invalid.push({ rowKey: rowKey(item.kind, item.id, issue.path[0] as ControlField), month: date, message: issue.message });
      }
    }
  }
  return result;
}
