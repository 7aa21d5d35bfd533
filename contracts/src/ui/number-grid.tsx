import { memo, startTransition, useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type ClipboardEvent, type CSSProperties, type KeyboardEvent } from 'react';
import { parsePeriod, periodLabel } from '../format/date.js';
import { formatPtBrNumber, parsePtBrNumber } from '../format/number.js';
import { KIT_TEXTS } from './texts.js';
import styles from './number-grid.module.css';
import './tokens.module.css';

/** A row or a column of a NumberGrid: a stable key and what the header shows. */
export interface GridAxisItem {
  key: string;
  label: string;
}

/** Numbers by row key, then column key; a missing or null cell is empty. */
export type GridValues = Readonly<Record<string, Readonly<Record<string, number | null | undefined>>>>;

/** A short note per cell by row key, then column key (a colleague's name on a cell they just changed). */
export type GridMarks = Readonly<Record<string, Readonly<Record<string, string>>>>;

export interface GridStatus {
  /** Some cell differs from `values` or holds text that is not a number: a leave guard should ask. */
  dirty: boolean;
  /** Cells whose text is not a pt-BR number (left out of the edits). */
  invalidCells: number;
}

export interface NumberGridProps {
  /** The table's visible caption and accessible name. */
  caption: string;
  rows: readonly GridAxisItem[];
  columns: readonly GridAxisItem[];
  /** The saved numbers; a cell shows its edit when it has one, else its saved number. */
  values: GridValues;
  /**
   * After each edit or paste: the cells whose number now differs from `values` (null = emptied),
   * and the grid's status. When `values` catches up (after a save) those cells are clean again.
   */
  onChange?: (edits: GridValues, status: GridStatus) => void;
  /** Header of the row labels' column. */
  rowHeader?: string;
  readOnly?: boolean;
  /** Cells to outline, each with its note (CellMark). */
  marks?: GridMarks;
  /** Edits the grid starts with (a remount that keeps a person's edits but some: a conflict resolved). */
  initialEdits?: GridValues;
}

const cellKey = (row: string, column: string) => `${row}\u0000${column}`;

type CellTexts = Readonly<Record<string, string>>;
/** Typed cell texts by row key, then column key; a row without one shows its saved numbers. */
type Drafts = Readonly<Record<string, CellTexts>>;

/** The edits and status that a set of typed cell texts makes against the saved values. */
export function gridEdits(drafts: Drafts, values: GridValues): { edits: GridValues; status: GridStatus } {
  const edits: Record<string, Record<string, number | null>> = {};
  let invalidCells = 0;
  for (const [row, texts] of Object.entries(drafts)) {
    for (const [column, text] of Object.entries(texts)) {
      const number = text.trim() === '' ? null : parsePtBrNumber(text);
      if (number === null && text.trim() !== '') {
        invalidCells++;
        continue;
      }
      if (number !== (values[row]?.[column] ?? null)) (edits[row] ??= {})[column] = number;
    }
  }
  return { edits, status: { dirty: invalidCells > 0 || Object.keys(edits).length > 0, invalidCells } };
}

/** The rows × columns of a TSV block (what a spreadsheet puts on the clipboard). */
const tsvCells = (text: string): string[][] =>
  text
    .replace(/\r\n?/g, '\n')
    .replace(/\n$/, '')
    .split('\n')
    .map((line) => line.split('\t'));

/**
 * How many rows the grid's first render holds; the others follow as many at a time, each batch
 * a short task after the browser has drawn the one before (an MCP of 30 products has 1,365
 * cells: at once, they blocked a phone's main thread for some 450 ms, issue 23).
 */
const ROWS_PER_BATCH = 16;

/** How many of `total` rows to render now: one batch more after each frame until all are there. */
function useRowsInBatches(total: number): number {
  const [shown, setShown] = useState(ROWS_PER_BATCH);
  const pending = shown < total;
  useEffect(() => {
    if (!pending) return;
    // After the next frame: each batch is laid out and painted on its own, not all at the end.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setShown((count) => count + ROWS_PER_BATCH)));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [pending, shown]);
  return Math.min(shown, total);
}

/** What every cell does, the same functions across renders (a row re-renders only when its own cells change). */
interface CellActions {
  register: (rowKey: string, columnKey: string, input: HTMLInputElement | null) => void;
  change: (changes: Drafts) => void;
  keyDown: (event: KeyboardEvent<HTMLInputElement>, rowIndex: number, columnIndex: number) => void;
  paste: (event: ClipboardEvent<HTMLInputElement>, rowIndex: number, columnIndex: number) => void;
}

/**
 * An editable table of numbers (rows × columns), typed and shown the pt-BR way ("1.234,56").
 * Keyboard: arrows move between cells (left/right once the caret is at the text's edge or the
 * whole text is selected), Enter goes down and Shift+Enter up, Tab goes on in reading order.
 * Pasting a block copied from a spreadsheet (tab-separated) fills the cells from the focused
 * one rightwards and down (what falls outside the grid is dropped). A cell that is not a
 * number is marked invalid, with an accessible description, and counted under the table.
 */
export function NumberGrid({ caption, rows, columns, values, onChange, rowHeader = '', readOnly = false, marks, initialEdits }: NumberGridProps) {
  const id = useId();
  const [drafts, setDrafts] = useState<Drafts>(() =>
    Object.fromEntries(
      Object.entries(initialEdits ?? {}).map(([row, cells]) => [
        row,
        Object.fromEntries(Object.entries(cells).map(([column, number]) => [column, number === null || number === undefined ? '' : formatPtBrNumber(number)])),
      ]),
    ),
  );
  const { status } = gridEdits(drafts, values);
  const shownRows = useRowsInBatches(rows.length);

  // What the cells' actions read when they run: the props and drafts of the latest render.
  const latest = useRef({ rows, columns, values, onChange, drafts });
  useLayoutEffect(() => {
    latest.current = { rows, columns, values, onChange, drafts };
  });
  const inputs = useRef(new Map<string, HTMLInputElement>());

  const actions = useMemo<CellActions>(() => {
    const focusCell = (rowIndex: number, columnIndex: number) => {
      const row = latest.current.rows[rowIndex];
      const column = latest.current.columns[columnIndex];
      if (!row || !column) return false;
      inputs.current.get(cellKey(row.key, column.key))?.focus();
      return true;
    };
    const change = (changes: Drafts) => {
      const current = latest.current;
      const next: Record<string, CellTexts> = { ...current.drafts };
      for (const [row, texts] of Object.entries(changes)) next[row] = { ...next[row], ...texts };
      current.drafts = next;
      setDrafts(next);
      if (current.onChange) {
        const { edits, status: nextStatus } = gridEdits(next, current.values);
        current.onChange(edits, nextStatus);
      }
    };
    return {
      register: (rowKey, columnKey, input) => {
        if (input) inputs.current.set(cellKey(rowKey, columnKey), input);
        else inputs.current.delete(cellKey(rowKey, columnKey));
      },
      change,
      keyDown: (event, rowIndex, columnIndex) => {
        const input = event.currentTarget;
        const wholeSelected = input.selectionStart === 0 && input.selectionEnd === input.value.length;
        const caretAt = (position: number) => input.selectionStart === position && input.selectionEnd === position;
        let moved = false;
        if (event.key === 'ArrowUp') moved = focusCell(rowIndex - 1, columnIndex) || true;
        else if (event.key === 'ArrowDown') moved = focusCell(rowIndex + 1, columnIndex) || true;
        else if (event.key === 'Enter') moved = focusCell(rowIndex + (event.shiftKey ? -1 : 1), columnIndex) || true;
        else if (event.key === 'ArrowLeft' && (wholeSelected || caretAt(0))) moved = focusCell(rowIndex, columnIndex - 1);
        else if (event.key === 'ArrowRight' && (wholeSelected || caretAt(input.value.length))) moved = focusCell(rowIndex, columnIndex + 1);
        if (moved) event.preventDefault();
      },
      paste: (event, rowIndex, columnIndex) => {
        const text = event.clipboardData.getData('text/plain');
        // One value goes into the cell as usual; a block spreads over the cells.
        if (!/[\t\n\r]/.test(text)) return;
        event.preventDefault();
        const { rows: allRows, columns: allColumns } = latest.current;
        const changes: Record<string, Record<string, string>> = {};
        tsvCells(text).forEach((cells, i) =>
          cells.forEach((cell, j) => {
            const row = allRows[rowIndex + i];
            const column = allColumns[columnIndex + j];
            if (row && column) (changes[row.key] ??= {})[column.key] = cell.trim();
          }),
        );
        change(changes);
      },
    };
  }, []);

  const invalidId = `${id}-invalid`;
  const captionId = `${id}-caption`;
  // The rows are laid out as grids of fixed columns (number-grid.module.css): the roles keep the
  // table's semantics whatever the display.
  const layout = { '--grid-columns': columns.length } as CSSProperties;
  return (
    <div>
      <div className={styles.wrapper}>
        {/* Busy while rows are still being drawn: assistive tools (and tests) wait for the whole table. */}
        <table role="table" aria-labelledby={captionId} className={styles.table} style={layout} aria-busy={shownRows < rows.length || undefined}>
          <caption id={captionId} className={styles.caption}>
            {caption}
          </caption>
          <thead role="rowgroup">
            <tr role="row">
              <th role="columnheader" scope="col" className={styles.rowHeader}>
                {rowHeader}
              </th>
              {columns.map((column) => (
                <th key={column.key} role="columnheader" scope="col" id={`${id}-c-${column.key}`}>
                  {column.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody role="rowgroup">
            {rows.slice(0, shownRows).map((row, rowIndex) => (
              <GridRow
                key={row.key}
                gridId={id}
                rowKey={row.key}
                label={row.label}
                rowIndex={rowIndex}
                columns={columns}
                saved={values[row.key]}
                drafts={drafts[row.key]}
                marks={marks?.[row.key]}
                readOnly={readOnly}
                invalidId={invalidId}
                actions={actions}
              />
            ))}
          </tbody>
        </table>
      </div>
      <span id={invalidId} hidden>
        {KIT_TEXTS.invalidNumber}
      </span>
      <p className={styles.status} role="status">
        {status.invalidCells > 0 ? KIT_TEXTS.invalidCells(status.invalidCells) : ''}
      </p>
    </div>
  );
}

interface GridRowProps {
  gridId: string;
  rowKey: string;
  label: string;
  rowIndex: number;
  columns: readonly GridAxisItem[];
  saved: GridValues[string] | undefined;
  drafts: CellTexts | undefined;
  marks: GridMarks[string] | undefined;
  readOnly: boolean;
  invalidId: string;
  actions: CellActions;
}

/** One row of a NumberGrid: its header and a cell per column. */
const GridRow = memo(function GridRow({ gridId, rowKey, label, rowIndex, columns, saved, drafts, marks, readOnly, invalidId, actions }: GridRowProps) {
  return (
    // A row with a colleague's mark is drawn in full: its note stands over the row above.
    <tr role="row" className={marks ? styles.markedRow : styles.row}>
      <th role="rowheader" scope="row" className={styles.rowHeader} id={`${gridId}-r-${rowKey}`}>
        {label}
      </th>
      {columns.map((column, columnIndex) => {
        const number = saved?.[column.key];
        const text = drafts?.[column.key] ?? (number === null || number === undefined ? '' : formatPtBrNumber(number));
        const invalid = text.trim() !== '' && parsePtBrNumber(text) === null;
        const mark = marks?.[column.key];
        return (
          <td key={column.key} role="cell" className={mark ? styles.marked : undefined}>
            {mark && <CellMark text={mark} />}
            <input
              ref={(input) => actions.register(rowKey, column.key, input)}
              className={styles.cell}
              type="text"
              inputMode="decimal"
              autoComplete="off"
              value={text}
              readOnly={readOnly}
              aria-labelledby={`${gridId}-r-${rowKey} ${gridId}-c-${column.key}`}
              aria-invalid={invalid || undefined}
              aria-describedby={invalid ? invalidId : undefined}
              onFocus={(event) => event.currentTarget.select()}
              onChange={(event) => actions.change({ [rowKey]: { [column.key]: event.target.value } })}
              onKeyDown={(event) => actions.keyDown(event, rowIndex, columnIndex)}
              onPaste={(event) => !readOnly && actions.paste(event, rowIndex, columnIndex)}
            />
          </td>
        );
      })}
    </tr>
  );
});

/** A cell's short note over its top edge (its cell has `CELL_MARKED_CLASS`: placed and outlined). */
export function CellMark({ text }: { text: string }) {
  return (
    <span role="status" data-testid="cell-mark" className={styles.mark}>
      {text}
    </span>
  );
}

/** The class of a cell that holds a CellMark. */
export const CELL_MARKED_CLASS = styles.marked;

export interface MonthlyGridProps extends Omit<NumberGridProps, 'columns'> {
  /** The month columns, as the API stores periods ('YYYY-MM-01'); headers read "Janeiro/2024". */
  months: readonly string[];
}

/** A NumberGrid with one column per month (e.g. an MCP product's revenue, cost and units). */
export function MonthlyGrid({ months, ...props }: MonthlyGridProps) {
  // The same columns while the months are the same: the grid's rows then skip re-rendering.
  const monthList = months.join(',');
  const columns = useMemo(
    () =>
      (monthList === '' ? [] : monthList.split(',')).map((month) => {
        const period = parsePeriod(month);
        return { key: month, label: period ? periodLabel(period, 'month') : month };
      }),
    [monthList],
  );
  return <NumberGrid {...props} columns={columns} />;
}
