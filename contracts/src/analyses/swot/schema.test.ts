import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../messages.js';
import { ambientalImport, invalidCrossings, newSwotItemSchema, swotCrossingsSchema, type SwotItem } from './schema.js';

const issues = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

const item = (id: number, quadrant: SwotItem['quadrant'], importance: number): SwotItem => ({
  id,
  version: 1,
  swotId: 1,
  quadrant,
  text: `${quadrant}${id}`,
  importance,
  subfactorId: null,
});

describe('SWOT bodies', () => {
  it('takes an item of a quadrant with a text, importance 0.5 when a new one has none', () => {
    expect(newSwotItemSchema.parse({ quadrant: 'S', text: ' Marca forte ' })).toEqual({ quadrant: 'S', text: 'Marca forte', importance: 0.5 });
    expect(issues(newSwotItemSchema.safeParse({ quadrant: 's', text: '', importance: 2 }))).toEqual([
      ['quadrant', MESSAGES.swotQuadrantInvalid],
      ['text', MESSAGES.swotTextRequired],
      ['importance', MESSAGES.unitScoreInvalid],
    ]);
  });

  it('takes crossings of intensity 0..3, each pair once', () => {
    expect(swotCrossingsSchema.parse([{ internal: 1, external: '2', intensity: 3 }])).toEqual([{ internal: 1, external: 2, intensity: 3 }]);
    expect(issues(swotCrossingsSchema.safeParse([{ internal: 1, external: 2, intensity: 4 }, { internal: 1, external: 2, intensity: 1.5 }]))).toEqual([
      ['0.intensity', MESSAGES.crossingIntensityInvalid],
      ['1.intensity', MESSAGES.crossingIntensityInvalid],
    ]);
    expect(issues(swotCrossingsSchema.safeParse([{ internal: 1, external: 2, intensity: 1 }, { internal: 1, external: 2, intensity: 2 }]))).toEqual([
      ['1', MESSAGES.crossingDuplicate],
    ]);
    expect(issues(swotCrossingsSchema.safeParse([[1, 2, 3]]))).toEqual([['0', MESSAGES.crossingEntryInvalid]]);
    expect(issues(swotCrossingsSchema.safeParse([{ internal: 0, external: 'x', intensity: 1 }]))).toEqual([
      ['0.internal', MESSAGES.invalidId],
      ['0.external', MESSAGES.invalidId],
    ]);
  });

  it('finds the crossings that are not S/W × O/T of the SWOT', () => {
    const items = [item(1, 'S', 1), item(2, 'W', 1), item(3, 'O', 1), item(4, 'T', 1)];
    const pairs = [
      { internal: 1, external: 3 },
      { internal: 2, external: 4 },
      { internal: 3, external: 1 },
      { internal: 1, external: 2 },
      { internal: 1, external: 99 },
    ];
    expect(invalidCrossings(items, pairs)).toEqual([2, 3, 4]);
  });
});

describe('ambientalImport', () => {
  it('brings the five strongest opportunities and threats with their weight as importance, none that weighs nothing', () => {
    const opportunities = [0.1, 0.9, 0.5, 0.3, 0.7, 0.2].map((grade, index) => ({ id: index + 1, name: `O${index + 1}`, kind: 'oportunidade' as const, importance: 0.5, grade }));
    const threats = [
      { id: 20, name: 'Juros', kind: 'ameaca' as const, importance: 1, grade: 0.8 },
      { id: 21, name: 'Nada', kind: 'ameaca' as const, importance: 1, grade: 0 },
    ];
    const imported = ambientalImport([...opportunities, ...threats]);
    expect(imported.map((i) => [i.subfactorId, i.quadrant])).toEqual([
      [2, 'O'],
      [5, 'O'],
      [3, 'O'],
      [4, 'O'],
      [6, 'O'],
      [20, 'T'],
    ]);
    expect(imported[0]).toEqual({ subfactorId: 2, quadrant: 'O', text: 'O2', importance: 0.45 });
    expect(imported[5]).toEqual({ subfactorId: 20, quadrant: 'T', text: 'Juros', importance: 0.8 });
  });
});
