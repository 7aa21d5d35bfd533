import * as texts from '../../texts';
import { useDrafts } from './useDrafts';
import { type EditorSchemas, refusesAny, useEditorSchemas } from './useEditorSchemas';
import { saveEach, useEditedVersions, useSaveBar, versionOf } from './useSaveBar';

type Versioned = { id: number; version: number };

/** How the drafts of groups, or of rows, are compared, checked and saved. */
export interface DraftLevel<D> {
  same: (a: D, b: D) => boolean;
  /** The schema a draft must pass before anything is saved. */
  schema: keyof EditorSchemas;
  /** What the schema checks, when it is not the draft itself (a number typed as text). */
  checked?: (draft: D) => unknown;
  /** The PUT of one group or row, with the version the page held when it was first edited. */
  save: (id: number, version: number, draft: D) => Promise<unknown>;
  /** The DELETE of one group (its rows with it) or row, with the version the page holds. */
  remove: (id: number, version: number) => Promise<unknown>;
}

/** A part's PUT or DELETE endpoint (partEndpoints' `update`, `remove`), as its mutation hook gives its trigger. */
interface PartMutation<A> {
  useMutation: () => readonly [(arg: A) => { unwrap: () => Promise<unknown> }, ...unknown[]];
}

/**
 * A draft level saved by its part's PUT and deleted by its DELETE, in the analysis `owner` names
 * (`{ ambientalId }`); `body` makes the PUT's body from a draft, when it is not the draft itself.
 */
export function usePartLevel<D, O extends object, B = D>(
  endpoints: { update: PartMutation<O & Versioned & { body: B }>; remove: PartMutation<O & Versioned> },
  owner: O,
  { body = (draft) => draft as unknown as B, ...level }: Omit<DraftLevel<D>, 'save' | 'remove'> & { body?: (draft: D) => B },
): DraftLevel<D> {
  const [update] = endpoints.update.useMutation();
  const [remove] = endpoints.remove.useMutation();
  return {
    ...level,
    save: (id, version, draft) => update({ ...owner, id, version, body: body(draft) }).unwrap(),
    remove: (id, version) => remove({ ...owner, id, version }).unwrap(),
  };
}

/**
 * The unsaved edits of a page of groups with rows (GroupsEditor): shown at once, saved together
 * by "Salvar alterações", which sends a PUT for each group, then each row, that changed, and
 * none when nothing did. `group` and `row` are their drafts; `invalid` while a draft is refused.
 * `removeGroup` and `removeRow` delete one, and forget its drafts and those of its rows.
 */
export function useGroupEdits<G extends Versioned, R extends Versioned, GD, RD>(groups: readonly G[], rowsOf: (group: G) => readonly R[], levels: { group: DraftLevel<GD>; row: DraftLevel<RD> }) {
  const group = useDrafts<number, GD>(levels.group.same);
  const row = useDrafts<number, RD>(levels.row.same);
  const rows = groups.flatMap(rowsOf);
  const changedGroups = group.changed(groups.map(({ id }) => id));
  const changedRows = row.changed(rows.map(({ id }) => id));
  const schemas = useEditorSchemas();
  const refused = <D>(level: DraftLevel<D>, changed: readonly (readonly [number, D])[]) =>
    refusesAny(schemas?.[level.schema], changed.map(([, draft]) => (level.checked ? level.checked(draft) : draft)));
  const groupVersion = useEditedVersions(groups, changedGroups);
  const rowVersion = useEditedVersions(rows, changedRows);
  const bar = useSaveBar(
    [group, row],
    changedGroups.length + changedRows.length,
    async () => {
      await saveEach(changedGroups, group, (id, draft) => levels.group.save(id, groupVersion(id), draft));
      await saveEach(changedRows, row, (id, draft) => levels.row.save(id, rowVersion(id), draft));
    },
    texts.analyses.saved,
  );
  const removeGroup = async (id: number) => {
    await levels.group.remove(id, versionOf(groups, id));
    const removed = groups.find((candidate) => candidate.id === id);
    group.forget([id]);
    row.forget(removed ? rowsOf(removed).map((child) => child.id) : []);
  };
  const removeRow = async (id: number) => {
    await levels.row.remove(id, versionOf(rows, id));
    row.forget([id]);
  };
  return { ...bar, group, row, invalid: refused(levels.group, changedGroups) || refused(levels.row, changedRows), removeGroup, removeRow };
}
