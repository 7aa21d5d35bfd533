import { expect, test, type Locator, type Page } from '@playwright/test';
import { analysesWithData, type AnalysesWithData } from '../support/analyses-with-data.js';
import { ApiClient, type Person, signedInPage } from '../support/api-client.js';
import { CLUSTER } from '../support/fixtures.js';
import { uniqueStamp } from '../support/people.js';

// The history of an analysis: a deleted MCP product restored from the "Histórico" panel, a
// deleted SWOT item brought back by the deletion's "Desfazer", the panel on a phone.
test.describe.configure({ mode: 'serial' });

const stamp = uniqueStamp();
const owner: Person = { name: 'Hilda Historiadora', email: `hilda.${stamp}@exemplo.com`, password: 'hilda123456' };
let client: ApiClient;
let companyId = 0;
let ids: AnalysesWithData;

/** The rows of a chart table as they read, cell by cell. */
const rowsOf = (table: Locator) => table.getByRole('row').evaluateAll((rows) => rows.map((row) => Array.from(row.children, (cell) => cell.textContent ?? '')));
/** How much wider than the screen the document is (0 when it fits). */
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

test.beforeAll(async ({ playwright, baseURL }) => {
  const request = await playwright.request.newContext({ baseURL });
  client = new ApiClient(request);
  await client.signUp(owner);
  companyId = await client.createCompany(`Arquivo ${stamp}`);
  ids = await analysesWithData(request, client.token!, companyId);
});

test('a deleted MCP product restored from the history brings its months back, and the chart as it was', { tag: CLUSTER }, async ({ browser }) => {
  const page = await signedInPage(browser, client, 1280);
  const mcp = `/empresa/${companyId}/mcp/${ids.mcpId}`;
  const table = page.getByRole('table', { name: 'Produtos no período' });
  const product = 'Produto 2.2 edição especial';
  const monthsOf = async () => (await client.call<{ products: unknown[] }>('GET', `/api/mcps/${ids.mcpId}/control_data/`)).products.length;

  await page.goto(`${mcp}/grafico`);
  await expect(table.getByRole('row', { name: new RegExp(`^${product}`) })).toBeVisible();
  const before = await rowsOf(table);
  const monthsBefore = await monthsOf();

  await test.step('the product is deleted: its row leaves the chart', async () => {
    await page.goto(`${mcp}/produtos`);
    await page.getByRole('button', { name: `excluir ${product}`, exact: true }).click();
    await page.getByRole('dialog', { name: 'Excluir produto' }).getByRole('button', { name: 'excluir' }).click();
    await expect(page.getByRole('button', { name: `excluir ${product}`, exact: true })).toHaveCount(0);
    expect(await monthsOf()).toBe(monthsBefore - 3);
  });

  await test.step('the history lists the deletion first; the revision before it draws the chart as it was', async () => {
    await page.getByRole('link', { name: 'Histórico' }).click();
    const list = page.getByRole('list', { name: 'Versões da análise' });
    const revisions = list.getByRole('button');
    await expect(revisions.first()).toContainText(`Hilda Historiadora excluiu o produto ${product}`);
    await revisions.nth(1).click();
    await expect(table.getByRole('row', { name: new RegExp(`^${product}`) })).toBeVisible();
    expect(await rowsOf(table)).toEqual(before);
    await page.getByRole('button', { name: 'Restaurar esta versão' }).click();
    await expect(revisions.first()).toContainText('Hilda Historiadora restaurou a versão');
  });

  await test.step('the months are back and the chart equals the one before', async () => {
    expect(await monthsOf()).toBe(monthsBefore);
    await page.getByRole('link', { name: 'Gráfico' }).click();
    await expect(table.getByRole('row', { name: new RegExp(`^${product}`) })).toBeVisible();
    expect(await rowsOf(table)).toEqual(before);
  });
});

test('"Desfazer" after deleting a SWOT item brings it back', { tag: CLUSTER }, async ({ browser }) => {
  const page = await signedInPage(browser, client, 1280);
  const item = 'Custo logístico alto';
  await page.goto(`/empresa/${companyId}/swot/${ids.swotId}/itens`);
  const weaknesses = page.getByRole('region', { name: 'Fraquezas' });
  await expect(weaknesses.getByRole('textbox', { name: 'Texto' })).toHaveValue(item);
  await weaknesses.getByRole('button', { name: `Excluir ${item}` }).click();
  await page.getByRole('dialog', { name: 'Excluir item' }).getByRole('button', { name: 'Excluir' }).click();
  await expect(weaknesses.getByRole('textbox', { name: 'Texto' })).toHaveCount(0);

  await page.getByTestId('undo-deletion').getByRole('button', { name: 'Desfazer' }).click();
  await expect(weaknesses.getByRole('textbox', { name: 'Texto' })).toHaveValue(item);
  await page.reload();
  await expect(page.getByRole('region', { name: 'Fraquezas' }).getByRole('textbox', { name: 'Texto' })).toHaveValue(item);
});

test('on a 360 px phone each kind\'s history panel draws a past chart and fits the screen', async ({ browser }) => {
  const page = await signedInPage(browser, client, 360);
  for (const [kind, id] of [
    ['swot', ids.swotId],
    ['mcp', ids.mcpId],
    ['ambiental', ids.ambientalId],
    ['multifatorial', ids.multifatorialId],
  ] as const) {
    await page.goto(`/empresa/${companyId}/${kind}/${id}/historico`);
    // The newest revision: every kind's chart has its marks by then.
    await page.getByRole('list', { name: 'Versões da análise' }).getByRole('button').first().click();
    await expect(page.getByTestId('history-revision').getByTestId('matrix-chart').locator('svg').first(), kind).toBeVisible();
    await expect.poll(() => overflow(page), `${kind} at 360 px`).toBeLessThanOrEqual(0);
  }
});
