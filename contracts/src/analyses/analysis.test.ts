import { describe, expect, it } from 'vitest';
import { currentMonth } from '../format/date.js';
import { analysisPatchSchema, fixedPointSchema, monthSchema, moneySchema, newAnalysisSchema } from './analysis.js';
import { MESSAGES } from '../messages.js';

const issues = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues.map((i) => i.message);

describe('analysis bodies', () => {
  it('needs a name, trims it, and defaults the description to empty', () => {
    expect(newAnalysisSchema.parse({ name: '  Matriz 2025 ' })).toEqual({ name: 'Matriz 2025', description: '' });
    expect(issues(newAnalysisSchema.safeParse({ name: '  ' }))).toEqual([MESSAGES.nameRequired]);
    expect(issues(newAnalysisSchema.safeParse({ name: 'a\u202Eb' }))).toEqual([MESSAGES.textInvalid]);
  });

  it('takes only the changed fields in a patch', () => {
    expect(analysisPatchSchema.parse({})).toEqual({});
    expect(analysisPatchSchema.parse({ description: 'linha 1\nlinha 2' })).toEqual({ description: 'linha 1\nlinha 2' });
  });
});

describe('months', () => {
  it('reads any calendar day as its month', () => {
    expect(monthSchema.parse('2025-02-28')).toBe('2025-02-01');
    expect(monthSchema.parse('2024-12-01T10:00:00Z')).toBe('2024-12-01');
  });

  it('refuses what is not a calendar date with the pt-BR text', () => {
    for (const value of ['2025-02-30', '2025-13', 'fevereiro', 202502, '']) {
      expect(issues(monthSchema.safeParse(value))).toEqual([MESSAGES.invalidMonth]);
    }
  });

  it('takes the current month in Brasília, not UTC', () => {
    // 1 March 02:00 UTC is still 28 February 23:00 in Brasília
    expect(currentMonth(new Date('2025-03-01T02:00:00Z'))).toBe('2025-02-01');
    expect(currentMonth(new Date('2025-03-01T03:00:00Z'))).toBe('2025-03-01');
  });
});

describe('money and fixed-point numbers', () => {
  it('accepts reais with centavos at most, from 0 to the largest exact amount', () => {
    for (const value of [0, 0.1, 0.29, 1234.56, 9_999_999_999_999.99]) expect(moneySchema.parse(value)).toBe(value);
  });

  it('refuses finer, negative, too large and non-number values', () => {
    for (const value of [1.005, 0.001, -0.01, 1e16, '10', Number.NaN, Number.POSITIVE_INFINITY, null]) {
      expect(issues(moneySchema.safeParse(value))).toContain(MESSAGES.invalidMoney);
    }
  });

  it('checks any scale', () => {
    const quantity = fixedPointSchema(3, { min: 0, max: 1000 }, 'x');
    expect(quantity.parse(2.125)).toBe(2.125);
    expect(quantity.safeParse(2.1255).success).toBe(false);
  });
});
