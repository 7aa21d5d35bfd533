import type { Ambiental, AmbientalSubfactor, FactorWithSubfactors } from 'contracts';

/** An Ambiental of company 7 as the server answers it. */
export const testAmbiental = (id: number, name: string, overrides: Partial<Ambiental> = {}): Ambiental => ({
  id,
  company_id: 7,
  name,
  description: '',
  created_at: '2025-03-01T12:00:00.000Z',
  updated_at: '2025-03-02T15:30:00.000Z',
  ...overrides,
});

export const testSubfactor = (id: number, factorId: number, name: string, overrides: Partial<AmbientalSubfactor> = {}): AmbientalSubfactor => ({
  id,
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
    ambientalId: 3,
    name: 'Político',
    importance: 0.5,
    subfactors: [testSubfactor(101, 11, 'Eleições', { kind: 'ameaca', importance: 0.8, grade: 0.4 }), testSubfactor(102, 11, 'Reformas')],
  },
  { id: 12, ambientalId: 3, name: 'Econômico', importance: 0.7, subfactors: [] },
];
