/**
 * Multifatorial — GE–McKinsey matrix (competitive force × market attractiveness), docs/domain/multifatorial.md.
 */

import { weightedMean } from '../weighted-mean.js';

/** The criteria's axes (here, zod-free: the editor reads them without loading zod, issue 23). */
export const CRITERION_AXES = ['attractiveness', 'force'] as const;
/** `attractiveness` is graded per market (category), `force` per business (item) in it. */
export type CriterionAxis = (typeof CRITERION_AXES)[number];

export interface WeightedGrade {
  /** Criterion importance, 0..1. */
  importance: number;
  /** Grade given for this criterion, 0..1. */
  grade: number;
}

/**
 * Axis score: Σ importance × grade / Σ importance (0..1). With no weight at all
 * (no criteria, or all importances 0) the score is 0: nothing speaks for the item yet.
 */
export function axisScore(criteria: readonly WeightedGrade[]): number {
  return weightedMean(criteria, (c) => c.importance, (c) => c.grade, 0);
}

/** Which third of a 0..1 axis a score falls in: 0 (low), 1, 2 (high); 1/3 and 2/3 go up. */
export function axisThird(score: number): 0 | 1 | 2 {
  if (score >= 2 / 3) return 2;
  if (score >= 1 / 3) return 1;
  return 0;
}

export type GeZone = 'Investir/Crescer' | 'Seletividade' | 'Colher/Desinvestir';

/** Zone of the 3×3 grid: x-third + y-third ≥ 3 → invest, = 2 → selectivity, ≤ 1 → harvest. */
export function geZone(force: number, attractiveness: number): GeZone {
  const sum = axisThird(force) + axisThird(attractiveness);
  if (sum >= 3) return 'Investir/Crescer';
  return sum === 2 ? 'Seletividade' : 'Colher/Desinvestir';
}

/** One month's grades of a category (attractiveness) or an item (force): criterion id → grade 0..1. */
export interface GradedMonth {
  /** 'YYYY-MM-01'. */
  month: string;
  grades: ReadonlyMap<number, number>;
}

/** A criterion as the scores weigh it. */
export interface WeightedCriterion {
  id: number;
  importance: number;
}

/**
 * An axis score from one month's grades: `axisScore` over the axis' criteria that were
 * graded that month. A criterion added later (or left ungraded) is not a grade of 0: it
 * leaves that month's score as the consultant gave it.
 */
export function monthScore(criteria: readonly WeightedCriterion[], grades: ReadonlyMap<number, number>): number {
  const weighted: WeightedGrade[] = [];
  for (const { id, importance } of criteria) {
    const grade = grades.get(id);
    if (grade !== undefined) weighted.push({ importance, grade });
  }
  return axisScore(weighted);
}

/** An item's graded history: its own force grades and its category's attractiveness grades, each in month order. */
export interface ItemGradeHistory {
  force: readonly GradedMonth[];
  attractiveness: readonly GradedMonth[];
}

/** A step of an item's trajectory: the latest force and attractiveness grades at `month`. */
export interface TrajectoryStep {
  month: string;
  force: GradedMonth;
  attractiveness: GradedMonth;
}

/**
 * docs/domain/multifatorial.md: the item's trajectory inside the window [start, end] ('YYYY-MM-01'
 * both): one step per month in which the item or its category was graded, each from the
 * latest grades of either side at that month inside the window; a month before both sides
 * have grades in the window has no step. The last step is the window's point
 * (`simple_chart_data_for_period`): the latest grades inside the window.
 */
export function itemTrajectory(history: ItemGradeHistory, start: string, end: string): TrajectoryStep[] {
  const inside = (months: readonly GradedMonth[]) => months.filter(({ month }) => month >= start && month <= end);
  const force = inside(history.force);
  const attractiveness = inside(history.attractiveness);
  const steps: TrajectoryStep[] = [];
  let f = -1;
  let a = -1;
  while (f + 1 < force.length || a + 1 < attractiveness.length) {
    const nextForce = force[f + 1]?.month;
    const nextAttractiveness = attractiveness[a + 1]?.month;
    const month =
      nextAttractiveness === undefined || (nextForce !== undefined && nextForce <= nextAttractiveness) ? nextForce! : nextAttractiveness;
    if (nextForce === month) f += 1;
    if (nextAttractiveness === month) a += 1;
    if (f >= 0 && a >= 0) steps.push({ month, force: force[f], attractiveness: attractiveness[a] });
  }
  return steps;
}
