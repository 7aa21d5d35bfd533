import { toPeriodValue } from 'contracts';

/**
 * The demo popup shows at most once per calendar day per company (seed-matrices-plans §2),
 * remembered in localStorage as the local date it was last shown.
 */
export const DEMO_POPUP_DELAY_MS = 200;

const storageKey = (companyId: number) => `demoPopupShown:${companyId}`;

/** The local calendar date 'YYYY-MM-DD' of `now`. */
export function localDay(now: Date): string {
  return toPeriodValue({ year: now.getFullYear(), month: now.getMonth() + 1, day: now.getDate() });
}

export function demoPopupShownToday(companyId: number, now: Date = new Date()): boolean {
  try {
    return globalThis.localStorage?.getItem(storageKey(companyId)) === localDay(now);
  } catch {
    return false;
  }
}

export function markDemoPopupShown(companyId: number, now: Date = new Date()): void {
  try {
    globalThis.localStorage?.setItem(storageKey(companyId), localDay(now));
  } catch {
    // Storage disabled: the popup may show again, which is harmless.
  }
}
