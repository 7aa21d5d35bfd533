import {
  GROUPING,
  type PeriodDate,
  type PeriodGrouping,
  parsePeriod,
  periodGroupStart,
  periodLabel,
  previousPeriodStart,
  toPeriodValue,
} from '../format/date.js';

/**
 * Chart assembly (MATRICES.md "Periods are months"): an owner's monthly values (a product's
 * revenue, a category's market…) become chart periods of a grouping (month, trimester,
 * semester, year), each with the period just before it for growth, and a bubble's trail is
 * its points over the earlier periods. Months and period starts are 'YYYY-MM-01' texts,
 * handled as calendar numbers (never through Date, which would shift them by a time zone).
 */

/** One owner's values of one month, as the server sums them in SQL. */
export interface MonthlyValues<K extends string = string> {
  /** 'YYYY-MM-01' (any day is read as its month). */
  month: string;
  values: Readonly<Record<K, number>>;
}

/** The sums of an owner's months inside one period. */
export interface PeriodTotals<K extends string = string> {
  /** First month of the period, 'YYYY-MM-01'. */
  start: string;
  /** The seed's label: 'Janeiro/2025', '1º Trimestre/2025', '2º Semestre/2025' or '2025'. */
  label: string;
  /** How many months of the period have values (the MCP point's `count`). */
  months: number;
  values: Record<K, number>;
}

/** A period of the chart and the one just before it (same grouping). */
export interface ChartPeriod<K extends string = string> extends PeriodTotals<K> {
  /**
   * The previous period's totals; null when that period has no month with values, so a
   * growth against it is unknown (`ChartPoint.growth` null), never "growth from 0".
   */
  previous: PeriodTotals<K> | null;
}

/** Months to show, inclusive ('YYYY-MM-DD', any day); either end may be left open. */
export interface PeriodWindow {
  from?: string | null;
  to?: string | null;
}

const monthOf = (text: string): PeriodDate => {
  const date = parsePeriod(text);
  if (!date) throw new RangeError(`not a calendar date: ${JSON.stringify(text)}`);
  return date;
};

/** 'YYYY-MM-01' of the month holding the date; null for anything that is not a calendar date. */
export function monthStart(text: string): string | null {
  const date = parsePeriod(text);
  return date ? toPeriodValue({ ...date, day: 1 }) : null;
}

/** 'YYYY-MM-01' of the first month of the period (of the grouping) holding the month. */
export function periodStart(month: string, grouping: PeriodGrouping): string {
  return toPeriodValue(periodGroupStart(monthOf(month), grouping));
}

/** 'YYYY-MM-01' of the period just before the one holding the month (across year ends). */
export function previousPeriod(month: string, grouping: PeriodGrouping): string {
  return toPeriodValue(previousPeriodStart(monthOf(month), grouping));
}

/** The seed's label of the period holding the month, in the grouping's own form. */
export function periodLabelOf(month: string, grouping: PeriodGrouping): string {
  return periodLabel(periodGroupStart(monthOf(month), grouping), grouping);
}

/** What a month text is in a grouping: its month, its period's start and label (one chart reads the same few months thousands of times). */
const periodsOfMonths = new Map<PeriodGrouping, Map<string, { month: string; start: string; label: string }>>();
const PERIODS_OF_MONTHS_MAX = 10_000;

function periodOf(text: string, grouping: PeriodGrouping): { month: string; start: string; label: string } {
  let ofGrouping = periodsOfMonths.get(grouping);
  if (!ofGrouping) periodsOfMonths.set(grouping, (ofGrouping = new Map()));
  let found = ofGrouping.get(text);
  if (!found) {
    const date = monthOf(text);
    const startDate = periodGroupStart(date, grouping);
    found = { month: toPeriodValue({ ...date, day: 1 }), start: toPeriodValue(startDate), label: periodLabel(startDate, grouping) };
    if (ofGrouping.size >= PERIODS_OF_MONTHS_MAX) ofGrouping.clear();
    ofGrouping.set(text, found);
  }
  return found;
}

/**
 * Sums the months into the periods of the grouping, oldest first; only periods with at least
 * one month appear. A month given twice is counted once in `months` and summed twice in
 * `values` (the server sends one row per month). Throws RangeError on a month that is not a
 * calendar date: the values come from the database, never from a form.
 */
export function periodTotals<K extends string>(rows: readonly MonthlyValues<K>[], grouping: PeriodGrouping): PeriodTotals<K>[] {
  // A chart sums thousands of rows: each month is read once (periodOf), and the months seen are kept apart.
  // A month lies in one period: one set of the months seen serves them all.
  const periods = new Map<string, PeriodTotals<K>>();
  const seen = new Set<string>();
  for (const row of rows) {
    const { month, start, label } = periodOf(row.month, grouping);
    let period = periods.get(start);
    if (!period) periods.set(start, (period = { start, label, months: 0, values: {} as Record<K, number> }));
    if (!seen.has(month)) {
      seen.add(month);
      period.months += 1;
    }
    const values = period.values;
    for (const key of Object.keys(row.values) as K[]) values[key] = (values[key] ?? 0) + row.values[key];
  }
  // 'YYYY-MM-DD' texts sort as their dates.
  return [...periods.values()].sort((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : 0));
}

const inWindow = (start: string, grouping: PeriodGrouping, window: PeriodWindow): boolean =>
  (!window.from || start >= periodStart(window.from, grouping)) && (!window.to || start <= periodStart(window.to, grouping));

/**
 * The chart's periods: the months grouped (periodTotals), each with its previous period.
 * A window keeps the periods that overlap it, whole (their sums compare like with like), and
 * the first period inside it still finds its previous period outside it.
 */
export function chartPeriods<K extends string>(
  rows: readonly MonthlyValues<K>[],
  grouping: PeriodGrouping,
  window: PeriodWindow = {},
): ChartPeriod<K>[] {
  const totals = periodTotals(rows, grouping);
  const byStart = new Map(totals.map((period) => [period.start, period]));
  return totals
    .filter((period) => inWindow(period.start, grouping, window))
    .map((period) => ({ ...period, previous: byStart.get(previousPeriod(period.start, grouping)) ?? null }));
}

/** Every period from the one holding `from` to the one holding `to`, with or without data (an axis, a period picker). */
export function periodTimeline(from: string, to: string, grouping: PeriodGrouping): { start: string; label: string }[] {
  const first = periodGroupStart(monthOf(from), grouping);
  const last = periodStart(to, grouping);
  const timeline: { start: string; label: string }[] = [];
  for (let index = first.year * 12 + first.month - 1; ; index += GROUPING[grouping]) {
    const start = toPeriodValue({ year: Math.floor(index / 12), month: (index % 12) + 1, day: 1 });
    if (start > last) return timeline;
    timeline.push({ start, label: periodLabelOf(start, grouping) });
  }
}

/**
 * A bubble's trail at the period starting `at`: its points of the earlier periods, oldest
 * first, the last `length` of them when given (the point at `at` itself is not in it).
 */
export function trail<P extends { start: string }>(points: readonly P[], at: string, length?: number): P[] {
  const earlier = points.filter((point) => point.start < at).sort((a, b) => a.start.localeCompare(b.start));
  return length === undefined ? earlier : earlier.slice(Math.max(0, earlier.length - length));
}
