import { SWOT_QUADRANTS, type SwotItem } from 'contracts';
import { type ExportTable, tenScale } from '../../../shared/export/export-table';
import * as texts from '../../../texts';

const sheets = texts.sheets;

/** The items quadrant by quadrant (Forças, Fraquezas, Oportunidades, Ameaças) with their importance 0–10. */
export function swotItemsTable(swotName: string, items: readonly SwotItem[]): ExportTable {
  return {
    name: [sheets.swotItems, swotName],
    sheets: [
      {
        name: sheets.swotItems,
        columns: [
          { header: sheets.quadrant, kind: 'text' },
          { header: texts.swot.items.text, kind: 'text' },
          { header: texts.analyses.importance, kind: 'grade' },
        ],
        rows: SWOT_QUADRANTS.flatMap((quadrant) =>
          items.filter((item) => item.quadrant === quadrant).map((item) => [texts.swot.quadrants[quadrant].title, item.text, tenScale(item.importance)]),
        ),
      },
    ],
  };
}

const itemLabel = (item: SwotItem) => `${item.quadrant} · ${item.text}`;

/** The crossing grid as shown: strengths and weaknesses down, opportunities and threats across, each cell 0–3. */
export function crossingsTable(
  swotName: string,
  internals: readonly SwotItem[],
  externals: readonly SwotItem[],
  intensity: (internalId: number, externalId: number) => number,
): ExportTable {
  return {
    name: [sheets.crossings, swotName],
    sheets: [
      {
        name: sheets.crossings,
        columns: [{ header: sheets.crossingCorner, kind: 'text' }, ...externals.map((external) => ({ header: itemLabel(external), kind: 'integer' as const }))],
        rows: internals.map((internal) => [itemLabel(internal), ...externals.map((external) => intensity(internal.id, external.id))]),
      },
    ],
  };
}
