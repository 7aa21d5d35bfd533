import { formatPtBrNumber, type MultifatorialCategoryWithItems, type MultifatorialItem, parsePtBrNumber } from 'contracts';
import { useGroupEdits, usePartLevel } from '../../../shared/analyses/useGroupEdits';
import { multifatorialApi } from '../api/multifatorial-api';

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

/** The markets page's unsaved edits: `group` holds the markets', `row` the items'. */
export function useMarketEdits(multifatorialId: number, markets: readonly MultifatorialCategoryWithItems[]) {
  const { updateMarket, deleteMarket, updateItem, deleteItem } = multifatorialApi.endpoints;
  return useGroupEdits(markets, (market) => market.items, {
    group: usePartLevel({ update: updateMarket, remove: deleteMarket }, { multifatorialId }, { same: sameMarket, schema: 'categorySchema' }),
    row: usePartLevel(
      { update: updateItem, remove: deleteItem },
      { multifatorialId },
      { same: sameItem, schema: 'multifatorialItemSchema', checked: itemBody, body: (draft) => itemBody(draft) as { name: string; faturamento: number } },
    ),
  });
}
