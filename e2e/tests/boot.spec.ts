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
