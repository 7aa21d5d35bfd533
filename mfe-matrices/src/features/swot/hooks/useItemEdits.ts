import { type SwotItem, type SwotItemBody, swotItemSchema } from 'contracts';
import { useDrafts } from '../../../shared/analyses/useDrafts';
import { saveEach, useSaveBar } from '../../../shared/analyses/useSaveBar';
import * as texts from '../../../texts';
import { useUpdateSwotItemMutation } from '../api/swot-api';

const sameItem = (a: SwotItemBody, b: SwotItemBody) => a.quadrant === b.quadrant && a.text === b.text && a.importance === b.importance;

export const itemFields = ({ quadrant, text, importance }: SwotItem | SwotItemBody): SwotItemBody => ({ quadrant, text, importance });

/** The first message of a field in the contracts check of a draft item (shown under the field). */
export function itemDraftError(value: SwotItemBody, field: keyof SwotItemBody): string | undefined {
  const check = swotItemSchema.safeParse(value);
  return check.success ? undefined : check.error.issues.find((issue) => issue.path[0] === field)?.message;
}

/** The items page's unsaved edits: "Salvar alterações" sends a PUT for each changed item, none when nothing changed. */
export function useItemEdits(swotId: number, items: readonly SwotItem[]) {
  const drafts = useDrafts<number, SwotItemBody>(sameItem);
  const [updateItem] = useUpdateSwotItemMutation();
  const changed = drafts.changed(items.map((item) => item.id));
  const invalid = changed.some(([, draft]) => !swotItemSchema.safeParse(draft).success);

  const bar = useSaveBar([drafts], changed.length, () => saveEach(changed, drafts, (id, body) => updateItem({ swotId, id, body }).unwrap()), texts.analyses.saved);

  return { ...bar, drafts, invalid };
}
