import { useId, useRef, useState, type ClipboardEvent, type KeyboardEvent } from 'react';
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
}

const cellKey = (row: string, column: string) => `${row}\u0000${column}`;

/** The edits and status that a set of typed cell texts makes against the saved values. */
export function gridEdits(drafts: Readonly<Record<string, string>>, values: GridValues): { edits: GridValues; status: GridStatus } {
  const edits: Record<string, Record<string, number | null>> = {};
  let invalidCells = 0;
  for (const [key, text] of Object.entries(drafts)) {
    const [row, column] = key.split('\u0000') as [string, string];
    const number = text.trim() === '' ? null : parsePtBrNumber(text);
    if (number === null && text.trim() !== '') {
      invalidCells++;
      continue;
    }
    if (number !== (values[row]?.[column] ?? null)) (edits[row] ??= {})[column] = number;
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
 * An editable table of numbers (rows × columns), typed and shown the pt-BR way ("1.234,56").
 * Keyboard: arrows move between cells (left/right once the caret is at the text's edge or the
 * whole text is selected), Enter goes down and Shift+Enter up, Tab goes on in reading order.
 * Pasting a block copied from a spreadsheet (tab-separated) fills the cells from the focused
 * one rightwards and down (what falls outside the grid is dropped). A cell that is not a
 * number is marked invalid, with an accessible description, and counted under the table.
 */
export function NumberGrid({ caption, rows, columns, values, onChange, rowHeader = '', readOnly = false }: NumberGridProps) {
  const id = useId();
  const [drafts, setDrafts] = useState<Record<string, string>>({});
  const inputs = useRef(new Map<string, HTMLInputElement>());
  const { status } = gridEdits(drafts, values);

  const update = (changes: Record<string, string>) => {
    const next = { ...drafts, ...changes };
    setDrafts(next);
    if (onChange) {
      const { edits, status: nextStatus } = gridEdits(next, values);
      onChange(edits, nextStatus);
    }
  };

  const focusCell = (rowIndex: number, columnIndex: number) => {
    const row = rows[rowIndex];
    const column = columns[columnIndex];
    if (!row || !column) return false;
    inputs.current.get(cellKey(row.key, column.key))?.focus();
    return true;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>, rowIndex: number, columnIndex: number) => {
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
  };

  const onPaste = (event: ClipboardEvent<HTMLInputElement>, rowIndex: number, columnIndex: number) => {
    const text = event.clipboardData.getData('text/plain');
    // One value goes into the cell as usual; a block spreads over the cells.
    if (!/[\t\n\r]/.test(text)) return;
    event.preventDefault();
    const changes: Record<string, string> = {};
    tsvCells(text).forEach((cells, i) =>
      cells.forEach((cell, j) => {
        const row = rows[rowIndex + i];
        const column = columns[columnIndex + j];
        if (row && column) changes[cellKey(row.key, column.key)] = cell.trim();
      }),
    );
    update(changes);
  };

  const invalidId = `${id}-invalid`;
  return (
    <div>
      <div className={styles.wrapper}>
        <table className={styles.table}>
          <caption className={styles.caption}>{caption}</caption>
          <thead>
            <tr>
              <th scope="col" className={styles.rowHeader}>
                {rowHeader}
              </th>
              {columns.map((column) => (
                <th key={column.key} scope="col" id={`${id}-c-${column.key}`}>
                  {column.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, rowIndex) => (
              <tr key={row.key}>
                <th scope="row" className={styles.rowHeader} id={`${id}-r-${row.key}`}>
                  {row.label}
                </th>
                {columns.map((column, columnIndex) => {
                  const key = cellKey(row.key, column.key);
                  const saved = values[row.key]?.[column.key];
                  const text = drafts[key] ?? (saved === null || saved === undefined ? '' : formatPtBrNumber(saved));
                  const invalid = text.trim() !== '' && parsePtBrNumber(text) === null;
                  return (
                    <td key={column.key}>
                      <input
                        ref={(input) => {
                          if (input) inputs.current.set(key, input);
                          else inputs.current.delete(key);
                        }}
                        className={styles.cell}
                        type="text"
                        inputMode="decimal"
                        autoComplete="off"
                        value={text}
                        readOnly={readOnly}
                        aria-labelledby={`${id}-r-${row.key} ${id}-c-${column.key}`}
                        aria-invalid={invalid || undefined}
                        aria-describedby={invalid ? invalidId : undefined}
                        onFocus={(event) => event.currentTarget.select()}
                        onChange={(event) => update({ [key]: event.target.value })}
                        onKeyDown={(event) => onKeyDown(event, rowIndex, columnIndex)}
                        onPaste={(event) => !readOnly && onPaste(event, rowIndex, columnIndex)}
                      />
                    </td>
                  );
                })}
              </tr>
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

export interface MonthlyGridProps extends Omit<NumberGridProps, 'columns'> {
  /** The month columns, as the API stores periods ('YYYY-MM-01'); headers read "Janeiro/2024". */
  months: readonly string[];
}

/** A NumberGrid with one column per month (e.g. an MCP product's revenue, cost and units). */
export function MonthlyGrid({ months, ...props }: MonthlyGridProps) {
  const columns = months.map((month) => {
    const period = parsePeriod(month);
    return { key: month, label: period ? periodLabel(period, 'month') : month };
  });
  return <NumberGrid {...props} columns={columns} />;
}
