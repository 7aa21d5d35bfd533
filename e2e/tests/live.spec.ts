import { expect, test, type Browser, type Page } from '@playwright/test';
import { openOverviewPastDemoPopup } from '../support/app.js';
import { apiCall, createdCompany, invitedEmployee, logIn, markDocument, notification, type Person, signedUpPerson, uniqueStamp } from '../support/people.js';

// Two people of one company with the same analysis open, each in a browser of their own: what one
// changes appears on the other's page without a reload, named and marked where it changed; each
// sees the other is there.
const stamp = uniqueStamp();
const owner: Person = { name: 'Ana Souza', email: `ana.live.${stamp}@exemplo.com`, password: 'ana1234567' };
const employee: Person = { name: 'Bruno Lima', email: `bruno.live.${stamp}@exemplo.com`, password: 'bruno123456' };

let companyId = 0;
let swotId = 0;
let ownerToken = '';
let mcpId = 0;
let productId = 0;

test.beforeAll(async ({ playwright }) => {
  const request = await playwright.request.newContext();
  ownerToken = await signedUpPerson(request, owner);
  companyId = await createdCompany(request, ownerToken, `Padaria Ao Vivo ${stamp}`);
  await invitedEmployee(request, ownerToken, companyId, employee);
  swotId = (await apiCall<{ id: number }>(request, 'POST', `/api/company/${companyId}/swots/`, { name: 'SWOT da padaria' }, ownerToken)).id;
  mcpId = (await apiCall<{ id: number }>(request, 'POST', `/api/company/${companyId}/mcps/`, { name: 'MCP da padaria' }, ownerToken)).id;
  const category = await apiCall<{ id: number }>(request, 'POST', `/api/mcps/${mcpId}/categories/`, { name: 'Pães' }, ownerToken);
  productId = (await apiCall<{ id: number }>(request, 'POST', '/api/products/', { categoryId: category.id, name: 'Pão Francês' }, ownerToken)).id;
  await apiCall(request, 'PUT', `/api/mcps/${mcpId}/control_data/`, [{ kind: 'product', id: productId, date: '2024-01', total: 100, cost: 40, amount: 10 }], ownerToken);
  await request.dispose();
});

async function signedIn(browser: Browser, person: Person): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await logIn(page, person);
  await openOverviewPastDemoPopup(page, companyId);
  return page;
}

async function openSwotItems(browser: Browser, person: Person): Promise<Page> {
  const page = await signedIn(browser, person);
  await page.goto(`/empresa/${companyId}/swot/${swotId}/itens`);
  await expect(page.getByTestId('quadrant-S')).toBeVisible();
  return page;
}

async function openControlData(browser: Browser, person: Person): Promise<Page> {
  const page = await signedIn(browser, person);
  await page.goto(`/empresa/${companyId}/mcp/${mcpId}/dados`);
  await expect(gridCell(page, 'Faturamento', 'Janeiro/2024')).toHaveValue('100');
  return page;
}

const gridCell = (page: Page, field: string, month: string) =>
  page.getByRole('table', { name: 'Dados mensais' }).getByRole('textbox', { name: `Pão Francês (produto, Pães) · ${field} ${month}` });

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
    await expect(notification(bruno, `${owner.name} criou Pão Francês`)).toBeVisible();
    await expect(row.getByTestId('live-recent-change')).toHaveText(`Alterado agora por ${owner.name}`);
    expect(await sameDocument()).toBe(true);
    // One's own change is neither announced nor marked.
    await expect(notification(ana, `${owner.name} criou Pão Francês`)).toHaveCount(0);
  });

  await test.step('Bruno leaves: Ana no longer sees him', async () => {
    await bruno.context().close();
    await expect(ana.getByTestId('live-presence')).toHaveCount(0);
  });
});

test("a colleague's grid cells are marked with their name; a deletion is said as one", async ({ browser }) => {
  const ana = await openControlData(browser, owner);
  const bruno = await openControlData(browser, employee);

  await test.step("Ana types January's revenue and saves; Bruno's grid shows it, marked with her name", async () => {
    await gridCell(ana, 'Faturamento', 'Janeiro/2024').fill('150');
    await ana.getByRole('button', { name: 'Salvar dados' }).click();
    await expect(notification(ana, 'Dados mensais salvos.')).toBeVisible();

    const cell = gridCell(bruno, 'Faturamento', 'Janeiro/2024');
    await expect(cell).toHaveValue('150');
    await expect(cell.locator('xpath=..').getByTestId('cell-mark')).toHaveText(`Alterado agora por ${owner.name}`);
    // The month's other cells of the product are marked too; another month is not.
    await expect(gridCell(bruno, 'Custo', 'Janeiro/2024').locator('xpath=..').getByTestId('cell-mark')).toHaveText(`Alterado agora por ${owner.name}`);
    await expect(gridCell(bruno, 'Faturamento', 'Fevereiro/2024').locator('xpath=..').getByTestId('cell-mark')).toHaveCount(0);
    await expect(notification(bruno, `${owner.name} alterou 1 célula de Dados de controle`)).toBeVisible();
    // One's own save is neither announced nor marked.
    await expect(gridCell(ana, 'Faturamento', 'Janeiro/2024').locator('xpath=..').getByTestId('cell-mark')).toHaveCount(0);
  });

  await test.step('Ana deletes the product: Bruno is told it was deleted', async () => {
    await apiCall(ana.context().request, 'DELETE', `/api/products/${productId}/`, undefined, ownerToken);
    await expect(notification(bruno, `${owner.name} excluiu Pão Francês`)).toBeVisible();
  });
});
