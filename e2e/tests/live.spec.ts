import { expect, test, type Browser, type Page } from '@playwright/test';
import { openOverviewPastDemoPopup } from '../support/app.js';
import { apiCall, createdCompany, invitedEmployee, logIn, markDocument, notification, type Person, signedUpPerson, uniqueStamp } from '../support/people.js';

// Two people of one company with the same SWOT open, each in a browser of their own: what one
// adds appears on the other's page without a reload, named; each sees the other is there.
const stamp = uniqueStamp();
const owner: Person = { name: 'Ana Souza', email: `ana.live.${stamp}@exemplo.com`, password: 'ana1234567' };
const employee: Person = { name: 'Bruno Lima', email: `bruno.live.${stamp}@exemplo.com`, password: 'bruno123456' };

let companyId = 0;
let swotId = 0;

test.beforeAll(async ({ playwright }) => {
  const request = await playwright.request.newContext();
  const ownerToken = await signedUpPerson(request, owner);
  companyId = await createdCompany(request, ownerToken, `Padaria Ao Vivo ${stamp}`);
  await invitedEmployee(request, ownerToken, companyId, employee);
  swotId = (await apiCall<{ id: number }>(request, 'POST', `/api/company/${companyId}/swots/`, { name: 'SWOT da padaria' }, ownerToken)).id;
  await request.dispose();
});

async function openSwotItems(browser: Browser, person: Person): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await logIn(page, person);
  await openOverviewPastDemoPopup(page, companyId);
  await page.goto(`/empresa/${companyId}/swot/${swotId}/itens`);
  await expect(page.getByTestId('quadrant-S')).toBeVisible();
  return page;
}

test("a colleague's new SWOT item appears without a reload, named; each sees who else has the SWOT open", async ({ browser }) => {
  const ana = await openSwotItems(browser, owner);
  const bruno = await openSwotItems(browser, employee);

  await test.step('presence: each sees the other by initials, named on hover', async () => {
    await expect(ana.getByTestId('live-presence').getByRole('listitem', { name: employee.name })).toHaveText('BL');
    await expect(bruno.getByTestId('live-presence').getByRole('listitem', { name: owner.name })).toHaveText('AS');
  });

  await test.step("Ana adds an item; Bruno's page shows it, says who changed what and marks the row", async () => {
    const sameDocument = await markDocument(bruno);
    const form = ana.getByTestId('add-item-S');
    await form.getByPlaceholder('nova força...').fill('Pão Francês');
    await form.getByRole('button', { name: 'Adicionar' }).click();
    await expect(ana.getByTestId('quadrant-S').locator('li input').first()).toHaveValue('Pão Francês');

    const row = bruno.getByTestId('quadrant-S').locator('li');
    await expect(row.locator('input').first()).toHaveValue('Pão Francês');
    await expect(notification(bruno, `${owner.name} alterou Pão Francês`)).toBeVisible();
    await expect(row.getByTestId('live-recent-change')).toHaveText(`Alterado agora por ${owner.name}`);
    expect(await sameDocument()).toBe(true);
    // One's own change is neither announced nor marked.
    await expect(notification(ana, `${owner.name} alterou Pão Francês`)).toHaveCount(0);
  });

  await test.step('Bruno leaves: Ana no longer sees him', async () => {
    await bruno.context().close();
    await expect(ana.getByTestId('live-presence')).toHaveCount(0);
  });
});
