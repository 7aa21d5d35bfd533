import { toPeriodValue } from './format/date.js';

// The demo popup shows at most once per calendar day per company,
// remembered in localStorage as the local date it was last shown: the overview writes it, the
// e2e suites set it to pass the overview without it.

/** The localStorage key of a company's last day with the demo popup. */
export const demoPopupStorageKey = (companyId: number): string => `demoPopupShown:${companyId}`;

/** The local calendar date 'YYYY-MM-DD' of `now`. */
export function localDay(now: Date): string {
  return toPeriodValue({ year: now.getFullYear(), month: now.getMonth() + 1, day: now.getDate() });
}
