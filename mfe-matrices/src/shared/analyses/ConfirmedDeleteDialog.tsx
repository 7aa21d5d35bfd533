import { ConfirmDialog } from 'contracts/ui';
import * as texts from '../../texts';
import type { useConfirmedDelete } from './useConfirmedDelete';

interface ConfirmedDeleteDialogProps<T> {
  deletion: ReturnType<typeof useConfirmedDelete<T>>;
  title: (target: T) => string;
  /** What the delete takes with it, after the target's name. */
  body: (target: T) => string;
  name: (target: T) => string;
  remove: (target: T) => Promise<unknown>;
  testId: string;
}

/** The question before deleting a row of an analysis (a factor, a criterion, an item…), while one is asked. */
export function ConfirmedDeleteDialog<T>({ deletion, title, body, name, remove, testId }: ConfirmedDeleteDialogProps<T>) {
  const target = deletion.target;
  if (target === null) return null;
  return (
    <ConfirmDialog
      title={title(target)}
      confirmLabel={texts.analyses.remove}
      onClose={deletion.close}
      onConfirm={() => deletion.confirm(remove)}
      error={deletion.error}
      testId={testId}
    >
      <p>
        <strong>{name(target)}</strong>: {body(target)}
      </p>
    </ConfirmDialog>
  );
}

interface PartDeleteDialogProps<T extends { id: number }> extends Pick<ConfirmedDeleteDialogProps<T>, 'deletion' | 'name' | 'testId'> {
  /** The page's one question for any of its parts. */
  texts: { deleteTitle: string; deleteBody: string };
  /** The part's DELETE. */
  remove: (target: T) => Promise<unknown>;
  /** The page's drafts: the deleted part's is forgotten. */
  drafts: { forget: (ids: number[]) => void };
}

/** The question before deleting a part of a list page (a criterion, an item of a quadrant): the page's texts, then the deleted part's draft forgotten. */
export function PartDeleteDialog<T extends { id: number }>({ texts, remove, drafts, ...dialog }: PartDeleteDialogProps<T>) {
  return (
    <ConfirmedDeleteDialog
      {...dialog}
      title={() => texts.deleteTitle}
      body={() => texts.deleteBody}
      remove={async (target) => {
        await remove(target);
        drafts.forget([target.id]);
      }}
    />
  );
}
