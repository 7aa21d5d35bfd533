import { describe, expect, it } from 'vitest';
import { ambientalTemplate, factorSchema, newFactorSchema, newSubfactorSchema, subfactorSchema } from './schema.js';
import { MESSAGES } from '../../messages.js';

const issues = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

describe('Ambiental bodies', () => {
  it('takes a factor with a name and a 0..1 importance, 0.5 when a new one has none', () => {
    expect(newFactorSchema.parse({ name: ' Demográfico ' })).toEqual({ name: 'Demográfico', importance: 0.5 });
    expect(factorSchema.parse({ name: 'Legal', importance: 0 })).toEqual({ name: 'Legal', importance: 0 });
    expect(issues(factorSchema.safeParse({ name: 'Legal' }))).toEqual([['importance', MESSAGES.unitScoreInvalid]]);
    for (const importance of [-0.01, 1.01, '0.5', true, null]) {
      expect(issues(factorSchema.safeParse({ name: 'Legal', importance }))).toEqual([['importance', MESSAGES.unitScoreInvalid]]);
    }
    expect(issues(factorSchema.safeParse({ name: ' ', importance: 1 }))).toEqual([['name', MESSAGES.nameRequired]]);
  });

  it('takes a subfactor of kind oportunidade or ameaca, with importance and grade', () => {
    expect(newSubfactorSchema.parse({ name: 'Crédito farto', kind: 'oportunidade' })).toEqual({
      name: 'Crédito farto',
      kind: 'oportunidade',
      importance: 0.5,
      grade: 0.5,
    });
    expect(issues(subfactorSchema.safeParse({ name: 'x', kind: 'ameaça', importance: 1, grade: 2 }))).toEqual([
      ['kind', MESSAGES.subfactorKindInvalid],
      ['grade', MESSAGES.unitScoreInvalid],
    ]);
  });

  it('starts a new analysis from the six PESTAL factors, importance 0.5, nothing saved', () => {
    expect(ambientalTemplate(3)).toEqual({
      company_id: 3,
      name: '',
      description: '',
      factors: ['Político', 'Econômico', 'Social', 'Tecnológico', 'Ambiental', 'Legal'].map((name) => ({ name, importance: 0.5, subfactors: [] })),
    });
  });
});
