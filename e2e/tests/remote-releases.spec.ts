import type { Page } from '@playwright/test';
import { expectLoadErrorWhileOthersWork, expectRemotePage, navigateInApp, PATHS } from '../support/app.js';
import { ALONE, expect, test } from '../support/fixtures.js';
import { duplicatedSingletonModules, federationShares, moduleLocations, recordScripts } from '../support/js-inventory.js';
import { nextVersionSource } from '../support/static-overlay.js';

const REMOTE = 'mfe-accounts';
/** The login page's title in this commit, and in the next version another team releases. */
const TITLE = 'Seja bem vindo!';
const NEXT_TITLE = 'Boas-vindas à versão 1.0.1!';
const nextVersion = () => nextVersionSource(REMOTE, '1.0.1', { file: 'src/texts.ts', from: `title: '${TITLE}'`, to: `title: '${NEXT_TITLE}'` });

const loginTitle = (page: Page) => page.getByTestId('login-page').getByRole('heading', { level: 1 });

/** What would break an open page: script errors (a ChunkLoadError among them) and static files that failed. */
function watchFailures(page: Page) {
  const failures: string[] = [];
  page.on('pageerror', (error) => failures.push(`page error: ${error.message}`));
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith('/static/') && response.status() >= 400) failures.push(`${response.status()} ${response.url()}`);
  });
  page.on('requestfailed', (request) => failures.push(`failed: ${request.url()}`));
  return failures;
}

test('a remote released while a page of its previous release is open: that page keeps working, a reload shows the new release, a rollback the previous one', { tag: ALONE }, async ({ page, overlay }) => {
  const first = overlay.release(REMOTE);
  const failures = watchFailures(page);
  const scripts = recordScripts(page);
  await page.goto(PATHS.accountsPage);
  await expect(loginTitle(page)).toHaveText(TITLE);
  expect((await scripts.settle()).some((script) => script.url.includes(first.folder))).toBe(true);

  const next = overlay.release(REMOTE, nextVersion());
  expect(next.folder).not.toBe(first.folder);

  // The open page loads a page of the remote it has not shown yet: its chunk is still served from the first release's folder.
  await navigateInApp(page, '/registro');
  await expectRemotePage(page);
  await expect(page.getByTestId('register-page')).toBeVisible();
  await navigateInApp(page, PATHS.accountsPage);
  await expect(loginTitle(page)).toHaveText(TITLE);
  const chunksOfOpenPage = (await scripts.settle()).filter((script) => script.folder === REMOTE).map((script) => new URL(script.url).pathname);
  expect(chunksOfOpenPage.every((path) => path.startsWith(first.folder)), chunksOfOpenPage.join('\n')).toBe(true);
  expect(failures).toEqual([]);

  // A reload reads the new remotes.json: the new release.
  await page.reload();
  await expect(loginTitle(page)).toHaveText(NEXT_TITLE);
  expect((await scripts.settle()).some((script) => script.url.includes(next.folder))).toBe(true);

  overlay.rollback(REMOTE);
  await page.reload();
  await expect(loginTitle(page)).toHaveText(TITLE);
  await navigateInApp(page, '/registro');
  await expect(page.getByTestId('register-page')).toBeVisible();
  expect(failures).toEqual([]);
});

test("a shell of this commit with a remote whose package.json version and one text differ works, with one React", { tag: ALONE }, async ({ page, overlay }) => {
  const next = overlay.release(REMOTE, nextVersion());
  const scripts = recordScripts(page);
  await page.goto(PATHS.uilab);
  await expectRemotePage(page);
  await navigateInApp(page, PATHS.accountsPage);
  await expect(loginTitle(page)).toHaveText(NEXT_TITLE);
  await navigateInApp(page, '/registro');
  await expect(page.getByTestId('register-page')).toBeVisible();

  const loaded = await scripts.settle();
  expect(loaded.some((script) => script.url.includes(next.folder))).toBe(true);
  expect(duplicatedSingletonModules(await moduleLocations(loaded))).toEqual([]);
  const shares = await federationShares(page);
  for (const name of ['react', 'react-dom', 'react/jsx-runtime', 'react-router-dom', 'react-redux', '@reduxjs/toolkit']) {
    expect((shares[name] ?? []).filter((entry) => entry.loaded).map((entry) => entry.from), name).toEqual(['shell']);
  }
  expect(shares['react/jsx-runtime']!.find((entry) => entry.loaded)!.useIn).toEqual(expect.arrayContaining(['mfe_matrices', 'mfe_accounts']));
});

test('a release whose folder is gone shows the pt-BR error with "Tentar novamente" while the other areas work; after a rollback the retry loads the previous release', { tag: ALONE }, async ({ page, overlay }) => {
  overlay.release(REMOTE);
  const next = overlay.release(REMOTE, nextVersion());
  // An operator's slip: the served release's folder removed (its manifest answers 404).
  overlay.removeFolder(next.folder);

  await expectLoadErrorWhileOthersWork(page, PATHS.accountsPage, PATHS.uilab);

  overlay.rollback(REMOTE);
  await page.getByRole('button', { name: 'Tentar novamente' }).click();
  await expect(loginTitle(page)).toHaveText(TITLE);
});
