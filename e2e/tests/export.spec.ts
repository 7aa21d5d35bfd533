import { readFileSync } from 'node:fs';
import { expect, test, type Download, type Locator, type Page } from '@playwright/test';
import readXlsxFile from 'read-excel-file/node';
import { openPage } from '../support/app.js';
import { apiCall, createdCompany, logIn, newPage, signedUpPerson, type Person, uniqueStamp } from '../support/people.js';

// A consultant takes the tables to a spreadsheet: the MCP's monthly grid, its chart's table and
// a SWOT's items as .xlsx (opened again here: values, number types, dates) and as CSV for a
// pt-BR Excel; and the MCP's own report shows the period chosen, kept in its address.
test.describe.configure({ mode: 'serial' });

const stamp = uniqueStamp();
const owner: Person = { name: 'Olga Planilha', email: `olga.${stamp}@exemplo.com`, password: 'olga12345' };
const ids = { company: 0, mcp: 0, swot: 0 };
let page: Page;

const month = (text: string) => new Date(`${text}-01T00:00:00Z`);

/** Presses a table's export button and waits for the file the browser is given. */
async function exported(buttons: Locator, button: 'Exportar Excel' | 'Exportar CSV'): Promise<Download> {
  const download = buttons.page().waitForEvent('download');
  await buttons.getByRole('button', { name: button }).click();
  return download;
}

/** The workbook's sheets as read-excel-file opens them (numbers as numbers, dates as dates). */
async function workbook(download: Download) {
  return readXlsxFile(readFileSync((await download.path())!));
}

test.beforeAll(async ({ playwright }) => {
  const request = await playwright.request.newContext();
  const token = await signedUpPerson(request, owner);
  const call = <T>(method: 'POST' | 'PUT', path: string, body: unknown) => apiCall<T>(request, method, path, body, token);
  ids.company = await createdCompany(request, token, `Padaria ${stamp}`);

  const mcp = await call<{ id: number }>('POST', `/api/company/${ids.company}/mcps/`, { name: 'Padaria Central' });
  const market = await call<{ id: number }>('POST', `/api/mcps/${mcp.id}/categories/`, { name: 'Pães' });
  const bread = await call<{ id: number }>('POST', '/api/products/', { categoryId: market.id, name: 'Pão francês', color: 0x6d4c41 });
  const cake = await call<{ id: number }>('POST', '/api/products/', { categoryId: market.id, name: 'Sonho', color: 0xff8f00 });
  const rival = await call<{ id: number }>('POST', '/api/competitors/', { categoryId: market.id, name: 'Padaria Rival' });
  const months = ['2025-01', '2025-02', '2025-03'];
  await call('PUT', `/api/mcps/${mcp.id}/control_data/`, [
    ...[1000, 1200.5, 1500].map((total, n) => ({ kind: 'product', id: bread.id, date: months[n], total, cost: 400 + 50 * n, amount: 500 + 60 * n })),
    ...months.map((date) => ({ kind: 'product', id: cake.id, date, total: 300, cost: 120, amount: 60 })),
    ...months.map((date) => ({ kind: 'competitor', id: rival.id, date, total: 800, cost: 0, amount: 0 })),
  ]);
  ids.mcp = mcp.id;

  const swot = await call<{ id: number }>('POST', `/api/company/${ids.company}/swots/`, { name: 'SWOT da padaria' });
  for (const [quadrant, text, importance] of [
    ['T', 'Rede nova na esquina', 0.55],
    ['S', 'Pão sempre quente', 0.9],
    ['O', 'Bairro crescendo', 0.8],
    ['W', 'Pouco estacionamento', 0.4],
  ] as const) {
    await call('POST', `/api/swots/${swot.id}/items/`, { quadrant, text, importance });
  }
  ids.swot = swot.id;
  await request.dispose();
});

test('the MCP grid, the chart table and the SWOT items go to Excel and CSV', async ({ browser }) => {
  page = await newPage(browser);
  await logIn(page, owner);

  await test.step("the monthly grid: the import's layout, one row per item and month, months as dates, money as numbers", async () => {
    await openPage(page, `/empresa/${ids.company}/mcp/${ids.mcp}/dados`);
    const buttons = page.getByTestId('control-data-export');
    const xlsx = await exported(buttons, 'Exportar Excel');
    expect(xlsx.suggestedFilename()).toBe('dados-mensais-padaria-central.xlsx');
    const [sheet] = await workbook(xlsx);
    expect(sheet!.sheet).toBe('Dados mensais');
    expect(sheet!.data[0]).toEqual(['Tipo', 'Categoria', 'Nome', 'Mês', 'Faturamento', 'Custo', 'Quantidade']);
    expect(sheet!.data.slice(1, 4)).toEqual([
      ['produto', 'Pães', 'Pão francês', month('2025-01'), 1000, 400, 500],
      ['produto', 'Pães', 'Pão francês', month('2025-02'), 1200.5, 450, 560],
      ['produto', 'Pães', 'Pão francês', month('2025-03'), 1500, 500, 620],
    ]);
    expect(sheet!.data.at(-1)).toEqual(['concorrente', 'Pães', 'Padaria Rival', month('2025-03'), 800, 0, 0]);
    expect(sheet!.data).toHaveLength(1 + 3 * 3);

    const csv = await exported(buttons, 'Exportar CSV');
    expect(csv.suggestedFilename()).toBe('dados-mensais-padaria-central.csv');
    const text = readFileSync((await csv.path())!, 'utf8');
    expect(text.startsWith('\uFEFFTipo;Categoria;Nome;Mês;Faturamento;Custo;Quantidade\r\n')).toBe(true);
    expect(text).toContain('\r\nproduto;Pães;Pão francês;01/02/2025;1200,5;450;560\r\n');
  });

  await test.step("the chart's table of the period shown, every product, shares as fractions", async () => {
    await openPage(page, `/empresa/${ids.company}/mcp/${ids.mcp}/grafico`);
    await expect(page.getByTestId('mcp-chart-period')).toHaveText('Março/2025');
    const xlsx = await exported(page.getByTestId('chart-table-export'), 'Exportar Excel');
    expect(xlsx.suggestedFilename()).toBe('matriz-mcp-padaria-central-marco-2025.xlsx');
    const [sheet] = await workbook(xlsx);
    expect(sheet!.sheet).toBe('Março 2025');
    expect(sheet!.data[0]).toEqual(['Produto', 'Quadrante', 'Participação', 'Crescimento', 'RMS', 'Faturamento', 'Margem de contribuição', 'Margem de contribuição (%)']);
    // The table's order (faturamento, highest first); Pão francês sold 1 500 of the market's 2 600 in March.
    const bread = sheet!.data[1]!;
    expect(bread[0]).toBe('Pão francês');
    expect(bread[2]).toBeCloseTo(1500 / 2600, 6);
    expect(bread[5]).toBe(1500);
    expect(typeof bread[3]).toBe('number');
    expect(sheet!.data.map((row) => row[0])).toEqual(['Produto', 'Pão francês', 'Sonho']);
  });

  await test.step('the SWOT items, quadrant by quadrant, importance on the 0–10 scale', async () => {
    await openPage(page, `/empresa/${ids.company}/swot/${ids.swot}/itens`);
    const xlsx = await exported(page.getByTestId('swot-items-export'), 'Exportar Excel');
    const [sheet] = await workbook(xlsx);
    expect(sheet!.data).toEqual([
      ['Quadrante', 'Texto', 'Importância'],
      ['Forças', 'Pão sempre quente', 9],
      ['Fraquezas', 'Pouco estacionamento', 4],
      ['Oportunidades', 'Bairro crescendo', 8],
      ['Ameaças', 'Rede nova na esquina', 5.5],
    ]);
    const csv = readFileSync((await (await exported(page.getByTestId('swot-items-export'), 'Exportar CSV')).path())!, 'utf8');
    expect(csv).toBe('\uFEFFQuadrante;Texto;Importância\r\nForças;Pão sempre quente;9\r\nFraquezas;Pouco estacionamento;4\r\nOportunidades;Bairro crescendo;8\r\nAmeaças;Rede nova na esquina;5,5\r\n');
  });

  await test.step('a cell typed and not yet saved is exported as shown', async () => {
    await openPage(page, `/empresa/${ids.company}/mcp/${ids.mcp}/dados`);
    await page.getByRole('table', { name: 'Dados mensais' }).getByRole('textbox', { name: 'Sonho (produto, Pães) · Faturamento Abril/2025' }).fill('99,5');
    await expect(page.getByText('Há alterações não salvas.')).toBeVisible();
    const [sheet] = await workbook(await exported(page.getByTestId('control-data-export'), 'Exportar Excel'));
    expect(sheet!.data).toContainEqual(['produto', 'Pães', 'Sonho', month('2025-04'), 99.5, null, null]);
  });
  await page.context().close();
});

test("the MCP's report shows the period chosen, and its address keeps it", async ({ browser }) => {
  page = await newPage(browser);
  await logIn(page, owner);
  const report = `/empresa/${ids.company}/mcp/${ids.mcp}/relatorio`;
  const choice = () => page.getByLabel('Período do relatório');
  const breadRow = () => page.getByTestId('mcp-chart-table').getByRole('row', { name: /Pão francês/ });

  await openPage(page, report);
  await expect(page.getByText('Período mais recente: Março/2025')).toBeVisible();
  await expect(choice().locator('option:checked')).toHaveText('Março/2025');
  await expect(breadRow()).toContainText('1.500,00');

  await choice().selectOption({ label: 'Fevereiro/2025' });
  await expect(page).toHaveURL(new RegExp(`/relatorio\\?periodo=2025-02$`));
  await expect(page.getByText('Período: Fevereiro/2025')).toBeVisible();
  await expect(breadRow()).toContainText('1.200,50');

  // The address opens the same period (a link sent to a colleague, a reload).
  await openPage(page, `${report}?periodo=2025-01`);
  await expect(page.getByText('Período: Janeiro/2025')).toBeVisible();
  await expect(choice().locator('option:checked')).toHaveText('Janeiro/2025');
  await expect(breadRow()).toContainText('1.000,00');

  // A period without data says so and shows the latest.
  await openPage(page, `${report}?periodo=2019-01`);
  await expect(page.getByText('O período 2019-01 não tem dados nesta matriz: o relatório mostra o mais recente.')).toBeVisible();
  await expect(page.getByText('Período mais recente: Março/2025')).toBeVisible();
  // The choice is not printed.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByTestId('report-period-choice')).toBeHidden();
  await page.context().close();
});
