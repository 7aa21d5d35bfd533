import { expect, test, type Locator, type Page } from '@playwright/test';
import { Role } from 'contracts';
import { ApiClient, type Person, signedInPage } from '../support/api-client.js';
import { notification, uniqueStamp } from '../support/people.js';

// The navigation a user expects (issue 23), on a desktop and on a phone: /planos opens the
// company the user is on, a refused address says why, the overview tiles tell what the
// company has and lead back to the last analysis changed.

const WIDTHS = [1280, 360] as const;

const stamp = uniqueStamp();
const owner: Person = { name: 'Olga Dona', email: `olga.nav.${stamp}@exemplo.com`, password: 'olga123456' };
const partner: Person = { name: 'Pedro Sócio', email: `pedro.nav.${stamp}@exemplo.com`, password: 'pedro12345' };
// "Alfa" is the first of the partner's companies in any alphabetical list; "Zeta" is the one he works on.
const names = { owner: `Alfa Oficina ${stamp}`, partner: `Zeta Padaria ${stamp}` };
const clients = { owner: null as ApiClient | null, partner: null as ApiClient | null };
const ids = { alfa: 0, zeta: 0, firstMcp: 0, lastMcp: 0, swot: 0 };

test.beforeAll(async ({ playwright, baseURL }) => {
  for (const [person, key] of [
    [owner, 'owner'],
    [partner, 'partner'],
  ] as const) {
    const client = new ApiClient(await playwright.request.newContext({ baseURL }));
    await client.signUp(person);
    clients[key] = client;
  }
  ids.alfa = await clients.owner!.createCompany(names.owner);
  // The partner's own company is the one the server keeps as his active company (the last created).
  ids.zeta = await clients.partner!.createCompany(names.partner);
  await clients.owner!.addCollaborator(ids.alfa, partner.email, Role.Admin);
  const create = (path: string, name: string) => clients.partner!.call<{ id: number }>('POST', `/api/company/${ids.zeta}/${path}/`, { name });
  ids.firstMcp = (await create('mcps', 'Bebidas de 2025')).id;
  ids.lastMcp = (await create('mcps', 'Salgados de 2026')).id;
  ids.swot = (await create('swots', 'SWOT da padaria')).id;
});

/** The element is whole inside the screen's width (nothing cut at either side). */
async function expectInsideScreen(page: Page, locator: Locator): Promise<void> {
  // Where it rests: a notice slides in, and a box measured mid-way may still be off the edge.
  await locator.evaluate((element) => Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)));
  const box = (await locator.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(page.viewportSize()!.width);
}

for (const width of WIDTHS) {
  test.describe(`${width} px`, () => {
    test("/planos without an id opens the header's company, not the alphabetically first", async ({ browser }) => {
      const page = await signedInPage(browser, clients.partner!, width);
      await page.goto(`/empresa/${ids.zeta}`);
      await expect(page.getByTestId('header-company')).toHaveText(names.partner);

      await page.goto('/planos');
      await expect(page).toHaveURL(new RegExp(`/planos/${ids.zeta}$`));
      await expect(page.getByTestId('company-status-bar').getByRole('combobox')).toHaveValue(String(ids.zeta));
      await expect(page.getByTestId('header-company')).toHaveText(names.partner);
      await expect(page.getByTestId('product-card').first()).toBeVisible();

      // Choosing the other company on the plans page makes it the header's too: a plan is bought for the company shown.
      await page.getByTestId('company-status-bar').getByRole('combobox').selectOption({ label: names.owner });
      await expect(page).toHaveURL(new RegExp(`/planos/${ids.alfa}$`));
      await expect(page.getByTestId('header-company')).toHaveText(names.owner);
      await page.context().close();
    });

    test('an unknown company or one the user may not see is the not-found page; an analysis that is not there sends them home saying why', async ({ browser }) => {
      const page = await signedInPage(browser, clients.owner!, width);
      // Never another company in its place: the owner's only company is not opened instead.
      for (const companyId of [ids.zeta, 2_000_000_000]) {
        await page.goto(`/empresa/${companyId}`);
        const notFound = page.getByTestId('not-found-page');
        await expect(notFound.getByRole('heading', { name: '404' })).toBeVisible();
        await expect(notFound.getByTestId('not-found-detail')).toHaveText('Você não tem acesso a esta empresa (ou ela não existe mais).');
        await expectInsideScreen(page, notFound);
        await expect(page).toHaveURL(new RegExp(`/empresa/${companyId}$`));
        await expect(page.getByTestId('overview-page')).toHaveCount(0);
      }
      await page.goto(`/empresa/${ids.alfa}`);
      await expect(page.getByTestId('overview-page')).toBeVisible();
      await expect(page.getByTestId('header-company')).toHaveText(names.owner);

      await page.goto(`/empresa/${ids.alfa}/mcp/2000000000/categorias`);
      const missing = notification(page, 'Análise não encontrada: ela pode ter sido excluída.');
      await expect(missing).toBeVisible();
      await expectInsideScreen(page, missing);
      await expect(page).not.toHaveURL(/\/mcp\//);

      // An analysis of another company is as missing.
      await page.goto(`/empresa/${ids.alfa}/mcp/${ids.firstMcp}/categorias`);
      await expect(notification(page, 'Análise não encontrada: ela pode ter sido excluída.')).toBeVisible();
      await expect(page).not.toHaveURL(/\/mcp\//);
      await page.context().close();
    });

    test("the overview's tiles count the company's analyses and continue the last changed one", async ({ browser }) => {
      const page = await signedInPage(browser, clients.partner!, width);
      await page.goto(`/empresa/${ids.zeta}`);
      // A trial company's popup, once a day: out of the way first.
      await page.getByTestId('demo-info-modal').getByRole('button', { name: 'Ver planos' }).click();
      await page.goto(`/empresa/${ids.zeta}`);
      await expect(page.getByTestId('overview-count-mcp')).toHaveText('2 matrizes MCP');
      await expect(page.getByTestId('overview-count-swot')).toHaveText('1 análise SWOT Sistêmica');
      await expect(page.getByTestId('overview-count-ambiental')).toHaveText('Nenhuma análise ambiental ainda');
      await expect(page.getByTestId('overview-count-multifatorial')).toHaveText('Nenhuma matriz multifatorial ainda');
      await expect(page.getByTestId('overview-continue-ambiental')).toHaveCount(0);
      const next = page.getByTestId('overview-continue-mcp');
      await expect(next).toHaveText('Salgados de 2026');
      await next.scrollIntoViewIfNeeded();
      await expectInsideScreen(page, next);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

      await next.click();
      await expect(page).toHaveURL(new RegExp(`/empresa/${ids.zeta}/mcp/${ids.lastMcp}/categorias$`));
      await expect(page.getByTestId('mcp-editor-page')).toBeVisible();
      await page.context().close();
    });
  });
}
