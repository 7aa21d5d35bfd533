import { describe, expect, it } from 'vitest';
import { ambientalChartData } from './chart.js';

describe('ambientalChartData', () => {
  const sub = (id: number, factorId: number, kind: 'oportunidade' | 'ameaca', importance: number, grade: number) => ({
    id,
    version: 1,
    factorId,
    name: `S${id}`,
    kind,
    importance,
    grade,
  });

  it('weighs each factor and the environment (docs/domain/ambiental.md: 0.3 × 0.8 + 0.7 × 0.4 → 0.52)', () => {
    const chart = ambientalChartData([
      // O = 0.6 / 1 → favorability 0.8
      { id: 1, version: 1, ambientalId: 9, name: 'Econômico', importance: 0.3, subfactors: [sub(11, 1, 'oportunidade', 1, 0.6)] },
      // T = 0.5 × 0.4 / 0.5 = 0.4, O = 0.2 → 0.5 + (0.2 − 0.4) / 2 = 0.4
      { id: 2, version: 1, ambientalId: 9, name: 'Legal', importance: 0.7, subfactors: [sub(21, 2, 'ameaca', 0.5, 0.8), sub(22, 2, 'oportunidade', 0.5, 0.4)] },
    ]);
    expect(chart.favorability).toBeCloseTo(0.52, 12);
    expect(chart.factors[0]).toMatchObject({ factorId: 1, name: 'Econômico', importance: 0.3, subfactorCount: 1 });
    expect(chart.factors[0]!.O).toBeCloseTo(0.6, 12);
    expect(chart.factors[0]!.favorability).toBeCloseTo(0.8, 12);
    expect(chart.factors[1]!.O).toBeCloseTo(0.2, 12);
    expect(chart.factors[1]!.T).toBeCloseTo(0.4, 12);
    expect(chart.factors[1]!.favorability).toBeCloseTo(0.4, 12);
    expect(chart.ranking.map((r) => [r.subfactorId, r.kind])).toEqual([
      [11, 'oportunidade'],
      [21, 'ameaca'],
      [22, 'oportunidade'],
    ]);
    expect(chart.ranking.map((r) => r.weight)).toEqual([0.6, 0.4, 0.2]);
  });

  it('counts a factor without subfactors as neutral (0.5) in the environment', () => {
    const chart = ambientalChartData([
      { id: 1, version: 1, ambientalId: 9, name: 'Político', importance: 1, subfactors: [] },
      { id: 2, version: 1, ambientalId: 9, name: 'Social', importance: 1, subfactors: [sub(21, 2, 'oportunidade', 1, 1)] },
    ]);
    expect(chart.factors[0]).toEqual({ factorId: 1, name: 'Político', importance: 1, O: 0, T: 0, favorability: 0.5, subfactorCount: 0 });
    expect(chart.favorability).toBeCloseTo(0.75, 12);
    expect(ambientalChartData([])).toEqual({ favorability: 0.5, factors: [], ranking: [] });
  });
});
