import { demoPopupStorageKey as storageKey, localDay } from 'contracts';

/**
 * The demo popup shows at most once per calendar day per company,
 * remembered in localStorage as the local date it was last shown (contracts demo-popup.ts).
 */
export const DEMO_POPUP_DELAY_MS = 200;

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
