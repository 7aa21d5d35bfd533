/**
 * Multifatorial — GE–McKinsey matrix (competitive force × market attractiveness), MATRICES.md.
 */

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
  let weight = 0;
  let total = 0;
  for (const { importance, grade } of criteria) {
    weight += importance;
    total += importance * grade;
  }
  return weight > 0 ? total / weight : 0;
}

/** Which third of a 0..1 axis a score falls in: 0 (low), 1, 2 (high); 1/3 and 2/3 go up. */
export function axisThird(score: number): 0 | 1 | 2 {
  if (score >= 2 / 3) return 2;
  if (score >= 1 / 3) return 1;
  return 0;
}

export type GeZone = 'Investir/Crescer' | 'Seletividade' | 'Colher/Desinvestir';

export const GE_ZONES: readonly GeZone[] = ['Investir/Crescer', 'Seletividade', 'Colher/Desinvestir'];

/** Zone of the 3×3 grid: x-third + y-third ≥ 3 → invest, = 2 → selectivity, ≤ 1 → harvest. */
export function geZone(force: number, attractiveness: number): GeZone {
  const sum = axisThird(force) + axisThird(attractiveness);
  if (sum >= 3) return 'Investir/Crescer';
  return sum === 2 ? 'Seletividade' : 'Colher/Desinvestir';
}
