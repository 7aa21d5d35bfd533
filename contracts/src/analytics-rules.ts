// Zod-free on purpose: the shell (which must stay small and never loads zod) sends page
// views with these rules; the server's schemas (analytics.ts) use the same ones.

/** Where the shell sends its batches of page views. */
export const PAGE_VIEW_PATH = '/api/analytics/pageview';

/** Most page views in one batch (the client sends a full batch at once). */
export const PAGE_VIEW_BATCH_MAX = 50;

/**
 * The body field that carries the XSRF token: `navigator.sendBeacon` cannot set the
 * X-XSRF-TOKEN header, so the page echoes the cookie's token inside the body instead.
 */
export const PAGE_VIEW_XSRF_FIELD = 'xsrf';

export const ROUTE_PATTERN_MAX_LENGTH = 200;

/**
 * A route pattern, never a URL: '/' or '/'-separated segments, each a literal of letters,
 * '-' and '_' or a parameter ':name'. A literal may not hold a digit: ids, tokens and dates
 * all do, and no page of the product has one in its path (docs/DECISIONS.md, "Page-view
 * analytics").
 */
const SEGMENT = '(?:[A-Za-z_-]{1,40}|:[A-Za-z][A-Za-z0-9_]{0,39})';
export const ROUTE_PATTERN = new RegExp(`^/(?:${SEGMENT}(?:/${SEGMENT})*)?$`);

export const isRoutePattern = (text: string): boolean => text.length <= ROUTE_PATTERN_MAX_LENGTH && ROUTE_PATTERN.test(text);

/** The administrator's report covers this many days by default (today included) and at most the maximum. */
export const PAGE_VIEW_DEFAULT_DAYS = 30;
export const PAGE_VIEW_MAX_DAYS = 366;

/**
 * The report's routes come a page at a time (issue 24: a stuffed year answered 11.5 MB):
 * this many by default, at most the maximum, from an offset up to PAGE_VIEW_MAX_OFFSET (more
 * than a year of the daily new-row cap could hold).
 */
export const PAGE_VIEW_PAGE_SIZE = 50;
export const PAGE_VIEW_PAGE_MAX = 100;
export const PAGE_VIEW_MAX_OFFSET = 1_000_000;

/** The chart draws a line for this many of the most viewed routes; the rest add up in one line. */
export const PAGE_VIEW_CHARTED_ROUTES = 8;
