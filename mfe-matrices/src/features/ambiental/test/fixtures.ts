import type { AmbientalSubfactor, FactorWithSubfactors } from 'contracts';

export const testSubfactor = (id: number, factorId: number, name: string, overrides: Partial<AmbientalSubfactor> = {}): AmbientalSubfactor => ({
  id,
  version: 1,
  factorId,
  name,
  kind: 'oportunidade',
  importance: 0.5,
  grade: 0.5,
  ...overrides,
});

/** Político with two subfactors and Econômico without any, in analysis 3. */
export const testFactors = (): FactorWithSubfactors[] => [
  {
    id: 11,
    version: 1,
    ambientalId: 3,
    name: 'Político',
    importance: 0.5,
    subfactors: [testSubfactor(101, 11, 'Eleições', { kind: 'ameaca', importance: 0.8, grade: 0.4 }), testSubfactor(102, 11, 'Reformas')],
  },
  { id: 12, version: 1, ambientalId: 3, name: 'Econômico', importance: 0.7, subfactors: [] },
];
