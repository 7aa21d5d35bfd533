import { expect, test } from '@playwright/test';
import { expectRemotePage, navigateInApp, PATHS } from '../support/app.js';
import { ANALYTICS_SYSADMIN_EMAIL } from '../support/environment.js';
import { duplicatedSingletonModules, federationShares, moduleLocations, packageOf, recordScripts, type LoadedScript } from '../support/js-inventory.js';
import { logIn, signedUpOnce } from '../support/people.js';

/** The loaded scripts that hold ECharts (or its renderer, zrender) code, by their source maps. */
async function echartsScripts(scripts: LoadedScript[]): Promise<LoadedScript[]> {
  const locations = await moduleLocations(scripts);
  const holding = new Set<LoadedScript>();
  for (const [module, where] of locations) if (['echarts', 'zrender'].includes(packageOf(module) ?? '')) where.forEach((script) => holding.add(script));
  return [...holding];
}

test('a page that used two remotes loaded one copy of React, the router and Redux', async ({ page }) => {
  const recording = recordScripts(page);
  await page.goto(PATHS.uilab);
  await expectRemotePage(page);
  await navigateInApp(page, PATHS.accountsPage);
  await expectRemotePage(page);
  await navigateInApp(page, PATHS.uilab);
  await expectRemotePage(page);

  const scripts = await recording.settle();
  const folders = new Set(scripts.map((script) => script.folder));
  expect(folders).toContain('mfe-matrices');
  expect(folders).toContain('mfe-accounts');

  // Every downloaded chunk, by its source map: no module of React, React DOM, the router,
  // react-redux, Redux or RTK arrived twice, and those that arrived came from the shell.
  const locations = await moduleLocations(scripts);
  expect(duplicatedSingletonModules(locations)).toEqual([]);
  // Neither page draws a chart: the shell's boot and these remotes leave ECharts alone.
  expect(await echartsScripts(scripts)).toEqual([]);
  for (const module of [
    'react/cjs/react.production.js',
    'react/cjs/react-jsx-runtime.production.js',
    'react-dom/cjs/react-dom-client.production.js',
    'react-redux/dist/react-redux.mjs',
    'redux/dist/redux.mjs',
  ]) {
    const where = locations.get(module) ?? [];
    expect(where.map((script) => script.folder), module).toEqual(['app']);
  }
  const routerModules = [...locations].filter(([module]) => module.startsWith('react-router/'));
  expect(routerModules.length).toBeGreaterThan(0);
  for (const [module, where] of routerModules) expect(where.map((script) => script.folder), module).toEqual(['app']);

  // The federation runtime agrees: one version of each, provided by the shell, used by both remotes.
  const share = await federationShares(page);
  for (const name of ['react', 'react-dom', 'react/jsx-runtime', 'react-router-dom', 'react-redux', '@reduxjs/toolkit']) {
    const loaded = (share[name] ?? []).filter((entry) => entry.loaded);
    expect(loaded.map((entry) => entry.from), name).toEqual(['shell']);
  }
  const jsxRuntime = share['react/jsx-runtime'].find((entry) => entry.loaded)!;
  expect(jsxRuntime.useIn).toEqual(expect.arrayContaining(['mfe_matrices', 'mfe_accounts']));
});

test('the access analytics page and then an analysis chart download ECharts once, from the shell', async ({ page, request }) => {
  // The same system administrator as analytics.spec.ts (whichever suite runs first signs them up).
  const admin = { name: 'Alice Acessos', email: ANALYTICS_SYSADMIN_EMAIL, password: 'acessos12345' };
  await signedUpOnce(request, admin);
  await logIn(page, admin);

  const recording = recordScripts(page);
  await navigateInApp(page, '/administracao/acessos');
  await expect(page.getByTestId('page-views-chart').locator('svg')).toBeVisible();
  await navigateInApp(page, PATHS.matrixChart);
  await expect(page.getByTestId('matrix-chart').locator('svg')).toBeVisible();

  const scripts = await recording.settle();
  const folders = new Set(scripts.map((script) => script.folder));
  expect(folders).toContain('mfe-companies');
  expect(folders).toContain('mfe-matrices');
  // One file with ECharts, the shell's lazily loaded chunk, used by both remotes' charts.
  const withEcharts = await echartsScripts(scripts);
  expect(withEcharts.map((script) => new URL(script.url).pathname)).toEqual([expect.stringMatching(/^\/static\/app\/echarts\.[0-9a-f]{8}\.js$/)]);
});

test('a chart page opened first paints before it asks for ECharts', async ({ page }) => {
  await page.goto(PATHS.matrixChart);
  await expect(page.getByTestId('matrix-chart').locator('svg')).toBeVisible();
  const timing = await page.evaluate(() => ({
    firstContentfulPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
    echarts: performance
      .getEntriesByType('resource')
      .filter((entry) => /\/static\/app\/echarts\.[0-9a-f]{8}\.js$/.test(entry.name))
      .map((entry) => entry.startTime),
  }));
  expect(timing.echarts).toHaveLength(1);
  expect(timing.echarts[0]).toBeGreaterThan(timing.firstContentfulPaint!);
});
