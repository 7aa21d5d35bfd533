import { describe, expect, it } from 'vitest';
import type { SwotItem } from 'contracts';
import { csvLines, readBack } from '../../../shared/export/test/read-back';
import { crossingsTable, swotItemsTable } from './swot-tables';

const item = (id: number, quadrant: SwotItem['quadrant'], text: string, importance: number): SwotItem => ({ id, version: 1, swotId: 1, quadrant, text, importance, subfactorId: null });
const ITEMS = [
  item(3, 'O', 'Bairro crescendo', 0.8),
  item(1, 'S', 'Pão sempre quente', 0.9),
  item(4, 'T', 'Rede nova na esquina', 0.55),
  item(2, 'W', 'Pouco estacionamento', 0.4),
];

describe('SWOT tables as spreadsheets', () => {
  it('writes the items quadrant by quadrant with the importance on the 0–10 scale', async () => {
    const table = swotItemsTable('SWOT 2026', ITEMS);
    const file = await readBack(table);
    expect(file.sheets[0]!.data).toEqual([
      ['Quadrante', 'Texto', 'Importância'],
      ['Forças', 'Pão sempre quente', 9],
      ['Fraquezas', 'Pouco estacionamento', 4],
      ['Oportunidades', 'Bairro crescendo', 8],
      ['Ameaças', 'Rede nova na esquina', 5.5],
    ]);
    expect(file.formatOf(1, 'C2')).toBe('0.00');
    expect(csvLines(table).at(-1)).toEqual(['Ameaças', 'Rede nova na esquina', '5,5']);
  });

  it('writes the crossing grid as shown: internal items down, external across, whole intensities 0–3', async () => {
    const intensities: Record<string, number> = { '1:3': 3, '2:4': 2 };
    const table = crossingsTable('SWOT 2026', [ITEMS[1]!, ITEMS[3]!], [ITEMS[0]!, ITEMS[2]!], (internal, external) => intensities[`${internal}:${external}`] ?? 0);
    const file = await readBack(table);
    expect(file.sheets[0]!.data).toEqual([
      ['Interno \\ Externo', 'O · Bairro crescendo', 'T · Rede nova na esquina'],
      ['S · Pão sempre quente', 3, 0],
      ['W · Pouco estacionamento', 0, 2],
    ]);
    expect(file.formatOf(1, 'B2')).toBe('#,##0');
    expect(file.sheetXml(1)).toMatch(/<pane[^>]*topLeftCell="B2"[^>]*state="frozen"/);
    expect(csvLines(table)[2]).toEqual(['W · Pouco estacionamento', '0', '2']);
  });
});
