import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { pageChunkGroups } from 'contracts';
import { analysisEditorPages, SEEDED_NAMES } from '../support/analyses-with-data.js';
import { GUEST_PAGES, openPage, signedInPages } from '../support/app.js';
import { everyPageOwner } from '../support/every-page.js';
import { signIn, uniqueStamp } from '../support/people.js';

// Every page, signed out and signed in, with the dialogs open: no serious or critical axe
// violation, and no page wider than a phone's screen. One account and its company, made and
// signed in once by every-page.setup.ts; the tests run in parallel on its saved session.
test.describe.configure({ mode: 'parallel', timeout: 240_000 });

const PHONES = [
  { width: 360, height: 740 },
  { width: 390, height: 844 },
];

/** The serious and critical violations axe finds on the page as it is now, one line each. */
async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

/**
 * The page's early API calls (contracts page-data.ts: started by the server's copy of the page)
 * that no call of the page has taken: each is a call the list names and the page does not make.
 */
const unusedEarlyCalls = (page: Page) =>
  page.evaluate(() => {
    const early = (window as { __pageData?: { responses: object } }).__pageData;
    // None at all: the page's script did not run (its CSP hash, a missing token).
    return early ? Object.keys(early.responses) : null;
  });

/**
 * The page's chunk groups (contracts pageChunkGroups) that its server copy did not preload: each
 * is a name the remote's build does not give (mfe-matrices app/analyses.ts, routes.ts).
 */
const unpreloadedChunkGroups = async (page: Page, path: string) => {
  const preloaded = await page.locator('link[rel="preload"]').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  // The document's path: a redirect inside the app ('/' → the company) loads no new document.
  return pageChunkGroups(new URL(path, 'http://localhost').pathname).filter((group) => !preloaded.some((href) => href.includes(`/${group}.`)));
};

/** How much wider than the screen the document is (0 when it fits). */
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/**
 * What of the page does not fit its window, one line each (none: it fits). Every element's box
 * inside the screen's width, save what a data table's own frame scrolls (a scroll box holding a
 * table); no other box scrolling sideways (an editor row wider than its card); the charts' texts
 * (axis names and labels, all but the marks' labels of user names) inside the chart; at the end
 * of the page, the fixed bottom row below the content, never over it.
 */
async function offScreen(page: Page): Promise<string[]> {
  if (/\/grafico$/.test(new URL(page.url()).pathname)) await expect(page.getByTestId('matrix-chart').locator('svg').first()).toBeVisible();
  return page.evaluate(async (userNames) => {
    const width = document.documentElement.clientWidth;
    const problems: string[] = [];
    const describe = (element: Element) => {
      const id = element.getAttribute('data-testid') ?? element.getAttribute('aria-label') ?? element.className;
      return `<${element.tagName.toLowerCase()}${id && typeof id === 'string' ? ` ${id.slice(0, 60)}` : ''}> “${(element.textContent ?? '').trim().slice(0, 40)}”`;
    };
    const scrollsSideways = (element: Element) => ['auto', 'scroll'].includes(getComputedStyle(element).overflowX);
    const isTableFrame = (element: Element) => scrollsSideways(element) && element.firstElementChild?.tagName === 'TABLE';
    for (const element of document.body.querySelectorAll('*')) {
      if (element.closest('svg') && element.tagName !== 'svg') continue;
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      let inTableFrame = false;
      for (let parent = element.parentElement; parent && !inTableFrame; parent = parent.parentElement) inTableFrame = isTableFrame(parent);
      if (!inTableFrame && (box.left < -1 || box.right > width + 1)) problems.push(`${describe(element)} spans ${Math.round(box.left)}–${Math.round(box.right)} px of ${width}`);
      if (scrollsSideways(element) && !isTableFrame(element) && element.scrollWidth > element.clientWidth + 1) {
        problems.push(`${describe(element)} scrolls sideways: ${element.scrollWidth} px in ${element.clientWidth}`);
      }
    }
    for (const chart of document.querySelectorAll('[data-testid="matrix-chart"] svg')) {
      const frame = chart.getBoundingClientRect();
      for (const text of chart.querySelectorAll('text')) {
        const content = text.textContent ?? '';
        if (userNames.some((name) => content.startsWith(name))) continue;
        const box = text.getBoundingClientRect();
        if (box.width > 0 && (box.left < frame.left - 1 || box.right > frame.right + 1 || box.top < frame.top - 1 || box.bottom > frame.bottom + 1)) {
          problems.push(`chart text “${content}” clipped: ${Math.round(box.left - frame.left)},${Math.round(box.top - frame.top)}–${Math.round(box.right - frame.left)},${Math.round(box.bottom - frame.top)} in ${Math.round(frame.width)}×${Math.round(frame.height)}`);
        }
      }
    }
    const bar = document.querySelector('[data-testid="matrix-bottom-bar"]');
    const content = bar?.previousElementSibling;
    if (bar && content) {
      window.scrollTo(0, document.documentElement.scrollHeight);
      await new Promise(requestAnimationFrame);
      const end = content.getBoundingClientRect().bottom;
      const top = bar.getBoundingClientRect().top;
      if (end > top + 1) problems.push(`the bottom row covers ${Math.round(end - top)} px of the content's end`);
      window.scrollTo(0, 0);
    }
    return problems;
  }, SEEDED_NAMES);
}

/** A page signed in as the owner (the session saved once), at `viewport`. */
async function ownerPage(browser: Browser, viewport = { width: 1280, height: 800 }): Promise<Page> {
  const context = await browser.newContext({ storageState: everyPageOwner().session, viewport });
  return context.newPage();
}

const analysisOf = (path: string) => path.split('/')[3];
/**
 * The signed-in pages come in groups that the two workers share: the company's pages, and the
 * editor pages of each analysis (the groups read from the page list itself, ids aside, as the
 * tests are declared before the setup has run).
 */
const SIGNED_IN_GROUPS = ['company', ...new Set(analysisEditorPages(0, { mcpId: 0, multifatorialId: 0, ambientalId: 0, swotId: 0 }).map(analysisOf))];
function signedInPagesOf(group: string): string[] {
  const { companyId, editorPages } = everyPageOwner();
  return group === 'company' ? [...signedInPages(companyId)] : editorPages.filter((path) => analysisOf(path) === group);
}

test('guest pages: no serious accessibility violation', async ({ page }) => {
  for (const path of GUEST_PAGES) {
    await openPage(page, path);
    expect(await seriousViolations(page), path).toEqual([]);
  }
});

for (const group of SIGNED_IN_GROUPS) {
  test(`signed-in pages (${group}): no serious accessibility violation, nothing off a 1280 px screen`, async ({ browser }) => {
    const page = await ownerPage(browser);
    for (const path of signedInPagesOf(group)) {
      await openPage(page, path);
      expect(await seriousViolations(page), path).toEqual([]);
      expect(await offScreen(page), `${path} at 1280 px`).toEqual([]);
      await expect.poll(() => unusedEarlyCalls(page), { message: `${path}: early calls no call took` }).toEqual([]);
      expect(await unpreloadedChunkGroups(page, path), `${path}: chunk groups not preloaded`).toEqual([]);
    }
  });
}

test('dialogs open: no serious accessibility violation, the focus inside', async ({ browser, page: guest }) => {
  await openPage(guest, '/uilab/botoes');
  await guest.getByRole('button', { name: 'Abrir diálogo' }).click();
  const example = guest.getByRole('dialog', { name: 'Diálogo de exemplo' });
  await expect(example).toBeVisible();
  expect(await seriousViolations(guest), 'UI lab dialog').toEqual([]);

  const { companyId } = everyPageOwner();
  const page = await ownerPage(browser);
  // The trial company's demo popup, once a day: forget that it was shown.
  await openPage(page, '/empresas');
  await page.evaluate((id) => localStorage.removeItem(`demoPopupShown:${id}`), companyId);
  await openPage(page, `/empresa/${companyId}`);
  await expect(page.getByRole('dialog', { name: 'Empresa em modo demonstração' })).toBeVisible();
  expect(await seriousViolations(page), 'demo popup').toEqual([]);

  await openPage(page, '/empresas');
  await page.getByTestId(`company-row-${companyId}`).getByRole('button', { name: 'deletar' }).click();
  const deleteDialog = page.getByRole('dialog', { name: 'Deletar Empresa' });
  // The focus is in the dialog; Tab never leaves it.
  await expect(deleteDialog.getByRole('button', { name: 'Cancelar' })).toBeFocused();
  for (let i = 0; i < 3; i++) {
    await page.keyboard.press('Tab');
    expect(await deleteDialog.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
  }
  expect(await seriousViolations(page), 'delete dialog').toEqual([]);
  await page.keyboard.press('Escape');
  await expect(deleteDialog).toHaveCount(0);
  await expect(page.getByTestId(`company-row-${companyId}`).getByRole('button', { name: 'deletar' })).toBeFocused();

  await openPage(page, `/administracao/${companyId}`);
  await page.getByRole('button', { name: 'adicionar colaborador' }).click();
  const add = page.getByRole('dialog', { name: 'Adicionar colaborador' });
  await expect(add.getByLabel('E-mail')).toBeFocused();
  await add.getByLabel('E-mail').fill(`ninguem.${uniqueStamp()}@exemplo.com`);
  await add.getByLabel('E-mail').press('Enter');
  await expect(add.getByTestId('collaborator-not-found')).toBeVisible();
  expect(await seriousViolations(page), 'add-collaborator dialog').toEqual([]);
  await add.getByRole('button', { name: 'Cancelar' }).click();

  await openPage(page, `/atualizarEmpresa/${companyId}`);
  await page.getByLabel('Descrição').fill('Mudança não salva');
  await page.getByTestId('header-logo').click();
  await expect(page.getByRole('dialog', { name: 'Sair sem salvar?' })).toBeVisible();
  expect(await seriousViolations(page), 'leave guard').toEqual([]);
  await page.getByRole('button', { name: 'Continuar editando' }).click();
  await expect(page).toHaveURL(new RegExp(`/atualizarEmpresa/${companyId}$`));
});

test('the monthly grid is used from the keyboard and takes a block pasted from a spreadsheet', async ({ page }) => {
  await openPage(page, '/uilab/formularios');
  const cell = (row: string, month: string) => page.getByRole('textbox', { name: `${row} ${month}` });
  await cell('Faturamento (R$)', 'Janeiro/2025').click();
  await page.keyboard.press('ArrowRight');
  await expect(cell('Faturamento (R$)', 'Fevereiro/2025')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(cell('Custo variável (R$)', 'Fevereiro/2025')).toBeFocused();
  await page.keyboard.press('ArrowRight');
  // What a spreadsheet puts on the clipboard: tab-separated cells, one line per row.
  await page.evaluate(() => {
    const data = new DataTransfer();
    data.setData('text/plain', '1.500,25\t2.000\r\n30\tx\r\n');
    document.activeElement!.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  });
  await expect(cell('Custo variável (R$)', 'Março/2025')).toHaveValue('1.500,25');
  await expect(cell('Custo variável (R$)', 'Abril/2025')).toHaveValue('2.000');
  await expect(cell('Quantidade', 'Março/2025')).toHaveValue('30');
  await expect(cell('Quantidade', 'Abril/2025')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('1 célula com número inválido.')).toBeVisible();
  await expect(page.getByTestId('monthly-grid-state')).toHaveText('Alterações não salvas.');
});

for (const viewport of PHONES) {
  test(`on a phone ${viewport.width} px wide no guest page is wider than the screen`, async ({ browser }) => {
    const guest = await (await browser.newContext({ viewport })).newPage();
    for (const path of GUEST_PAGES) {
      await openPage(guest, path);
      expect(await overflow(guest), `${path} at ${viewport.width} px`).toBeLessThanOrEqual(0);
    }
    // The UI lab's chart keeps a usable size beside the stacked menu.
    await openPage(guest, '/uilab/matrixchart');
    const chart = await guest.getByTestId('matrix-chart').boundingBox();
    expect(chart!.width).toBeGreaterThan(viewport.width * 0.75);
    expect(chart!.height).toBeGreaterThanOrEqual(300);
    await guest.context().close();
  });

  for (const group of SIGNED_IN_GROUPS) {
    test(`on a phone ${viewport.width} px wide no signed-in page (${group}) is wider than the screen, nor any of its boxes`, async ({ browser }) => {
      const page = await ownerPage(browser, viewport);
      for (const path of signedInPagesOf(group)) {
        await openPage(page, path);
        expect(await overflow(page), `${path} at ${viewport.width} px`).toBeLessThanOrEqual(0);
        expect(await offScreen(page), `${path} at ${viewport.width} px`).toEqual([]);
      }
      await page.context().close();
    });
  }

  test(`on a phone ${viewport.width} px wide the gear menu is reachable: Conta, Administração and Sair visible and clickable`, async ({ browser }) => {
    const page = await ownerPage(browser, viewport);
    await openPage(page, '/empresas');
    const openMenu = async () => {
      await page.getByRole('button', { name: 'Configurações' }).click();
      return page.getByRole('menu', { name: 'Configurações' });
    };
    let menu = await openMenu();
    for (const name of ['Conta', 'Administração', 'Sair']) {
      const item = menu.getByRole('menuitem', { name });
      await expect(item).toBeInViewport();
      // Actionable: visible, enabled and not covered by anything (the company link, for one).
      await item.click({ trial: true });
    }
    await menu.getByRole('menuitem', { name: 'Conta' }).click();
    await expect(page).toHaveURL(/\/configuracoes$/);
    menu = await openMenu();
    await menu.getByRole('menuitem', { name: 'Administração' }).click();
    await expect(page).toHaveURL(new RegExp(`/administracao/${everyPageOwner().companyId}$`));
    await page.context().close();
  });
}

test("on a phone the MCP chart's tooltip opens with a tap on a bubble, stays on the screen and closes with a tap elsewhere", async ({ browser }) => {
  const { session, editorPages } = everyPageOwner();
  const page = await (await browser.newContext({ storageState: session, viewport: PHONES[0], hasTouch: true, isMobile: true })).newPage();
  await openPage(page, editorPages.find((path) => /\/mcp\/\d+\/grafico$/.test(path))!);
  const chart = page.getByTestId('matrix-chart');
  // ECharts' tooltip: a box of its own in the chart, hidden (visibility: hidden) when closed.
  const tooltip = chart.locator('div[style*="z-index: 9999999"]');
  // A bubble lies just under its name: a product's name the chart shows (overlapping names are hidden).
  const label = chart.locator('svg text', { hasText: /^Produto / }).first();
  await label.scrollIntoViewIfNeeded();
  const name = (await label.boundingBox())!;
  await page.touchscreen.tap(name.x + name.width / 2, name.y + name.height + 10);
  await expect(tooltip).toBeVisible();
  await expect(tooltip).toContainText('Quadrante');
  const box = (await tooltip.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(PHONES[0].width);
  await page.getByRole('heading').first().tap();
  await expect(tooltip).toBeHidden();
  await page.context().close();
});

test("on a phone the gear menu's Sair signs out", async ({ browser, playwright }) => {
  // Sair ends the session it is used in: a session of its own, as the saved one serves the other tests.
  const { owner, session } = everyPageOwner();
  const request = await playwright.request.newContext();
  const token = await signIn(request, owner);
  await request.dispose();
  const ownSession = { ...session, origins: session.origins.map((origin) => ({ ...origin, localStorage: origin.localStorage.map((item) => (item.name === 'token' ? { ...item, value: token } : item)) })) };
  expect(JSON.stringify(ownSession)).toContain(token);
  const page = await (await browser.newContext({ storageState: ownSession, viewport: PHONES[0] })).newPage();
  await openPage(page, '/empresas');
  await page.getByRole('button', { name: 'Configurações' }).click();
  await page.getByRole('menu', { name: 'Configurações' }).getByRole('menuitem', { name: 'Sair' }).click();
  await expect(page).toHaveURL(/\/login$/);
});
