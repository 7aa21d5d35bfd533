/**
 * Ambiental — environmental analysis (EFE style), docs/domain/ambiental.md.
 */

import { weightedMean } from '../weighted-mean.js';

/** Factors every new Ambiental analysis starts with (PESTAL). */
export const DEFAULT_AMBIENTAL_FACTORS = ['Político', 'Econômico', 'Social', 'Tecnológico', 'Ambiental', 'Legal'] as const;

export type SubfactorKind = 'oportunidade' | 'ameaca';
/** The kinds in the editor's order (here, zod-free: the editor reads them without loading zod, issue 23). */
export const SUBFACTOR_KINDS = ['oportunidade', 'ameaca'] as const satisfies readonly SubfactorKind[];

export interface SubfactorInput {
  kind: SubfactorKind;
  /** 0..1 */
  importance: number;
  /** 0..1: how strongly it acts now. */
  grade: number;
}

export interface FactorBalance {
  /** Σ_opp imp·grade / Σ_all imp */
  opportunity: number;
  /** Σ_threat imp·grade / Σ_all imp */
  threat: number;
  /** 0.5 + (O − T) / 2: 0 = all threat, 1 = all opportunity, 0.5 = balanced or nothing weighed. */
  favorability: number;
}

export function factorBalance(subfactors: readonly SubfactorInput[]): FactorBalance {
  const share = (kind: SubfactorKind) => weightedMean(subfactors, (s) => s.importance, (s) => (s.kind === kind ? s.grade : 0), 0);
  const opportunity = share('oportunidade');
  const threat = share('ameaca');
  return { opportunity, threat, favorability: 0.5 + (opportunity - threat) / 2 };
}

export interface WeightedFavorability {
  importance: number;
  favorability: number;
}

/** Whole environment: Σ importance × favorability / Σ importance; 0.5 (neutral) with no weight. */
export function environmentFavorability(factors: readonly WeightedFavorability[]): number {
  return weightedMean(factors, (f) => f.importance, (f) => f.favorability, 0.5);
}

/** Above 0.5 the environment (or factor) favours the company. */
export function isFavorable(favorability: number): boolean {
  return favorability > 0.5;
}

/** Strength of a subfactor for the ranked lists: importance × grade. */
export function subfactorStrength(subfactor: Pick<SubfactorInput, 'importance' | 'grade'>): number {
  return subfactor.importance * subfactor.grade;
}

/** Strongest first, ties in input order; a new array (the input is left as is). */
export function rankByStrength<T extends Pick<SubfactorInput, 'importance' | 'grade'>>(subfactors: readonly T[]): T[] {
  return [...subfactors].sort((a, b) => subfactorStrength(b) - subfactorStrength(a));
}
