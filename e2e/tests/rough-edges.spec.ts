import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { MESSAGES, Role } from 'contracts';
import { ApiClient, type Person, signedInPage } from '../support/api-client.js';
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

/** The product names drawn over a chart (visible SVG texts of the crowded market's products), with their boxes. */
async function drawnNames(page: Page): Promise<{ text: string; box: { x: number; y: number; width: number; height: number } }[]> {
  return page.getByTestId('matrix-chart').locator('svg').first().evaluate((svg) =>
    Array.from(svg.querySelectorAll('text'))
      .filter((text) => /^Produto \d/.test(text.textContent ?? '') && getComputedStyle(text).display !== 'none' && text.getAttribute('opacity') !== '0')
      .map((text) => {
        const { x, y, width, height } = text.getBoundingClientRect();
        return { text: text.textContent ?? '', box: { x, y, width, height } };
      }),
  );
}

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
      // ECharts has drawn the bubbles in their places (its "finished", after the animation).
      await page.waitForFunction(() => performance.getEntriesByName('mcp-chart:drawn').some((entry) => ((entry as PerformanceMark).detail as { bubbles: number }).bubbles > 0));
      const names = await drawnNames(page);
      // Eight bubbles crowd one place: some names are hidden rather than drawn over one another.
      expect(names.length).toBeGreaterThan(0);
      expect(names.length).toBeLessThan(8);
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
      await (await png).saveAs(screenshotPath(`mcp-crowded-png-${width}.png`));
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
    // The printed chart is an image of the same option: its names are inside its SVG.
    const drawn = decodeURIComponent((await report.getByTestId('report-mcp-chart').locator('img').getAttribute('src'))!);
    expect(drawn).toMatch(/Produto \d pão de fe[^<]*…/);
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
