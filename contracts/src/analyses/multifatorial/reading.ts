import { periodLabelOf } from '../periods.js';
import { type AnalysisReading, listOfNames, readingPercent } from '../reading.js';
import { MULTIFATORIAL_READING_TEXTS as T } from '../reading-texts.js';
import type { CriterionAxis, GeZone } from './formulas.js';
import type { MultifatorialCriterion, MultifatorialPoint } from './schema.js';

/**
 * The Multifatorial's reading (issue 22, docs/DECISIONS.md "Automatic readings") of a window's
 * monthly points (each item's trajectory, as …/detailed_chart_data_for_period/ answers them):
 * the items of each zone at their latest grades with their share of the faturamento, the items
 * whose zone changed from the window's previous graded month to its last one, and on each axis
 * the heaviest criteria that together hold at least half of the axis' importance.
 */

export const GE_ZONES: readonly GeZone[] = ['Investir/Crescer', 'Seletividade', 'Colher/Desinvestir'];

/** The heaviest criteria of an axis are named until they hold this share of its importance. */
export const MULTIFATORIAL_CRITERIA_SHARE = 0.5;

// The axes as the texts name them (not CRITERION_AXES: that module's zod schemas would load with every chart page).
const AXES = Object.keys(T.axes) as CriterionAxis[];

type ReadingCriterion = Pick<MultifatorialCriterion, 'axis' | 'name' | 'importance' | 'higherIsWorse'>;

/** The reading of the window's points; null when no item has a point in it. */
export function multifatorialReading(points: readonly MultifatorialPoint[], criteria: readonly ReadingCriterion[]): AnalysisReading | null {
  const trails = new Map<number, MultifatorialPoint[]>();
  for (const point of [...points].sort((a, b) => a.date.localeCompare(b.date))) {
    let trail = trails.get(point.itemId);
    if (!trail) trails.set(point.itemId, (trail = []));
    trail.push(point);
  }
  if (trails.size === 0) return null;
  const months = [...new Set(points.map((point) => point.date))].sort();
  const [previous, latest] = [months.at(-2), months.at(-1)!];
  const latestPoints = [...trails.values()].map((trail) => trail.at(-1)!);
  const revenue = latestPoints.reduce((total, point) => total + point.faturamento, 0);
  const shareOf = (members: readonly MultifatorialPoint[]) => (revenue > 0 ? members.reduce((total, point) => total + point.faturamento, 0) / revenue : 0);
  const inZone = (zone: GeZone) => latestPoints.filter((point) => point.zone === zone);

  const zoneLines = GE_ZONES.map((zone) => {
    const members = inZone(zone);
    return members.length === 0 ? T.emptyZone(zone) : T.zone(zone, members.length, readingPercent(shareOf(members)), listOfNames(members.map((point) => point.name)));
  });
  // An item's zone at a month: the one of its latest point up to that month.
  const zoneAt = (trail: readonly MultifatorialPoint[], month: string) => trail.findLast((point) => point.date <= month)?.zone;
  const moves = previous
    ? [...trails.values()].flatMap((trail) => {
        const [from, to] = [zoneAt(trail, previous), zoneAt(trail, latest)];
        return from && to && from !== to ? [T.moved(trail[0].name, from, to)] : [];
      })
    : [];
  const month = (date: string) => periodLabelOf(date, 'month');
  const invest = inZone('Investir/Crescer');
  return {
    headline: T.headline(month(latest), invest.length, latestPoints.length, readingPercent(shareOf(invest)), moves.length),
    sections: [
      { title: T.zones, lines: zoneLines },
      { title: T.changes, lines: !previous ? [T.oneMonth] : moves.length > 0 ? moves : [T.noMove(month(previous), month(latest))] },
      { title: T.criteria, lines: AXES.map((axis) => heaviestCriteria(T.axes[axis], criteria.filter((criterion) => criterion.axis === axis))) },
    ],
  };
}

function heaviestCriteria(axis: string, criteria: readonly ReadingCriterion[]): string {
  const total = criteria.reduce((sum, criterion) => sum + criterion.importance, 0);
  if (!(total > 0)) return T.noCriteria(axis);
  const named: ReadingCriterion[] = [];
  let held = 0;
  // Heaviest first; a sort is stable, so ties keep the analysis' order.
  for (const criterion of [...criteria].sort((a, b) => b.importance - a.importance)) {
    if (held / total >= MULTIFATORIAL_CRITERIA_SHARE - 1e-9) break;
    named.push(criterion);
    held += criterion.importance;
  }
  return T.axisCriteria(axis, listOfNames(named.map((criterion) => T.criterion(criterion.name, readingPercent(criterion.importance / total), criterion.higherIsWorse))), readingPercent(held / total));
}
