import { LeaveGuard } from 'contracts/client';
import { Button } from 'contracts/ui';
import * as texts from '../../texts';
import { BottomBarActions } from './bottom-bar';

const t = texts.analyses;

/** What an edits hook answers for its bar (useSaveBar's, and whether some edit breaks a rule). */
export interface SaveBarEdits {
  dirty: boolean;
  saving: boolean;
  error: string | null;
  /** Some edit breaks a rule (an empty name): shown under its field, and nothing can be saved. */
  invalid?: boolean;
  save: () => Promise<void>;
  discard: () => void;
}

/**
 * For a writer, a page's save actions in the editor's fixed bottom row: "Salvar alterações"
 * (only the changed rows are sent; nothing is sent while nothing changed) and "Descartar",
 * the save's failure beside them, and the leave guard while edits are unsaved.
 */
export function SaveBar({ edits, canEdit }: { edits: SaveBarEdits; canEdit: boolean }) {
  const { dirty, saving, invalid = false } = edits;
  if (!canEdit) return null;
  return (
    <>
      <LeaveGuard when={dirty} />
      <BottomBarActions error={edits.error}>
        {dirty && (
          <span role="status" data-testid="unsaved-notice">
            {t.unsaved}
          </span>
        )}
        <Button variant="link" onClick={edits.discard} disabled={!dirty || saving}>
          {t.discard}
        </Button>
        <Button variant="primary" onClick={() => void edits.save()} disabled={!dirty || invalid} busy={saving}>
          {t.save}
        </Button>
      </BottomBarActions>
    </>
  );
}
