import { SWOT_QUADRANTS, type SwotItem } from 'contracts';
import { columnsOf, type ExportTable, oneSheetTable, tenScale } from '../../../shared/export/export-table';
import * as texts from '../../../texts';
import * as swotTexts from '../texts';

/** The items quadrant by quadrant (Forças, Fraquezas, Oportunidades, Ameaças) with their importance 0–10. */
export function swotItemsTable(swotName: string, items: readonly SwotItem[]): ExportTable {
  const columns = columnsOf([swotTexts.sheets.quadrant, 'text'], [swotTexts.items.text, 'text'], [texts.analyses.importance, 'grade']);
  const rows = SWOT_QUADRANTS.flatMap((quadrant) =>
    items.filter((item) => item.quadrant === quadrant).map((item) => [swotTexts.quadrants[quadrant].title, item.text, tenScale(item.importance)]),
  );
  return oneSheetTable([swotTexts.sheets.items, swotName], { name: swotTexts.sheets.items, columns, rows });
}

const itemLabel = (item: SwotItem) => `${item.quadrant} · ${item.text}`;

/** The crossing grid as shown: strengths and weaknesses down, opportunities and threats across, each cell 0–3. */
export function crossingsTable(
  swotName: string,
  internals: readonly SwotItem[],
  externals: readonly SwotItem[],
  intensity: (internalId: number, externalId: number) => number,
): ExportTable {
  return oneSheetTable([swotTexts.sheets.crossings, swotName], {
    name: swotTexts.sheets.crossings,
    columns: columnsOf([swotTexts.sheets.crossingCorner, 'text'], ...externals.map((external) => [itemLabel(external), 'integer'] as const)),
    rows: internals.map((internal) => [itemLabel(internal), ...externals.map((external) => intensity(internal.id, external.id))]),
  });
}
