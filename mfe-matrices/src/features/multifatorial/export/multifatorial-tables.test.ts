import { describe, expect, it } from 'vitest';
import { csvLines, readBack } from '../../../shared/export/test/read-back';
import { criteriaTable, gradesTable, pointsTable } from './multifatorial-tables';

const criterion = (id: number, axis: 'attractiveness' | 'force', name: string, importance: number) => ({ id, version: 1, multifatorialId: 1, axis, name, importance, higherIsWorse: false });
const CRITERIA = [
  criterion(1, 'attractiveness', 'Tamanho do mercado', 0.6),
  criterion(2, 'attractiveness', 'Intensidade da concorrência', 0.2),
  criterion(3, 'force', 'Qualidade', 0.31),
];
const item = (id: number, categoryId: number, name: string) => ({ id, version: 1, categoryId, name, color: 0, faturamento: 0, mcpProductId: null });
const MARKETS = [
  { id: 10, version: 1, multifatorialId: 1, name: 'Pães', color: 0, mcpCategoryId: null, items: [item(100, 10, 'Pão francês'), item(101, 10, 'Baguete')] },
  { id: 20, version: 1, multifatorialId: 1, name: 'Bolos', color: 0, mcpCategoryId: null, items: [] },
];

describe('Multifatorial tables as spreadsheets', () => {
  it("writes each axis' criteria with the importance on the 0–10 scale and its share of the axis", async () => {
    const table = criteriaTable('Padaria', CRITERIA);
    const file = await readBack(table);
    expect(file.sheets[0]!.data).toEqual([
      ['Eixo', 'Nome do critério', 'Importância', 'Peso no eixo'],
      ['Atratividade do mercado', 'Tamanho do mercado', 6, 0.75],
      ['Atratividade do mercado', 'Intensidade da concorrência', 2, 0.25],
      ['Força competitiva', 'Qualidade', 3.1, 1],
    ]);
    expect(file.formatOf(1, 'C2')).toBe('0.00');
    expect(file.formatOf(1, 'D2')).toBe('0.0%');
    expect(file.sheetXml(1)).toMatch(/<pane[^>]*topLeftCell="C2"/);
    expect(csvLines(table)[1]).toEqual(['Atratividade do mercado', 'Tamanho do mercado', '6', '75%']);
  });

  it("writes a month's grades as the two grids: markets by attractiveness, items by force, an ungraded cell empty", async () => {
    const grades: Record<string, number> = { '1:c10': 0.8, '2:c10': 0.35, '1:c20': 0.5, '3:i100': 0.9 };
    const table = gradesTable('Padaria', '2026-10-01', MARKETS, CRITERIA, (criterionId, owner) => {
      const key = 'categoryId' in owner ? `${criterionId}:c${owner.categoryId}` : `${criterionId}:i${owner.itemId}`;
      return grades[key] ?? null;
    });
    const file = await readBack(table);
    expect(file.sheets.map((sheet) => sheet.sheet)).toEqual(['Atratividade dos mercados', 'Força dos itens']);
    expect(file.sheets[0]!.data).toEqual([
      ['Mercado', 'Tamanho do mercado', 'Intensidade da concorrência'],
      ['Pães', 8, 3.5],
      ['Bolos', 5, null],
    ]);
    expect(file.sheets[1]!.data).toEqual([
      ['Item', 'Mercado', 'Qualidade'],
      ['Pão francês', 'Pães', 9],
      ['Baguete', 'Pães', null],
    ]);
    expect(file.formatOf(2, 'C2')).toBe('0.00');
    expect(file.sheetXml(2)).toMatch(/<pane[^>]*topLeftCell="C2"/);
    expect(csvLines(table)).toEqual([
      ['Atratividade dos mercados'],
      ['Mercado', 'Tamanho do mercado', 'Intensidade da concorrência'],
      ['Pães', '8', '3,5'],
      ['Bolos', '5', ''],
      [],
      ['Força dos itens'],
      ['Item', 'Mercado', 'Qualidade'],
      ['Pão francês', 'Pães', '9'],
      ['Baguete', 'Pães', ''],
    ]);
  });

  it("writes the chart's points: scores on the 0–10 scale, revenue in R$, the month as a date, a column per criterion", async () => {
    const table = pointsTable(
      'Padaria',
      [
        { itemId: 100, multifatorialId: 1, categoryId: 10, name: 'Pão francês', color: 0, date: '2026-10-01', x: 0.9, y: 0.725, size: 1, faturamento: 5430, zone: 'Investir/Crescer', grades: [{ criterionId: 3, grade: 0.9 }, { criterionId: 1, grade: 0.8 }, { criterionId: 2, grade: 0.35 }] },
        { itemId: 101, multifatorialId: 1, categoryId: 10, name: 'Baguete', color: 0, date: '2026-09-01', x: 0.2, y: 0.725, size: 0.1, faturamento: 300, zone: 'Seletividade', grades: [{ criterionId: 1, grade: 0.8 }] },
      ],
      CRITERIA,
      (id) => MARKETS.find((market) => market.id === id)?.name ?? '',
    );
    const file = await readBack(table);
    expect(file.sheets[0]!.data).toEqual([
      ['Item', 'Mercado', 'Força competitiva', 'Atratividade do mercado', 'Zona', 'Faturamento', 'Mês das notas', 'Tamanho do mercado', 'Intensidade da concorrência', 'Qualidade'],
      ['Pão francês', 'Pães', 9, 7.25, 'Investir/Crescer', 5430, new Date(Date.UTC(2026, 9, 1)), 8, 3.5, 9],
      ['Baguete', 'Pães', 2, 7.25, 'Seletividade', 300, new Date(Date.UTC(2026, 8, 1)), 8, null, null],
    ]);
    expect(['C2', 'F2', 'G2', 'J2'].map((ref) => file.formatOf(1, ref))).toEqual(['0.00', '[$R$-416] #,##0.00', 'mmm/yyyy', '0.00']);
  });
});
