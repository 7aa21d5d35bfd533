import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Locator, test, type Page } from '@playwright/test';
import { MESSAGES, Role } from 'contracts';
import { ApiClient, type Person, signedInPage } from '../support/api-client.js';
import { countPixels } from '../support/png.js';
import { uniqueStamp } from '../support/people.js';

// What a first visit stumbles on, on a desktop and on a phone: a refused save says why where
// the person just clicked, not a screen below.

const WIDTHS = [1280, 360] as const;

const stamp = uniqueStamp();
const owner: Person = { name: 'Bruna Dona', email: `bruna.bordas.${stamp}@exemplo.com`, password: 'bruna123456' };
const consultant: Person = { name: 'Caio Consultor', email: `caio.bordas.${stamp}@exemplo.com`, password: 'caio1234567' };
const clients = { owner: null as ApiClient | null, consultant: null as ApiClient | null };
const ids = { company: 0, swot: 0 };

test.beforeAll(async ({ playwright, baseURL }) => {
  clients.owner = new ApiClient(await playwright.request.newContext({ baseURL }));
  await clients.owner.signUp(owner);
  clients.consultant = new ApiClient(await playwright.request.newContext({ baseURL }));
  await clients.consultant.signUp(consultant);
  ids.company = await clients.owner!.createCompany(`Padaria das Bordas ${stamp}`);
  ids.swot = (await clients.owner!.call<{ id: number }>('POST', `/api/company/${ids.company}/swots/`, { name: 'SWOT da padaria' })).id;
  // Enough items that the page runs well past one screen, at 1280 px as at 360 px.
  for (const quadrant of ['S', 'W', 'O', 'T']) {
    for (let n = 1; n <= 7; n += 1) await clients.owner!.call('POST', `/api/swots/${ids.swot}/items/`, { quadrant, text: `Item ${quadrant}${n} da padaria` });
  }
});

for (const width of WIDTHS) {
  test(`${width} px: a refused save says why in view, beside "Salvar alterações"`, async ({ browser }) => {
    await clients.owner!.addCollaborator(ids.company, consultant.email, Role.Consultant);
    const page = await signedInPage(browser, clients.consultant!, width);
    await page.goto(`/empresa/${ids.company}/swot/${ids.swot}/itens`);
    const first = page.getByTestId('quadrant-S').getByRole('textbox', { name: 'Texto' }).first();
    await first.fill('Pão de fermentação natural');
    const save = page.getByRole('button', { name: 'Salvar alterações' });
    await expect(save).toBeEnabled();
    // Meanwhile the owner makes the consultant an employee, who may only read: the save is refused.
    await clients.owner!.addCollaborator(ids.company, consultant.email, Role.Employee);
    await save.click();

    const alert = page.getByTestId('matrix-bottom-bar').getByRole('alert');
    await expect(alert).toHaveText(MESSAGES.analysisEditForbidden);
    await expect(page.getByTestId('unsaved-notice')).toBeVisible();
    const viewport = page.viewportSize()!;
    const [alertBox, saveBox] = [(await alert.boundingBox())!, (await save.boundingBox())!];
    // Whole inside the screen, as it is, without scrolling…
    expect(alertBox.y).toBeGreaterThanOrEqual(0);
    expect(alertBox.y + alertBox.height).toBeLessThanOrEqual(viewport.height);
    expect(alertBox.x).toBeGreaterThanOrEqual(0);
    expect(alertBox.x + alertBox.width).toBeLessThanOrEqual(viewport.width);
    // …and right above the button that failed.
    expect(saveBox.y - (alertBox.y + alertBox.height)).toBeGreaterThanOrEqual(0);
    expect(saveBox.y - (alertBox.y + alertBox.height)).toBeLessThan(80);
    // The page is long: the message in the page's flow would have been far below the screen.
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeGreaterThan(viewport.height + 400);
    await page.context().close();
  });
}

/** The product names drawn in an SVG (its visible texts of the crowded market's products), with their boxes. */
function drawnNamesIn(svg: Locator): Promise<{ text: string; box: { x: number; y: number; width: number; height: number } }[]> {
  return svg.evaluate((element) =>
    Array.from(element.querySelectorAll('text'))
      .filter((text) => /^Produto \d/.test(text.textContent ?? '') && getComputedStyle(text).display !== 'none' && text.getAttribute('opacity') !== '0')
      .map((text) => {
        const { x, y, width, height } = text.getBoundingClientRect();
        return { text: text.textContent ?? '', box: { x, y, width, height } };
      }),
  );
}

/** The product names drawn over a page's chart, with their boxes. */
const drawnNames = (page: Page) => drawnNamesIn(page.getByTestId('matrix-chart').locator('svg').first());

/** Do any two of these boxes overlap (by more than a pixel each way)? The pairs that do. */
function overlapping(names: Awaited<ReturnType<typeof drawnNames>>): string[] {
  const pairs: string[] = [];
  for (const [i, a] of names.entries()) {
    for (const b of names.slice(i + 1)) {
      const across = Math.min(a.box.x + a.box.width, b.box.x + b.box.width) - Math.max(a.box.x, b.box.x);
      const down = Math.min(a.box.y + a.box.height, b.box.y + b.box.height) - Math.max(a.box.y, b.box.y);
      if (across > 1 && down > 1) pairs.push(`${a.text} × ${b.text}`);
    }
  }
  return pairs;
}

/** The count of ECharts' "finished" marks so far (each option drawn completely, after its animation). */
const drawnCount = (page: Page) => page.evaluate(() => performance.getEntriesByName('mcp-chart:drawn').length);

/**
 * Where a screenshot goes: CHART_SCREENSHOTS_DIR when set (docs/screenshots/chart-labels is
 * remade with `CHART_SCREENSHOTS_DIR=$PWD/../docs/screenshots/chart-labels npx playwright test
 * tests/rough-edges.spec.ts -g crowded`, which needs poppler-utils' pdftoppm), else the test's output.
 */
const screenshotPath = (name: string) => (process.env.CHART_SCREENSHOTS_DIR ? join(process.env.CHART_SCREENSHOTS_DIR, name) : test.info().outputPath(name));

test.describe('a crowded MCP chart', () => {
  let mcpId = 0;
  test.beforeAll(async () => {
    const call = <T>(method: 'POST' | 'GET', path: string, body?: unknown) => clients.owner!.call<T>(method, path, body);
    mcpId = (await call<{ id: number }>('POST', `/api/company/${ids.company}/mcps/`, { name: 'Pães da casa' })).id;
    const market = await call<{ id: number }>('POST', `/api/mcps/${mcpId}/categories/`, { name: 'Pães' });
    const rows: unknown[] = [];
    // Eight products of one market selling about the same, each with a name of 60 characters: their bubbles crowd one corner.
    for (let n = 1; n <= 8; n += 1) {
      const name = `Produto ${n} pão de fermentação natural com nome bem comprido`.slice(0, 60).padEnd(60, '.');
      const product = await call<{ id: number }>('POST', '/api/products/', { categoryId: market.id, name, color: 0x1f77b4 });
      const competitor = await call<{ id: number }>('POST', '/api/competitors/', { categoryId: market.id, name: `Concorrente ${n}` });
      for (const [k, date] of ['2025-01', '2025-02'].entries()) {
        rows.push({ kind: 'product', id: product.id, date, total: 700 + 90 * n + (40 + 15 * n) * k, cost: 400, amount: 10 });
        rows.push({ kind: 'competitor', id: competitor.id, date, total: 1100, cost: 0, amount: 0 });
      }
    }
    await clients.owner!.call('PUT', `/api/mcps/${mcpId}/control_data/`, rows);
  });

  for (const width of WIDTHS) {
    test(`${width} px: names not cut at the chart's edge, a long name ending in "…", whole in the tooltip; overlapping names hidden`, async ({ browser }) => {
      const page = await signedInPage(browser, clients.owner!, width);
      await page.goto(`/empresa/${ids.company}/mcp/${mcpId}/grafico`);
      const chart = page.getByTestId('matrix-chart');
      await expect(chart.locator('svg text', { hasText: /^Produto \d/ }).first()).toBeVisible();
      // The page opens on the server's SVG of the chart: pointed at (a corner, no bubble), ECharts draws it.
      await chart.hover({ position: { x: 2, y: 2 } });
      // ECharts has drawn the bubbles in their places (its "finished", after the animation).
      await page.waitForFunction(() => performance.getEntriesByName('mcp-chart:drawn').some((entry) => ((entry as PerformanceMark).detail as { bubbles: number }).bubbles > 0));
      const names = await drawnNames(page);
      // Eight bubbles crowd one place: some names are hidden rather than drawn over one another.
      expect(names.length).toBeGreaterThan(0);
      expect(names.length).toBeLessThan(8);
      expect(overlapping(names)).toEqual([]);
      const frame = (await chart.boundingBox())!;
      for (const name of names) {
        expect(name.text.length, name.text).toBeLessThan(60);
        expect(name.text.endsWith('…'), name.text).toBe(true);
        expect(name.box.x).toBeGreaterThanOrEqual(frame.x - 0.5);
        expect(name.box.x + name.box.width).toBeLessThanOrEqual(frame.x + frame.width + 0.5);
      }
      await chart.evaluate((element) => element.scrollIntoView({ block: 'center' }));
      await chart.screenshot({ path: screenshotPath(`mcp-crowded-${width}.png`) });
      // The whole name is the tooltip's first line (a name hidden to not overlap is there too, on its bubble).
      await chart.locator('svg text', { hasText: names[0]!.text }).first().hover({ force: true });
      await expect(chart.getByText(/^Produto \d pão de fermentação natural com nome bem comprido/).first()).toBeVisible();

      // The PNG export draws the same option: the same names cut and hidden.
      const png = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Exportar PNG' }).click();
      const download = await png;
      await download.saveAs(screenshotPath(`mcp-crowded-png-${width}.png`));
      // Exported while the hovered bubble shrinks back: no stray bubble drawn at the image's top-left corner.
      // No ink (darker than a light grey) in the leftmost 8 columns.
      expect(await countPixels(page, readFileSync(await download.path()).toString('base64'), { below: 200 }, 8)).toBe(0);
      await page.context().close();
    });
  }

  test('the MCP report of a crowded chart prints its chart, the names cut with "…"', async ({ browser }) => {
    const page = await signedInPage(browser, clients.owner!, 1280);
    await page.goto(`/empresa/${ids.company}/mcp/${mcpId}/relatorio`);
    const report = page.getByTestId('report-page');
    await expect(report.getByTestId('report-mcp-chart')).toBeVisible({ timeout: 60_000 });
    await page.emulateMedia({ media: 'print' });
    await expect(report.getByTestId('report-mcp-chart').locator('img')).toBeVisible();
    // The printed chart is the server's drawing of the same option: its names are inside its SVG,
    // cut where the server measures them (a character or so apart from the browser's cut).
    const drawn = decodeURIComponent((await report.getByTestId('report-mcp-chart').locator('img').getAttribute('src'))!);
    expect(drawn).toMatch(/Produto \d pão de [^<]*…/);
    // Its names, that SVG opened on a page of its own and measured, are not drawn over one another either.
    const probe = await page.context().newPage();
    await probe.setContent(drawn.slice(drawn.indexOf('<svg')));
    const printed = await drawnNamesIn(probe.locator('svg').first());
    await probe.close();
    expect(printed.length).toBeGreaterThan(0);
    expect(overlapping(printed)).toEqual([]);
    const pdf = await page.pdf({ format: 'A4', printBackground: true });
    if (process.env.CHART_SCREENSHOTS_DIR) {
      // Its first page (the period, the comparison and the chart) as an image.
      const folder = mkdtempSync(join(tmpdir(), 'mcp-report-'));
      writeFileSync(join(folder, 'report.pdf'), pdf);
      execFileSync('pdftoppm', ['-png', '-r', '80', '-f', '1', '-l', '1', '-singlefile', join(folder, 'report.pdf'), screenshotPath('mcp-crowded-pdf-page')]);
    }
    await page.context().close();
  });
});

// Names laid out once the bubbles have moved: ECharts lays a label out where its bubble stands
// when an option is set, and an animated period change moves the bubbles afterwards.
test.describe('an MCP chart whose period changes', () => {
  let mcpId = 0;
  const PRODUCTS = 6;
  test.beforeAll(async () => {
    const call = <T>(method: 'POST' | 'GET', path: string, body?: unknown) => clients.owner!.call<T>(method, path, body);
    mcpId = (await call<{ id: number }>('POST', `/api/company/${ids.company}/mcps/`, { name: 'Pães em movimento' })).id;
    const rows: unknown[] = [];
    // One product and one rival per market. February spreads the bubbles over the chart (each
    // market growing differently, each product with another relative share); March puts them all
    // on one place (the same growth, relative share 1).
    for (let n = 0; n < PRODUCTS; n += 1) {
      const market = await call<{ id: number }>('POST', `/api/mcps/${mcpId}/categories/`, { name: `Mercado ${n + 1}` });
      const product = await call<{ id: number }>('POST', '/api/products/', { categoryId: market.id, name: `Produto ${n + 1} de fermentação natural`, color: 0x1f77b4 });
      const rival = await call<{ id: number }>('POST', '/api/competitors/', { categoryId: market.id, name: `Rival ${n + 1}` });
      const february = 2000 * (1 - 0.15 + 0.07 * n);
      const rms = [0.15, 0.35, 0.8, 1.8, 4, 8][n]!;
      const march = (february * 1.05) / 2;
      for (const [date, total, rivalTotal] of [
        ['2025-01', 1000, 1000],
        ['2025-02', (february * rms) / (1 + rms), february / (1 + rms)],
        ['2025-03', march, march],
      ] as const) {
        rows.push({ kind: 'product', id: product.id, date, total: Math.round(total * 100) / 100, cost: 100, amount: 10 });
        rows.push({ kind: 'competitor', id: rival.id, date, total: Math.round(rivalTotal * 100) / 100, cost: 0, amount: 0 });
      }
    }
    await clients.owner!.call('PUT', `/api/mcps/${mcpId}/control_data/`, rows);
  });

  for (const width of WIDTHS) {
    test(`${width} px: after each animated change of period, every name that fits is drawn and none overlaps another`, async ({ browser }) => {
      const page = await signedInPage(browser, clients.owner!, width);
      await page.goto(`/empresa/${ids.company}/mcp/${mcpId}/grafico`);
      const chart = page.getByTestId('matrix-chart');
      await expect(page.getByTestId('mcp-chart-period')).toHaveText('Março/2025');
      await chart.locator('svg').first().hover({ position: { x: 2, y: 2 } });
      await page.waitForFunction(() => performance.getEntriesByName('mcp-chart:drawn').some((entry) => ((entry as PerformanceMark).detail as { bubbles: number }).bubbles > 0));
      // March: every bubble on one place, one name drawn.
      expect(await drawnNames(page)).toHaveLength(1);

      /** Chooses a period and waits for ECharts to have drawn it, its animation ended. */
      const choose = async (label: string) => {
        const before = await drawnCount(page);
        await page.getByRole('toolbar').getByLabel('Período').selectOption({ label });
        await expect(page.getByTestId('mcp-chart-period')).toHaveText(label);
        await expect.poll(() => drawnCount(page)).toBeGreaterThan(before);
      };
      await chart.evaluate((element) => element.scrollIntoView({ block: 'center' }));

      await choose('Fevereiro/2025');
      // February: the bubbles spread out, every name has room and is drawn.
      const spread = await drawnNames(page);
      expect(spread).toHaveLength(PRODUCTS);
      expect(overlapping(spread)).toEqual([]);
      await chart.screenshot({ path: test.info().outputPath(`mcp-period-spread-${width}.png`) });

      await choose('Março/2025');
      // Back on one place: the names drawn in February do not stay on top of one another.
      const crowded = await drawnNames(page);
      expect(overlapping(crowded)).toEqual([]);
      expect(crowded).toHaveLength(1);
      await chart.screenshot({ path: test.info().outputPath(`mcp-period-crowded-${width}.png`) });
      await page.context().close();
    });
  }
});
