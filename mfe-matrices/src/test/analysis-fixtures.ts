import type { Analysis } from 'contracts';

/** An analysis (Ambiental, SWOT) of company 7 as the server answers it. */
export const testAnalysis = (id: number, name: string, overrides: Partial<Analysis> = {}): Analysis => ({
  id,
  version: 1,
  company_id: 7,
  name,
  description: '',
  created_at: '2025-03-01T12:00:00.000Z',
  updated_at: '2025-03-02T15:30:00.000Z',
  ...overrides,
});
