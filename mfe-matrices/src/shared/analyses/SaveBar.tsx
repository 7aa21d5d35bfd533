import { LeaveGuard } from 'contracts/client';
import { Button } from 'contracts/ui';
import * as texts from '../../texts';
import { BottomBarActions } from './bottom-bar';

const t = texts.analyses;

export interface SaveBarProps {
  dirty: boolean;
  saving: boolean;
  /** Some edit breaks a rule (an empty name): shown under its field, and nothing can be saved. */
  invalid?: boolean;
  onSave: () => void;
  onDiscard: () => void;
}

/**
 * A page's save actions in the editor's fixed bottom row: "Salvar alterações" (only the
 * changed rows are sent; nothing is sent while nothing changed) and "Descartar", and the
 * leave guard while edits are unsaved.
 */
export function SaveBar({ dirty, saving, invalid = false, onSave, onDiscard }: SaveBarProps) {
  return (
    <>
      <LeaveGuard when={dirty} />
      <BottomBarActions>
        {dirty && (
          <span role="status" data-testid="unsaved-notice">
            {t.unsaved}
          </span>
        )}
        <Button variant="link" onClick={onDiscard} disabled={!dirty || saving}>
          {t.discard}
        </Button>
        <Button variant="primary" onClick={onSave} disabled={!dirty || invalid} busy={saving}>
          {t.save}
        </Button>
      </BottomBarActions>
    </>
  );
}
