import { categorySchema, formatPtBrNumber, type MultifatorialCategoryWithItems, type MultifatorialItem, multifatorialItemSchema, parsePtBrNumber } from 'contracts';
import { useDrafts } from '../../../shared/analyses/useDrafts';
import { useSaving } from '../../../shared/analyses/useSaving';
import * as texts from '../../../texts';
import { useUpdateItemMutation, useUpdateMarketMutation } from '../api/multifatorial-api';

/** A market's editable fields. */
export interface MarketDraft {
  name: string;
  color: number;
}
/** An item's editable fields; faturamento as typed (pt-BR: "1.234,56"). */
export interface ItemDraft {
  name: string;
  color: number;
  faturamento: string;
}

export const marketFields = ({ name, color }: MultifatorialCategoryWithItems): MarketDraft => ({ name, color });
export const itemFields = ({ name, color, faturamento }: MultifatorialItem): ItemDraft => ({ name, color, faturamento: formatPtBrNumber(faturamento) });

/** The item's PUT body from its draft; the faturamento the API would refuse stays text, and the schema says why. */
export const itemBody = (draft: ItemDraft) => ({ name: draft.name, color: draft.color, faturamento: parsePtBrNumber(draft.faturamento) ?? draft.faturamento });

/** The first message of a draft's field in its contracts schema (shown under the field). */
export function fieldError(schema: typeof categorySchema | typeof multifatorialItemSchema, value: unknown, field: string): string | undefined {
  return schema.safeParse(value).error?.issues.find((issue) => issue.path[0] === field)?.message;
}

const sameMarket = (a: MarketDraft, b: MarketDraft) => a.name === b.name && a.color === b.color;
const sameItem = (a: ItemDraft, b: ItemDraft) => {
  const value = parsePtBrNumber(a.faturamento);
  return a.name === b.name && a.color === b.color && value !== null && value === parsePtBrNumber(b.faturamento);
};

/** The markets page's unsaved edits, saved together: a PUT for each market or item that changed. */
export function useMarketEdits(multifatorialId: number, markets: readonly MultifatorialCategoryWithItems[]) {
  const saving = useSaving();
  const market = useDrafts<number, MarketDraft>(sameMarket);
  const item = useDrafts<number, ItemDraft>(sameItem);
  const [updateMarket] = useUpdateMarketMutation();
  const [updateItem] = useUpdateItemMutation();
  const changedMarkets = market.changed(markets.map((m) => m.id));
  const changedItems = item.changed(markets.flatMap((m) => m.items.map((i) => i.id)));
  const invalid =
    changedMarkets.some(([, draft]) => !categorySchema.safeParse(draft).success) ||
    changedItems.some(([, draft]) => !multifatorialItemSchema.safeParse(itemBody(draft)).success);
  const save = () =>
    saving.run(async () => {
      for (const [id, body] of changedMarkets) {
        await updateMarket({ multifatorialId, id, body }).unwrap();
        market.forget([id]);
      }
      for (const [id, draft] of changedItems) {
        await updateItem({ multifatorialId, id, body: itemBody(draft) as { name: string; faturamento: number } }).unwrap();
        item.forget([id]);
      }
    }, texts.analyses.saved);
  return {
    market,
    item,
    dirty: changedMarkets.length + changedItems.length > 0,
    invalid,
    saving: saving.saving,
    error: saving.error,
    save,
    discard: () => {
      market.discard();
      item.discard();
      saving.clearError();
    },
  };
}
