import { describe, expect, it } from 'vitest';
import { itemTrajectory, monthScore } from './formulas.js';
import { gradesSchema, multifatorialPoints, chartPeriodSchema, newMultifatorialSchema } from './schema.js';
import { MESSAGES } from '../../messages.js';

const month = (m: string, grades: [number, number][]) => ({ month: m, grades: new Map(grades) });
const criteria = { attractiveness: [{ id: 1, importance: 0.4 }, { id: 2, importance: 0.6 }], force: [{ id: 3, importance: 1 }] };

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

  it('monthly: every step of the trajectory', () => {
    const points = multifatorialPoints([{ item: item(1, 400), history: graded, criteria }], '2025-01-01', '2025-12-01', 'monthly');
    expect(points.map((p) => [p.date, p.x, p.zone])).toEqual([
      ['2025-01-01', 0.7, 'Investir/Crescer'],
      ['2025-02-01', 0.2, 'Colher/Desinvestir'],
    ]);
  });
});

describe('request schemas', () => {
  it('a grade names a category or an item, never both, never neither', () => {
    const result = gradesSchema.safeParse({ date: '2025-03', grades: [{ criterionId: 1, categoryId: 2, itemId: 3, grade: 0.5 }, { criterionId: 1, grade: 0.5 }] });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toEqual([MESSAGES.gradeTargetInvalid, MESSAGES.gradeTargetInvalid]);
    expect(gradesSchema.parse({ date: '2025-03', grades: [{ criterionId: 1, itemId: 3, grade: 1 }] }).date).toBe('2025-03-01');
  });

  it('refuses the same grade twice and grades outside 0..1', () => {
    expect(gradesSchema.safeParse({ date: '2025-03', grades: [{ criterionId: 1, itemId: 3, grade: 0.5 }, { criterionId: 1, itemId: 3, grade: 0.6 }] }).error?.issues[0].message).toBe(MESSAGES.gradeDuplicate);
    expect(gradesSchema.safeParse({ date: '2025-03', grades: [{ criterionId: 1, itemId: 3, grade: 1.5 }] }).error?.issues[0].message).toBe(MESSAGES.unitScoreInvalid);
  });

  it('a period ends on or after its start; a create body may name an MCP', () => {
    expect(chartPeriodSchema.safeParse({ start: '2025-05', end: '2025-04' }).error?.issues[0].message).toBe(MESSAGES.periodOrder);
    expect(newMultifatorialSchema.parse({ name: 'M', mcpId: '4' })).toEqual({ name: 'M', description: '', mcpId: 4 });
  });
});
