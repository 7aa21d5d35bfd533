import { expect, test, type Browser, type Page } from '@playwright/test';
import { Role, TOKEN_STORAGE_KEY } from 'contracts';
import { ApiClient, type Person } from '../support/api-client.js';
import { E2E_BASE_URL } from '../support/environment.js';
import { uniqueStamp } from '../support/people.js';

// The shell's own behaviour around every page: its boot indicator, the return to the page
// asked for after signing in, the route's company in the header and the gear menu's keyboard.

test('index.html shows its loading indicator before any script runs, until React renders', async ({ page }) => {
  const cspViolations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) cspViolations.push(message.text());
  });
  // The shell's scripts are held, as on a slow connection.
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/static/app/*.js', async (route) => {
    await released;
    await route.continue();
  });

  await page.goto('/uilab', { waitUntil: 'commit' });
  const indicator = page.getByRole('status');
  await expect(indicator).toHaveText('Carregando…');
  await expect(indicator).toBeVisible();
  // Its inline style applies (the CSP allows inline styles): centred in the viewport.
  expect(await indicator.evaluate((element) => getComputedStyle(element).display)).toBe('flex');
  await expect(page.getByTestId('header-logo')).toHaveCount(0);

  release();
  // The first tree renders in a transition, in slices that wait for the CPU: on a machine at a
  // load of 40–50 the layout comes seconds after the scripts, with the page.
  await expect(page.getByTestId('header-logo')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('boot-loading')).toHaveCount(0);
  expect(cspViolations).toEqual([]);
});

test.describe('signed-in navigation', () => {
  test.describe.configure({ mode: 'serial' });

  const stamp = uniqueStamp();
  const owner: Person = { name: 'Otávio Dono', email: `otavio.${stamp}@exemplo.com`, password: 'otavio12345' };
  const partner: Person = { name: 'Paula Sócia', email: `paula.${stamp}@exemplo.com`, password: 'paula12345' };
  const ownerApi = { client: null as ApiClient | null, companyId: 0 };
  const partnerApi = { client: null as ApiClient | null, companyId: 0 };
  const names = { owner: `Oficina ${stamp}`, partner: `Padaria ${stamp}` };

  test.beforeAll(async ({ playwright, baseURL }) => {
    // Two owners of one company each; the owner makes the partner an admin of theirs too.
    for (const [person, holder, name] of [
      [owner, ownerApi, names.owner],
      [partner, partnerApi, names.partner],
    ] as const) {
      const client = new ApiClient(await playwright.request.newContext({ baseURL }));
      await client.signUp(person);
      holder.client = client;
      holder.companyId = await client.createCompany(name);
    }
    await ownerApi.client!.addCollaborator(ownerApi.companyId, partner.email, Role.Admin);
  });

  /** A page already signed in as the API client's user (its token stored, as the login page does). */
  async function signedInPage(browser: Browser, client: ApiClient): Promise<Page> {
    const context = await browser.newContext();
    await context.addInitScript(([key, token]) => window.localStorage.setItem(key, token), [TOKEN_STORAGE_KEY, client.token!] as const);
    return context.newPage();
  }

  async function signInOnPage(page: Page, person: Person): Promise<void> {
    await page.getByPlaceholder('e-mail...').fill(person.email);
    await page.getByPlaceholder('senha...').fill(person.password);
    await page.getByRole('button', { name: 'Entrar' }).click();
  }

  test('signing in from a protected page returns there, query string included', async ({ page }) => {
    const intended = `/administracao/${ownerApi.companyId}?origem=e2e`;
    await page.goto(intended);
    await expect(page).toHaveURL(/\/login\?next=/);
    expect(new URL(page.url()).searchParams.get('next')).toBe(intended);
    await expect(page.getByTestId('login-page')).toBeVisible();

    // A failed attempt keeps the page to return to.
    await signInOnPage(page, { ...owner, password: 'senha-errada1' });
    await expect(page.getByRole('alert')).toBeVisible();
    await expect(page).toHaveURL(/\/login\?next=/);
    await signInOnPage(page, owner);
    await expect(page).toHaveURL(intended);
    await expect(page.getByTestId('administration-page')).toBeVisible();
    await expect(page.getByTestId('header-company')).toHaveText(names.owner);

    // Signing out is no detour: the next sign-in lands where the companies lead.
    await page.getByRole('button', { name: 'Configurações' }).click();
    await page.getByRole('menuitem', { name: 'Sair' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a next= leading off this site is ignored: the companies decide', async ({ page }) => {
    await page.goto('/login?next=%2F%2Fexample.com%2Fentrar');
    await signInOnPage(page, owner);
    // One company: its page.
    await expect(page).toHaveURL(`${E2E_BASE_URL}/empresa/${ownerApi.companyId}`);
  });

  test("the route's company becomes the current one in the header and the status bar", async ({ browser }) => {
    const page = await signedInPage(browser, partnerApi.client!);
    await page.goto(`/administracao/${partnerApi.companyId}`);
    await expect(page.getByTestId('header-company')).toHaveText(names.partner);

    for (const path of [`/administracao/${ownerApi.companyId}`, `/atualizarEmpresa/${ownerApi.companyId}`]) {
      await page.goto(path);
      await expect(page.getByTestId('header-company')).toHaveText(names.owner);
      await expect(page.getByTestId('header-logo')).toHaveAttribute('href', `/empresa/${ownerApi.companyId}`);
    }
    await expect(page.getByPlaceholder('nome fantasia...')).toHaveValue(names.owner);

    // Choosing another company in the administration's status bar changes the header too.
    await page.goto(`/administracao/${ownerApi.companyId}`);
    await page.getByTestId('company-status-bar').getByRole('combobox').selectOption({ label: names.partner });
    await expect(page).toHaveURL(new RegExp(`/administracao/${partnerApi.companyId}$`));
    await expect(page.getByTestId('header-company')).toHaveText(names.partner);
    await page.context().close();
  });

  test("a company the user may not see leaves the header's company as it was", async ({ browser }) => {
    const page = await signedInPage(browser, ownerApi.client!);
    await page.goto(`/administracao/${ownerApi.companyId}`);
    await expect(page.getByTestId('header-company')).toHaveText(names.owner);
    await page.goto(`/administracao/${partnerApi.companyId}`);
    await expect(page.getByTestId('administration-page')).toBeVisible();
    await expect(page.getByTestId('header-company')).toHaveText(names.owner);
    await expect(page.getByTestId('staff-row')).toHaveCount(0);
    await page.goto(`/atualizarEmpresa/${partnerApi.companyId}`);
    await expect(page).toHaveURL(/\/empresas$/);
    await expect(page.getByTestId('header-company')).toHaveText(names.owner);
    await page.context().close();
  });

  test('the gear menu works from the keyboard', async ({ browser }) => {
    const page = await signedInPage(browser, ownerApi.client!);
    await page.goto('/configuracoes');
    const button = page.getByRole('button', { name: 'Configurações' });
    const menu = page.getByRole('menu', { name: 'Configurações' });
    const item = (name: string) => menu.getByRole('menuitem', { name });

    await button.focus();
    await page.keyboard.press('Enter');
    await expect(menu).toBeVisible();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(item('Empresas')).toBeFocused();
    // Each key and the item it moves to; the arrows wrap around.
    for (const [key, name] of [
      ['ArrowDown', 'Conta'],
      ['End', 'Sair'],
      ['ArrowDown', 'Empresas'],
      ['ArrowUp', 'Sair'],
      ['Home', 'Empresas'],
    ] as const) {
      await page.keyboard.press(key);
      await expect(item(name), key).toBeFocused();
    }

    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(button).toBeFocused();
    await expect(button).toHaveAttribute('aria-expanded', 'false');

    // Tab closes the menu and goes on past the button, as if the menu were not there.
    await page.keyboard.press('Enter');
    await expect(item('Empresas')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(menu).toBeHidden();
    await expect(button).not.toBeFocused();
    expect(await page.evaluate(() => document.activeElement?.closest('main') !== null)).toBe(true);

    // Opened again, an item is followed with Enter.
    await button.focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Home');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/empresas$/);
    await expect(menu).toBeHidden();
    await page.context().close();
  });
});
