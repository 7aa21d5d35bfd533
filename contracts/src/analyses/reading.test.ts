import { describe, expect, it } from 'vitest';
import { listOfNames, readingPercent, readingScore } from './reading.js';

describe('readings’ formats', () => {
  it('shows a share with one decimal, pt-BR, a space before the sign', () => {
    expect([0.5434, 0.0755, 1, 0, -0.00001, 1.2345].map(readingPercent)).toEqual(['54,3 %', '7,6 %', '100,0 %', '0,0 %', '0,0 %', '123,5 %']);
    expect(readingPercent(Number.NaN)).toBe('—');
  });

  it('shows a 0..1 score on 0..10 with one decimal', () => {
    expect([0.4833, 0.05, 1, 0].map(readingScore)).toEqual(['4,8', '0,5', '10,0', '0,0']);
  });

  it('lists names as pt-BR does', () => {
    expect([[], ['A'], ['A', 'B'], ['A', 'B', 'C']].map(listOfNames)).toEqual(['', 'A', 'A e B', 'A, B e C']);
  });
});
