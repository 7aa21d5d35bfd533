/**
 * Σ weight × value / Σ weight over `entries`: the one weighted mean of the analyses'
 * formulas (docs/domain/analyses.md). `empty` is the answer when nothing weighs (no entries, or every
 * weight 0): 0 for a score with nothing speaking for it, 0.5 for a neutral favorability.
 */
export function weightedMean<T>(entries: readonly T[], weight: (entry: T) => number, value: (entry: T) => number, empty: number): number {
  let weights = 0;
  let total = 0;
  for (const entry of entries) {
    const w = weight(entry);
    weights += w;
    total += w * value(entry);
  }
  return weights > 0 ? total / weights : empty;
}
