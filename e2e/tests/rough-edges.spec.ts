import { expect, test } from '@playwright/test';
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
