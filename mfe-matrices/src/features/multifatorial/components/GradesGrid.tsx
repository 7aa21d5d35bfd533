import { useEffect, useRef } from 'react';
import { liveGradeCell, type MultifatorialCategoryWithItems, type MultifatorialCriterion } from 'contracts';
import { useRecentGridMarks } from 'contracts/client';
import { NumberGrid, type GridAxisItem, type GridStatus, type GridValues } from 'contracts/ui';
import * as texts from '../../../texts';
import { UNGRADED, type useGradeEdits } from '../hooks/useGradeEdits';

const t = texts.multifatorial.grades;

/** Text cells that are not numbers, per grid (they are no edit, and nothing is saved while there is one). */
export interface UnreadableCells {
  markets: number;
  items: number;
}

interface GradesGridProps {
  /** The month shown ('YYYY-MM-01'): a colleague's grades of it are marked. */
  month: string;
  markets: readonly MultifatorialCategoryWithItems[];
  attractiveness: readonly MultifatorialCriterion[];
  force: readonly MultifatorialCriterion[];
  edits: ReturnType<typeof useGradeEdits>;
  canEdit: boolean;
  onUnreadable: (grid: keyof UnreadableCells, count: number) => void;
  /** A grade key ("3:c12") whose cell takes the focus when the grid opens ("Dar nota" from the sliders). */
  focusKey?: string | null;
}

// Grades are 0..1; the grid shows and reads them 0..10 (two decimals shown, as the sliders).
export const toTen = (grade: number) => Math.round(grade * 1000) / 100;
const fromTen = (typed: number) => Math.round(typed * 1e6) / 1e7;

/** Row keys are a grade owner ("c12": market 12, "i40": item 40), column keys a criterion id: together a `gradeKey`. */
const keyOfCell = (row: string, column: string) => `${column}:${row}`;

/**
 * A month's grades typed as two kit grids (like the MCP control data): markets × attractiveness
 * criteria and items × force criteria, 0..10 the pt-BR way. An empty cell is a criterion
 * without a grade. Each typed or pasted cell becomes an edit of the page's grades hook (one
 * save for both grids); its range is checked by the hook, not here, so a wrong number stays
 * on screen with its error.
 */
export function GradesGrid({ month, markets, attractiveness, force, edits, canEdit, onUnreadable, focusKey }: GradesGridProps) {
  const frame = useRef<HTMLDivElement>(null);
  // A grade a colleague just saved: its owner's row ("c12", "i40") and its criterion's column, in this month.
  const criterionIds = [...attractiveness, ...force].map((criterion) => criterion.id);
  const marks = useRecentGridMarks('multifatorial', ({ part, id, cell }) => {
    const criterionId = criterionIds.find((criterion) => liveGradeCell(criterion, month) === cell);
    return criterionId === undefined ? [] : [[`${part === 'category' ? 'c' : 'i'}${id}`, String(criterionId)]];
  });
  const marketRows: GridAxisItem[] = markets.map((market) => ({ key: `c${market.id}`, label: market.name }));
  const itemRows: GridAxisItem[] = markets.flatMap((market) => market.items.map((item) => ({ key: `i${item.id}`, label: t.itemRow(item.name, market.name) })));
  const columnsOf = (criteria: readonly MultifatorialCriterion[]): GridAxisItem[] => criteria.map((criterion) => ({ key: String(criterion.id), label: t.criterionName(criterion.name, criterion.higherIsWorse) }));

  const valuesOf = (rows: readonly GridAxisItem[], columns: readonly GridAxisItem[]): GridValues =>
    Object.fromEntries(
      rows.map((row) => [
        row.key,
        Object.fromEntries(
          columns.map((column) => {
            const grade = edits.value(keyOfCell(row.key, column.key));
            return [column.key, grade === UNGRADED ? null : toTen(grade)];
          }),
        ),
      ]),
    );

  const onChange = (grid: keyof UnreadableCells) => (changed: GridValues, status: GridStatus) => {
    for (const [row, cells] of Object.entries(changed)) {
      for (const [column, typed] of Object.entries(cells)) {
        edits.edit(keyOfCell(row, column), typed === null || typed === undefined ? UNGRADED : fromTen(typed));
      }
    }
    onUnreadable(grid, status.invalidCells);
  };

  // The kit grid names each cell by its row and column headers; the cell asked for is found by them.
  useEffect(() => {
    if (!focusKey || !frame.current) return;
    const [column, row] = focusKey.split(':');
    const cells = frame.current.querySelectorAll<HTMLInputElement>('input[aria-labelledby]');
    const cell = Array.from(cells).find((input) => {
      const [rowId = '', columnId = ''] = input.getAttribute('aria-labelledby')!.split(' ');
      return rowId.endsWith(`-r-${row}`) && columnId.endsWith(`-c-${column}`);
    });
    cell?.focus();
  }, [focusKey]);

  const marketColumns = columnsOf(attractiveness);
  const itemColumns = columnsOf(force);
  return (
    <div ref={frame} data-testid="grades-grid">
      {/* A help line, smaller than the page's intro: the intro, drawn by the server, stays the page's largest paint. */}
      <p style={{ fontSize: 'var(--font-size-sm)' }}>{t.gridHint}</p>
      {marketColumns.length > 0 && (
        <NumberGrid
          caption={t.marketsGrid}
          rowHeader={t.marketColumn}
          rows={marketRows}
          columns={marketColumns}
          values={valuesOf(marketRows, marketColumns)}
          marks={marks}
          readOnly={!canEdit}
          onChange={onChange('markets')}
        />
      )}
      {itemColumns.length > 0 && itemRows.length > 0 && (
        <NumberGrid
          caption={t.itemsGrid}
          rowHeader={t.itemColumn}
          rows={itemRows}
          columns={itemColumns}
          values={valuesOf(itemRows, itemColumns)}
          marks={marks}
          readOnly={!canEdit}
          onChange={onChange('items')}
        />
      )}
    </div>
  );
}

