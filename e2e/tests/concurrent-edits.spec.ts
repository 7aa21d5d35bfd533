import { expect, test, type Browser, type Page } from '@playwright/test';
import { Role } from 'contracts';
import { openOverviewPastDemoPopup } from '../support/app.js';
import { apiCall, createdCompany, invitedCollaborator, logIn, notification, type Person, signedUpPerson, uniqueStamp } from '../support/people.js';

// Two people of one company edit the same analysis, each in a browser of their own, the second
// from a page loaded before the first saved: nothing either saved is lost without them being told.
test.describe.configure({ mode: 'serial' });

const stamp = uniqueStamp();
const owner: Person = { name: 'Ana Souza', email: `ana.concurrent.${stamp}@exemplo.com`, password: 'ana1234567' };
const consultant: Person = { name: 'Caio Prado', email: `caio.concurrent.${stamp}@exemplo.com`, password: 'caio1234567' };

let companyId = 0;
let ownerToken = '';
let swotId = 0;
let mcpId = 0;
let productId = 0;

test.beforeAll(async ({ playwright }) => {
  const request = await playwright.request.newContext();
  ownerToken = await signedUpPerson(request, owner);
  companyId = await createdCompany(request, ownerToken, `Padaria Concorrida ${stamp}`);
  await invitedCollaborator(request, ownerToken, companyId, consultant, Role.Consultant);
  swotId = (await apiCall<{ id: number }>(request, 'POST', `/api/company/${companyId}/swots/`, { name: 'SWOT da padaria' }, ownerToken)).id;
  await apiCall(request, 'POST', `/api/swots/${swotId}/items/`, { quadrant: 'S', text: 'Pão quente' }, ownerToken);
  mcpId = (await apiCall<{ id: number }>(request, 'POST', `/api/company/${companyId}/mcps/`, { name: 'MCP da padaria' }, ownerToken)).id;
  const category = await apiCall<{ id: number }>(request, 'POST', `/api/mcps/${mcpId}/categories/`, { name: 'Pães' }, ownerToken);
  productId = (await apiCall<{ id: number }>(request, 'POST', '/api/products/', { categoryId: category.id, name: 'Pão Francês' }, ownerToken)).id;
  await apiCall(request, 'PUT', `/api/mcps/${mcpId}/control_data/`, [{ kind: 'product', id: productId, date: '2024-05', total: 100, cost: 40, amount: 10 }], ownerToken);
  await request.dispose();
});

async function signedIn(browser: Browser, person: Person, path: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await logIn(page, person);
  await openOverviewPastDemoPopup(page, companyId);
  await page.goto(`/empresa/${companyId}${path}`);
  return page;
}

const gridCell = (page: Page, field: string) =>
  page.getByRole('table', { name: 'Dados mensais' }).getByRole('textbox', { name: `Pão Francês (produto, Pães) · ${field} Maio/2024` });

async function openControlData(browser: Browser, person: Person): Promise<Page> {
  const page = await signedIn(browser, person, `/mcp/${mcpId}/dados`);
  await expect(gridCell(page, 'Faturamento')).toBeVisible();
  return page;
}

async function saveGrid(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Salvar dados' }).click();
}

/** May's stored values of the product, as the API answers them. */
async function storedMay(page: Page): Promise<{ total: number; cost: number }> {
  const data = await apiCall<{ products: { id: number; date: string; total: number; cost: number }[] }>(page.context().request, 'GET', `/api/mcps/${mcpId}/control_data/`, undefined, ownerToken);
  const may = data.products.find((month) => month.id === productId && month.date.startsWith('2024-05'))!;
  return { total: Number(may.total), cost: Number(may.cost) };
}

test("two people save different cells of one month: both values are kept", async ({ browser }) => {
  const ana = await openControlData(browser, owner);
  const caio = await openControlData(browser, consultant);

  await gridCell(ana, 'Faturamento').fill('111');
  await saveGrid(ana);
  await expect(notification(ana, 'Dados mensais salvos.')).toBeVisible();

  // Caio's page was loaded before Ana saved.
  await gridCell(caio, 'Custo').fill('55');
  await saveGrid(caio);
  await expect(notification(caio, 'Dados mensais salvos.')).toBeVisible();

  for (const page of [ana, caio]) {
    await page.reload();
    await expect(gridCell(page, 'Faturamento')).toHaveValue('111');
    await expect(gridCell(page, 'Custo')).toHaveValue('55');
  }
  expect(await storedMay(ana)).toEqual({ total: 111, cost: 55 });
});

test("two people change the same cell: the second sees the first's value and name, and chooses", async ({ browser }) => {
  const ana = await openControlData(browser, owner);
  const caio = await openControlData(browser, consultant);
  const conflicts = caio.getByTestId('control-data-conflicts');

  await test.step('Caio types, Ana saves the same cell, Caio saves: he is shown her value and chooses his', async () => {
    await gridCell(caio, 'Faturamento').fill('222');
    await gridCell(ana, 'Faturamento').fill('333');
    await saveGrid(ana);
    await expect(notification(ana, 'Dados mensais salvos.')).toBeVisible();

    await saveGrid(caio);
    await expect(conflicts).toContainText(`${owner.name} salvou 333; você digitou 222.`);
    await conflicts.getByRole('button', { name: 'Manter o meu' }).click();
    await saveGrid(caio);
    await expect(notification(caio, 'Dados mensais salvos.')).toBeVisible();
    expect((await storedMay(ana)).total).toBe(222);
  });

  await test.step("Caio types, Ana saves the same cell, Caio saves: he takes hers", async () => {
    await gridCell(caio, 'Custo').fill('66');
    await gridCell(ana, 'Custo').fill('77');
    await saveGrid(ana);
    await expect(notification(ana, 'Dados mensais salvos.').last()).toBeVisible();

    await saveGrid(caio);
    await expect(conflicts).toContainText(`${owner.name} salvou 77; você digitou 66.`);
    await conflicts.getByRole('button', { name: 'Usar o valor salvo' }).click();
    await expect(conflicts).toHaveCount(0);
    await expect(gridCell(caio, 'Custo')).toHaveValue('77');
    expect(await storedMay(ana)).toEqual({ total: 222, cost: 77 });
  });
});

test("a SWOT item renamed by one person, its importance changed by another from an older page: the second is told, the text is kept", async ({ browser }) => {
  const ana = await signedIn(browser, owner, `/swot/${swotId}/itens`);
  const caio = await signedIn(browser, consultant, `/swot/${swotId}/itens`);
  const strengths = (page: Page) => page.getByRole('region', { name: 'Forças', exact: true });
  await expect(strengths(caio).getByLabel('Texto')).toHaveValue('Pão quente');

  // Caio changes the importance before Ana's rename lands: his edit is of the item he saw.
  await strengths(caio).getByLabel('Importância de Pão quente').fill('0.9');
  await strengths(ana).getByLabel('Texto').fill('Pão quente o dia todo');
  await ana.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(notification(ana, 'Alterações salvas.')).toBeVisible();

  await caio.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(caio.getByRole('alert').filter({ hasText: `${owner.name} alterou este item. Veja a versão atual e salve de novo.` })).toBeVisible();
  // His page shows Ana's text; nothing of hers was overwritten.
  await expect(strengths(caio).getByLabel('Texto')).toHaveValue('Pão quente o dia todo');
  const items = await apiCall<{ text: string; importance: number }[]>(caio.context().request, 'GET', `/api/swots/${swotId}/items/`, undefined, ownerToken);
  expect(items.map((item) => item.text)).toEqual(['Pão quente o dia todo']);
});
