import { bubbleSize } from '../../format/chart.js';
import { type GradedMonth, geZone, type ItemGradeHistory, itemTrajectory, monthScore, type WeightedCriterion } from './formulas.js';
import type { AxisCriteria } from './chart.js';
import type { ChartItem, MultifatorialChartWire } from './wire-schema.js';
import type { MultifatorialPoint } from './schema.js';

/**
 * The compact answer of POST …/multifatoriais/detailed_chart_data_for_period/ (issue 24): an
 * item's name, colour and faturamento travel once, each graded month (an item's force grades,
 * a market's attractiveness grades, shared by its items) once, and a point names its item,
 * month and the two graded months it comes from. `expandMultifatorialPoints` scores them
 * with the Multifatorial formulas, so the client gets exactly the points
 * `multifatorialPoints(…, 'monthly')` makes.
 */

/** One item of the chart with its graded history and its analysis' criteria. */
export interface MultifatorialChartInput {
  item: ChartItem;
  history: ItemGradeHistory;
  criteria: AxisCriteria;
}


const POINT_WIDTH = 4;

const flatCriteria = (criteria: readonly WeightedCriterion[]) => criteria.flatMap(({ id, importance }) => [id, importance]);

/** Every step of each item's trajectory inside [start, end], compact (the server's half). */
export function multifatorialChartWire(inputs: readonly MultifatorialChartInput[], start: string, end: string): MultifatorialChartWire {
  const wire: MultifatorialChartWire = { items: [], criteria: [], months: [], grades: [], points: [] };
  const criteriaOf = new Set<number>();
  const monthIndex = new Map<string, number>();
  const gradesIndex = new Map<GradedMonth, number>();
  const indexOf = <K>(index: Map<K, number>, key: K, add: () => void) => {
    let found = index.get(key);
    if (found === undefined) {
      index.set(key, (found = index.size));
      add();
    }
    return found;
  };
  const graded = (gradedMonth: GradedMonth) =>
    indexOf(gradesIndex, gradedMonth, () => {
      const flat: number[] = [];
      for (const [criterionId, grade] of gradedMonth.grades) flat.push(criterionId, grade);
      wire.grades.push(flat);
    });
  for (const { item, history, criteria } of inputs) {
    const steps = itemTrajectory(history, start, end);
    if (steps.length === 0) continue;
    const itemIndex = wire.items.push(item) - 1;
    if (!criteriaOf.has(item.multifatorialId)) {
      criteriaOf.add(item.multifatorialId);
      wire.criteria.push({
        multifatorialId: item.multifatorialId,
        force: flatCriteria(criteria.force),
        attractiveness: flatCriteria(criteria.attractiveness),
        higherIsWorse: [...criteria.force, ...criteria.attractiveness].filter((criterion) => criterion.higherIsWorse).map((criterion) => criterion.id),
      });
    }
    for (const { month, force, attractiveness } of steps) {
      wire.points.push(itemIndex, indexOf(monthIndex, month, () => wire.months.push(month)), graded(attractiveness), graded(force));
    }
  }
  return wire;
}

const weighted = (flat: readonly number[], higherIsWorse: ReadonlySet<number>): WeightedCriterion[] => {
  const criteria: WeightedCriterion[] = [];
  for (let i = 0; i < flat.length; i += 2) criteria.push({ id: flat[i], importance: flat[i + 1], higherIsWorse: higherIsWorse.has(flat[i]) });
  return criteria;
};

const gradeMap = (flat: readonly number[]): Map<number, number> => {
  const grades = new Map<number, number>();
  for (let i = 0; i < flat.length; i += 2) grades.set(flat[i], flat[i + 1]);
  return grades;
};

/** The chart's points from the compact answer (the client's half): x, y, size, zone and grades. */
export function expandMultifatorialPoints(wire: MultifatorialChartWire): MultifatorialPoint[] {
  const axes = new Map(
    wire.criteria.map(({ multifatorialId, force, attractiveness, higherIsWorse }) => {
      const inverted = new Set(higherIsWorse);
      return [multifatorialId, { force: weighted(force, inverted), attractiveness: weighted(attractiveness, inverted) }];
    }),
  );
  const grades = wire.grades.map(gradeMap);
  const maxFaturamento = Math.max(0, ...wire.items.map((item) => item.faturamento));
  const points: MultifatorialPoint[] = [];
  for (let i = 0; i < wire.points.length; i += POINT_WIDTH) {
    const item = wire.items[wire.points[i]];
    const criteria = axes.get(item.multifatorialId)!;
    const attractiveness = grades[wire.points[i + 2]];
    const force = grades[wire.points[i + 3]];
    const x = monthScore(criteria.force, force);
    const y = monthScore(criteria.attractiveness, attractiveness);
    points.push({
      ...item,
      date: wire.months[wire.points[i + 1]],
      x,
      y,
      size: bubbleSize(item.faturamento, maxFaturamento),
      zone: geZone(x, y),
      grades: [...attractiveness, ...force].map(([criterionId, grade]) => ({ criterionId, grade })),
    });
  }
  return points;
}
