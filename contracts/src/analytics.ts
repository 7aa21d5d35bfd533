import { z } from 'zod';
import {
  isRoutePattern,
  PAGE_VIEW_BATCH_MAX,
  PAGE_VIEW_DEFAULT_DAYS,
  PAGE_VIEW_MAX_DAYS,
  PAGE_VIEW_MAX_OFFSET,
  PAGE_VIEW_PAGE_MAX,
  PAGE_VIEW_PAGE_SIZE,
  PAGE_VIEW_XSRF_FIELD,
} from './analytics-rules.js';
import { parsePeriod, todayInTimeZone, toPeriodValue } from './format/date.js';
import { MESSAGES } from './messages.js';
import { REMOTES } from './remotes.js';
import { isProductPage, isProductRoute } from './route-table.js';

/**
 * Page-view analytics (issue 14; docs/DECISIONS.md "Page-view analytics"): what a page view
 * carries (a route pattern, the pattern it came from, the remote that served it; nothing
 * else) and the system administrator's report.
 */

const routePattern = z.string({ error: MESSAGES.pageViewRouteInvalid }).refine(isRoutePattern, MESSAGES.pageViewRouteInvalid);

// Strict objects: nothing but these fields is accepted, so no personal data can ride along.
// Only the product's pages count: the route to the view's remote and the referrer to some
// remote, as the table of pages says them (route-table.ts, PAGE_ROUTES).
export const pageViewSchema = z
  .strictObject(
    {
      route: routePattern,
      /** The pattern of the page the user came from inside the app; null for the first page. */
      referrer: routePattern.nullable(),
      remote: z.enum(REMOTES, { error: MESSAGES.pageViewRemoteInvalid }),
    },
    { error: MESSAGES.pageViewInvalid },
  )
  .superRefine((view, ctx) => {
    if (!isProductRoute(view.route, view.remote)) ctx.addIssue({ code: 'custom', path: ['route'], message: MESSAGES.pageViewRouteInvalid });
    if (view.referrer !== null && !isProductPage(view.referrer)) ctx.addIssue({ code: 'custom', path: ['referrer'], message: MESSAGES.pageViewRouteInvalid });
  });
export type PageView = z.infer<typeof pageViewSchema>;

/** POST /api/analytics/pageview (sent by navigator.sendBeacon): the batch and the XSRF token. */
export const pageViewBatchSchema = z.strictObject(
  {
    [PAGE_VIEW_XSRF_FIELD]: z.string({ error: MESSAGES.xsrfRejected }).max(200, MESSAGES.xsrfRejected).optional(),
    views: z
      .array(pageViewSchema, { error: MESSAGES.pageViewBatchEmpty })
      .min(1, MESSAGES.pageViewBatchEmpty)
      .max(PAGE_VIEW_BATCH_MAX, MESSAGES.pageViewBatchTooLarge),
  },
  { error: MESSAGES.pageViewBatchInvalid },
);
export type PageViewBatch = z.infer<typeof pageViewBatchSchema>;

const DAY_MS = 86_400_000;
const dayNumber = (text: string) => Date.parse(`${text}T00:00:00Z`) / DAY_MS;
const dayText = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

const calendarDate = z
  .string({ error: MESSAGES.pageViewDateInvalid })
  .refine((text) => /^\d{4}-\d{2}-\d{2}$/.test(text) && parsePeriod(text) !== null, MESSAGES.pageViewDateInvalid);

/** A whole number from a query string ('20'), within bounds; anything else (`1.5`, `-1`, `1e3`, a list) is refused. */
const queryInteger = (min: number, max: number, message: string) =>
  z
    .string({ error: message })
    .regex(/^\d{1,7}$/, message)
    .transform(Number)
    .refine((value) => value >= min && value <= max, message);

/**
 * GET /api/analytics/pageviews?from=&to=&limit=&offset= (calendar days in Brasília, both
 * included): by default the last 30 days up to today; `from` after `to` or more than 366
 * days is refused. The routes come a page at a time: `limit` of them (50 by default, at most
 * 100) from `offset` (0 by default) in the order of their views.
 */
export const pageViewQuerySchema = z
  .object({
    from: calendarDate.optional(),
    to: calendarDate.optional(),
    limit: queryInteger(1, PAGE_VIEW_PAGE_MAX, MESSAGES.pageViewLimitInvalid).default(PAGE_VIEW_PAGE_SIZE),
    offset: queryInteger(0, PAGE_VIEW_MAX_OFFSET, MESSAGES.pageViewOffsetInvalid).default(0),
  })
  .transform(({ from, to, limit, offset }, ctx) => {
    const end = to ?? (from ? dayText(dayNumber(from) + PAGE_VIEW_DEFAULT_DAYS - 1) : toPeriodValue(todayInTimeZone()));
    const start = from ?? dayText(dayNumber(end) - PAGE_VIEW_DEFAULT_DAYS + 1);
    if (dayNumber(start) > dayNumber(end)) ctx.addIssue({ code: 'custom', path: ['to'], message: MESSAGES.periodOrder });
    else if (dayNumber(end) - dayNumber(start) + 1 > PAGE_VIEW_MAX_DAYS) ctx.addIssue({ code: 'custom', path: ['to'], message: MESSAGES.pageViewRangeTooLong });
    return { from: start, to: end, limit, offset };
  });
export type PageViewQuery = z.output<typeof pageViewQuerySchema>;

const remoteName = z.enum(REMOTES);
const count = z.number().int();

/**
 * The report. Bounded whatever the table holds: the chart's lines (a route's views on each day
 * of the period, for the most viewed routes, and the other routes added up), a page of the
 * routes by views (`routeCount` in all), and the views per remote.
 */
export const pageViewReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  total: count,
  /** The PAGE_VIEW_CHARTED_ROUTES most viewed routes, most viewed first: views on each day from `from` to `to` (0 on a day without). */
  lines: z.array(z.object({ route: z.string(), views: z.array(count) })),
  /** Every other route's views added up, on each day; null when no route is left out of `lines`. */
  others: z.array(count).nullable(),
  /** This page of the routes, most viewed first. */
  routes: z.array(z.object({ route: z.string(), remote: remoteName, count })),
  routeCount: count,
  limit: count,
  offset: count,
  remotes: z.array(z.object({ remote: remoteName, count })),
});
export type PageViewReport = z.infer<typeof pageViewReportSchema>;

/** Every calendar day from `from` to `to` ('YYYY-MM-DD', both included): the chart's axis. */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = dayNumber(from); day <= dayNumber(to); day++) days.push(dayText(day));
  return days;
}
