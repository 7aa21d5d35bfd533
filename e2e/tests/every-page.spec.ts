import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { analysesWithData, analysisEditorPages } from '../support/analyses-with-data.js';
import { GUEST_PAGES, openPage, signedInPages } from '../support/app.js';
import { logIn, register, signIn } from '../support/people.js';

// Every page, signed out and signed in, with the dialogs open: no serious or critical axe
// violation, and no page wider than a phone's screen. Serial: one account and its company.
test.describe.configure({ mode: 'serial', timeout: 240_000 });

const stamp = Date.now();
const owner = { name: 'Paula Telefone', email: `paula.${stamp}@exemplo.com`, password: 'paula12345' };
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

/** How much wider than the screen the document is (0 when it fits). */
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

let companyId = 0;
/** The editor pages of one analysis of each kind, with data in their charts and tables. */
let editorPages: string[] = [];
let signedIn: Awaited<ReturnType<BrowserContext['storageState']>>;

/** A page signed in as the owner (the session saved once), at `viewport`. */
async function ownerPage(browser: Browser, viewport = { width: 1280, height: 800 }): Promise<Page> {
  const context = await browser.newContext({ storageState: signedIn, viewport });
  return context.newPage();
}

test.beforeAll(async ({ browser, playwright }) => {
  const page = await (await browser.newContext()).newPage();
  await register(page, owner);
  await logIn(page, owner);
  await page.goto('/novaEmpresa');
  await page.getByPlaceholder('nome fantasia...').fill(`Telefone ${stamp}`);
  await page.getByRole('button', { name: 'Cadastrar' }).click();
  await expect(page).toHaveURL(/\/empresa\/\d+$/);
  companyId = Number(/\/empresa\/(\d+)$/.exec(page.url())![1]);
  signedIn = await page.context().storageState();
  await page.context().close();
  const request = await playwright.request.newContext();
  editorPages = analysisEditorPages(companyId, await analysesWithData(request, await signIn(request, owner), companyId));
  await request.dispose();
});

test('guest pages: no serious accessibility violation', async ({ page }) => {
  for (const path of GUEST_PAGES) {
    await openPage(page, path);
    expect(await seriousViolations(page), path).toEqual([]);
  }
});

test('signed-in pages: no serious accessibility violation', async ({ browser }) => {
  const page = await ownerPage(browser);
  for (const path of [...signedInPages(companyId), ...editorPages]) {
    await openPage(page, path);
    expect(await seriousViolations(page), path).toEqual([]);
  }
});

test('dialogs open: no serious accessibility violation, the focus inside', async ({ browser, page: guest }) => {
  await openPage(guest, '/uilab/botoes');
  await guest.getByRole('button', { name: 'Abrir diálogo' }).click();
  const example = guest.getByRole('dialog', { name: 'Diálogo de exemplo' });
  await expect(example).toBeVisible();
  expect(await seriousViolations(guest), 'UI lab dialog').toEqual([]);

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
  await add.getByLabel('E-mail').fill(`ninguem.${stamp}@exemplo.com`);
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

test('on a phone (360 and 390 px wide) no page is wider than the screen', async ({ browser }) => {
  for (const viewport of PHONES) {
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

    const page = await ownerPage(browser, viewport);
    for (const path of [...signedInPages(companyId), ...editorPages]) {
      await openPage(page, path);
      expect(await overflow(page), `${path} at ${viewport.width} px`).toBeLessThanOrEqual(0);
    }
    await page.context().close();
  }
});

test('on a phone the gear menu is reachable: Conta, Administração and Sair visible and clickable', async ({ browser }) => {
  for (const viewport of PHONES) {
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
    await expect(page).toHaveURL(new RegExp(`/administracao/${companyId}$`));
    await page.context().close();
  }
  // Sair last: it ends the saved session.
  const page = await ownerPage(browser, PHONES[0]);
  await openPage(page, '/empresas');
  await page.getByRole('button', { name: 'Configurações' }).click();
  await page.getByRole('menu', { name: 'Configurações' }).getByRole('menuitem', { name: 'Sair' }).click();
  await expect(page).toHaveURL(/\/login$/);
});
