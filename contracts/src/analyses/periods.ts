import {
  GROUPING,
  MONTH_NAMES,
  type PeriodDate,
  type PeriodGrouping,
  parsePeriod,
  periodGroupStart,
  periodLabel,
  previousPeriodStart,
  toPeriodValue,
} from '../format/date.js';

/**
 * Chart assembly (docs/domain/analyses.md): an owner's monthly values (a product's
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
 * Like-for-like periods (docs/domain/mcp.md "Like-for-like periods"). A chart
 * covers the months from the later of the window's first month and the data's first to the
 * earlier of the window's last month and the data's latest. A period of the grouping that
 * this span covers only in part is incomplete: its values are the sums of the months it
 * covers, and its growth compares those months with the months at the same places of the
 * previous period (4º Trimestre holding October → October against July; a semester holding
 * July–August → against January–February). The previous period counts as the data cover it
 * (shown in the window or not): a complete period after one the data cover in part (the data
 * start inside it) compares only the places both have.
 * A month without data inside the span (a gap) is still covered: it counts as a month of
 * the period, with nothing sold in it (see DECISIONS.md for the worked example).
 */
export interface CoveredPeriod {
  /** First month of the period, 'YYYY-MM-01'. */
  start: string;
  label: string;
  /** Its months the chart covers, oldest first ('YYYY-MM-01', contiguous); all of them when complete. */
  months: string[];
  complete: boolean;
  /** What its growth is measured against: `basis` as asked, or `previous` when a year earlier lies before the data. */
  basis: ComparisonBasis;
  /**
   * What its growth compares: `current`, months of this period, against `previous`, the same
   * months a year earlier (`year`) or at the same places of the period before (`previous`);
   * both empty when no month has its counterpart within the data.
   */
  compared: { current: string[]; previous: string[] };
}

/**
 * A growth's counterpart months: the same months one year earlier (`year`), or the months at
 * the same places of the period just before (`previous`).
 */
export type ComparisonBasis = 'year' | 'previous';

/** How many months before a month its counterpart lies: 12 year over year, the grouping's length against the previous period. */
export const comparisonOffset = (basis: ComparisonBasis, groupingMonths: number): number => (basis === 'year' ? 12 : groupingMonths);

const monthIndex = (text: string): number => {
  const date = monthOf(text);
  return date.year * 12 + date.month - 1;
};
const monthText = (index: number): string => toPeriodValue({ year: Math.floor(index / 12), month: (index % 12) + 1, day: 1 });
const monthRange = (first: number, last: number): string[] => Array.from({ length: Math.max(0, last - first + 1) }, (_, i) => monthText(first + i));

/**
 * The chart's periods, oldest first, from the first to the last period with data inside the
 * covered span (periods between them without any data are listed, covered, and empty).
 * `dataMonths`: every month with data of what the chart covers (an MCP: its products'
 * and competitors' months), any order, repeats allowed.
 */
export function coveredPeriods(
  dataMonths: Iterable<string>,
  grouping: PeriodGrouping,
  window: PeriodWindow = {},
  basis: ComparisonBasis = 'previous',
): CoveredPeriod[] {
  const withData = new Set<number>();
  for (const month of dataMonths) withData.add(monthIndex(month));
  if (withData.size === 0) return [];
  const dataFirst = Math.min(...withData);
  const first = Math.max(dataFirst, window.from ? monthIndex(window.from) : -Infinity);
  const last = Math.min(Math.max(...withData), window.to ? monthIndex(window.to) : Infinity);
  const size = GROUPING[grouping];
  // Month indices count from January of year 0, and a grouping's size divides 12.
  const startOf = (index: number) => index - (index % size);
  const covered = (start: number, from: number): [number, number] => [Math.max(start, from), Math.min(start + size - 1, last)];
  const hasData = ([from, to]: [number, number]) => {
    for (let index = from; index <= to; index += 1) if (withData.has(index)) return true;
    return false;
  };
  let firstStart = startOf(first);
  let lastStart = startOf(last);
  while (firstStart <= lastStart && !hasData(covered(firstStart, first))) firstStart += size;
  while (lastStart >= firstStart && !hasData(covered(lastStart, first))) lastStart -= size;

  // A covered month is compared when its counterpart (`offset` months before) lies within the
  // data, shown or not: a window changes what the chart shows, never the months a growth
  // compares (only missing data do). The compared months are the period's last covered ones.
  const compare = (from: number, to: number, offset: number) => {
    const since = Math.max(from, dataFirst + offset);
    return { current: monthRange(since, to), previous: monthRange(since - offset, to - offset) };
  };
  const periods: CoveredPeriod[] = [];
  for (let start = firstStart; start <= lastStart; start += size) {
    const [from, to] = covered(start, first);
    let periodBasis = basis;
    let compared = compare(from, to, comparisonOffset(basis, size));
    // Year over year only where a year earlier lies within the data; else against the previous period.
    if (compared.current.length === 0 && basis === 'year') {
      periodBasis = 'previous';
      compared = compare(from, to, size);
    }
    const startText = monthText(start);
    periods.push({
      start: startText,
      label: periodLabelOf(startText, grouping),
      months: monthRange(from, to),
      complete: to - from + 1 === size,
      basis: periodBasis,
      compared,
    });
  }
  return periods;
}

/** An owner's rows by month ('YYYY-MM-01'), a month given twice summed (a category's market: its products' part and its competitors'). */
export function valuesByMonth<K extends string>(rows: readonly MonthlyValues<K>[]): Map<string, Record<K, number>> {
  const byMonth = new Map<string, Record<K, number>>();
  for (const row of rows) {
    const { month } = periodOf(row.month, 'month');
    let values = byMonth.get(month);
    if (!values) byMonth.set(month, (values = {} as Record<K, number>));
    for (const key of Object.keys(row.values) as K[]) values[key] = (values[key] ?? 0) + row.values[key];
  }
  return byMonth;
}

/** The sums of some months of an owner, with how many of them have values; null when none has. */
export function monthsTotals<K extends string>(
  byMonth: ReadonlyMap<string, Readonly<Record<K, number>>>,
  months: readonly string[],
): { months: number; values: Record<K, number> } | null {
  let found = 0;
  const values = {} as Record<K, number>;
  for (const month of months) {
    const row = byMonth.get(month);
    if (!row) continue;
    found += 1;
    for (const key of Object.keys(row) as K[]) values[key] = (values[key] ?? 0) + row[key];
  }
  return found === 0 ? null : { months: found, values };
}

/** The captions' pt-BR words. */
const PERIOD_TEXTS = {
  partial: (months: string) => ` · parcial (${months})`,
  versus: (current: string, previous: string) => `${current} vs ${previous}`,
  comparable: (compared: number, shown: number) => (compared === 0 ? ' (nenhum mês comparável)' : ` (${compared} de ${shown} meses comparáveis)`),
};

const shortMonth = (index: number) => MONTH_NAMES[index % 12].slice(0, 3).toLowerCase();

/** Consecutive months as a caption names them: 'out/2026', 'jul–out/2026', 'nov/2025–jan/2026'. */
function monthSpan(first: number, count: number): string {
  const last = first + count - 1;
  const year = (index: number) => Math.floor(index / 12);
  if (count <= 1) return `${shortMonth(first)}/${year(first)}`;
  if (year(first) === year(last)) return `${shortMonth(first)}–${shortMonth(last)}/${year(last)}`;
  return `${shortMonth(first)}/${year(first)}–${shortMonth(last)}/${year(last)}`;
}

/**
 * What a period's growth compares, in words: its shown months against their counterparts
 * ('out/2026 vs out/2025'; 'jul–out/2026 vs jan–abr/2026'), and when fewer months are compared
 * than shown, how many ('… (1 de 4 meses comparáveis)'). The one form of the chart's caption
 * and tooltip, the reading, the PNG and the reports. `groupingMonths`: the chart's grouping.
 */
export function comparisonCaption(
  period: { from: string; months: number; basis: ComparisonBasis; compared: { current: readonly string[] } },
  groupingMonths: number,
): string {
  const first = monthIndex(period.from);
  const offset = comparisonOffset(period.basis, groupingMonths);
  const compared = period.compared.current.length;
  const caption = PERIOD_TEXTS.versus(monthSpan(first, period.months), monthSpan(first - offset, period.months));
  return compared < period.months ? `${caption}${PERIOD_TEXTS.comparable(compared, period.months)}` : caption;
}

/** A period's caption: its label, and for an incomplete one the months it holds ('4º Trimestre/2026 · parcial (out)'). */
export function periodCaption(period: { label: string; complete: boolean; from: string; months: number }): string {
  if (period.complete) return period.label;
  const first = monthIndex(period.from);
  const months = period.months > 1 ? `${shortMonth(first)}–${shortMonth(first + period.months - 1)}` : shortMonth(first);
  return `${period.label}${PERIOD_TEXTS.partial(months)}`;
}


/**
 * A bubble's trail at the period starting `at`: its points of the earlier periods, oldest
 * first, the last `length` of them when given (the point at `at` itself is not in it).
 */
export function trail<P extends { start: string }>(points: readonly P[], at: string, length?: number): P[] {
  const earlier = points.filter((point) => point.start < at).sort((a, b) => a.start.localeCompare(b.start));
  return length === undefined ? earlier : earlier.slice(Math.max(0, earlier.length - length));
}
