import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  COMPANY_CHOICES,
  companyDateSchema,
  newCompanySchema,
  updateCollaboratorSchema,
  updateCompanySchema,
} from './companies.js';
import { dateDaysAhead, endOfDayInBrasilia, isDateNotBeforeToday, todayInTimeZone } from './format/date.js';
import { zodIssuesToFieldErrors } from './envelope.js';
import { MESSAGES } from './messages.js';

const errorsOf = (result: z.ZodSafeParseResult<unknown>) => (result.success ? {} : zodIssuesToFieldErrors(result.error.issues));

describe('company schemas', () => {
  const valid = { fantasy_name: 'Padaria Pão Quente', description: '', business_model: 2, sector: '2', revenue: 1, reach: 1 };

  it('accepts a new company with choice ids as numbers or digit strings', () => {
    expect(newCompanySchema.parse(valid)).toEqual({ ...valid, sector: 2 });
  });

  it('reports the seed messages for a missing name and missing or unknown choices', () => {
    expect(errorsOf(newCompanySchema.safeParse({ fantasy_name: '  ' }))).toEqual({
      fantasy_name: [MESSAGES.nameRequired],
      business_model: [MESSAGES.fieldRequired],
      sector: [MESSAGES.fieldRequired],
      revenue: [MESSAGES.fieldRequired],
      reach: [MESSAGES.fieldRequired],
    });
    expect(errorsOf(newCompanySchema.safeParse({ ...valid, business_model: 99, sector: true, revenue: [1], reach: '1e0' }))).toEqual({
      business_model: [MESSAGES.invalidChoice],
      sector: [MESSAGES.invalidChoice],
      revenue: [MESSAGES.invalidChoice],
      reach: [MESSAGES.invalidChoice],
    });
  });

  it('limits text lengths', () => {
    const errors = errorsOf(updateCompanySchema.safeParse({ id: 1, fantasy_name: 'x'.repeat(151), description: 'y'.repeat(2001) }));
    expect(errors).toEqual({ fantasy_name: [MESSAGES.textTooLong], description: [MESSAGES.textTooLong] });
  });

  it('has Brazilian choice sets with unique values', () => {
    for (const choices of Object.values(COMPANY_CHOICES)) {
      expect(new Set(choices.map((c) => c.value)).size).toBe(choices.length);
    }
    expect(COMPANY_CHOICES.revenue.map((c) => c.label)).toContain('MEI — até R$ 81 mil');
  });

  it('validates collaborator changes: e-mail, role 1-4 or null, company id', () => {
    expect(updateCollaboratorSchema.parse({ email: ' Ana@X.com ', role: null, companyId: '3' })).toEqual({
      email: 'ana@x.com',
      role: null,
      name: '',
      companyId: 3,
    });
    expect(errorsOf(updateCollaboratorSchema.safeParse({ email: 'x', role: 5, companyId: 0 }))).toEqual({
      email: [MESSAGES.emailInvalid],
      role: [MESSAGES.invalidRole],
      companyId: [MESSAGES.invalidId],
    });
    expect(errorsOf(updateCollaboratorSchema.safeParse({ email: 'a@x.com', role: true, companyId: 1 })).role).toEqual([MESSAGES.invalidRole]);
  });
});

describe('admin dates', () => {
  // 2024-06-10 01:30 UTC is still 2024-06-09 in Brasília (UTC−3).
  const lateEvening = new Date('2024-06-10T01:30:00Z');

  it('reads today in Brasília time', () => {
    expect(todayInTimeZone(lateEvening)).toEqual({ year: 2024, month: 6, day: 9 });
    expect(dateDaysAhead(30, lateEvening)).toBe('2024-07-09');
  });

  it('accepts today and later, refuses earlier days and non-dates', () => {
    expect(isDateNotBeforeToday('2024-06-09', lateEvening)).toBe(true);
    expect(isDateNotBeforeToday('2024-06-08', lateEvening)).toBe(false);
    expect(isDateNotBeforeToday('2024-02-30', lateEvening)).toBe(false);
    expect(isDateNotBeforeToday('amanhã', lateEvening)).toBe(false);
    expect(errorsOf(companyDateSchema.safeParse({ date: '2000-01-01' })).date).toEqual([MESSAGES.invalidFutureDate]);
    expect(errorsOf(companyDateSchema.safeParse({})).date).toEqual([MESSAGES.invalidFutureDate]);
    expect(companyDateSchema.safeParse({ date: dateDaysAhead(0) }).success).toBe(true);
  });

  it('keeps a company open to the end of the chosen day in Brasília', () => {
    expect(endOfDayInBrasilia({ year: 2024, month: 12, day: 31 }).toISOString()).toBe('2025-01-01T02:59:59.000Z');
  });
});
