import { expect, test } from '@playwright/test';
import { expectHomeForGuest, expectRemotePage, PATHS } from '../support/app.js';

test('the app boots at / with the shell layout and a page of a remote', async ({ page }) => {
  const failedScripts: string[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('.js') && !response.ok()) failedScripts.push(`${response.status()} ${response.url()}`);
  });

  await page.goto(PATHS.home);

  await expectRemotePage(page);
  await expectHomeForGuest(page);
  // The shell's background is light grey (ARCHITECTURE "Shell").
  const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  const [red, green, blue] = /^rgb\((\d+), (\d+), (\d+)\)$/.exec(background)?.slice(1).map(Number) ?? [];
  expect([green, blue], background).toEqual([red, red]);
  expect(red).toBeGreaterThanOrEqual(224);
  expect(red).toBeLessThan(255);
  expect(failedScripts).toEqual([]);
});

test("the boot takes over index.html's preload of remotes.json and fetches the page's remote once", async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });

  await page.goto(PATHS.matrixChart);
  await expectRemotePage(page);

  // One request, the preload's: one the fetch could not use (another URL or credentials mode) would make two.
  const count = (pattern: RegExp) => requested.filter((path) => pattern.test(path)).length;
  expect(count(/^\/static\/app\/remotes\.json$/)).toBe(1);
  const initiators = await page.evaluate(() =>
    performance.getEntriesByType('resource').flatMap((entry) => (entry.name.endsWith('/static/app/remotes.json') ? [(entry as PerformanceResourceTiming).initiatorType] : [])),
  );
  expect(initiators).toEqual(['link']);
  // The boot's early start of the remote and the router's load of its routes share the files.
  expect(count(/^\/static\/mfe-matrices\/mf-manifest\.json$/)).toBe(1);
  expect(count(/^\/static\/mfe-matrices\/remoteEntry\.[0-9a-f]{8}\.js$/)).toBe(1);
  expect(count(/^\/static\/mfe-matrices\/__federation_expose_routes\.[0-9a-f]{8}\.js$/)).toBe(1);
  expect(warnings.filter((text) => text.includes('preload'))).toEqual([]);
});
