import { beforeEach, describe, expect, it } from 'vitest';
import { localDay } from 'contracts';
import { demoPopupShownToday, markDemoPopupShown } from './demo-popup-storage';

describe('demo popup memory', () => {
  beforeEach(() => localStorage.clear());

  it('remembers the calendar day per company', () => {
    const morning = new Date(2025, 4, 10, 8, 0);
    const evening = new Date(2025, 4, 10, 23, 59);
    const nextDay = new Date(2025, 4, 11, 0, 1);
    expect(localDay(morning)).toBe('2025-05-10');
    expect(demoPopupShownToday(7, morning)).toBe(false);
    markDemoPopupShown(7, morning);
    expect(demoPopupShownToday(7, evening)).toBe(true);
    expect(demoPopupShownToday(8, evening)).toBe(false);
    expect(demoPopupShownToday(7, nextDay)).toBe(false);
  });
});
