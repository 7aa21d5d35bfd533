import { describe, expect, it } from 'vitest';
import { multifatorialPoints } from './chart.js';

const month = (m: string, grades: [number, number][]) => ({ month: m, grades: new Map(grades) });
const criteria = {
  attractiveness: [
    { id: 1, importance: 0.4, higherIsWorse: false },
    { id: 2, importance: 0.6, higherIsWorse: false },
  ],
  force: [{ id: 3, importance: 1, higherIsWorse: false }],
};

describe('multifatorialPoints', () => {
  const item = (itemId: number, faturamento: number) => ({ itemId, multifatorialId: 9, categoryId: 5, name: `P${itemId}`, color: 0, faturamento });
  const graded = {
    force: [month('2025-01-01', [[3, 0.7]]), month('2025-02-01', [[3, 0.2]])],
    attractiveness: [month('2025-01-01', [[1, 0.75], [2, 0.25]])],
  };

  it('latest: one point per item from the latest grades in the window; sizes by faturamento; zone from the thirds', () => {
    const points = multifatorialPoints(
      [
        { item: item(1, 400), history: graded, criteria },
        { item: item(2, 100), history: { force: graded.force.slice(0, 1), attractiveness: graded.attractiveness }, criteria },
        { item: item(3, 900), history: { force: [], attractiveness: graded.attractiveness }, criteria },
      ],
      '2025-01-01',
      '2025-12-01',
      'latest',
    );
    expect(points.map(({ itemId, date, x, y, size, zone }) => ({ itemId, date, x, y: Number(y.toFixed(12)), size, zone }))).toEqual([
      { itemId: 1, date: '2025-02-01', x: 0.2, y: 0.45, size: 1, zone: 'Colher/Desinvestir' },
      { itemId: 2, date: '2025-01-01', x: 0.7, y: 0.45, size: 0.5, zone: 'Investir/Crescer' },
    ]);
    expect(points[0].grades).toEqual([{ criterionId: 1, grade: 0.75 }, { criterionId: 2, grade: 0.25 }, { criterionId: 3, grade: 0.2 }]);
  });

  it('counts the grades of a "quanto maior, pior" criterion inverted; the point keeps the grades as given', () => {
    // Criterion 2 (weight 0.6) graded 0.25 counts 0.75: y = 0.4 × 0.75 + 0.6 × 0.75 = 0.75 instead of 0.45.
    const inverted = { ...criteria, attractiveness: [criteria.attractiveness[0], { ...criteria.attractiveness[1], higherIsWorse: true }] };
    const [point] = multifatorialPoints([{ item: item(1, 400), history: graded, criteria: inverted }], '2025-01-01', '2025-01-01', 'latest');
    expect([point.x, Number(point.y.toFixed(12)), point.zone]).toEqual([0.7, 0.75, 'Investir/Crescer']);
    expect(point.grades).toEqual([{ criterionId: 1, grade: 0.75 }, { criterionId: 2, grade: 0.25 }, { criterionId: 3, grade: 0.7 }]);
  });

  it('monthly: every step of the trajectory', () => {
    const points = multifatorialPoints([{ item: item(1, 400), history: graded, criteria }], '2025-01-01', '2025-12-01', 'monthly');
    expect(points.map((p) => [p.date, p.x, p.zone])).toEqual([
      ['2025-01-01', 0.7, 'Investir/Crescer'],
      ['2025-02-01', 0.2, 'Colher/Desinvestir'],
    ]);
  });
});
