import { bubbleSize } from '../../format/chart.js';
import { geZone, type ItemGradeHistory, itemTrajectory, monthScore, type TrajectoryStep, type WeightedCriterion } from './formulas.js';
import type { MultifatorialPoint } from './schema.js';
import type { ChartItem } from './wire-schema.js';


/** An analysis' criteria split by axis. */
export interface AxisCriteria {
  force: readonly WeightedCriterion[];
  attractiveness: readonly WeightedCriterion[];
}

const gradesOf = ({ force, attractiveness }: TrajectoryStep) =>
  [...attractiveness.grades, ...force.grades].map(([criterionId, grade]) => ({ criterionId, grade }));

/**
 * The chart's points (docs/domain/multifatorial.md): `latest` one per item from the latest
 * grades inside the window, `monthly` every step of each item's trajectory. Sizes compare
 * the faturamento of the items answered.
 */
export function multifatorialPoints(
  items: readonly { item: ChartItem; history: ItemGradeHistory; criteria: AxisCriteria }[],
  start: string,
  end: string,
  mode: 'latest' | 'monthly',
): MultifatorialPoint[] {
  const points: MultifatorialPoint[] = [];
  let maxFaturamento = 0;
  for (const { item, history, criteria } of items) {
    const steps = itemTrajectory(history, start, end);
    for (const step of mode === 'latest' ? steps.slice(-1) : steps) {
      const x = monthScore(criteria.force, step.force.grades);
      const y = monthScore(criteria.attractiveness, step.attractiveness.grades);
      points.push({ ...item, date: step.month, x, y, size: 0, zone: geZone(x, y), grades: gradesOf(step) });
    }
    if (steps.length > 0) maxFaturamento = Math.max(maxFaturamento, item.faturamento);
  }
  for (const point of points) point.size = bubbleSize(point.faturamento, maxFaturamento);
  return points;
}

/** The widest window: every month a DATE column holds (MariaDB's range starts in year 1000). */
export const ALL_MONTHS = { start: '1000-01-01', end: '9999-12-01' } as const;
