import { EMPTY_DISPLAY } from './number.js';

/**
 * Periods and dates.
 * A period is a calendar date without time or time zone, so it is handled as plain
 * year/month/day numbers: going through Date would shift it by the viewer's time zone.
 */

export const MONTH_NAMES = [
  'Janeiro',
  'Fevereiro',
  'Março',
  'Abril',
  'Maio',
  'Junho',
  'Julho',
  'Agosto',
  'Setembro',
  'Outubro',
  'Novembro',
  'Dezembro',
] as const;

export interface PeriodDate {
  year: number;
  /** 1 = January … 12 = December. */
  month: number;
  day: number;
}

/** Months per chart grouping. */
export const GROUPING = { month: 1, trimester: 3, semester: 6, year: 12 } as const;
export type PeriodGrouping = keyof typeof GROUPING;

const isLeapYear = (year: number): boolean => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

const daysInMonth = (year: number, month: number): number =>
  month === 2 ? (isLeapYear(year) ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31;

// 'YYYY-MM-DD', optionally followed by an ISO time ('2024-03-05T10:00:00Z') that is ignored.
const PERIOD_SHAPE = /^\d{4}-\d{2}-\d{2}(?:T.*)?$/;

/**
 * Reads 'YYYY-MM-DD' from fixed positions (year 0-4, month 5-7, day 8-10).
 * Returns null, never throws, for anything that is not a real calendar date
 * ('', 'abc', '2024-13-01', '2024-02-30', '2023-02-29', year 0000): callers show a
 * pt-BR message or EMPTY_DISPLAY instead of catching.
 */
export function parsePeriod(text: string): PeriodDate | null {
  if (!PERIOD_SHAPE.test(text)) return null;
  const year = Number(text.slice(0, 4));
  const month = Number(text.slice(5, 7));
  const day = Number(text.slice(8, 10));
  if (year < 1 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

const pad2 = (n: number): string => String(n).padStart(2, '0');

/** Back to the 'YYYY-MM-DD' text the API stores. */
export function toPeriodValue(period: PeriodDate): string {
  return `${String(period.year).padStart(4, '0')}-${pad2(period.month)}-${pad2(period.day)}`;
}

/** First day of the group (month, trimester, semester or year) that holds the date. */
export function periodGroupStart(period: PeriodDate, grouping: PeriodGrouping): PeriodDate {
  const size = GROUPING[grouping];
  return { year: period.year, month: Math.floor((period.month - 1) / size) * size + 1, day: 1 };
}

/** First day of the group just before the one that holds the date (the t−1 of MCP growth). */
export function previousPeriodStart(period: PeriodDate, grouping: PeriodGrouping): PeriodDate {
  const start = periodGroupStart(period, grouping);
  const monthIndex = start.year * 12 + (start.month - 1) - GROUPING[grouping];
  return { year: Math.floor(monthIndex / 12), month: (monthIndex % 12) + 1, day: 1 };
}

/** The label forms; the grouping names label their own groups. */
export type PeriodLabelForm = PeriodGrouping | 'monthName' | 'day';

/**
 * 'month' → 'Janeiro/2024', 'monthName' → 'Janeiro', 'trimester' → '1º Trimestre/2024',
 * 'semester' → '2º Semestre/2024', 'year' → '2024', 'day' (default) → '05/03/2024'.
 */
export function periodLabel(period: PeriodDate, form: PeriodLabelForm = 'day'): string {
  const name = MONTH_NAMES[period.month - 1];
  switch (form) {
    case 'month':
      return `${name}/${period.year}`;
    case 'monthName':
      return name ?? '';
    case 'trimester':
      return `${Math.ceil(period.month / 3)}º Trimestre/${period.year}`;
    case 'semester':
      return `${period.month <= 6 ? 1 : 2}º Semestre/${period.year}`;
    case 'year':
      return String(period.year);
    case 'day':
      return `${pad2(period.day)}/${pad2(period.month)}/${period.year}`;
  }
}

/** Dates and times are shown in Brasília time unless told otherwise (the product is pt-BR). */
export const DEFAULT_TIME_ZONE = 'America/Sao_Paulo';

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

// Building an Intl formatter is costly (a time zone's data, on a phone's CPU tens of ms) and
// tables format many rows, pages ask for today on every render: one per use and time zone.
const formats = new Map<string, Intl.DateTimeFormat>();

const cachedFormat = (key: string, build: () => Intl.DateTimeFormat): Intl.DateTimeFormat => {
  let format = formats.get(key);
  if (!format) {
    format = build();
    formats.set(key, format);
  }
  return format;
};

const dateTimeFormat = (timeZone: string): Intl.DateTimeFormat =>
  cachedFormat(`time ${timeZone}`, () => new Intl.DateTimeFormat('pt-BR', { timeZone, day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }));

const dayFormat = (timeZone: string): Intl.DateTimeFormat =>
  cachedFormat(`day ${timeZone}`, () => new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }));

const dateTimeParts = (value: string | Date, timeZone: string): Record<string, string> | null => {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  return Object.fromEntries(dateTimeFormat(timeZone).formatToParts(date).map((part) => [part.type, part.value]));
};

/**
 * pt-BR short date 'dd/mm/aaaa' (purchases table). A bare 'YYYY-MM-DD' is a calendar date
 * and is shown as is; a timestamp is shown in the given time zone. Invalid → EMPTY_DISPLAY.
 */
export function formatShortDate(value: string | Date, timeZone: string = DEFAULT_TIME_ZONE): string {
  if (typeof value === 'string' && DATE_ONLY.test(value)) {
    const period = parsePeriod(value);
    return period ? periodLabel(period, 'day') : EMPTY_DISPLAY;
  }
  const parts = dateTimeParts(value, timeZone);
  return parts ? `${parts.day}/${parts.month}/${parts.year}` : EMPTY_DISPLAY;
}

/** pt-BR 'dd/mm/aaaa hh:mm' (24 h) in the given time zone; invalid → EMPTY_DISPLAY. */
export function formatDateTime(value: string | Date, timeZone: string = DEFAULT_TIME_ZONE): string {
  const parts = dateTimeParts(value, timeZone);
  return parts ? `${parts.day}/${parts.month}/${parts.year} ${parts.hour}:${parts.minute}` : EMPTY_DISPLAY;
}

// ---------------------------------------------------------------- calendar dates in Brasília

/** Brasília is UTC−3 all year since its last daylight saving time ended, 2019-02-17 at 00:00 there (02:00 UTC). */
const BRASILIA_FIXED_OFFSET_SINCE = Date.UTC(2019, 1, 17, 2);
const BRASILIA_OFFSET_MS = -3 * 60 * 60 * 1000;

/**
 * Admin dates are calendar dates ('YYYY-MM-DD'; a trailing ISO time is ignored) read in
 * Brasília time (DEFAULT_TIME_ZONE): "today" is today in America/Sao_Paulo, and a company
 * unlocked or extended "until" a date stays open to the end of that day there.
 */
export function todayInTimeZone(now: Date = new Date(), timeZone: string = DEFAULT_TIME_ZONE): PeriodDate {
  // Brasília's day by its fixed offset, without Intl: a page's first formatter with a time zone
  // loads the zone data, a task of hundreds of ms on a phone, for the month a page opens on.
  if (timeZone === DEFAULT_TIME_ZONE && now.getTime() >= BRASILIA_FIXED_OFFSET_SINCE) {
    const local = new Date(now.getTime() + BRASILIA_OFFSET_MS);
    return { year: local.getUTCFullYear(), month: local.getUTCMonth() + 1, day: local.getUTCDate() };
  }
  const parts = Object.fromEntries(
    dayFormat(timeZone)
      .formatToParts(now)
      .map((part) => [part.type, part.value]),
  );
  return { year: Number(parts.year), month: Number(parts.month), day: Number(parts.day) };
}

/** The month holding today in Brasília, 'YYYY-MM-01' (the default month of a monthly value). */
export function currentMonth(now: Date = new Date()): string {
  return toPeriodValue({ ...todayInTimeZone(now), day: 1 });
}

const periodKey = (p: PeriodDate): number => p.year * 10_000 + p.month * 100 + p.day;

/** True when `text` is a real calendar date that is today or later (Brasília time). */
export function isDateNotBeforeToday(text: string, now: Date = new Date()): boolean {
  const period = parsePeriod(text);
  return period !== null && periodKey(period) >= periodKey(todayInTimeZone(now));
}

/**
 * The instant a company unlocked/extended "until" the calendar date stops being open:
 * the last second of that day in Brasília (UTC−3; Brazil has had no daylight saving
 * time since 2019).
 */
export function endOfDayInBrasilia(period: PeriodDate): Date {
  return new Date(Date.UTC(period.year, period.month - 1, period.day, 23 + 3, 59, 59));
}

/** 'YYYY-MM-DD' `days` ahead of today in Brasília: the dialogs' default (30 days). */
export function dateDaysAhead(days: number, now: Date = new Date()): string {
  const today = todayInTimeZone(now);
  const date = new Date(Date.UTC(today.year, today.month - 1, today.day + days));
  return date.toISOString().slice(0, 10);
}
