import { expect, type Page, type Request } from '@playwright/test';

/** How long the page must make no request for its network to count as quiet (Playwright's networkidle). */
const QUIET_MS = 500;

/**
 * Watches the page's requests from now on; `quiet()` resolves once none is in flight and none
 * started or ended for half a second. Playwright's own `networkidle` can miss its moment for good
 * (seen in CI: a page whose lazy chunks finished just as its `load` event fired never became
 * idle, with no request in flight), so the suites count the requests themselves. The company's
 * live-changes stream (an EventSource) stays open as long as the page, so it is not counted.
 */
export function watchNetwork(page: Page): { quiet(timeout?: number): Promise<void> } {
  const inFlight = new Set<Request>();
  let lastChange = Date.now();
  const started = (request: Request) => {
    if (request.resourceType() === 'eventsource') return;
    inFlight.add(request);
    lastChange = Date.now();
  };
  const ended = (request: Request) => {
    if (inFlight.delete(request)) lastChange = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return {
    async quiet(timeout = 30_000) {
      try {
        await expect
          .poll(() => inFlight.size === 0 && Date.now() - lastChange >= QUIET_MS, { message: 'the page’s network goes quiet', timeout, intervals: [100] })
          .toBe(true);
      } finally {
        page.off('request', started);
        page.off('requestfinished', ended);
        page.off('requestfailed', ended);
      }
    },
  };
}
