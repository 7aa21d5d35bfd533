import { describe, expect, it } from 'vitest';
import {
  formatDateTime,
  formatShortDate,
  GROUPING,
  MONTH_NAMES,
  parsePeriod,
  periodGroupStart,
  periodLabel,
  previousPeriodStart,
  todayInTimeZone,
  toPeriodValue,
  type PeriodDate,
} from './date.js';

const p = (text: string): PeriodDate => {
  const parsed = parsePeriod(text);
  if (!parsed) throw new Error(`test period ${text} should parse`);
  return parsed;
};

describe('MONTH_NAMES and GROUPING', () => {
  it('lists the pt-BR month names in order', () => {
    expect(MONTH_NAMES).toEqual([
      'Janeiro', 'Fevereiro', 'Março', 'Abril', 'Maio', 'Junho',
      'Julho', 'Agosto', 'Setembro', 'Outubro', 'Novembro', 'Dezembro',
    ]);
  });

  it('groups by 1, 3, 6 and 12 months', () => {
    expect(GROUPING).toEqual({ month: 1, trimester: 3, semester: 6, year: 12 });
  });
});

describe('parsePeriod', () => {
  it('reads year, month and day from fixed positions', () => {
    expect(parsePeriod('2024-03-05')).toEqual({ year: 2024, month: 3, day: 5 });
    expect(parsePeriod('2024-12-31')).toEqual({ year: 2024, month: 12, day: 31 });
    expect(parsePeriod('2024-03-05T23:59:00Z')).toEqual({ year: 2024, month: 3, day: 5 });
  });

  it('accepts 29 February only in leap years', () => {
    expect(parsePeriod('2024-02-29')).toEqual({ year: 2024, month: 2, day: 29 });
    expect(parsePeriod('2000-02-29')).not.toBeNull();
    expect(parsePeriod('2023-02-29')).toBeNull();
    expect(parsePeriod('1900-02-29')).toBeNull();
  });

  it('returns null for anything that is not a real date', () => {
    for (const bad of ['', 'abc', '2024-13-01', '2024-00-10', '2024-02-30', '2024-04-31', '2024-03-00', '0000-01-01', '2024-3-5', '2024/03/05', ' 2024-03-05', '2024-03-05x', '20240305']) {
      expect(parsePeriod(bad), bad).toBeNull();
    }
  });

  it('round-trips through toPeriodValue', () => {
    expect(toPeriodValue(p('2024-03-05'))).toBe('2024-03-05');
    expect(toPeriodValue({ year: 987, month: 1, day: 2 })).toBe('0987-01-02');
  });
});

describe('periodLabel', () => {
  const march = p('2024-03-05');

  it('writes every label form', () => {
    expect(periodLabel(p('2024-01-01'), 'month')).toBe('Janeiro/2024');
    expect(periodLabel(p('2024-01-15'), 'monthName')).toBe('Janeiro');
    expect(periodLabel(march, 'trimester')).toBe('1º Trimestre/2024');
    expect(periodLabel(p('2024-07-01'), 'semester')).toBe('2º Semestre/2024');
    expect(periodLabel(march, 'year')).toBe('2024');
    expect(periodLabel(march, 'day')).toBe('05/03/2024');
  });

  it('defaults to the zero-padded day/month/year form', () => {
    expect(periodLabel(march)).toBe('05/03/2024');
    expect(periodLabel(p('2024-11-23'))).toBe('23/11/2024');
  });

  it('numbers trimesters and semesters from the month', () => {
    expect(['01', '03', '04', '06', '07', '09', '10', '12'].map((m) => periodLabel(p(`2024-${m}-01`), 'trimester'))).toEqual([
      '1º Trimestre/2024', '1º Trimestre/2024', '2º Trimestre/2024', '2º Trimestre/2024',
      '3º Trimestre/2024', '3º Trimestre/2024', '4º Trimestre/2024', '4º Trimestre/2024',
    ]);
    expect(periodLabel(p('2024-06-30'), 'semester')).toBe('1º Semestre/2024');
    expect(periodLabel(p('2024-12-01'), 'month')).toBe('Dezembro/2024');
    expect(periodLabel(p('2024-03-01'), 'monthName')).toBe('Março');
  });
});

describe('periodGroupStart and previousPeriodStart', () => {
  const aug = p('2024-08-17');

  it('goes to the first day of the month, trimester, semester or year', () => {
    expect(periodGroupStart(aug, 'month')).toEqual({ year: 2024, month: 8, day: 1 });
    expect(periodGroupStart(aug, 'trimester')).toEqual({ year: 2024, month: 7, day: 1 });
    expect(periodGroupStart(aug, 'semester')).toEqual({ year: 2024, month: 7, day: 1 });
    expect(periodGroupStart(aug, 'year')).toEqual({ year: 2024, month: 1, day: 1 });
    expect(periodGroupStart(p('2024-06-30'), 'semester')).toEqual({ year: 2024, month: 1, day: 1 });
    expect(periodGroupStart(p('2024-12-31'), 'trimester')).toEqual({ year: 2024, month: 10, day: 1 });
  });

  it('finds the previous group, across a year change', () => {
    expect(previousPeriodStart(aug, 'month')).toEqual({ year: 2024, month: 7, day: 1 });
    expect(previousPeriodStart(aug, 'trimester')).toEqual({ year: 2024, month: 4, day: 1 });
    expect(previousPeriodStart(p('2024-01-20'), 'month')).toEqual({ year: 2023, month: 12, day: 1 });
    expect(previousPeriodStart(p('2024-02-20'), 'trimester')).toEqual({ year: 2023, month: 10, day: 1 });
    expect(previousPeriodStart(p('2024-05-01'), 'semester')).toEqual({ year: 2023, month: 7, day: 1 });
    expect(previousPeriodStart(aug, 'year')).toEqual({ year: 2023, month: 1, day: 1 });
  });
});

describe('formatShortDate and formatDateTime', () => {
  it('shows a bare date as the calendar date, whatever the time zone', () => {
    expect(formatShortDate('2024-03-05')).toBe('05/03/2024');
    expect(formatShortDate('2024-03-05', 'Asia/Tokyo')).toBe('05/03/2024');
  });

  it('shows timestamps in Brasília time by default', () => {
    // 02:30 UTC is still the previous evening in São Paulo (UTC-3).
    expect(formatShortDate('2024-03-05T02:30:00Z')).toBe('04/03/2024');
    expect(formatShortDate('2024-03-05T02:30:00Z', 'UTC')).toBe('05/03/2024');
    expect(formatShortDate(new Date('2024-12-25T15:00:00Z'))).toBe('25/12/2024');
    expect(formatDateTime('2024-03-05T02:30:00Z')).toBe('04/03/2024 23:30');
    expect(formatDateTime('2024-07-09T12:05:00Z', 'UTC')).toBe('09/07/2024 12:05');
    expect(formatDateTime('2024-07-09T03:00:00Z')).toBe('09/07/2024 00:00');
  });

  it("reads Brasília's clock as the time zone database does, before and after its last daylight saving time", () => {
    const database = new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    // Every 7 h 13 min from 2018 to 2031: midnights, month and year ends, the end of the last summer time.
    for (let time = Date.UTC(2018, 0, 1); time < Date.UTC(2031, 0, 1); time += (7 * 60 + 13) * 60_000) {
      const date = new Date(time);
      expect(formatDateTime(date), date.toISOString()).toBe(database.format(date).replace(',', ''));
    }
    // Summer time of 2018–2019 was UTC−2.
    expect(formatDateTime('2018-12-01T02:30:00Z')).toBe('01/12/2018 00:30');
    expect(formatDateTime('2019-02-17T01:59:00Z')).toBe('16/02/2019 23:59');
    expect(formatDateTime('2019-02-17T02:00:00Z')).toBe('16/02/2019 23:00');
    expect(todayInTimeZone(new Date('2026-01-01T02:59:00Z'))).toEqual({ year: 2025, month: 12, day: 31 });
    expect(todayInTimeZone(new Date('2026-01-01T03:00:00Z'))).toEqual({ year: 2026, month: 1, day: 1 });
  });

  it('shows a dash for invalid input', () => {
    expect(formatShortDate('')).toBe('—');
    expect(formatShortDate('abc')).toBe('—');
    expect(formatShortDate('2024-02-30')).toBe('—');
    expect(formatDateTime('not a date')).toBe('—');
    expect(formatDateTime(new Date(Number.NaN))).toBe('—');
  });
});

describe('todayInTimeZone', () => {
  it('gives the day in Brasília (UTC-3) by default, as the time zone data does', () => {
    expect(todayInTimeZone(new Date('2024-03-01T02:59:59Z'))).toEqual({ year: 2024, month: 2, day: 29 });
    expect(todayInTimeZone(new Date('2024-03-01T03:00:00Z'))).toEqual({ year: 2024, month: 3, day: 1 });
    expect(todayInTimeZone(new Date('2025-01-01T02:30:00Z'))).toEqual({ year: 2024, month: 12, day: 31 });
    expect(todayInTimeZone(new Date('2025-01-01T02:30:00Z'), 'UTC')).toEqual({ year: 2025, month: 1, day: 1 });
  });

  it('reads an instant of Brasília\'s daylight saving time (before 2019) from the time zone data', () => {
    // 2018-12-01 02:30 UTC was 00:30 there (UTC-2 in the summer).
    expect(todayInTimeZone(new Date('2018-12-01T02:30:00Z'))).toEqual({ year: 2018, month: 12, day: 1 });
    expect(todayInTimeZone(new Date('2019-02-17T01:30:00Z'))).toEqual({ year: 2019, month: 2, day: 16 });
    expect(todayInTimeZone(new Date('2019-02-17T02:30:00Z'))).toEqual({ year: 2019, month: 2, day: 16 });
  });
});
