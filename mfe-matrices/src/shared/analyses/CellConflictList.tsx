import type { CellConflict } from 'contracts';
import { Button } from 'contracts/ui';
import * as texts from '../../texts';

const t = texts.analyses.cellConflicts;

interface CellConflictListProps<C extends CellConflict> {
  conflicts: readonly C[];
  testId: string;
  /** A conflict's key, unique on the page. */
  keyOf: (conflict: C) => string;
  /** What the cell is called ("Pão (produto, Pães) · Faturamento / 2025-05"). */
  labelOf: (conflict: C) => string;
  /** The colleague's value and the person's, as the page shows them. */
  theirs: (conflict: C) => string;
  mine: (conflict: C) => string;
  /** The next save overwrites the colleague's value, knowingly. */
  onKeepMine: (conflict: C) => void;
  /** The person's edit of the cell is dropped. */
  onTakeTheirs: (conflict: C) => void;
}

/**
 * The cells of a bulk save that a colleague changed since the page read them (a 412): each
 * with the colleague's value and name, and "Manter o meu" / "Usar o valor salvo".
 */
export function CellConflictList<C extends CellConflict>({ conflicts, testId, keyOf, labelOf, theirs, mine, onKeepMine, onTakeTheirs }: CellConflictListProps<C>) {
  if (conflicts.length === 0) return null;
  return (
    <section aria-label={t.heading} data-testid={testId} role="alert">
      <h3>{t.heading}</h3>
      <ul>
        {conflicts.map((conflict) => (
          <li key={keyOf(conflict)}>
            {t.conflict(labelOf(conflict), conflict.changedBy?.name ?? t.someone, theirs(conflict), mine(conflict))}{' '}
            <Button onClick={() => onKeepMine(conflict)}>{t.keepMine}</Button> <Button onClick={() => onTakeTheirs(conflict)}>{t.takeTheirs}</Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
