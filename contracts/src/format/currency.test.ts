import { describe, expect, it } from 'vitest';
import { formatBRL } from './currency.js';

const NBSP = '\u00a0';

describe('formatBRL', () => {
  it('formats pt-BR reais with a no-break space after R$', () => {
    expect(formatBRL(1234.56)).toBe(`R$${NBSP}1.234,56`);
    expect(formatBRL(1234.56)).not.toBe('R$ 1.234,56');
    expect(formatBRL(10)).toBe(`R$${NBSP}10,00`);
    expect(formatBRL(1_000_000)).toBe(`R$${NBSP}1.000.000,00`);
    expect(formatBRL(0.005)).toBe(`R$${NBSP}0,01`);
  });

  it('formats zero and negatives', () => {
    expect(formatBRL(0)).toBe(`R$${NBSP}0,00`);
    expect(formatBRL(-0)).toBe(`R$${NBSP}0,00`);
    expect(formatBRL(-0.001)).toBe(`R$${NBSP}0,00`);
    expect(formatBRL(-1234.5)).toBe(`-R$${NBSP}1.234,50`);
  });

  it('accepts numeric text from decimal columns', () => {
    expect(formatBRL('99.90')).toBe(`R$${NBSP}99,90`);
    expect(formatBRL(' 1200 ')).toBe(`R$${NBSP}1.200,00`);
  });

  it('shows a dash for input that is not a finite number', () => {
    expect(formatBRL(Number.NaN)).toBe('—');
    expect(formatBRL(Number.POSITIVE_INFINITY)).toBe('—');
    expect(formatBRL('')).toBe('—');
    expect(formatBRL('abc')).toBe('—');
    expect(formatBRL('12,50')).toBe('—');
  });
});
