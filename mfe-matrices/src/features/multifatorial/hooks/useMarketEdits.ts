import { formatPtBrNumber, type MultifatorialCategoryWithItems, type MultifatorialItem, parsePtBrNumber } from 'contracts';
import { useDrafts } from '../../../shared/analyses/useDrafts';
import { refusesAny, useEditorSchemas } from '../../../shared/analyses/useEditorSchemas';
import { saveEach, useEditedVersions, useSaveBar } from '../../../shared/analyses/useSaveBar';
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

const sameMarket = (a: MarketDraft, b: MarketDraft) => a.name === b.name && a.color === b.color;
const sameItem = (a: ItemDraft, b: ItemDraft) => {
  const value = parsePtBrNumber(a.faturamento);
  return a.name === b.name && a.color === b.color && value !== null && value === parsePtBrNumber(b.faturamento);
};

/** The markets page's unsaved edits, saved together: a PUT for each market or item that changed. */
export function useMarketEdits(multifatorialId: number, markets: readonly MultifatorialCategoryWithItems[]) {
  const market = useDrafts<number, MarketDraft>(sameMarket);
  const item = useDrafts<number, ItemDraft>(sameItem);
  const [updateMarket] = useUpdateMarketMutation();
  const [updateItem] = useUpdateItemMutation();
  const changedMarkets = market.changed(markets.map((m) => m.id));
  const changedItems = item.changed(markets.flatMap((m) => m.items.map((i) => i.id)));
  const schemas = useEditorSchemas();
  const invalid =
    refusesAny(schemas?.categorySchema, changedMarkets.map(([, draft]) => draft)) ||
    refusesAny(schemas?.multifatorialItemSchema, changedItems.map(([, draft]) => itemBody(draft)));
  const marketVersion = useEditedVersions(markets, changedMarkets);
  const itemVersion = useEditedVersions(markets.flatMap((m) => m.items), changedItems);
  const bar = useSaveBar(
    [market, item],
    changedMarkets.length + changedItems.length,
    async () => {
      await saveEach(changedMarkets, market, (id, body) => updateMarket({ multifatorialId, id, version: marketVersion(id), body }).unwrap());
      await saveEach(changedItems, item, (id, draft) =>
        updateItem({ multifatorialId, id, version: itemVersion(id), body: itemBody(draft) as { name: string; faturamento: number } }).unwrap(),
      );
    },
    texts.analyses.saved,
  );
  return { ...bar, market, item, invalid };
}
