import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { REMOTES } from 'contracts';
import { expectRemotePage } from '../support/app.js';
import { REPO_ROOT } from '../support/environment.js';
import {
  duplicatedSingletonModules,
  moduleLocations,
  packageOf,
  recordScripts,
  SINGLETON_PACKAGES,
  type LoadedScript,
} from '../support/js-inventory.js';
import { watchNetwork } from '../support/network.js';
import { BUDGETS, ECHARTS_CHARTS_USED, FIRST_PAINT_RUNS, MEASURED_ROUTES, SHELL_ONLY_PATH } from './budgets.js';
import { median } from './median.js';

const KB = 1024;
const kb = (bytes: number) => (bytes / KB).toFixed(1);
const sum = (scripts: LoadedScript[], key: 'raw' | 'gzip') => scripts.reduce((total, script) => total + script[key], 0);
const isEcharts = (module: string) => ['echarts', 'zrender'].includes(packageOf(module) ?? '');
const folderOf = (remote: string) => remote.replace(/_/g, '-');

interface Measurement {
  path: string;
  scripts: LoadedScript[];
  locations: Map<string, LoadedScript[]>;
}

/** Opens a fresh context (empty cache), runs `open` and returns every JS file the page downloaded. */
async function measure(browser: Browser, path: string, open: (page: Page) => Promise<void>): Promise<Measurement> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const recording = recordScripts(page);
  const network = watchNetwork(page);
  await open(page);
  await network.quiet();
  const scripts = await recording.settle();
  await context.close();
  return { path, scripts, locations: await moduleLocations(scripts) };
}

async function openShellOnly(page: Page) {
  await page.goto(SHELL_ONLY_PATH);
  await expect(page.getByTestId('not-found-page')).toBeVisible();
}

/**
 * A page that needs a session: its code is loaded the way the router loads it, the lazy
 * code of each level of `routePath` (a nested page: its parent's path, then its own; a level
 * without lazy code is in the routes module), and for a
 * chart page ECharts (contracts/chart), which its chart imports when it first draws.
 */
async function loadRouteCode(page: Page, remote: string, routePath: string | readonly string[], chart: boolean) {
  await openShellOnly(page);
  await page.evaluate(
    async ({ remote, levels, chart }) => {
      type Route = { path?: string; lazy?: () => Promise<unknown>; children?: Route[] };
      type Instance = { name: string; loadRemote: (id: string) => Promise<{ default: Route[] }>; loadShare: (id: string) => Promise<false | (() => unknown)> };
      const federation = (globalThis as unknown as { __FEDERATION__: { __INSTANCES__: Instance[] } }).__FEDERATION__.__INSTANCES__.find((instance) => instance.name === 'shell')!;
      let routes: Route[] = (await federation.loadRemote(`${remote}/routes`)).default;
      for (const level of levels) {
        const route = routes.find((item) => item.path === level);
        if (!route) throw new Error(`${remote} has no route ${level}`);
        // A level whose code is in the routes module (the analyses' guard) has nothing to load.
        await route.lazy?.();
        routes = route.children ?? [];
      }
      if (chart) {
        const factory = await federation.loadShare('contracts/chart');
        if (typeof factory === 'function') factory();
      }
    },
    { remote, levels: typeof routePath === 'string' ? [routePath] : [...routePath], chart },
  );
}

/** Every chunk of every production build whose source map holds ECharts code. */
function echartsChunksOnDisk(): string[] {
  const found: string[] = [];
  for (const app of ['shell', ...REMOTES.map(folderOf)]) {
    const dist = join(REPO_ROOT, app, 'dist');
    for (const file of readdirSync(dist).filter((name) => name.endsWith('.js.map'))) {
      const { sources } = JSON.parse(readFileSync(join(dist, file), 'utf8')) as { sources: string[] };
      if (sources.some((source) => /node_modules\/(echarts|zrender)\//.test(source))) found.push(`${app}/${file.replace(/\.map$/, '')}`);
    }
  }
  return found;
}

function table(head: string[], rows: (string | number)[][]): string {
  const cells = [head, ...rows.map((row) => row.map(String))];
  const widths = head.map((_, column) => Math.max(...cells.map((row) => row[column].length)));
  const line = (row: string[]) => row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join('  ');
  return [line(cells[0]), line(widths.map((width) => '-'.repeat(width))), ...cells.slice(1).map(line)].join('\n');
}

test('production build: JavaScript per app and per route, budgets, first paint of /uilab', async ({ browser }) => {
  const out: string[] = [];
  const failures: string[] = [];
  const check = (ok: boolean, message: string) => {
    if (!ok) failures.push(message);
    return ok ? 'ok' : 'OVER';
  };

  // 1. What each route downloads.
  const shellOnly = await measure(browser, SHELL_ONLY_PATH, openShellOnly);
  const routes: (Measurement & (typeof MEASURED_ROUTES)[number])[] = [];
  for (const route of MEASURED_ROUTES) {
    const measurement = await measure(browser, route.path, async (page) => {
      if (route.how === 'visit') {
        await page.goto(route.path);
        await expect(page).toHaveURL(new RegExp(`${route.path}$`));
        await expectRemotePage(page);
        // A chart page asks for ECharts after its first paint: measured once the chart is drawn.
        if (route.chart) await expect(page.getByTestId('matrix-chart').locator('svg')).toBeVisible();
      } else {
        await loadRouteCode(page, route.remote, route.route, route.chart);
      }
    });
    expect(measurement.scripts.some((script) => script.folder === folderOf(route.remote)), `${route.path} loaded ${route.remote}`).toBe(true);
    routes.push({ ...measurement, ...route });
  }

  // 2. Initial JavaScript per app: the shell on its own page, each remote on its first page.
  const appRows: (string | number)[][] = [];
  const shellScripts = shellOnly.scripts.filter((script) => script.folder === 'app');
  appRows.push(['shell (+ shared React, router, Redux, contracts/client, MF runtime)', shellScripts.length, kb(sum(shellScripts, 'raw')), kb(sum(shellScripts, 'gzip')), SHELL_ONLY_PATH]);
  for (const route of routes) {
    const own = route.scripts.filter((script) => script.folder === folderOf(route.remote));
    appRows.push([folderOf(route.remote), own.length, kb(sum(own, 'raw')), kb(sum(own, 'gzip')), `${route.path}${route.how === 'lazy' ? ' (code only)' : ''}`]);
  }
  out.push('Initial JavaScript per app (files the app itself serves; KB = 1024 bytes, gzip -9)');
  out.push(table(['app', 'files', 'raw KB', 'gzip KB', 'measured on'], appRows));

  // 3. Total per route and the budgets.
  const echartsOnDisk = echartsChunksOnDisk();
  check(echartsOnDisk.length === 1 && echartsOnDisk[0].startsWith('shell/'), `ECharts in ${echartsOnDisk.length} files (one, the shell's, expected): ${echartsOnDisk.join(', ')}`);
  check(!shellOnly.scripts.some((script) => [...shellOnly.locations].some(([module, where]) => isEcharts(module) && where.includes(script))), `${SHELL_ONLY_PATH}: the shell loaded ECharts at boot`);
  const routeRows: (string | number)[][] = [];
  for (const route of routes) {
    const echartsScripts = route.scripts.filter((script) =>
      [...route.locations].some(([module, where]) => isEcharts(module) && where.includes(script)),
    );
    const rest = route.scripts.filter((script) => !echartsScripts.includes(script));
    const pageGzip = sum(rest, 'gzip');
    const echartsGzip = sum(echartsScripts, 'gzip');
    const status = [check(pageGzip < BUDGETS.pageJsGzipKb * KB, `${route.path}: ${kb(pageGzip)} KB gzip of JavaScript (budget ${BUDGETS.pageJsGzipKb} KB)`)];

    // React, the router and Redux: each module once, from the shell.
    const duplicated = duplicatedSingletonModules(route.locations);
    const singletons = new Set<string>(SINGLETON_PACKAGES);
    const notFromShell = [...route.locations].filter(
      ([module, where]) => singletons.has(packageOf(module) ?? '') && where.some((script) => script.folder !== 'app'),
    );
    status.push(
      check(
        duplicated.length === 0 && notFromShell.length === 0 && route.locations.has('react/cjs/react.production.js'),
        `${route.path}: React/router/Redux not loaded exactly once from the shell (${[...duplicated.map((item) => item.module), ...notFromShell.map(([module]) => module)].join(', ')})`,
      ),
    );

    // ECharts: only on chart pages, tree-shaken, under its budget.
    if (route.chart) {
      const chartTypes = new Set(
        // A chart type is registered through its install module (echarts/lib/chart/<type>/install.js).
        [...route.locations.keys()].map((module) => /^echarts\/lib\/chart\/([^/]+)\/install\.js$/.exec(module)?.[1]).filter(Boolean),
      );
      const fullBuild = [...route.locations.keys()].filter((module) => /^echarts\/(index|dist\/)/.test(module));
      const unused = [...chartTypes].filter((type) => !(ECHARTS_CHARTS_USED as readonly string[]).includes(type!));
      status.push(check(echartsScripts.length > 0, `${route.path}: a chart page without ECharts`));
      status.push(check(echartsGzip < BUDGETS.echartsGzipKb * KB, `${route.path}: ECharts chunks ${kb(echartsGzip)} KB gzip (budget ${BUDGETS.echartsGzipKb} KB)`));
      status.push(check(fullBuild.length === 0 && unused.length === 0, `${route.path}: ECharts not tree-shaken (${[...fullBuild, ...unused].join(', ')})`));
      const loadedUrls = new Set(route.scripts.map((script) => new URL(script.url).pathname.replace(/^\/static\//, '').replace(/^app\//, 'shell/')));
      // One ECharts for the product (contracts/chart, provided by the shell): every chart page loads that file.
      const notLoaded = echartsOnDisk.filter((file) => !loadedUrls.has(file));
      status.push(check(notLoaded.length === 0, `${route.path}: ECharts code in chunks the chart page does not load: ${notLoaded.join(', ')}`));
    } else {
      status.push(check(echartsScripts.length === 0, `${route.path}: ECharts loaded by a page without charts`));
    }
    routeRows.push([
      `${route.path}${route.how === 'lazy' ? '*' : ''}`,
      route.scripts.length,
      kb(sum(route.scripts, 'raw')),
      kb(sum(route.scripts, 'gzip')),
      kb(pageGzip),
      echartsScripts.length ? kb(echartsGzip) : '-',
      status.every((item) => item === 'ok') ? 'ok' : 'OVER',
    ]);
  }
  out.push('');
  out.push(`Total JavaScript per route (shell + federation runtime + the remote's chunks; * = code loaded without a session)`);
  out.push(`Budgets: page JS (ECharts aside) < ${BUDGETS.pageJsGzipKb} KB gzip with React, router and Redux once; ECharts only on chart pages, tree-shaken, < ${BUDGETS.echartsGzipKb} KB gzip`);
  out.push(table(['route', 'files', 'raw KB', 'gzip KB', 'page gzip KB', 'ECharts gzip KB', 'budgets'], routeRows));
  out.push(`ECharts in the build: ${echartsOnDisk.join(', ') || 'nowhere'}`);

  // 4. Time to first paint of /uilab (Paint Timing API), median of fresh-cache runs after one warm-up.
  const paints: { firstPaint: number; firstContentfulPaint: number; rendered: number }[] = [];
  for (let run = 0; run <= FIRST_PAINT_RUNS; run++) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.addInitScript(() => {
      // When the UI lab's side menu (the remote's page) enters the DOM.
      new MutationObserver((_, observer) => {
        if (document.querySelector('[data-testid="matrix-menu"]')) {
          (window as unknown as { uilabRendered: number }).uilabRendered = performance.now();
          observer.disconnect();
        }
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto('/uilab');
    await expect(page.getByTestId('matrix-menu')).toBeVisible();
    const timing = await page.evaluate(() => {
      const entry = (name: string) => performance.getEntriesByName(name, 'paint')[0]?.startTime ?? Number.NaN;
      return { firstPaint: entry('first-paint'), firstContentfulPaint: entry('first-contentful-paint'), rendered: (window as unknown as { uilabRendered: number }).uilabRendered };
    });
    await context.close();
    if (run > 0) paints.push(timing);
  }
  const ms = (values: number[]) => `${median(values).toFixed(0)} ms (min ${Math.min(...values).toFixed(0)}, max ${Math.max(...values).toFixed(0)})`;
  out.push('');
  out.push(`/uilab in headless Chromium, median of ${FIRST_PAINT_RUNS} runs with an empty cache:`);
  out.push(`  first paint:              ${ms(paints.map((paint) => paint.firstPaint))}`);
  out.push(`  first contentful paint:   ${ms(paints.map((paint) => paint.firstContentfulPaint))}`);
  out.push(`  UI lab page in the DOM:   ${ms(paints.map((paint) => paint.rendered))}`);
  out.push('');
  out.push(failures.length ? `BUDGETS EXCEEDED:\n${failures.map((failure) => `  - ${failure}`).join('\n')}` : 'All budgets met.');

  console.log(`\n${out.join('\n')}\n`);
  expect(failures, 'budgets').toEqual([]);
});
