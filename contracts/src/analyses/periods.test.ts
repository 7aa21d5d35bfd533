import { describe, expect, it } from 'vitest';
import { marketGrowth } from './mcp/formulas.js';
import {
  comparisonCaption,
  type CoveredPeriod,
  coveredPeriods,
  type MonthlyValues,
  monthStart,
  monthsTotals,
  periodCaption,
  periodLabelOf,
  periodStart,
  periodTimeline,
  previousPeriod,
  trail,
  valuesByMonth,
} from './periods.js';

const market = (month: string, value: number): MonthlyValues<'market'> => ({ month, values: { market: value } });

describe('months and periods', () => {
  it('reads any day as its month and refuses what is not a date', () => {
    expect(monthStart('2025-02-17')).toBe('2025-02-01');
    expect(monthStart('2025-02-30')).toBeNull();
    expect(monthStart('fevereiro')).toBeNull();
  });

  it('finds the period start of a month for each grouping', () => {
    expect(periodStart('2025-08-01', 'month')).toBe('2025-08-01');
    expect(periodStart('2025-08-01', 'trimester')).toBe('2025-07-01');
    expect(periodStart('2025-08-01', 'semester')).toBe('2025-07-01');
    expect(periodStart('2025-08-01', 'year')).toBe('2025-01-01');
  });

  it('steps back one period across the year end', () => {
    expect(previousPeriod('2025-01-01', 'month')).toBe('2024-12-01');
    expect(previousPeriod('2025-02-01', 'trimester')).toBe('2024-10-01');
    expect(previousPeriod('2025-03-01', 'semester')).toBe('2024-07-01');
    expect(previousPeriod('2025-06-01', 'year')).toBe('2024-01-01');
  });

  it('labels periods with the seed forms', () => {
    expect(periodLabelOf('2025-01-01', 'month')).toBe('Janeiro/2025');
    expect(periodLabelOf('2025-05-01', 'trimester')).toBe('2º Trimestre/2025');
    expect(periodLabelOf('2025-09-01', 'semester')).toBe('2º Semestre/2025');
    expect(periodLabelOf('2025-09-01', 'year')).toBe('2025');
  });

  it('lists every period of a range, empty ones too', () => {
    expect(periodTimeline('2024-11-15', '2025-02-01', 'month').map((p) => p.label)).toEqual([
      'Novembro/2024',
      'Dezembro/2024',
      'Janeiro/2025',
      'Fevereiro/2025',
    ]);
    expect(periodTimeline('2024-08-01', '2025-01-01', 'trimester')).toEqual([
      { start: '2024-07-01', label: '3º Trimestre/2024' },
      { start: '2024-10-01', label: '4º Trimestre/2024' },
      { start: '2025-01-01', label: '1º Trimestre/2025' },
    ]);
    expect(periodTimeline('2025-03-01', '2025-01-01', 'month')).toEqual([]);
  });
});

describe('trail', () => {
  const points = [
    { start: '2025-03-01', x: 0.3 },
    { start: '2025-01-01', x: 0.1 },
    { start: '2025-04-01', x: 0.4 },
    { start: '2025-02-01', x: 0.2 },
  ];

  it('is the earlier points, oldest first, without the point itself', () => {
    expect(trail(points, '2025-03-01').map((p) => p.x)).toEqual([0.1, 0.2]);
    expect(trail(points, '2025-01-01')).toEqual([]);
  });

  it('keeps the last points when a length is given', () => {
    expect(trail(points, '2025-04-01', 2).map((p) => p.x)).toEqual([0.2, 0.3]);
    expect(trail(points, '2025-04-01', 0)).toEqual([]);
  });
});

describe('coveredPeriods (like-for-like periods, DECISIONS.md)', () => {
  const months = (first: string, last: string) => periodTimeline(first, last, 'month').map((period) => period.start);
  const shape = (periods: CoveredPeriod[]) =>
    periods.map(({ label, months: covered, complete, compared }) => ({ label, months: covered, complete, compared }));

  it('grouping 3, data May–October: 2º Trimestre (May–June) has nothing to compare, 3º against its May–June places, 4º is October against July', () => {
    expect(shape(coveredPeriods(months('2026-05-01', '2026-10-01'), 'trimester'))).toEqual([
      // The data start in May: 1º Trimestre is not covered, so no place to compare.
      { label: '2º Trimestre/2026', months: ['2026-05-01', '2026-06-01'], complete: false, compared: { current: [], previous: [] } },
      // Complete, after an incomplete one: its August–September against May–June.
      {
        label: '3º Trimestre/2026',
        months: ['2026-07-01', '2026-08-01', '2026-09-01'],
        complete: true,
        compared: { current: ['2026-08-01', '2026-09-01'], previous: ['2026-05-01', '2026-06-01'] },
      },
      // The latest month with data is October: October against July.
      { label: '4º Trimestre/2026', months: ['2026-10-01'], complete: false, compared: { current: ['2026-10-01'], previous: ['2026-07-01'] } },
    ]);
  });

  it('grouping 6: a semester holding July–August compares with January–February', () => {
    const [first, second] = coveredPeriods(months('2026-01-01', '2026-08-01'), 'semester');
    expect(first).toMatchObject({ label: '1º Semestre/2026', months: months('2026-01-01', '2026-06-01'), complete: true });
    expect(second).toMatchObject({
      label: '2º Semestre/2026',
      months: ['2026-07-01', '2026-08-01'],
      complete: false,
      compared: { current: ['2026-07-01', '2026-08-01'], previous: ['2026-01-01', '2026-02-01'] },
    });
    // The bakery (May–October) by semester: July–October has no place in common with May–June: no growth, never +149 %.
    expect(coveredPeriods(months('2026-05-01', '2026-10-01'), 'semester')[1]).toMatchObject({ months: months('2026-07-01', '2026-10-01'), compared: { current: [], previous: [] } });
  });

  it('a window starting inside a period: 3º Trimestre from August against May–June, then 4º whole against 3º whole (the data hold July)', () => {
    const periods = coveredPeriods(months('2025-01-01', '2025-12-01'), 'trimester', { from: '2025-08-15', to: null });
    expect(shape(periods)).toEqual([
      // Its previous period lies before the window: compared as the data cover it (April–June).
      {
        label: '3º Trimestre/2025',
        months: ['2025-08-01', '2025-09-01'],
        complete: false,
        compared: { current: ['2025-08-01', '2025-09-01'], previous: ['2025-05-01', '2025-06-01'] },
      },
      // The window changes what is shown, not what a growth compares: the data cover 3º Trimestre whole.
      {
        label: '4º Trimestre/2025',
        months: ['2025-10-01', '2025-11-01', '2025-12-01'],
        complete: true,
        compared: { current: ['2025-10-01', '2025-11-01', '2025-12-01'], previous: ['2025-07-01', '2025-08-01', '2025-09-01'] },
      },
    ]);
    // A window ending inside a period: the window's last month cuts it as the latest data month would.
    expect(coveredPeriods(months('2025-01-01', '2025-12-01'), 'trimester', { to: '2025-04-30' }).at(-1)).toMatchObject({
      months: ['2025-04-01'],
      complete: false,
      compared: { current: ['2025-04-01'], previous: ['2025-01-01'] },
    });
  });

  it('a gap month inside the span is still a covered month of its period (nothing sold in it)', () => {
    // January, February, April, May: March has no data, but the data go on after it.
    const periods = coveredPeriods(['2025-01-01', '2025-02-01', '2025-04-01', '2025-05-01'], 'trimester');
    expect(shape(periods)).toEqual([
      { label: '1º Trimestre/2025', months: ['2025-01-01', '2025-02-01', '2025-03-01'], complete: true, compared: { current: [], previous: [] } },
      {
        label: '2º Trimestre/2025',
        months: ['2025-04-01', '2025-05-01'],
        complete: false,
        compared: { current: ['2025-04-01', '2025-05-01'], previous: ['2025-01-01', '2025-02-01'] },
      },
    ]);
    // After the latest month with data nothing is covered: data January–February only leave 1º Trimestre incomplete.
    expect(coveredPeriods(['2025-01-01', '2025-02-01'], 'trimester')[0]).toMatchObject({ months: ['2025-01-01', '2025-02-01'], complete: false });
    // A whole period without data between two with data is listed, covered and empty (months: a gap month by month).
    expect(coveredPeriods(['2025-01-01', '2025-03-01'], 'month').map((p) => [p.label, p.complete, p.compared.previous])).toEqual([
      ['Janeiro/2025', true, []],
      ['Fevereiro/2025', true, ['2025-01-01']],
      ['Março/2025', true, ['2025-02-01']],
    ]);
  });

  it('answers nothing without data or when the window misses it, and trims periods without data at the window edges', () => {
    expect(coveredPeriods([], 'trimester')).toEqual([]);
    expect(coveredPeriods(['2025-01-01'], 'month', { from: '2025-02-01' })).toEqual([]);
    // The window starts in March, whose trimester holds data only before it: not shown.
    expect(coveredPeriods(['2025-01-01', '2025-05-01'], 'trimester', { from: '2025-03-01' }).map((p) => p.label)).toEqual(['2º Trimestre/2025']);
  });
});

describe('monthsTotals', () => {
  it('sums the months asked for that have values (a gap adds nothing), and is null when none has', () => {
    const byMonth = valuesByMonth([market('2025-01-01', 100), market('2025-02-01', 50), market('2025-02-01', 25), market('2025-04-01', 117)]);
    // February given twice (products' and competitors' part) is summed.
    expect(monthsTotals(byMonth, ['2025-01-01', '2025-02-01', '2025-03-01'])).toEqual({ months: 2, values: { market: 175 } });
    expect(monthsTotals(byMonth, ['2025-03-01'])).toBeNull();
  });

  it('gives the like-for-like growth: 4º Trimestre (October 540) against July (600) is −10 %, not against the whole 3º Trimestre', () => {
    const rows = [market('2026-07-01', 600), market('2026-08-01', 700), market('2026-09-01', 650), market('2026-10-01', 540)];
    const byMonth = valuesByMonth(rows);
    const q4 = coveredPeriods(rows.map((row) => row.month), 'trimester')[1];
    const growth = marketGrowth(monthsTotals(byMonth, q4.compared.current)!.values.market, monthsTotals(byMonth, q4.compared.previous)!.values.market);
    expect(growth).toBeCloseTo(540 / 600 - 1, 12);
    // Against the whole 3º Trimestre (1 950) it would have "shrunk" 72 %.
    expect(540 / 1950 - 1).toBeCloseTo(-0.723, 3);
  });
});

describe('periodCaption', () => {
  it('names an incomplete period with the months it holds, in pt-BR', () => {
    expect(periodCaption({ label: '4º Trimestre/2026', complete: false, from: '2026-10-01', months: 1 })).toBe('4º Trimestre/2026 · parcial (out)');
    expect(periodCaption({ label: '2º Semestre/2026', complete: false, from: '2026-07-01', months: 2 })).toBe('2º Semestre/2026 · parcial (jul–ago)');
    expect(periodCaption({ label: '2026', complete: false, from: '2026-02-01', months: 9 })).toBe('2026 · parcial (fev–out)');
    expect(periodCaption({ label: '3º Trimestre/2026', complete: true, from: '2026-07-01', months: 3 })).toBe('3º Trimestre/2026');
  });
});

describe('coveredPeriods year over year', () => {
  const months = (first: string, last: string) => periodTimeline(first, last, 'month').map((period) => period.start);

  it('compares October 2026 with October 2025 when the data reach back a year, and falls back to the previous period before that', () => {
    const periods = coveredPeriods(months('2025-09-01', '2026-10-01'), 'month', {}, 'year');
    const october = periods.at(-1)!;
    expect(october).toMatchObject({ label: 'Outubro/2026', basis: 'year', compared: { current: ['2026-10-01'], previous: ['2025-10-01'] } });
    expect(periods.find((p) => p.label === 'Setembro/2026')).toMatchObject({ basis: 'year', compared: { current: ['2026-09-01'], previous: ['2025-09-01'] } });
    // August 2026: August 2025 is before the data; against July 2026.
    expect(periods.find((p) => p.label === 'Agosto/2026')).toMatchObject({ basis: 'previous', compared: { current: ['2026-08-01'], previous: ['2026-07-01'] } });
    // The first month has nothing before it either way.
    expect(periods[0]).toMatchObject({ basis: 'previous', compared: { current: [], previous: [] } });
  });

  it('a trimester compares only its months whose year-earlier month lies within the data', () => {
    // Data from November 2025: 4º Trimestre/2026 compares November–December with 2025's (October 2025 is before the data);
    // 3º Trimestre/2026 has no month a year back in the data: against 2º Trimestre/2026.
    const periods = coveredPeriods(months('2025-11-01', '2026-12-01'), 'trimester', {}, 'year');
    expect(periods.at(-1)).toMatchObject({
      label: '4º Trimestre/2026',
      basis: 'year',
      compared: { current: ['2026-11-01', '2026-12-01'], previous: ['2025-11-01', '2025-12-01'] },
    });
    expect(periods.find((p) => p.label === '3º Trimestre/2026')).toMatchObject({ basis: 'previous', compared: { current: months('2026-07-01', '2026-09-01') } });
  });

  it("with 'previous' asked, always the previous period", () => {
    const october = coveredPeriods(months('2025-09-01', '2026-10-01'), 'month', {}, 'previous').at(-1)!;
    expect(october).toMatchObject({ basis: 'previous', compared: { current: ['2026-10-01'], previous: ['2026-09-01'] } });
  });
});

describe('comparisonCaption', () => {
  it('names the shown months against their counterparts, and how many are comparable when fewer', () => {
    const october = { from: '2026-10-01', months: 1, compared: { current: ['2026-10-01'] } };
    expect(comparisonCaption({ ...october, basis: 'year' }, 1)).toBe('out/2026 vs out/2025');
    expect(comparisonCaption({ ...october, basis: 'previous' }, 1)).toBe('out/2026 vs set/2026');
    // The bakery's 2º Semestre (July–October) by semester: only October has its place (April) in the data.
    expect(comparisonCaption({ from: '2026-07-01', months: 4, basis: 'previous', compared: { current: ['2026-10-01'] } }, 6)).toBe(
      'jul–out/2026 vs jan–abr/2026 (1 de 4 meses comparáveis)',
    );
    // Across a year's end; a whole trimester year over year.
    expect(comparisonCaption({ from: '2026-01-01', months: 3, basis: 'previous', compared: { current: months3 } }, 3)).toBe('jan–mar/2026 vs out–dez/2025');
    expect(comparisonCaption({ from: '2026-01-01', months: 2, basis: 'previous', compared: { current: ['2026-01-01', '2026-02-01'] } }, 6)).toBe(
      'jan–fev/2026 vs jul–ago/2025',
    );
    expect(comparisonCaption({ from: '2025-12-01', months: 3, basis: 'year', compared: { current: [] } }, 12)).toBe(
      'dez/2025–fev/2026 vs dez/2024–fev/2025 (nenhum mês comparável)',
    );
  });
});
const months3 = ['2026-01-01', '2026-02-01', '2026-03-01'];
