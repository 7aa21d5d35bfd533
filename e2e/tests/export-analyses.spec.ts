import { readFileSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import readXlsxFile from 'read-excel-file/node';
import { openPage } from '../support/app.js';
import { apiCall, createdCompany, logIn, newPage, signedUpPerson, type Person, uniqueStamp } from '../support/people.js';

// The export buttons of the tables export.spec.ts leaves out: an MCP product's expenses, the
// Multifatorial's criteria, a month's grades and the chart's points, the Ambiental's factors and
// the SWOT's crossings. Each file is opened again: headers, values and number types.
test.describe.configure({ mode: 'serial' });

const stamp = uniqueStamp();
const owner: Person = { name: 'Otávio Planilha', email: `otavio.${stamp}@exemplo.com`, password: 'otavio12345' };
const ids = { company: 0, mcp: 0, multifatorial: 0, ambiental: 0, swot: 0 };
let page: Page;

const month = (text: string) => new Date(`${text}-01T00:00:00Z`);

/** Presses a table's Excel (or CSV) button and reads the file the browser is given. */
async function exported(buttons: Locator, button: 'Exportar Excel' | 'Exportar CSV') {
  const download = buttons.page().waitForEvent('download');
  await buttons.getByRole('button', { name: button }).click();
  const path = (await (await download).path())!;
  return button === 'Exportar Excel' ? readXlsxFile(readFileSync(path)) : readFileSync(path, 'utf8');
}
const workbook = async (buttons: Locator) => (await exported(buttons, 'Exportar Excel')) as Awaited<ReturnType<typeof readXlsxFile>>;
const csv = async (buttons: Locator) => (await exported(buttons, 'Exportar CSV')) as string;

test.beforeAll(async ({ playwright }) => {
  const request = await playwright.request.newContext();
  const token = await signedUpPerson(request, owner);
  const call = <T>(method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown) => apiCall<T>(request, method, path, body, token);
  ids.company = await createdCompany(request, token, `Padaria ${stamp}`);

  const mcp = await call<{ id: number }>('POST', `/api/company/${ids.company}/mcps/`, { name: 'Padaria Central' });
  const market = await call<{ id: number }>('POST', `/api/mcps/${mcp.id}/categories/`, { name: 'Pães' });
  const bread = await call<{ id: number }>('POST', '/api/products/', { categoryId: market.id, name: 'Pão francês', color: 0x6d4c41 });
  await call('PUT', `/api/products/${bread.id}/update_expenses/`, { date: '2025-01', expenses: [{ name: 'Embalagem', value: 35.5 }, { name: 'Frete', value: 120 }] });
  await call('PUT', `/api/products/${bread.id}/update_expenses/`, { date: '2025-02', expenses: [{ name: 'Embalagem', value: 40 }] });
  ids.mcp = mcp.id;

  // A new multifatorial keeps its eight default criteria; one market with one item, graded in January.
  const multifatorial = await call<{ id: number }>('POST', `/api/company/${ids.company}/multifatoriais/`, { name: 'Portfólio' });
  const category = await call<{ id: number }>('POST', `/api/multifatorial/${multifatorial.id}/categories/`, { name: 'Pães' });
  const item = await call<{ id: number }>('POST', `/api/multifatorial/${multifatorial.id}/categories/${category.id}/items/`, { name: 'Pão francês', faturamento: 1500.5 });
  const criteria = await call<{ id: number; axis: 'attractiveness' | 'force' }[]>('GET', `/api/multifatoriais/${multifatorial.id}/criteria/`);
  await call('PUT', `/api/multifatoriais/${multifatorial.id}/grades/`, {
    date: '2025-01',
    grades: criteria.map((criterion) => (criterion.axis === 'attractiveness' ? { criterionId: criterion.id, categoryId: category.id, grade: 0.8 } : { criterionId: criterion.id, itemId: item.id, grade: 0.75 })),
  });
  ids.multifatorial = multifatorial.id;

  // The Ambiental's six factors, one subfactor in Político.
  const ambiental = await call<{ id: number }>('POST', `/api/company/${ids.company}/ambiental/`, { name: 'Cenário' });
  const factors = await call<{ id: number; name: string }[]>('GET', `/api/ambientais/${ambiental.id}/factors/listWithSubfactors/`);
  await call('POST', `/api/factors/${factors.find((factor) => factor.name === 'Político')!.id}/subfactors/`, { name: 'Reforma tributária', kind: 'oportunidade', importance: 0.8, grade: 0.65 });
  ids.ambiental = ambiental.id;

  const swot = await call<{ id: number }>('POST', `/api/company/${ids.company}/swots/`, { name: 'SWOT da padaria' });
  const swotItem = (quadrant: string, text: string) => call<{ id: number }>('POST', `/api/swots/${swot.id}/items/`, { quadrant, text, importance: 0.8 });
  const strength = await swotItem('S', 'Pão sempre quente');
  await swotItem('W', 'Pouco estacionamento');
  const opportunity = await swotItem('O', 'Bairro crescendo');
  await swotItem('T', 'Rede nova na esquina');
  await call('PUT', `/api/swots/${swot.id}/crossings/`, [{ internal: strength.id, external: opportunity.id, intensity: 3 }]);
  ids.swot = swot.id;
  await request.dispose();
});

test('expenses, criteria, grades, chart points, factors and crossings go to Excel and CSV as shown', async ({ browser }) => {
  page = await newPage(browser);
  await logIn(page, owner);
  const base = `/empresa/${ids.company}`;

  await test.step("an MCP product's expenses, every month, months as dates and values as numbers", async () => {
    await openPage(page, `${base}/mcp/${ids.mcp}/despesas`);
    const buttons = page.getByTestId('expenses-export');
    const [sheet] = await workbook(buttons);
    expect(sheet!.sheet).toBe('Despesas Pão francês');
    expect(sheet!.data).toEqual([
      ['Mês', 'Despesa', 'Valor (R$)'],
      [month('2025-01'), 'Embalagem', 35.5],
      [month('2025-01'), 'Frete', 120],
      [month('2025-02'), 'Embalagem', 40],
    ]);
    expect(await csv(buttons)).toBe('\uFEFFMês;Despesa;Valor (R$)\r\n01/01/2025;Embalagem;35,5\r\n01/01/2025;Frete;120\r\n01/02/2025;Embalagem;40\r\n');
  });

  await test.step("the Multifatorial's criteria: importance 0–10 and the share of the axis as a fraction", async () => {
    await openPage(page, `${base}/multifatorial/${ids.multifatorial}/criterios`);
    const [sheet] = await workbook(page.getByTestId('criteria-export'));
    expect(sheet!.data[0]).toEqual(['Eixo', 'Nome do critério', 'Importância', 'Peso no eixo']);
    expect(sheet!.data).toContainEqual(['Atratividade do mercado', 'Tamanho do mercado', 3, 0.3]);
    expect(sheet!.data).toContainEqual(['Força competitiva', 'Força da marca', 2, 0.2]);
    expect(sheet!.data).toHaveLength(1 + 8);
  });

  await test.step("January's grades: the market's attractiveness and the item's force, 0–10", async () => {
    await openPage(page, `${base}/multifatorial/${ids.multifatorial}/notas`);
    await page.getByLabel('Mês das notas').fill('2025-01');
    const sheets = await workbook(page.getByTestId('grades-export'));
    expect(sheets.map((sheet) => sheet.sheet)).toEqual(['Atratividade dos mercados', 'Força dos itens']);
    expect(sheets[0]!.data[0]![0]).toBe('Mercado');
    expect(sheets[0]!.data[1]).toEqual(['Pães', 8, 8, 8, 8]);
    expect(sheets[1]!.data[0]!.slice(0, 2)).toEqual(['Item', 'Mercado']);
    expect(sheets[1]!.data[1]).toEqual(['Pão francês', 'Pães', 7.5, 7.5, 7.5, 7.5]);
  });

  await test.step("the chart's points: scores 0–10, the zone, revenue as a number, the grades' month as a date", async () => {
    await openPage(page, `${base}/multifatorial/${ids.multifatorial}/grafico`);
    const [sheet] = await workbook(page.getByTestId('points-export'));
    expect(sheet!.data[0]!.slice(0, 7)).toEqual(['Item', 'Mercado', 'Força competitiva', 'Atratividade do mercado', 'Zona', 'Faturamento', 'Mês das notas']);
    const [name, market, force, attractiveness, zone, revenue, graded] = sheet!.data[1]!;
    expect([name, market, zone, revenue, graded]).toEqual(['Pão francês', 'Pães', 'Investir/Crescer', 1500.5, month('2025-01')]);
    expect(typeof force).toBe('number');
    expect(typeof attractiveness).toBe('number');
    expect(sheet!.data).toHaveLength(2);
  });

  await test.step("the Ambiental's factors, one row per subfactor, scores 0–10", async () => {
    await openPage(page, `${base}/ambiental/${ids.ambiental}/fatores`);
    const buttons = page.getByTestId('factors-export');
    const [sheet] = await workbook(buttons);
    expect(sheet!.data[0]).toEqual(['Fator', 'Importância do fator', 'Subfator', 'Tipo', 'Importância', 'Nota']);
    expect(sheet!.data).toContainEqual(['Político', 5, 'Reforma tributária', 'Oportunidade', 8, 6.5]);
    expect(sheet!.data).toContainEqual(['Econômico', 5, null, null, null, null]);
    expect(sheet!.data).toHaveLength(1 + 6);
    expect(await csv(buttons)).toContain('\r\nPolítico;5;Reforma tributária;Oportunidade;8;6,5\r\n');
  });

  await test.step("the SWOT's crossings: internal items down, external across, intensities as integers", async () => {
    await openPage(page, `${base}/swot/${ids.swot}/cruzamentos`);
    const [sheet] = await workbook(page.getByTestId('crossings-export'));
    expect(sheet!.data[0]).toEqual(['Interno \\ Externo', 'O · Bairro crescendo', 'T · Rede nova na esquina']);
    expect(sheet!.data[1]![0]).toBe('S · Pão sempre quente');
    expect(sheet!.data[1]![1]).toBe(3);
    expect(sheet!.data).toHaveLength(3);
  });
  await page.context().close();
});
