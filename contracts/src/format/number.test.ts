import { describe, expect, it } from 'vitest';
import { EMPTY_DISPLAY, formatPercent, formatPtBrNumber, formatScaled, parsePtBrNumber, scaleNumber } from './number.js';

describe('scaleNumber', () => {
  it('keeps small values without unit, one decimal up to 99', () => {
    expect(scaleNumber(0)).toEqual({ originalValue: 0, value: 0, unit: '' });
    expect(scaleNumber(12.345)).toEqual({ originalValue: 12.345, value: 12.3, unit: '' });
    expect(scaleNumber(99)).toEqual({ originalValue: 99, value: 99, unit: '' });
    expect(scaleNumber(99.5)).toEqual({ originalValue: 99.5, value: 100, unit: '' });
    expect(scaleNumber(999)).toEqual({ originalValue: 999, value: 999, unit: '' });
  });

  it('uses k, MM, Bi, Tri at 10^3, 10^6, 10^9, 10^12', () => {
    expect(scaleNumber(1000)).toEqual({ originalValue: 1000, value: 1, unit: 'k' });
    expect(scaleNumber(1500)).toEqual({ originalValue: 1500, value: 1.5, unit: 'k' });
    expect(scaleNumber(250_000)).toEqual({ originalValue: 250_000, value: 250, unit: 'k' });
    expect(scaleNumber(2_340_000)).toEqual({ originalValue: 2_340_000, value: 2.3, unit: 'MM' });
    expect(scaleNumber(7e9)).toEqual({ originalValue: 7e9, value: 7, unit: 'Bi' });
    expect(scaleNumber(1e12)).toEqual({ originalValue: 1e12, value: 1, unit: 'Tri' });
  });

  it('stays in Tri beyond 10^15', () => {
    expect(scaleNumber(1e15)).toEqual({ originalValue: 1e15, value: 1000, unit: 'Tri' });
    expect(scaleNumber(2.5e16)).toEqual({ originalValue: 2.5e16, value: 25000, unit: 'Tri' });
  });

  it('moves to the next unit when rounding reaches 1000', () => {
    expect(scaleNumber(999.95)).toEqual({ originalValue: 999.95, value: 1, unit: 'k' });
    expect(scaleNumber(999_950)).toEqual({ originalValue: 999_950, value: 1, unit: 'MM' });
    expect(scaleNumber(999.4)).toEqual({ originalValue: 999.4, value: 999, unit: '' });
  });

  it('scales negatives by their absolute value and keeps the sign', () => {
    expect(scaleNumber(-1500)).toEqual({ originalValue: -1500, value: -1.5, unit: 'k' });
    expect(scaleNumber(-42.26)).toEqual({ originalValue: -42.26, value: -42.3, unit: '' });
    expect(Object.is(scaleNumber(-0.01).value, 0)).toBe(true);
  });

  it('gives NaN without unit for non-finite input', () => {
    expect(scaleNumber(Number.NaN)).toEqual({ originalValue: Number.NaN, value: Number.NaN, unit: '' });
    expect(scaleNumber(Number.POSITIVE_INFINITY).unit).toBe('');
    expect(Number.isNaN(scaleNumber(Number.NEGATIVE_INFINITY).value)).toBe(true);
  });
});

describe('formatScaled', () => {
  it('writes pt-BR numbers with a decimal comma and the unit after a space', () => {
    expect(formatScaled(1500)).toBe('1,5 k');
    expect(formatScaled(999)).toBe('999');
    expect(formatScaled(1_000_000)).toBe('1 MM');
    expect(formatScaled(3.14159)).toBe('3,1');
    expect(formatScaled(0)).toBe('0');
    expect(formatScaled(1000)).toBe('1 k');
    expect(formatScaled(999.95)).toBe('1 k');
    expect(formatScaled(1e12)).toBe('1 Tri');
    expect(formatScaled(1.2e9)).toBe('1,2 Bi');
  });

  it('groups thousands with a dot beyond 10^15', () => {
    expect(formatScaled(1e15)).toBe('1.000 Tri');
  });

  it('keeps the minus sign and never shows -0', () => {
    expect(formatScaled(-1500)).toBe('-1,5 k');
    expect(formatScaled(-0.01)).toBe('0');
  });

  it('shows a dash for NaN and Infinity', () => {
    expect(formatScaled(Number.NaN)).toBe(EMPTY_DISPLAY);
    expect(formatScaled(Number.POSITIVE_INFINITY)).toBe('—');
    expect(formatScaled(Number.NEGATIVE_INFINITY)).toBe('—');
  });
});

describe('parsePtBrNumber', () => {
  it('reads pt-BR numbers: thousands dots, decimal comma', () => {
    expect(parsePtBrNumber('1.234,56')).toBe(1234.56);
    expect(parsePtBrNumber('1234,56')).toBe(1234.56);
    expect(parsePtBrNumber('1234')).toBe(1234);
    expect(parsePtBrNumber('1.234')).toBe(1234);
    expect(parsePtBrNumber('1.234.567,8')).toBe(1234567.8);
    expect(parsePtBrNumber('0,5')).toBe(0.5);
    expect(parsePtBrNumber('0')).toBe(0);
  });

  it('reads signs, R$, spreadsheet spaces and accounting parentheses', () => {
    expect(parsePtBrNumber('-3,5')).toBe(-3.5);
    expect(parsePtBrNumber('+3,5')).toBe(3.5);
    expect(parsePtBrNumber('\u22123,5')).toBe(-3.5);
    expect(parsePtBrNumber('R$ 1.234,56')).toBe(1234.56);
    expect(parsePtBrNumber('R$\u00a01.234,56')).toBe(1234.56);
    expect(parsePtBrNumber('-R$ 10,00')).toBe(-10);
    expect(parsePtBrNumber('R$ -10,00')).toBe(-10);
    expect(parsePtBrNumber(' 42 ')).toBe(42);
    expect(parsePtBrNumber('(1.234,56)')).toBe(-1234.56);
    expect(parsePtBrNumber('-0')).toBe(0);
    expect(Object.is(parsePtBrNumber('-0,0'), -0)).toBe(false);
  });

  it('refuses what is not a pt-BR number instead of guessing', () => {
    for (const text of ['', '   ', '1.5', '1234.56', '12.34.5', '1,2,3', '12a', 'abc', ',5', '5,', '1.2345', '(-1)', '(1', '-+1', 'R$', '1e3', 'NaN', 'Infinity']) {
      expect(parsePtBrNumber(text), text).toBeNull();
    }
  });

  it('formatPtBrNumber writes what parsePtBrNumber reads', () => {
    expect(formatPtBrNumber(1234.56)).toBe('1.234,56');
    expect(formatPtBrNumber(-0.5)).toBe('-0,5');
    expect(formatPtBrNumber(1000000)).toBe('1.000.000');
    expect(formatPtBrNumber(Number.NaN)).toBe(EMPTY_DISPLAY);
    for (const value of [0, 1, -2.5, 1234.56, 9876543.21]) expect(parsePtBrNumber(formatPtBrNumber(value))).toBe(value);
  });
});

describe('formatPercent', () => {
  it('is the one percent format: one decimal, pt-BR comma, a space before the sign', () => {
    expect([0.5434, 0.0755, 1, 0, -0.055, 1.2345, 0.764, 0.364].map(formatPercent)).toEqual(['54,3 %', '7,6 %', '100,0 %', '0,0 %', '-5,5 %', '123,5 %', '76,4 %', '36,4 %']);
  });

  it('never shows "-0,0 %", and shows an unknown or unshowable value as a dash', () => {
    expect(formatPercent(-0.00001)).toBe('0,0 %');
    expect([null, Number.NaN, Number.POSITIVE_INFINITY].map(formatPercent)).toEqual([EMPTY_DISPLAY, EMPTY_DISPLAY, EMPTY_DISPLAY]);
  });
});
