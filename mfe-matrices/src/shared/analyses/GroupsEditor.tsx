import type { ReactNode } from 'react';
import { EmptyState, ErrorAlert, LoadingState } from 'contracts/ui';
import * as texts from '../../texts';
import { useCanEditAnalyses } from '../permissions/useCanEditAnalyses';
import { AddItemForm, type AddItemFormProps, type AddItemTexts } from './AddItemForm';
import { ConfirmedDeleteDialog } from './ConfirmedDeleteDialog';
import { SaveBar, type SaveBarEdits } from './SaveBar';
import { useConfirmedDelete } from './useConfirmedDelete';

/** What a group's editor asks to delete, after a confirmation: the group itself or one of its rows. */
export type GroupDeleteTarget = { kind: 'group' | 'row'; id: number; name: string };

/** The texts of a delete confirmation. */
interface DeleteTexts {
  title: string;
  body: string;
}

/** A groups editor's texts: its heading and intro, its empty state's title, the add form's and the delete questions'. */
export interface GroupsEditorTexts {
  heading: string;
  intro: string;
  empty: string;
  addGroup: AddItemTexts;
  deleteGroup: DeleteTexts;
  deleteRow: DeleteTexts;
}

/** What a group's own editor is handed: whether the person may edit, and how to ask to delete it or one of its rows. */
export interface GroupEditing {
  canEdit: boolean;
  onDelete: (target: GroupDeleteTarget) => void;
}

export interface GroupsEditorProps<G extends { id: number }> {
  /** The test ids of the page, of its add form and of its delete question. */
  testIds: { page: string; add: string; delete: string };
  texts: GroupsEditorTexts;
  groups: { data?: G[]; isLoading: boolean; isError: boolean };
  /** The page's drafts (useGroupEdits): saved together by its save bar, and the deletes. */
  edits: SaveBarEdits & { removeGroup: (id: number) => Promise<void>; removeRow: (id: number) => Promise<void> };
  /** The form that adds a group, shown to editors once the groups are loaded. */
  addGroup: Omit<AddItemFormProps, 'children' | 'texts' | 'testId'>;
  /** What the page shows above its groups (an import box). */
  before?: ReactNode;
  /** One group, with its rows. */
  children: (group: G, editing: GroupEditing) => ReactNode;
}

/**
 * An editor of groups with rows (an Ambiental's factors and subfactors, a Multifatorial's
 * markets and items): the page's heading, its loading, error and empty states, its groups,
 * the form adding a group, one save bar for every draft and the confirmed delete of a group
 * (its rows with it) or of a row. What a group and a row show is the kind's (`children`).
 */
export function GroupsEditor<G extends { id: number }>({ testIds, texts: t, groups, edits, addGroup, before, children }: GroupsEditorProps<G>) {
  const canEdit = useCanEditAnalyses();
  const deletion = useConfirmedDelete<GroupDeleteTarget>();
  const question = (target: GroupDeleteTarget) => (target.kind === 'group' ? t.deleteGroup : t.deleteRow);
  return (
    <section data-testid={testIds.page}>
      <h2>{t.heading}</h2>
      <p>{t.intro}</p>
      {before}
      {groups.isLoading && <LoadingState />}
      {groups.isError && <ErrorAlert>{texts.analyses.loadError}</ErrorAlert>}
      {groups.data?.length === 0 && <EmptyState title={t.empty} />}
      {(groups.data ?? []).map((group) => children(group, { canEdit, onDelete: deletion.ask }))}
      {canEdit && groups.data && <AddItemForm texts={t.addGroup} testId={testIds.add} {...addGroup} />}
      <SaveBar edits={edits} canEdit={canEdit} />
      <ConfirmedDeleteDialog
        deletion={deletion}
        title={(target) => question(target).title}
        body={(target) => question(target).body}
        name={(target) => target.name}
        remove={(target) => (target.kind === 'group' ? edits.removeGroup(target.id) : edits.removeRow(target.id))}
        testId={testIds.delete}
      />
    </section>
  );
}
