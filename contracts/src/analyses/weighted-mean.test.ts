import { describe, expect, it } from 'vitest';
import { weightedMean } from './weighted-mean.js';

describe('weightedMean', () => {
  const mean = (entries: [number, number][], empty = -1) => weightedMean(entries, ([w]) => w, ([, v]) => v, empty);

  it('weighs each value by its weight', () => {
    expect(mean([[1, 0.2], [3, 0.6]])).toBeCloseTo(0.5, 12);
    expect(mean([[0.5, 1]])).toBe(1);
  });

  it('answers `empty` when nothing weighs', () => {
    expect(mean([])).toBe(-1);
    expect(mean([[0, 1], [0, 0.3]], 0.5)).toBe(0.5);
  });
});
