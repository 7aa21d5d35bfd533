import { describe, expect, it } from 'vitest';
import { axisScore, axisThird, geZone, itemTrajectory, monthScore } from './formulas.js';

const month = (m: string, grades: [number, number][]) => ({ month: m, grades: new Map(grades) });
const criteria = { attractiveness: [{ id: 1, importance: 0.4 }, { id: 2, importance: 0.6 }], force: [{ id: 3, importance: 1 }] };

describe('axisScore', () => {
  it('importances 0.4 and 0.6, grades 0.75 and 0.25 → 0.45 (docs/domain/multifatorial.md example)', () => {
    expect(
      axisScore([
        { importance: 0.4, grade: 0.75 },
        { importance: 0.6, grade: 0.25 },
      ]),
    ).toBeCloseTo(0.45, 12);
  });

  it('normalises by the total importance', () => {
    expect(axisScore([{ importance: 0.2, grade: 0.9 }])).toBeCloseTo(0.9, 12);
    expect(
      axisScore([
        { importance: 1, grade: 1 },
        { importance: 1, grade: 0 },
      ]),
    ).toBe(0.5);
    expect(axisScore([{ importance: 0, grade: 1 }, { importance: 0.5, grade: 0.2 }])).toBeCloseTo(0.2, 12);
  });

  it('is 0 without weighted criteria', () => {
    expect(axisScore([])).toBe(0);
    expect(axisScore([{ importance: 0, grade: 0.8 }])).toBe(0);
  });
});

describe('axisThird', () => {
  it('splits 0..1 in thirds, boundaries going up', () => {
    expect([0, 0.3, 1 / 3, 0.5, 0.66, 2 / 3, 0.9, 1].map(axisThird)).toEqual([0, 0, 1, 1, 1, 2, 2, 2]);
  });
});

describe('geZone', () => {
  it('names the three zones of the 3×3 grid', () => {
    expect(geZone(0.9, 0.9)).toBe('Investir/Crescer'); // 2 + 2
    expect(geZone(0.9, 0.5)).toBe('Investir/Crescer'); // 2 + 1
    expect(geZone(0.5, 0.8)).toBe('Investir/Crescer'); // 1 + 2
    expect(geZone(0.5, 0.5)).toBe('Seletividade'); // 1 + 1
    expect(geZone(0.9, 0.1)).toBe('Seletividade'); // 2 + 0
    expect(geZone(0.1, 0.7)).toBe('Seletividade'); // 0 + 2
    expect(geZone(0.5, 0.2)).toBe('Colher/Desinvestir'); // 1 + 0
    expect(geZone(0.1, 0.1)).toBe('Colher/Desinvestir'); // 0 + 0
  });

  it('takes an item from its force and its category attractiveness scores', () => {
    const force = axisScore([{ importance: 0.4, grade: 0.75 }, { importance: 0.6, grade: 0.25 }]); // 0.45
    const attractiveness = axisScore([{ importance: 1, grade: 0.8 }]);
    expect(geZone(force, attractiveness)).toBe('Investir/Crescer');
  });
});

describe('monthScore', () => {
  it('weighs the graded criteria only: an ungraded criterion is not a grade of 0', () => {
    expect(monthScore(criteria.attractiveness, new Map([[1, 0.75], [2, 0.25]]))).toBeCloseTo(0.45, 12);
    expect(monthScore(criteria.attractiveness, new Map([[1, 0.75]]))).toBeCloseTo(0.75, 12);
    expect(monthScore(criteria.attractiveness, new Map())).toBe(0);
  });
});

describe('itemTrajectory', () => {
  const history = {
    force: [month('2025-01-01', [[3, 0.2]]), month('2025-03-01', [[3, 0.8]])],
    attractiveness: [month('2025-02-01', [[1, 0.5]]), month('2025-03-01', [[1, 0.9]]), month('2025-05-01', [[1, 0.1]])],
  };

  it('steps at every graded month once both sides have grades, each from the latest of either side', () => {
    const steps = itemTrajectory(history, '2025-01-01', '2025-12-01');
    expect(steps.map((s) => [s.month, s.force.month, s.attractiveness.month])).toEqual([
      ['2025-02-01', '2025-01-01', '2025-02-01'],
      ['2025-03-01', '2025-03-01', '2025-03-01'],
      ['2025-05-01', '2025-03-01', '2025-05-01'],
    ]);
  });

  it('sees only the grades inside the window', () => {
    expect(itemTrajectory(history, '2025-02-01', '2025-02-01')).toEqual([]);
    const steps = itemTrajectory(history, '2025-03-01', '2025-04-01');
    expect(steps.map((s) => s.month)).toEqual(['2025-03-01']);
  });
});
