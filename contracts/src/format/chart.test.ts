import { describe, expect, it } from 'vitest';
import { bubbleRadius, bubbleSize, clamp01, toTenScale } from './chart.js';

describe('toTenScale', () => {
  it('shows 0..1 as 0..10 with two decimals and a pt-BR comma', () => {
    expect(toTenScale(0.75)).toBe('7,50');
    expect(toTenScale(0)).toBe('0,00');
    expect(toTenScale(1)).toBe('10,00');
    expect(toTenScale(0.12345)).toBe('1,23');
    expect(toTenScale(0.4567)).toBe('4,57');
  });

  it('shows a dash when the value is not finite', () => {
    expect(toTenScale(Number.NaN)).toBe('—');
    expect(toTenScale(Number.POSITIVE_INFINITY)).toBe('—');
  });
});

describe('bubbles', () => {
  it('radius is 1 + 6 × size', () => {
    expect(bubbleRadius(0)).toBe(1);
    expect(bubbleRadius(0.5)).toBe(4);
    expect(bubbleRadius(1)).toBe(7);
  });

  it('size is the square root of the share of the largest value', () => {
    expect(bubbleSize(250, 1000)).toBe(0.5);
    expect(bubbleSize(1000, 1000)).toBe(1);
    expect(bubbleSize(0, 1000)).toBe(0);
    expect(bubbleSize(-5, 1000)).toBe(0);
    expect(bubbleSize(10, 0)).toBe(0);
    expect(bubbleSize(2000, 1000)).toBe(1);
  });

  it('clamp01 keeps coordinates inside the chart', () => {
    expect(clamp01(-0.2)).toBe(0);
    expect(clamp01(0.3)).toBe(0.3);
    expect(clamp01(1.7)).toBe(1);
    expect(clamp01(Number.NaN)).toBe(0);
    expect(clamp01(Number.NEGATIVE_INFINITY)).toBe(0);
  });
});
