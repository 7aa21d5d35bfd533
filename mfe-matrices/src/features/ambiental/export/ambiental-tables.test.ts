import { describe, expect, it } from 'vitest';
import { csvLines, readBack } from '../../../shared/export/test/read-back';
import { factorsTable } from './ambiental-tables';

const subfactor = (id: number, factorId: number, name: string, kind: 'oportunidade' | 'ameaca', importance: number, grade: number) => ({
  id,
  version: 1,
  factorId,
  name,
  kind,
  importance,
  grade,
});

describe('Ambiental factors as a spreadsheet', () => {
  it('writes one row per subfactor under its factor, scores on the 0–10 scale; a factor without subfactors keeps a row', async () => {
    const table = factorsTable('Ambiente 2026', [
      {
        id: 1,
        version: 1,
        ambientalId: 1,
        name: 'Econômico',
        importance: 0.8,
        subfactors: [subfactor(11, 1, 'Juros em queda', 'oportunidade', 0.7, 0.65), subfactor(12, 1, 'Inflação do trigo', 'ameaca', 0.9, 0.8)],
      },
      { id: 2, version: 1, ambientalId: 1, name: 'Político', importance: 0.5, subfactors: [] },
    ]);
    const file = await readBack(table);
    expect(file.sheets[0]!.data).toEqual([
      ['Fator', 'Importância do fator', 'Subfator', 'Tipo', 'Importância', 'Nota'],
      ['Econômico', 8, 'Juros em queda', 'Oportunidade', 7, 6.5],
      ['Econômico', 8, 'Inflação do trigo', 'Ameaça', 9, 8],
      ['Político', 5, null, null, null, null],
    ]);
    expect(['B2', 'E2', 'F2'].map((ref) => file.formatOf(1, ref))).toEqual(['0.00', '0.00', '0.00']);
    expect(file.sheetXml(1)).toMatch(/<pane[^>]*ySplit="1"/);
    expect(csvLines(table)[1]).toEqual(['Econômico', '8', 'Juros em queda', 'Oportunidade', '7', '6,5']);
  });
});
