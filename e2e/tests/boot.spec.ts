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
  // The shell's background is light grey.
  const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  const [red, green, blue] = /^rgb\((\d+), (\d+), (\d+)\)$/.exec(background)?.slice(1).map(Number) ?? [];
  expect([green, blue], background).toEqual([red, red]);
  expect(red).toBeGreaterThanOrEqual(224);
  expect(red).toBeLessThan(255);
  expect(failedScripts).toEqual([]);
});

test("the boot reads remotes.json from the page, takes over index.html's preloads (its own chunks, the page's remote) and fetches the page's remote once", async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });

  await page.goto(PATHS.matrixChart);
  await expectRemotePage(page);

  // One request each, the preload's ('link'): a fetch or chunk load that could not use its
  // preload (another URL, credentials or CORS mode) would make a second one.
  // The shell's styles are one file (its own and the UI kit's); React is a file of its own.
  const preloaded = /^\/static\/app\/(react|vendor|bootstrap)\.[0-9a-f]{8}\.(js|css)$/;
  const unhashed = requested.filter((path) => preloaded.test(path)).map((path) => path.replace(/\.[0-9a-f]{8}\./, '.'));
  expect(unhashed.sort()).toEqual(['bootstrap.js', 'react.js', 'vendor.css', 'vendor.js'].map((file) => `/static/app/${file}`));
  // remotes.json is written into the page by the server, and the icon into index.html: on a
  // phone neither holds one of the six connections the scripts wait for (issue 23).
  expect(requested).not.toContain('/static/app/remotes.json');
  expect(requested).not.toContain('/favicon.ico');
  await expect(page.locator('#remotes-file')).toHaveCount(1);
  const initiators = await page.evaluate(
    (source) =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => new RegExp(source).test(new URL(entry.name).pathname))
        .map((entry) => (entry as PerformanceResourceTiming).initiatorType),
    preloaded.source,
  );
  expect(initiators).toEqual(Array(4).fill('link'));
  // The boot's early start of the remote and the router's load of its routes share the files.
  const count = (pattern: RegExp) => requested.filter((path) => pattern.test(path)).length;
  expect(count(/^\/static\/mfe-matrices\/mf-manifest\.json$/)).toBe(1);
  expect(count(/^\/static\/mfe-matrices\/remoteEntry\.[0-9a-f]{8}\.js$/)).toBe(1);
  expect(count(/^\/static\/mfe-matrices\/__federation_expose_routes\.[0-9a-f]{8}\.js$/)).toBe(1);
  // The server's page preloads the remote that serves the path (backend remote-preloads.ts):
  // its manifest, entry and routes module (script and style) start with the page, and the
  // runtime uses them.
  const remoteInitiators = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => /^\/static\/mfe-matrices\/(mf-manifest\.json|remoteEntry\.|__federation_expose_routes\.)/.test(new URL(entry.name).pathname))
      .map((entry) => (entry as PerformanceResourceTiming).initiatorType),
  );
  expect(remoteInitiators).toEqual(['link', 'link', 'link', 'link']);
  expect(count(/^\/static\/mfe-matrices\/__federation_expose_routes\.[0-9a-f]{8}\.css$/)).toBe(1);
  expect(warnings.filter((text) => text.includes('preload'))).toEqual([]);
});
