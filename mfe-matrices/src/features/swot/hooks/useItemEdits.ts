import type { SwotItem, SwotItemBody } from 'contracts';
import { useDrafts } from '../../../shared/analyses/useDrafts';
import { refusesAny, useEditorSchemas } from '../../../shared/analyses/useEditorSchemas';
import { saveEach, useEditedVersions, useSaveBar } from '../../../shared/analyses/useSaveBar';
import * as texts from '../../../texts';
import { useUpdateSwotItemMutation } from '../api/swot-api';

const sameItem = (a: SwotItemBody, b: SwotItemBody) => a.quadrant === b.quadrant && a.text === b.text && a.importance === b.importance;

export const itemFields = ({ quadrant, text, importance }: SwotItem | SwotItemBody): SwotItemBody => ({ quadrant, text, importance });

/** The items page's unsaved edits: "Salvar alterações" sends a PUT for each changed item, none when nothing changed. */
export function useItemEdits(swotId: number, items: readonly SwotItem[]) {
  const drafts = useDrafts<number, SwotItemBody>(sameItem);
  const [updateItem] = useUpdateSwotItemMutation();
  const changed = drafts.changed(items.map((item) => item.id));
  const schemas = useEditorSchemas();
  const invalid = refusesAny(schemas?.swotItemSchema, changed.map(([, draft]) => draft));

  const versionOf = useEditedVersions(items, changed);
  const bar = useSaveBar([drafts], changed.length, () => saveEach(changed, drafts, (id, body) => updateItem({ swotId, id, version: versionOf(id), body }).unwrap()), texts.analyses.saved);

  return { ...bar, drafts, invalid };
}
