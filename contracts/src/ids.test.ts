import { describe, expect, it } from 'vitest';
import { idSchema } from './ids.js';
import { MAX_ID, parseId } from './parse-id.js';
import { MESSAGES } from './messages.js';

describe('parseId', () => {
  it('reads a positive whole number up to the largest INT, as digits or a number', () => {
    expect(parseId('1')).toBe(1);
    expect(parseId('0042')).toBe(42);
    expect(parseId(String(MAX_ID))).toBe(MAX_ID);
    expect(parseId(7)).toBe(7);
  });

  it('answers null for anything else', () => {
    for (const raw of ['0', String(MAX_ID + 1), '99999999999', '', ' 1', '1 ', '-1', '+1', '1e3', '1.0', '0x1', 'abc', undefined, null, 0, -3, 1.5, MAX_ID + 1, Number.NaN, true, [1], {}]) {
      expect(parseId(raw), JSON.stringify(raw)).toBeNull();
    }
  });

  it('is the rule of idSchema too', () => {
    expect(idSchema.parse(' 12 ')).toBe(12);
    for (const raw of ['0', String(MAX_ID + 1), 1.5, '1e3', true]) {
      expect(idSchema.safeParse(raw).error?.issues.map((issue) => issue.message)).toEqual([MESSAGES.invalidId]);
    }
  });
});
