import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { MESSAGES } from 'contracts';
import { expectRemoteLoadError, expectRemotePage, expectShellLayout, PATHS } from '../support/app.js';
import { REPO_ROOT } from '../support/environment.js';
import { ALONE, expect, test } from '../support/fixtures.js';
import { signedUpPerson, uniqueStamp } from '../support/people.js';

// The service worker (issue 14): registered once the app is stable, it precaches the shell,
// keeps the remotes' hashed files, fetches pages, remotes.json and the manifests network
// first, never touches /api, and offers a new shell with "Nova versão disponível — Recarregar".

/** Waits until the worker controls the page (the first one takes the page over once active). */
async function waitForControl(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/** The hashed files of remotes this page loaded, all in the worker's cache (sent to it when it took the page over). */
async function expectRemoteFilesCached(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const urls = performance
          .getEntriesByType('resource')
          .map((entry) => entry.name)
          .filter((url) => /\/static\/mfe-[^/]+\/.+\.[0-9a-f]{8}\.js$/.test(url));
        const cached = await Promise.all(urls.map((url) => caches.match(url)));
        return urls.length > 0 && cached.every(Boolean);
      }),
    )
    .toBe(true);
}

/** The folders below /static this page loaded scripts from. */
const scriptFolders = (page: Page) =>
  page.evaluate(() => [
    ...new Set(
      performance
        .getEntriesByType('resource')
        .map((entry) => /\/static\/([^/]+)\/.+\.js$/.exec(new URL(entry.name).pathname)?.[1])
        .filter(Boolean),
    ),
  ]);

test('/sw.js is the built worker, never cached by the browser; it controls the page after a reload', async ({ page }) => {
  const worker = await page.request.get('/sw.js');
  expect(worker.status()).toBe(200);
  expect(worker.headers()['content-type']).toMatch(/javascript/);
  expect(worker.headers()['cache-control']).toBe('no-cache');
  expect(await worker.text()).toContain('/static/app/index.html');

  await page.goto(PATHS.uilab);
  await expectRemotePage(page);
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  expect(scope).toBe(new URL('/', page.url()).href);

  await page.reload();
  await expectRemotePage(page);
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(new URL('/sw.js', page.url()).href);
});

test('offline, pages visited before reload with their layout; where data is missing they say there is no connection, and come back online by themselves', async ({ page, context, request }) => {
  const stamp = uniqueStamp();
  const token = await signedUpPerson(request, { name: 'Olívia Offline', email: `olivia.${stamp}@exemplo.com`, password: 'olivia12345' });
  await context.addInitScript((value) => window.localStorage.setItem('token', value), token);

  // One visit each, the first before any worker existed: it caches what they loaded.
  await page.goto('/configuracoes');
  await expect(page.getByTestId('account-page')).toBeVisible();
  // Its push notifications section, in the seed's words: the browser has no subscription.
  await expect(page.getByTestId('push-notifications')).toContainText(MESSAGES.pushNotSubscribed);
  await waitForControl(page);
  await expectRemoteFilesCached(page);
  await page.goto(PATHS.uilab);
  await expectRemotePage(page);
  await expectRemoteFilesCached(page);

  await context.setOffline(true);
  // A page without server data: the shell and the remote's page, all from the cache.
  await page.reload();
  await expectRemotePage(page);
  await expect(page.getByTestId('matrix-menu')).toBeVisible();
  // An address never opened: the precached shell page, without the copy of remotes.json the
  // server writes into pages; the worker answers the file with the copy the last page brought.
  await page.goto(`${PATHS.uilab}?aberto=offline`);
  await expectRemotePage(page);
  await expect(page.getByTestId('matrix-menu')).toBeVisible();

  // A signed-in page: the layout, and the user the server cannot give.
  await page.goto('/configuracoes');
  await expectShellLayout(page);
  const sessionError = page.getByTestId('session-error');
  await expect(sessionError).toContainText(MESSAGES.serverUnreachable);

  await expect(sessionError.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();

  // Back online, the page comes by itself (a click on "Tentar novamente" could race the browser's
  // own return to the network; the button is tested in the shell's RouteAccessGate.test.tsx).
  await context.setOffline(false);
  await expect(page.getByTestId('account-page')).toBeVisible();
});

test('a remote redeployed elsewhere, or broken, is seen at the next load despite the cached manifest', { tag: ALONE }, async ({ page, overlay }) => {
  await page.goto(PATHS.uilab);
  await expectRemotePage(page);
  await waitForControl(page);
  await page.reload();
  await expectRemotePage(page);
  expect(await scriptFolders(page)).toContain('mfe-matrices');

  // A new deploy in its own folder: only remotes.json changes.
  overlay.deployRemoteCopy('mfe-matrices', 'mfe-matrices-next');
  overlay.pointRemotes({ mfe_matrices: '/static/mfe-matrices-next/mf-manifest.json' });
  await page.reload();
  await expectRemotePage(page);
  const folders = await scriptFolders(page);
  expect(folders).toContain('mfe-matrices-next');
  expect(folders).not.toContain('mfe-matrices');

  // A half-uploaded manifest in that folder: the error shows, not the copy cached before.
  overlay.writeFile('mfe-matrices-next', 'mf-manifest.json', '{"id": "mfe_matrices", "metaData": ');
  await page.reload();
  await expectRemoteLoadError(page);
});

test('a new shell version waits until the user chooses "Recarregar"', { tag: ALONE }, async ({ page, overlay }) => {
  await page.goto(PATHS.uilab);
  await expectRemotePage(page);
  await waitForControl(page);
  await expect(page.getByTestId('update-banner')).toHaveCount(0);

  // A new shell deploy: the worker's script changed (a new precache manifest, here a comment).
  const built = readFileSync(join(REPO_ROOT, 'shell/dist/sw.js'), 'utf8');
  overlay.writeFile('app', 'sw.js', `${built}\n// the next shell version\n`);
  // The browser checks the worker's script at each navigation.
  await page.reload();
  await expectRemotePage(page);
  const banner = page.getByTestId('update-banner');
  await expect(banner).toHaveText('Nova versão disponível — Recarregar');

  const reloaded = page.waitForEvent('load');
  await banner.getByRole('button', { name: 'Recarregar' }).click();
  await reloaded;
  await expectRemotePage(page);
  await expect(banner).toHaveCount(0);
  expect(
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      return { waiting: registration.waiting, controlled: navigator.serviceWorker.controller?.state };
    }),
  ).toEqual({ waiting: null, controlled: 'activated' });
});
