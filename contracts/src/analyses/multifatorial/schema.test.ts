import { describe, expect, it } from 'vitest';
import { gradesSchema, chartPeriodSchema, newMultifatorialSchema } from './schema.js';
import { MESSAGES } from '../../messages.js';

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
