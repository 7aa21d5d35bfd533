import { describe, expect, it } from 'vitest';
import { EMPTY_DISPLAY, formatPtBrNumber, parsePtBrNumber } from './number.js';

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
