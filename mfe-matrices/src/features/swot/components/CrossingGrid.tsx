import { useRef, useState, type KeyboardEvent } from 'react';
import { INTENSITY_COLORS, SWOT_MAX_INTENSITY, type SwotItem } from 'contracts';
import { useRecentCellMarks } from 'contracts/client';
import * as swotTexts from '../texts';
import type { useCrossingEdits } from '../hooks/useCrossingEdits';
import styles from './CrossingGrid.module.css';

const t = swotTexts.crossings;

const textColor = (intensity: number) => (intensity >= 2 ? '#ffffff' : '#212121');

export interface CrossingGridProps {
  internals: readonly SwotItem[];
  externals: readonly SwotItem[];
  edits: ReturnType<typeof useCrossingEdits>;
  canEdit: boolean;
}

const itemLabel = (item: SwotItem) => `${item.quadrant} · ${item.text}`;

/**
 * Internal items (rows) × external items (columns), each cell 0–3. A click raises the cell
 * (3 goes back to 0); the arrows move between cells, 0–3 set the focused one, Enter or
 * Space raise it. One cell is in the tab order at a time (a roving tabindex).
 */
export function CrossingGrid({ internals, externals, edits, canEdit }: CrossingGridProps) {
  const [active, setActive] = useState<[number, number]>([0, 0]);
  const cells = useRef(new Map<string, HTMLButtonElement>());
  const recentMark = useRecentCellMarks('swot');

  const focusCell = (row: number, column: number) => {
    const next: [number, number] = [Math.min(Math.max(row, 0), internals.length - 1), Math.min(Math.max(column, 0), externals.length - 1)];
    setActive(next);
    cells.current.get(`${next[0]}:${next[1]}`)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, row: number, column: number) => {
    const moves: Record<string, [number, number]> = {
      ArrowUp: [row - 1, column],
      ArrowDown: [row + 1, column],
      ArrowLeft: [row, column - 1],
      ArrowRight: [row, column + 1],
      Home: [row, 0],
      End: [row, externals.length - 1],
    };
    if (moves[event.key]) {
      event.preventDefault();
      focusCell(...moves[event.key]);
    } else if (/^[0-3]$/.test(event.key)) {
      event.preventDefault();
      edits.set(internals[row].id, externals[column].id, Number(event.key));
    }
  };

  return (
    <table role="grid" aria-label={t.grid} data-testid="crossing-grid" style={{ borderCollapse: 'collapse' }}>
      <thead>
        <tr>
          <td className={styles.rowHeader} />
          {externals.map((external) => (
            <th key={external.id} scope="col" style={{ padding: 4, maxWidth: 160, fontWeight: 600 }}>
              {itemLabel(external)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {internals.map((internal, row) => (
          <tr key={internal.id}>
            <th scope="row" className={styles.rowHeader}>
              {itemLabel(internal)}
            </th>
            {externals.map((external, column) => {
              const intensity = edits.intensity(internal.id, external.id);
              const label = t.cell(internal.text, external.text, t.intensities[intensity]);
              const style = { width: 56, height: 40, background: INTENSITY_COLORS[intensity], color: textColor(intensity), border: '1px solid #bdbdbd', fontWeight: 600 };
              const recent = recentMark('crossing', internal.id, String(external.id));
              return (
                <td key={external.id} role="gridcell" style={{ padding: 2 }} className={recent?.className}>
                  {recent?.mark}
                  {canEdit ? (
                    <button
                      type="button"
                      ref={(element) => {
                        if (element) cells.current.set(`${row}:${column}`, element);
                        else cells.current.delete(`${row}:${column}`);
                      }}
                      tabIndex={active[0] === row && active[1] === column ? 0 : -1}
                      aria-label={label}
                      style={style}
                      onFocus={() => setActive([row, column])}
                      onClick={() => edits.set(internal.id, external.id, (intensity + 1) % (SWOT_MAX_INTENSITY + 1))}
                      onKeyDown={(event) => onKeyDown(event, row, column)}
                    >
                      {intensity}
                    </button>
                  ) : (
                    <span aria-label={label} role="img" style={{ ...style, display: 'inline-flex', alignItems: 'center', justifyContent: 'center' }}>
                      {intensity}
                    </span>
                  )}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
