import { expectRemotePage, PATHS } from '../support/app.js';
import { ALONE, expect, test } from '../support/fixtures.js';
import { recordScripts } from '../support/js-inventory.js';

test('a remote deployed to another folder and named in remotes.json is served without rebuilding the shell', { tag: ALONE }, async ({ page, overlay }) => {
  // A new deploy of mfe-matrices in its own folder; only remotes.json changes for the shell.
  overlay.deployRemoteCopy('mfe-matrices', 'mfe-matrices-next');
  overlay.pointRemotes({ mfe_matrices: '/static/mfe-matrices-next/mf-manifest.json' });

  const recording = recordScripts(page);
  await page.goto(PATHS.matrixChart);
  await expectRemotePage(page);
  await expect(page.getByTestId('matrix-chart').locator('svg path[d^="M1 0A1 1 0 1 1"]').first()).toBeVisible();

  const scripts = await recording.settle();
  const folders = scripts.map((script) => script.folder);
  expect(folders).toContain('mfe-matrices-next');
  expect(folders).not.toContain('mfe-matrices');
  // The chart page's own chunks (ECharts among them) came from the new folder too.
  expect(scripts.filter((script) => script.folder === 'mfe-matrices-next').length).toBeGreaterThan(3);
});
