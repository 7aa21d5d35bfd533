import { describe, expect, it } from 'vitest';
import {
  DEFAULT_AMBIENTAL_FACTORS,
  environmentFavorability,
  factorBalance,
  isFavorable,
  rankByStrength,
  subfactorStrength,
} from './formulas.js';

describe('factorBalance', () => {
  it('weighs opportunities and threats by importance over all subfactors', () => {
    const balance = factorBalance([
      { kind: 'oportunidade', importance: 0.6, grade: 0.5 },
      { kind: 'ameaca', importance: 0.4, grade: 1 },
    ]);
    expect(balance.opportunity).toBeCloseTo(0.3, 12);
    expect(balance.threat).toBeCloseTo(0.4, 12);
    expect(balance.favorability).toBeCloseTo(0.45, 12);
  });

  it('goes from 0 (all threat) to 1 (all opportunity)', () => {
    expect(factorBalance([{ kind: 'ameaca', importance: 1, grade: 1 }]).favorability).toBe(0);
    expect(factorBalance([{ kind: 'oportunidade', importance: 0.7, grade: 1 }]).favorability).toBe(1);
  });

  it('is neutral (0.5) when nothing is weighed', () => {
    expect(factorBalance([])).toEqual({ opportunity: 0, threat: 0, favorability: 0.5 });
    expect(factorBalance([{ kind: 'ameaca', importance: 0, grade: 1 }]).favorability).toBe(0.5);
  });
});

describe('environmentFavorability', () => {
  it('importances 0.3 and 0.7, favorabilities 0.8 and 0.4 → 0.52 (docs/domain/ambiental.md example)', () => {
    const value = environmentFavorability([
      { importance: 0.3, favorability: 0.8 },
      { importance: 0.7, favorability: 0.4 },
    ]);
    expect(value).toBeCloseTo(0.52, 12);
    expect(isFavorable(value)).toBe(true);
  });

  it('is favourable only above 0.5', () => {
    expect(isFavorable(0.5)).toBe(false);
    expect(isFavorable(0.49)).toBe(false);
    expect(environmentFavorability([{ importance: 0.5, favorability: 0.2 }])).toBeCloseTo(0.2, 12);
  });

  it('is neutral without weighted factors', () => {
    expect(environmentFavorability([])).toBe(0.5);
    expect(environmentFavorability([{ importance: 0, favorability: 0.9 }])).toBe(0.5);
  });
});

describe('ranking and defaults', () => {
  it('ranks subfactors by importance × grade, strongest first', () => {
    const list = [
      { name: 'A', importance: 0.5, grade: 0.5 },
      { name: 'B', importance: 0.9, grade: 0.9 },
      { name: 'C', importance: 1, grade: 0.25 },
      { name: 'D', importance: 0.2, grade: 0.1 },
    ];
    expect(subfactorStrength(list[1]!)).toBeCloseTo(0.81, 12);
    expect(rankByStrength(list).map((s) => s.name)).toEqual(['B', 'A', 'C', 'D']);
    expect(list.map((s) => s.name)).toEqual(['A', 'B', 'C', 'D']);
  });

  it('starts a new analysis with the six PESTAL factors', () => {
    expect(DEFAULT_AMBIENTAL_FACTORS).toEqual(['Político', 'Econômico', 'Social', 'Tecnológico', 'Ambiental', 'Legal']);
  });
});
