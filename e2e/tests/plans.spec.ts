import { expect, test, type Locator, type Page } from '@playwright/test';
import { createCompany, logIn, newPage, register, uniqueStamp } from '../support/people.js';
import { CLUSTER } from '../support/fixtures.js';

// Plans, the sandbox checkout and the return page, in the composed production build
// (PAYMENT_PROVIDER=sandbox, the default): only the provider's word changes the access.

const stamp = uniqueStamp();
const DATE = /\d{2}\/\d{2}\/\d{4}/;

/** On the plans page of a company, "Assinar" a plan; answers the sandbox checkout page, signed in as the buyer. */
async function subscribe(page: Page, plan: string, buyer: { email: string; password: string }): Promise<void> {
  await expect(page.getByTestId('sandbox-notice')).toContainText('Ambiente de teste');
  const card = page.getByTestId('product-card').filter({ has: page.getByRole('heading', { name: plan }) });
  await card.getByRole('button', { name: 'Assinar' }).click();
  await expect(page).toHaveURL(/\/api\/payment\/sandbox\/checkout\/[\w-]{22}$/);
  await expect(page.getByText('Ambiente de teste — nenhum pagamento real')).toBeVisible();
  await expect(page.getByText(plan, { exact: true })).toBeVisible();
  // As at a real provider, only the buyer's own sign-in decides the payment.
  await page.getByLabel('E-mail').fill(buyer.email);
  await page.getByLabel('Senha').fill(buyer.password);
}

/** Back from the checkout: the return page, then the plans page of the company. */
async function expectBackOnPlans(page: Page, companyId: number): Promise<void> {
  await expect(page).toHaveURL(new RegExp(`/planos/${companyId}$`));
  await expect(page.getByRole('heading', { name: 'Planos' })).toBeVisible();
}

const purchaseRow = (page: Page, plan: string) => page.getByTestId('purchase-row').filter({ hasText: plan });

/** A row's first cell's background and text colours, as computed. */
const cellColours = (row: Locator) =>
  row.locator('td').first().evaluate((td) => [getComputedStyle(td).backgroundColor, getComputedStyle(td).color]);

/** The theme's colours `background` and `text` as the browser computes them. */
const themeColours = (page: Page, background: string, text: string) =>
  page.evaluate(
    ([bg, fg]) => {
      const probe = document.createElement('div');
      probe.style.background = `var(${bg})`;
      probe.style.color = `var(${fg})`;
      document.body.append(probe);
      const colours = [getComputedStyle(probe).backgroundColor, getComputedStyle(probe).color];
      probe.remove();
      return colours;
    },
    [background, text],
  );

test('a declined payment leaves the company in its trial', async ({ browser }) => {
  const page = await newPage(browser);
  const person = { name: 'Renata Recusa', email: `renata.${stamp}@exemplo.com`, password: 'renata12345' };
  await register(page, person);
  await logIn(page, person);
  const companyId = await createCompany(page, `Recusa E2E ${stamp}`);

  await page.goto(`/planos/${companyId}`);
  await expect(page.getByTestId('company-status-text')).toHaveText(new RegExp(`^Experimente até: ${DATE.source}$`));
  const trialStatus = await page.getByTestId('company-status-text').textContent();

  await subscribe(page, 'Mensal', person);
  await expect(page.getByTestId('sandbox-total')).toHaveText('R$\u00a049,90');
  await page.getByRole('button', { name: 'Recusar pagamento' }).click();
  await expectBackOnPlans(page, companyId);

  await expect(purchaseRow(page, 'Mensal')).toContainText('Recusado');
  await expect(page.getByTestId('company-status-text')).toHaveText(trialStatus!);
  await expect(page.getByTestId('company-access-text')).toHaveText(/^Acesso experimental liberado/);
  await expect(page.getByTestId('company-status-bar')).toHaveAttribute('data-level', 'warning');

  // It says so, and the row is red, never as green as a payment (issue 23), on a desktop and on a phone.
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: 800 });
    const outcome = page.getByTestId('payment-outcome');
    await expect(outcome).toHaveText('Pagamento recusado: nada foi cobrado.');
    await expect(outcome).toHaveAttribute('role', 'alert');
    const box = (await outcome.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(width);
    await expect(purchaseRow(page, 'Mensal')).toHaveAttribute('data-status', 'rejected');
    expect(await cellColours(purchaseRow(page, 'Mensal'))).toEqual(await themeColours(page, '--color-danger-soft', '--color-danger'));
  }
  await page.setViewportSize({ width: 1280, height: 720 });
});

test("a demo company's owner buys a plan through the sandbox, sees the access granted, then creates a second company", { tag: CLUSTER }, async ({ browser }) => {
  const page = await newPage(browser);
  const owner = { name: 'Paula Pagante', email: `paula.${stamp}@exemplo.com`, password: 'paula12345' };
  await register(page, owner);
  await logIn(page, owner);
  const companyId = await createCompany(page, `Compra E2E ${stamp}`);

  await test.step('the demo popup leads to the plans of the company', async () => {
    await page.getByTestId('demo-info-modal').getByRole('button', { name: 'Ver planos' }).click();
    await expect(page).toHaveURL(new RegExp(`/planos/${companyId}$`));
    await expect(page.getByTestId('company-status-bar')).toHaveAttribute('data-level', 'warning');
    await expect(page.getByTestId('product-card')).toHaveCount(3);
    await expect(page.getByTestId('product-card').filter({ hasText: 'Anual' })).toHaveAttribute('data-highlighted', 'true');
    await expect(page.getByTestId('product-card').filter({ hasText: 'Anual' })).toContainText('R$\u00a0478,80');
  });

  await test.step('without a payment, a second company asks for a payment method', async () => {
    await page.goto('/empresas');
    await expect(page.getByTestId('cannot-create-company')).toBeVisible();
    await expect(page.getByTestId('create-company')).toHaveCount(0);
  });

  await test.step('"Assinar" opens the sandbox checkout; approving returns to the plans page', async () => {
    await page.goto(`/planos/${companyId}`);
    await subscribe(page, 'Anual', owner);
    await expect(page.getByTestId('sandbox-total')).toHaveText('R$\u00a0478,80');
    await page.getByRole('button', { name: 'Aprovar pagamento' }).click();
    await expectBackOnPlans(page, companyId);
  });

  await test.step('the access is granted and the purchase approved', async () => {
    await expect(page.getByTestId('company-access-text')).toHaveText(/^Acesso liberado/);
    await expect(page.getByTestId('company-status-text')).toHaveText(new RegExp(`^Liberado até: ${DATE.source}$`));
    await expect(page.getByTestId('company-status-bar')).toHaveAttribute('data-level', 'normal');
    await expect(purchaseRow(page, 'Anual')).toContainText('Aprovado');
    await expect(purchaseRow(page, 'Anual')).toContainText('R$\u00a0478,80');
    await expect(purchaseRow(page, 'Anual')).toHaveAttribute('data-status', 'approved');
    await expect(page.getByTestId('payment-outcome')).toHaveText('Pagamento aprovado: o acesso da empresa foi liberado.');
  });

  await test.step('on a phone the purchases table scrolls in its frame, not the page', async () => {
    await page.setViewportSize({ width: 360, height: 800 });
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await expect(purchaseRow(page, 'Anual')).toBeVisible();
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  await test.step('a buyer may create a second company', async () => {
    await page.goto('/empresas');
    await expect(page.getByTestId('create-company')).toBeVisible();
    const second = await createCompany(page, `Segunda E2E ${stamp}`);
    expect(second).not.toBe(companyId);
    await expect(page.getByTestId('header-company')).toHaveText(`Segunda E2E ${stamp}`);
  });
});

test('the return page sends an unknown checkout code home', async ({ browser }) => {
  const page = await newPage(browser);
  const person = { name: 'Tiago Retorno', email: `tiago.${stamp}@exemplo.com`, password: 'tiago12345' };
  await register(page, person);
  await logIn(page, person);
  await page.goto('/retorno/AAAAAAAAAAAAAAAAAAAAAA');
  await expect(page).not.toHaveURL(/\/retorno\//);
});
