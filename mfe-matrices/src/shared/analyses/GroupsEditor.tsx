import type { ReactNode } from 'react';
import { EmptyState, ErrorAlert, LoadingState } from 'contracts/ui';
import * as texts from '../../texts';
import { AddItemForm, type AddItemFormProps } from './AddItemForm';
import { ConfirmedDeleteDialog } from './ConfirmedDeleteDialog';
import { SaveBar, type SaveBarEdits } from './SaveBar';
import { useConfirmedDelete } from './useConfirmedDelete';
import { versionOf } from './useSaveBar';

type Versioned = { id: number; version: number };

/** What a group's editor asks to delete, after a confirmation: the group itself or one of its rows. */
export type GroupDeleteTarget = { kind: 'group' | 'row'; id: number; name: string };

/** The texts of a delete confirmation. */
interface DeleteTexts {
  title: string;
  body: string;
}

export interface GroupsEditorProps<G extends Versioned> {
  testId: string;
  heading: string;
  intro: string;
  /** The empty state's title, when there is no group. */
  empty: string;
  groups: { data?: G[]; isLoading: boolean; isError: boolean };
  /** Each group's rows (their drafts are dropped with the group). */
  rowsOf: (group: G) => readonly Versioned[];
  /** The page's drafts (useGroupEdits), saved together by its save bar; deleted groups and rows are forgotten. */
  edits: SaveBarEdits & Record<'group' | 'row', { forget: (ids: number[]) => void }>;
  canEdit: boolean;
  /** The DELETE of a group or a row, with the version the page holds. */
  deleteGroup: (id: number, version: number) => Promise<unknown>;
  deleteRow: (id: number, version: number) => Promise<unknown>;
  deleteTexts: { group: DeleteTexts; row: DeleteTexts; testId: string };
  /** The form that adds a group, shown to editors once the groups are loaded. */
  addGroup: Omit<AddItemFormProps, 'children'>;
  /** What the page shows above its groups (an import box). */
  before?: ReactNode;
  /** One group, with its rows; `onDelete` asks to delete it or one of its rows. */
  children: (group: G, onDelete: (target: GroupDeleteTarget) => void) => ReactNode;
}

/**
 * An editor of groups with rows (an Ambiental's factors and subfactors, a Multifatorial's
 * markets and items): the page's heading, its loading, error and empty states, its groups,
 * the form adding a group, one save bar for every draft and the confirmed delete of a group
 * (its rows with it) or of a row. What a group and a row show is the kind's (`children`).
 */
export function GroupsEditor<G extends Versioned>(props: GroupsEditorProps<G>) {
  const { groups, edits, canEdit, deleteTexts } = props;
  const deletion = useConfirmedDelete<GroupDeleteTarget>();
  const list = groups.data ?? [];
  const remove = async (target: GroupDeleteTarget) => {
    if (target.kind === 'group') {
      await props.deleteGroup(target.id, versionOf(list, target.id));
      const group = list.find((candidate) => candidate.id === target.id);
      edits.group.forget([target.id]);
      edits.row.forget(group ? props.rowsOf(group).map((row) => row.id) : []);
    } else {
      await props.deleteRow(target.id, versionOf(list.flatMap(props.rowsOf), target.id));
      edits.row.forget([target.id]);
    }
  };
  return (
    <section data-testid={props.testId}>
      <h2>{props.heading}</h2>
      <p>{props.intro}</p>
      {props.before}
      {groups.isLoading && <LoadingState />}
      {groups.isError && <ErrorAlert>{texts.analyses.loadError}</ErrorAlert>}
      {groups.data?.length === 0 && <EmptyState title={props.empty} />}
      {list.map((group) => props.children(group, deletion.ask))}
      {canEdit && groups.data && <AddItemForm {...props.addGroup} />}
      <SaveBar edits={edits} canEdit={canEdit} />
      <ConfirmedDeleteDialog
        deletion={deletion}
        title={(target) => deleteTexts[target.kind === 'group' ? 'group' : 'row'].title}
        body={(target) => deleteTexts[target.kind === 'group' ? 'group' : 'row'].body}
        name={(target) => target.name}
        remove={remove}
        testId={deleteTexts.testId}
      />
    </section>
  );
}
