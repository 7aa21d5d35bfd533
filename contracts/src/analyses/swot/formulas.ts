/**
 * SWOT Sistêmica — crossed SWOT, docs/domain/swot.md.
 * Every internal item (S, W) meets every external item (O, T) with an intensity 0..3
 * (none, weak, medium, strong); a pair without a recorded crossing counts as 0.
 */

import { weightedMean } from '../weighted-mean.js';

export type SwotItemQuadrant = 'S' | 'W' | 'O' | 'T';
/** The four quadrants in the board's order (zod-free: the report's board reads it without loading zod). */
export const SWOT_QUADRANTS = ['S', 'W', 'O', 'T'] as const satisfies readonly SwotItemQuadrant[];

export const SWOT_MAX_INTENSITY = 3;

/** Strengths and weaknesses are internal; opportunities and threats external. Here, not in ./schema.ts: the charts use it without that module's zod schemas. */
export const isInternalQuadrant = (quadrant: SwotItemQuadrant): boolean => quadrant === 'S' || quadrant === 'W';

export interface SwotItemInput<Id> {
  id: Id;
  quadrant: SwotItemQuadrant;
  /** 0..1 */
  importance: number;
}

export interface SwotCrossingInput<Id> {
  /** id of an S or W item */
  internal: Id;
  /** id of an O or T item */
  external: Id;
  /** 0..3 */
  intensity: number;
}

/** The four crossed quadrants: S×O, S×T, W×O, W×T. */
export type SwotCrossQuadrant = 'ofensiva' | 'defensiva' | 'debilidade' | 'vulnerabilidade';

export const SWOT_CROSS_QUADRANT_NAMES: Readonly<Record<SwotCrossQuadrant, string>> = {
  ofensiva: 'Capacidade ofensiva',
  defensiva: 'Capacidade defensiva',
  debilidade: 'Debilidade',
  vulnerabilidade: 'Vulnerabilidade',
};

export type SwotPosture = 'Desenvolvimento' | 'Crescimento' | 'Manutenção' | 'Sobrevivência';

/** Posture per dominant quadrant; the key order also breaks ties (the order of docs/domain/swot.md). */
export const SWOT_POSTURES: Readonly<Record<SwotCrossQuadrant, SwotPosture>> = {
  ofensiva: 'Desenvolvimento',
  debilidade: 'Crescimento',
  defensiva: 'Manutenção',
  vulnerabilidade: 'Sobrevivência',
};

/** The crossed quadrant an internal item (S, W) and an external one (O, T) fall in. */
export const crossQuadrant = (internal: SwotItemQuadrant, external: SwotItemQuadrant): SwotCrossQuadrant =>
  internal === 'S' ? (external === 'O' ? 'ofensiva' : 'defensiva') : external === 'O' ? 'debilidade' : 'vulnerabilidade';

export interface SwotPair {
  internalImportance: number;
  externalImportance: number;
  intensity: number;
}

/** Σ imp_i × imp_e × intensity / Σ imp_i × imp_e × 3 over the pairs (0..1); 0 with no weight. */
export function crossingScore(pairs: readonly SwotPair[]): number {
  return weightedMean(pairs, (p) => p.internalImportance * p.externalImportance, (p) => p.intensity / SWOT_MAX_INTENSITY, 0);
}

/** Every internal × external pair of the analysis, with its quadrant and intensity (0 when not crossed). */
function swotPairs<Id, T extends SwotItemInput<Id>>(items: readonly T[], crossings: readonly SwotCrossingInput<Id>[]) {
  const intensities = new Map<Id, Map<Id, number>>();
  for (const { internal, external, intensity } of crossings) {
    let row = intensities.get(internal);
    if (!row) intensities.set(internal, (row = new Map()));
    row.set(external, intensity);
  }
  const internals = items.filter((i) => isInternalQuadrant(i.quadrant));
  const externals = items.filter((i) => !isInternalQuadrant(i.quadrant));
  return internals.flatMap((internal) =>
    externals.map((external) => ({
      internal,
      external,
      quadrant: crossQuadrant(internal.quadrant, external.quadrant),
      pair: {
        internalImportance: internal.importance,
        externalImportance: external.importance,
        intensity: intensities.get(internal.id)?.get(external.id) ?? 0,
      },
    })),
  );
}

/** The four quadrant scores (0..1). Crossings naming unknown items are ignored. */
export function swotScores<Id>(
  items: readonly SwotItemInput<Id>[],
  crossings: readonly SwotCrossingInput<Id>[],
): Record<SwotCrossQuadrant, number> {
  const byQuadrant: Record<SwotCrossQuadrant, SwotPair[]> = { ofensiva: [], defensiva: [], debilidade: [], vulnerabilidade: [] };
  for (const { quadrant, pair } of swotPairs(items, crossings)) byQuadrant[quadrant].push(pair);
  return {
    ofensiva: crossingScore(byQuadrant.ofensiva),
    defensiva: crossingScore(byQuadrant.defensiva),
    debilidade: crossingScore(byQuadrant.debilidade),
    vulnerabilidade: crossingScore(byQuadrant.vulnerabilidade),
  };
}

/**
 * Items with their weight, the sum of imp × imp × intensity over their row (internal) or
 * column (external), heaviest first; ties keep the input order.
 */
export function rankSwotItems<Id, T extends SwotItemInput<Id>>(
  items: readonly T[],
  crossings: readonly SwotCrossingInput<Id>[],
): (T & { weight: number })[] {
  const weights = new Map<T, number>();
  for (const { internal, external, pair } of swotPairs<Id, T>(items, crossings)) {
    const value = pair.internalImportance * pair.externalImportance * pair.intensity;
    weights.set(internal, (weights.get(internal) ?? 0) + value);
    weights.set(external, (weights.get(external) ?? 0) + value);
  }
  return items.map((item) => ({ ...item, weight: weights.get(item) ?? 0 })).sort((a, b) => b.weight - a.weight);
}

/**
 * Strategic posture: the posture of the highest-scoring quadrant (ties go to the first in
 * SWOT_POSTURES order). null while every score is 0, since nothing has been crossed yet.
 */
export function swotPosture(
  scores: Readonly<Record<SwotCrossQuadrant, number>>,
): { quadrant: SwotCrossQuadrant; posture: SwotPosture } | null {
  let best: SwotCrossQuadrant | null = null;
  for (const quadrant of Object.keys(SWOT_POSTURES) as SwotCrossQuadrant[]) {
    if (scores[quadrant] > (best === null ? 0 : scores[best])) best = quadrant;
  }
  return best === null ? null : { quadrant: best, posture: SWOT_POSTURES[best] };
}
