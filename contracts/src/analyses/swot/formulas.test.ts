import { describe, expect, it } from 'vitest';
import {
  crossingScore,
  rankSwotItems,
  SWOT_CROSS_QUADRANT_NAMES,
  swotPosture,
  swotScores,
  type SwotCrossingInput,
  type SwotItemInput,
} from './formulas.js';

describe('crossingScore', () => {
  it('one pair, importances 1 and 0.5, intensity 2 → 0.667 (docs/domain/swot.md example)', () => {
    expect(crossingScore([{ internalImportance: 1, externalImportance: 0.5, intensity: 2 }])).toBeCloseTo(0.667, 3);
  });

  it('weighs pairs by both importances', () => {
    const score = crossingScore([
      { internalImportance: 1, externalImportance: 1, intensity: 3 },
      { internalImportance: 0.5, externalImportance: 0.5, intensity: 0 },
    ]);
    expect(score).toBeCloseTo(3 / 3.75, 12);
  });

  it('is 0 without weighted pairs', () => {
    expect(crossingScore([])).toBe(0);
    expect(crossingScore([{ internalImportance: 0, externalImportance: 1, intensity: 3 }])).toBe(0);
  });
});

const items: SwotItemInput<string>[] = [
  { id: 's1', quadrant: 'S', importance: 1 },
  { id: 'w1', quadrant: 'W', importance: 0.5 },
  { id: 'o1', quadrant: 'O', importance: 0.5 },
  { id: 't1', quadrant: 'T', importance: 1 },
];

describe('swotScores', () => {
  it('scores each crossed quadrant over all its pairs', () => {
    const crossings: SwotCrossingInput<string>[] = [
      { internal: 's1', external: 'o1', intensity: 2 },
      { internal: 'w1', external: 't1', intensity: 3 },
      { internal: 'w1', external: 'o1', intensity: 1 },
    ];
    const scores = swotScores(items, crossings);
    expect(scores.ofensiva).toBeCloseTo(0.667, 3);
    expect(scores.defensiva).toBe(0);
    expect(scores.debilidade).toBeCloseTo(1 / 3, 12);
    expect(scores.vulnerabilidade).toBe(1);
  });

  it('counts a pair that was never crossed as intensity 0', () => {
    const more = [...items, { id: 'o2', quadrant: 'O' as const, importance: 0.5 }];
    // s1×o1 = 2, s1×o2 missing → (0.5·2) / (0.5·3 + 0.5·3) = 1/3
    expect(swotScores(more, [{ internal: 's1', external: 'o1', intensity: 2 }]).ofensiva).toBeCloseTo(1 / 3, 12);
  });

  it('ignores crossings that name unknown items', () => {
    const scores = swotScores(items, [{ internal: 'x', external: 'o1', intensity: 3 }]);
    expect(scores).toEqual({ ofensiva: 0, defensiva: 0, debilidade: 0, vulnerabilidade: 0 });
  });

  it('names the quadrants in pt-BR', () => {
    expect(SWOT_CROSS_QUADRANT_NAMES).toEqual({
      ofensiva: 'Capacidade ofensiva',
      defensiva: 'Capacidade defensiva',
      debilidade: 'Debilidade',
      vulnerabilidade: 'Vulnerabilidade',
    });
  });
});

describe('rankSwotItems', () => {
  it('weighs items by their row or column and ranks them', () => {
    const ranked = rankSwotItems(items, [
      { internal: 's1', external: 'o1', intensity: 2 }, // 1
      { internal: 's1', external: 't1', intensity: 1 }, // 1
      { internal: 'w1', external: 't1', intensity: 3 }, // 1.5
    ]);
    expect(ranked.map((i) => [i.id, i.weight])).toEqual([
      ['t1', 2.5],
      ['s1', 2],
      ['w1', 1.5],
      ['o1', 1],
    ]);
  });

  it('gives weight 0 to items without crossings and keeps their order', () => {
    expect(rankSwotItems(items, []).map((i) => [i.id, i.weight])).toEqual([
      ['s1', 0],
      ['w1', 0],
      ['o1', 0],
      ['t1', 0],
    ]);
  });
});

describe('swotPosture', () => {
  const zero = { ofensiva: 0, defensiva: 0, debilidade: 0, vulnerabilidade: 0 };

  it('follows the highest quadrant', () => {
    expect(swotPosture({ ...zero, ofensiva: 0.8, defensiva: 0.3 })).toEqual({ quadrant: 'ofensiva', posture: 'Desenvolvimento' });
    expect(swotPosture({ ...zero, debilidade: 0.5, ofensiva: 0.2 })).toEqual({ quadrant: 'debilidade', posture: 'Crescimento' });
    expect(swotPosture({ ...zero, defensiva: 0.4 })).toEqual({ quadrant: 'defensiva', posture: 'Manutenção' });
    expect(swotPosture({ ...zero, vulnerabilidade: 1, defensiva: 0.9 })).toEqual({ quadrant: 'vulnerabilidade', posture: 'Sobrevivência' });
  });

  it('breaks ties in the order ofensiva, debilidade, defensiva, vulnerabilidade', () => {
    expect(swotPosture({ ofensiva: 0.5, defensiva: 0.5, debilidade: 0.5, vulnerabilidade: 0.5 })?.posture).toBe('Desenvolvimento');
    expect(swotPosture({ ...zero, defensiva: 0.5, vulnerabilidade: 0.5, debilidade: 0.5 })?.posture).toBe('Crescimento');
  });

  it('is null before anything is crossed', () => {
    expect(swotPosture(zero)).toBeNull();
  });

  it('works on scores from swotScores', () => {
    const scores = swotScores(items, [{ internal: 's1', external: 'o1', intensity: 2 }]);
    expect(swotPosture(scores)?.posture).toBe('Desenvolvimento');
  });
});
