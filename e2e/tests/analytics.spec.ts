import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { PAGE_VIEW_PAGE_MAX, PAGE_VIEW_PATH, type PageViewReport } from 'contracts';
import { navigateInApp } from '../support/app.js';
import { ANALYTICS_SYSADMIN_EMAIL } from '../support/environment.js';
import { ALONE } from '../support/fixtures.js';
import { apiCall, createdCompany, logIn, signedUpOnce, uniqueStamp } from '../support/people.js';

// Page-view analytics (issue 14) in the composed production build: the shell counts route
// patterns and beacons them when the page goes away; the system administrator reads them.

const admin = { name: 'Alice Acessos', email: ANALYTICS_SYSADMIN_EMAIL, password: 'acessos12345' };

let adminToken: string;

test.beforeAll(async ({ request }) => {
  adminToken = await signedUpOnce(request, admin);
});

// The largest page of routes: every route the suites visit fits in it.
const report = (request: APIRequestContext) => apiCall<PageViewReport>(request, 'GET', `/api/analytics/pageviews?limit=${PAGE_VIEW_PAGE_MAX}`, undefined, adminToken);
const viewsOf = (data: PageViewReport, route: string) => data.routes.find((row) => row.route === route)?.count ?? 0;

/** The page-view beacons a page sends while Playwright sees its requests (the page still shown). */
function beaconsOf(page: Page): string[] {
  const beacons: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().endsWith(PAGE_VIEW_PATH)) beacons.push(sent.url());
  });
  return beacons;
}

/** Loads the terms page (mfe-accounts, open to everyone) as the first page of a visit. */
async function openTerms(page: Page) {
  await page.goto('/termos');
  await expect(page.getByTestId('terms-page')).toBeVisible();
}

/** Opens `path` in the app as a link would, and waits for its page. */
async function visit(page: Page, path: string, testId: string) {
  await navigateInApp(page, path);
  await expect(page.getByTestId(testId)).toBeVisible();
}

test('pages visited are counted by route pattern, beaconed when the page goes away, and shown to the system administrator', async ({ browser, request }) => {
  const before = await report(request);

  await test.step('a guest browses: nothing is sent while the page is shown, the batch goes when it is left', async () => {
    const page = await browser.newPage();
    const beacons = beaconsOf(page);
    await openTerms(page);
    await visit(page, '/registro', 'register-page');
    await visit(page, '/termos', 'terms-page');
    await visit(page, '/login', 'login-page');
    expect(beacons).toEqual([]);

    // Leaving the page hides it: the batch goes out as a beacon (which Playwright does not
    // report once the document is gone; the server's counts tell).
    // At least: a page of an earlier suite closing meanwhile may beacon its views too.
    await page.goto('about:blank');
    await expect.poll(async () => viewsOf(await report(request), '/termos')).toBeGreaterThanOrEqual(viewsOf(before, '/termos') + 2);
    const after = await report(request);
    expect(viewsOf(after, '/registro')).toBeGreaterThanOrEqual(viewsOf(before, '/registro') + 1);
    expect(viewsOf(after, '/login')).toBeGreaterThanOrEqual(viewsOf(before, '/login') + 1);
    await page.context().close();
  });

  const companyId = await createdCompany(request, adminToken, `Acessos E2E ${uniqueStamp()}`);
  const page = await browser.newPage();
  await test.step('a signed-in visit to a company page is counted without its id', async () => {
    await logIn(page, admin);
    await visit(page, `/empresa/${companyId}`, 'overview-page');
    await page.goto('/administracao/acessos');
    await expect.poll(async () => viewsOf(await report(request), '/empresa/:companyId')).toBeGreaterThan(viewsOf(before, '/empresa/:companyId'));
  });

  await test.step('the system administrator sees the counts on the access page', async () => {
    await page.goto('/administracao');
    await page.getByRole('link', { name: 'Acessos ao sistema' }).click();
    await expect(page).toHaveURL(/\/administracao\/acessos$/);
    const routeRow = (route: string) => page.getByTestId('top-routes').getByRole('row').filter({ has: page.getByRole('rowheader', { name: route, exact: true }) });
    const shown = await report(request);
    await expect(routeRow('/termos').getByRole('cell').last()).toHaveText(String(viewsOf(shown, '/termos')));
    await expect(routeRow('/registro').getByRole('cell').last()).toHaveText(String(viewsOf(shown, '/registro')));
    await expect(routeRow('/empresa/:companyId')).toHaveCount(1);
    // Patterns only: no id, token or e-mail anywhere among the routes.
    const routes = await page.getByTestId('top-routes').getByRole('rowheader').allTextContents();
    expect(routes.filter((route) => /\d|@/.test(route))).toEqual([]);
    await expect(page.getByTestId('views-by-remote')).toContainText('Contas');
    await expect(page.getByTestId('page-views-chart').locator('svg')).toBeVisible();
    // On a phone the page fits the screen: its tables scroll inside their sections.
    await page.setViewportSize({ width: 360, height: 740 });
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  });
  await page.context().close();
});

/**
 * What the browser does when the tab goes to the background: the document becomes hidden.
 * Headless Chromium never hides a page by itself; a page left for another document sends
 * its beacon after Playwright stops seeing (and adding headers to) its requests.
 */
async function hideTab(page: Page) {
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

// Alone: it counts exact views of /termos and /registro, which any other test's pages would add to.
test('Do Not Track and Global Privacy Control are honoured: by the page, and by the server', { tag: ALONE }, async ({ browser, request }) => {
  const before = await report(request);

  await test.step('a page that has Do Not Track on sends nothing', async () => {
    const context = await browser.newContext();
    // Chromium has no Do Not Track setting to launch with: the page sees one that has it on.
    await context.addInitScript(() => Object.defineProperty(Navigator.prototype, 'doNotTrack', { get: () => '1' }));
    const page = await context.newPage();
    const beacons = beaconsOf(page);
    await openTerms(page);
    await visit(page, '/registro', 'register-page');
    await hideTab(page);
    await page.goto('about:blank');
    expect(beacons).toEqual([]);
    await context.close();
  });

  await test.step('a beacon that comes with Sec-GPC: 1 is not counted by the server', async () => {
    const context = await browser.newContext({ extraHTTPHeaders: { 'Sec-GPC': '1' } });
    const page = await context.newPage();
    await openTerms(page);
    const beacon = page.waitForResponse((response) => response.url().endsWith(PAGE_VIEW_PATH));
    await hideTab(page);
    const answer = await beacon;
    expect(answer.request().headers()['sec-gpc']).toBe('1');
    expect(await answer.json()).toEqual({ success: true, data: { recorded: 0 } });
    await context.close();
  });

  // A browser with neither, afterwards, counted when its beacon is answered: by then views sent
  // before it would have been too. From an address of its own (the server takes the loopback's
  // X-Forwarded-For), so the other suites' beacons have not spent its batches per minute.
  const context = await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': '203.0.113.14' } });
  const page = await context.newPage();
  await openTerms(page);
  const beacon = page.waitForResponse((response) => response.url().endsWith(PAGE_VIEW_PATH));
  await hideTab(page);
  expect(await (await beacon).json()).toEqual({ success: true, data: { recorded: 1 } });
  await context.close();
  const after = await report(request);
  expect(viewsOf(after, '/termos')).toBe(viewsOf(before, '/termos') + 1);
  expect(viewsOf(after, '/registro')).toBe(viewsOf(before, '/registro'));
});
