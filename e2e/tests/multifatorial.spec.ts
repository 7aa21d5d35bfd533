import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { apiCall, createdCompany, invitedEmployee, logIn, signedUpPerson, type Person, uniqueStamp } from '../support/people.js';
import { canvasTexts, pngSize, recordCanvasTexts } from '../support/png.js';
import { echartsRequests, openOverviewPastDemoPopup } from '../support/app.js';

// A consultant imports an MCP into a new multifatorial, types two months of grades in the grid
// (and one on a 360 px phone) and reads the GE–McKinsey matrix; an employee of the company
// reads it and can change nothing.
test.describe.configure({ mode: 'serial' });

const stamp = uniqueStamp();
const owner: Person = { name: 'Marta Multifatorial', email: `marta.${stamp}@exemplo.com`, password: 'marta12345' };
const employee: Person = { name: 'Fábio Funcionário', email: `fabio.${stamp}@exemplo.com`, password: 'fabio12345' };
const analysis = 'Portfólio de Sucos';

let companyId = 0;
/** The new multifatorial's editor, '/empresa/{id}/multifatorial/{id}'. */
let editorPath = '';
const companyName = `Sucos ${stamp}`;

const newPage = async (browser: Browser) => (await browser.newContext({ acceptDownloads: true })).newPage();
const menu = (target: Page) => target.getByRole('navigation', { name: 'Menu da matriz multifatorial' });
const MARKETS = 'Atratividade de cada mercado';
const ITEMS = 'Força competitiva de cada item';
/** A cell of a grades grid, named by its row and column headers. */
const gradeCell = (target: Page, grid: string, row: string, criterion: string) =>
  target.getByRole('table', { name: grid }).getByRole('textbox', { name: `${row} ${criterion}`, exact: true });
/** A block pasted as a spreadsheet puts it on the clipboard (tab-separated lines). */
const pasteBlock = (cell: Locator, text: string) =>
  cell.evaluate((input, block) => {
    const data = new DataTransfer();
    data.setData('text/plain', block);
    input.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, text);

test.beforeAll(async ({ playwright }) => {
  const request = await playwright.request.newContext();
  const token = await signedUpPerson(request, owner);
  companyId = await createdCompany(request, token, companyName);
  await invitedEmployee(request, token, companyId, employee);
  // The MCP to import: one market, two products, 14 months of Laranja (its last 12 count) and 2 of Uva.
  const mcp = await apiCall<{ id: number }>(request, 'POST', `/api/company/${companyId}/mcps/`, { name: 'Linha de Sucos' }, token);
  const sucos = await apiCall<{ id: number }>(request, 'POST', `/api/mcps/${mcp.id}/categories/`, { name: 'Sucos' }, token);
  const laranja = await apiCall<{ id: number }>(request, 'POST', '/api/products/', { categoryId: sucos.id, name: 'Suco de Laranja', color: 0xff8c00 }, token);
  const uva = await apiCall<{ id: number }>(request, 'POST', '/api/products/', { categoryId: sucos.id, name: 'Suco de Uva', color: 0x6a0dad }, token);
  const month = (n: number) => `${2023 + Math.floor(n / 12)}-${String((n % 12) + 1).padStart(2, '0')}`;
  await apiCall(request, 'PUT', `/api/mcps/${mcp.id}/control_data/`, [
    ...[...Array(14).keys()].map((n) => ({ kind: 'product', id: laranja.id, date: month(n), total: 1000, cost: 400, amount: 10 })),
    { kind: 'product', id: uva.id, date: '2024-01', total: 300, cost: 100, amount: 3 },
    { kind: 'product', id: uva.id, date: '2024-02', total: 200, cost: 100, amount: 2 },
  ], token);
  await request.dispose();
});

test('a consultant imports an MCP into a multifatorial', async ({ browser }) => {
  const page = await newPage(browser);
  await logIn(page, owner);

  await test.step('with no multifatorial yet, the overview tile first suggests the MCP', async () => {
    await openOverviewPastDemoPopup(page, companyId);
    await page.getByTestId('overview-tile-multifatorial').click();
    const tip = page.getByRole('dialog', { name: 'Dica: comece pela análise de Crescimento&Participação' });
    await tip.getByRole('button', { name: 'Continuar para Multifatorial' }).click();
    await expect(page).toHaveURL(new RegExp(`/empresa/${companyId}/multifatorial$`));
  });

  await test.step('a new multifatorial imports the MCP: markets, active products, faturamento of the last 12 months', async () => {
    await page.getByRole('button', { name: 'Nova matriz multifatorial' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nova matriz multifatorial' });
    await dialog.getByRole('button', { name: 'Criar matriz' }).click();
    await expect(dialog.getByText('Campo nome é obrigatório')).toBeVisible();
    await dialog.getByLabel('Nome').fill(analysis);
    await dialog.getByLabel('Importar mercados e produtos de').selectOption({ label: 'Linha de Sucos' });
    await dialog.getByRole('button', { name: 'Criar matriz' }).click();
    // The new matrix's editor opens.
    await expect(page).toHaveURL(/\/multifatorial\/\d+\/criterios$/);
    await expect(page.getByTestId('matrix-header')).toContainText('Matriz Multifatorial');
    await expect(page.getByRole('region', { name: 'Atratividade do mercado' }).getByLabel('Nome do critério')).toHaveCount(4);
    await expect(page.getByRole('region', { name: 'Força competitiva' }).getByLabel('Nome do critério')).toHaveCount(4);

    await menu(page).getByRole('link', { name: 'Mercados e itens' }).click();
    const sucos = page.getByRole('region', { name: 'Sucos' });
    await expect(sucos.getByLabel('Faturamento (R$) de Suco de Laranja')).toHaveValue('12.000');
    await expect(sucos.getByLabel('Faturamento (R$) de Suco de Uva')).toHaveValue('500');
    await expect(page.getByText('Ligada à matriz MCP "Linha de Sucos".')).toBeVisible();
  });

  editorPath = new URL(page.url()).pathname.replace(/\/[^/]+$/, '');

  await test.step('with a multifatorial, the overview tile goes straight to the area', async () => {
    await page.goto(`/empresa/${companyId}`);
    await page.getByTestId('overview-tile-multifatorial').click();
    await expect(page).toHaveURL(new RegExp(`/empresa/${companyId}/multifatorial$`));
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});

test('a consultant types two months of grades in the grid at 1280 px', async ({ browser }) => {
  const page = await newPage(browser);
  await logIn(page, owner);
  await page.goto(`${editorPath}/notas`);

  await test.step('January typed in the grades grid (keyboard and a pasted block), then February started from January', async () => {
    await page.getByLabel('Mês das notas').fill('2024-01');
    // A criterion without a grade is an empty cell (never a made-up 5,00).
    await expect(gradeCell(page, MARKETS, 'Sucos', 'Tamanho do mercado')).toHaveValue('');
    await gradeCell(page, MARKETS, 'Sucos', 'Tamanho do mercado').click();
    await page.keyboard.type('8');
    // Out of range: named, and nothing can be saved.
    await page.keyboard.press('ArrowRight');
    await page.keyboard.type('11');
    await expect(page.getByTestId('grades-out-of-range')).toContainText('As notas vão de 0 a 10. Corrija: Crescimento do mercado de Sucos.');
    await expect(page.getByRole('button', { name: 'Salvar alterações' })).toBeDisabled();
    await page.keyboard.press('Backspace');
    await page.keyboard.press('Backspace');
    await expect(page.getByTestId('grades-out-of-range')).toHaveCount(0);
    // Laranja and Uva's "Participação de mercado", copied from a spreadsheet column.
    await pasteBlock(gradeCell(page, ITEMS, 'Suco de Laranja (Sucos)', 'Participação de mercado'), '2\r\n5\r\n');
    await expect(gradeCell(page, ITEMS, 'Suco de Uva (Sucos)', 'Participação de mercado')).toHaveValue('5');
    // docs/screenshots/issue-23: both grids above the fixed bottom row.
    await page.setViewportSize({ width: 1280, height: 1000 });
    await page.screenshot({ path: test.info().outputPath('grades-grid-1280.png') });
    await page.getByRole('button', { name: 'Salvar alterações' }).click();
    await expect(page.getByText('Notas do mês salvas.').first()).toBeVisible();
    await page.reload();
    await page.getByLabel('Mês das notas').fill('2024-01');
    await expect(gradeCell(page, MARKETS, 'Sucos', 'Tamanho do mercado')).toHaveValue('8');
    await expect(gradeCell(page, MARKETS, 'Sucos', 'Crescimento do mercado')).toHaveValue('');
    await expect(gradeCell(page, ITEMS, 'Suco de Laranja (Sucos)', 'Participação de mercado')).toHaveValue('2');
    await expect(gradeCell(page, ITEMS, 'Suco de Uva (Sucos)', 'Participação de mercado')).toHaveValue('5');

    await page.getByLabel('Mês das notas').fill('2024-02');
    await expect(gradeCell(page, ITEMS, 'Suco de Laranja (Sucos)', 'Participação de mercado')).toHaveValue('');
    await page.getByRole('button', { name: 'Copiar as notas do mês anterior' }).click();
    await expect(gradeCell(page, ITEMS, 'Suco de Laranja (Sucos)', 'Participação de mercado')).toHaveValue('2');
    await gradeCell(page, ITEMS, 'Suco de Laranja (Sucos)', 'Participação de mercado').fill('9');
    // The sliders are the other view of the same edits.
    await page.getByRole('button', { name: 'Controles deslizantes' }).click();
    await expect(page.getByLabel('Participação de mercado de Suco de Laranja', { exact: true })).toHaveValue('0.9');
    await page.getByRole('button', { name: 'Salvar alterações' }).click();
    await expect(page.getByTestId('unsaved-notice')).toHaveCount(0);
  });

});

test('the consultant reads the GE matrix of the graded months', async ({ browser }) => {
  const page = await newPage(browser);
  await logIn(page, owner);
  await page.goto(`${editorPath}/grafico`);

  await test.step('the chart: zones, the points table, the trajectories, the PNG', async () => {
    await expect(page.getByLabel('De', { exact: true })).toHaveValue('2024-01');
    await expect(page.getByLabel('Até', { exact: true })).toHaveValue('2024-02');
    const table = page.getByRole('table', { name: 'Pontos do gráfico' });
    // Laranja: x 0.9 (third 2) + y 0.8 (third 2) → invest; Uva: 0.5 (1) + 2 → invest too.
    await expect(table.getByRole('row', { name: /Suco de Laranja/ })).toContainText('Investir/Crescer');
    await expect(table.getByRole('row', { name: /Suco de Laranja/ })).toContainText('9,00');
    await expect(table.getByRole('row', { name: /Suco de Uva/ })).toContainText('Investir/Crescer');
    const chart = page.getByTestId('multifatorial-chart');
    await expect(chart.locator('svg text', { hasText: 'Seletividade' }).first()).toBeVisible();
    await expect(chart.locator('svg text', { hasText: 'Suco de Laranja' })).toHaveCount(1);
    await expect(page.getByTestId('multifatorial-shown-month')).toContainText('Fevereiro/2024');
    // Laranja's trajectory, January → February, is a dashed line; the toggle hides it.
    const trails = chart.locator('svg path[stroke-dasharray]');
    await expect(trails).not.toHaveCount(0);
    // All of it is the server's first screen of the chart: ECharts is not asked for until the chart is touched or a control changes it.
    await expect(chart.getByRole('img', { name: 'Força competitiva × atratividade do mercado' })).toBeVisible();
    expect(await echartsRequests(page)).toEqual([]);
    await page.getByLabel('Mostrar trajetórias').uncheck();
    // ECharts loads and draws the chart in the first screen's place, without the trails.
    await expect(chart.getByRole('img', { name: 'Força competitiva × atratividade do mercado' })).toHaveCount(0);
    await expect(chart.locator('svg text', { hasText: 'Suco de Laranja' })).toHaveCount(1);
    await expect(trails).toHaveCount(0);
    expect(await echartsRequests(page)).toHaveLength(1);
    await page.getByLabel('Mostrar trajetórias').check();

    // Back to January: Laranja was weak then (0.2 → third 0 + 2 → Seletividade), and its trail is gone.
    await page.getByLabel('Até', { exact: true }).fill('2024-01');
    await expect(table.getByRole('row', { name: /Suco de Laranja/ })).toContainText('Seletividade');
    await page.getByLabel('Até', { exact: true }).fill('2024-02');
    await expect(page.getByRole('button', { name: 'Reproduzir' })).toBeEnabled();

    // One colour rule: the bubbles have their market's colour (Sucos chose none: the palette's
    // first), and the legend lists the market in it.
    await expect(chart.locator('svg path[d^="M1 0A1 1 0 1 1"][fill="#0072b2"]')).toHaveCount(2);
    await expect(chart.getByTestId('multifatorial-chart-legend').getByRole('listitem')).toHaveText(['Sucos']);
    await expect(chart.getByTestId('multifatorial-chart-legend').locator('span')).toHaveCSS('background-color', 'rgb(0, 114, 178)');

    await recordCanvasTexts(page);
    const download = page.waitForEvent('download');
    await chart.getByRole('button', { name: /Exportar PNG/ }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('matriz-multifatorial-portfolio-de-sucos-fevereiro-2024-forca-competitiva-atratividade-do-mercado.png');
    // Presentation grade: twice the chart's pixels across, the title, the analysis, company and month, the legend.
    const svg = (await chart.getByTestId('matrix-chart').locator('svg').first().boundingBox())!;
    const size = await pngSize(file);
    expect(size.width).toBe(2 * Math.round(svg.width));
    expect(size.height).toBeGreaterThan(2 * svg.height + 100);
    const texts = await canvasTexts(page);
    expect(texts).toContain('Força competitiva × atratividade do mercado');
    expect(texts).toContain(`Portfólio de Sucos · ${companyName} · Fevereiro/2024`);
    expect(texts).toContain('Sucos');
  });
});

test('a weight is typed beside its slider with its share of the axis, and a "quanto maior, pior" criterion counts its grades inverted', async ({ browser }) => {
  const page = await newPage(browser);
  await logIn(page, owner);
  await page.goto(`${editorPath}/criterios`);
  const attractiveness = page.getByTestId('criteria-attractiveness');
  const share = (name: string) => attractiveness.getByTestId(/^criterion-\d+$/).filter({ has: page.getByRole('textbox', { name: `Peso (0 a 10) de ${name}` }) }).getByTestId('criterion-share');

  await test.step('typed the pt-BR way: the slider and every share of the axis follow at once; a wrong number is named and blocks the save', async () => {
    const weight = page.getByRole('textbox', { name: 'Peso (0 a 10) de Tamanho do mercado' });
    // The literature's weights: 3, 3, 2 and 2 of 10.
    await expect(weight).toHaveValue('3');
    await expect(share('Tamanho do mercado')).toHaveText('30,0 % do peso do eixo');
    await weight.fill('4,5');
    await expect(page.getByLabel('Importância de Tamanho do mercado')).toHaveValue('0.45');
    // 4,5 of 4,5 + 3 + 2 + 2 = 11,5.
    await expect(share('Tamanho do mercado')).toHaveText('39,1 % do peso do eixo');
    await expect(share('Crescimento do mercado')).toHaveText('26,1 % do peso do eixo');
    await weight.fill('4.5');
    await expect(attractiveness.getByText('Digite um número de 0 a 10, com até duas casas decimais (ex.: 3,5).')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Salvar alterações' })).toBeDisabled();
    await weight.fill('4,5');
    await expect(page.getByRole('button', { name: 'Salvar alterações' })).toBeEnabled();
  });

  await test.step('"Intensidade da concorrência" starts as "quanto maior, pior"; marking "Tamanho do mercado" too turns its grade 8 into 2', async () => {
    await expect(page.getByRole('checkbox', { name: 'Quanto maior, pior: Intensidade da concorrência' })).toBeChecked();
    await page.getByRole('checkbox', { name: 'Quanto maior, pior: Tamanho do mercado' }).check();
    await page.getByRole('button', { name: 'Salvar alterações' }).click();
    await expect(page.getByTestId('unsaved-notice')).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Peso (0 a 10) de Tamanho do mercado' })).toHaveValue('4,5');
    await expect(page.getByRole('checkbox', { name: 'Quanto maior, pior: Tamanho do mercado' })).toBeChecked();
  });

  await test.step('the grade is shown as given, its slider runs green to red, and the matrix counts it inverted', async () => {
    await menu(page).getByRole('link', { name: 'Notas do mês' }).click();
    await page.getByLabel('Mês das notas').fill('2024-01');
    await expect(gradeCell(page, MARKETS, 'Sucos', 'Tamanho do mercado (quanto maior, pior)')).toHaveValue('8');
    await page.getByRole('button', { name: 'Controles deslizantes' }).click();
    const slider = page.getByLabel('Tamanho do mercado de Sucos', { exact: true });
    await expect(slider).toHaveValue('0.8');
    expect(await slider.evaluate((input) => getComputedStyle(input).backgroundImage)).toMatch(/^linear-gradient\(90deg, rgb\(46, 125, 50\).*rgb\(198, 40, 40\)\)$/);
    await menu(page).getByRole('link', { name: 'Gráfico' }).click();
    const table = page.getByRole('table', { name: 'Pontos do gráfico' });
    // Sucos' attractiveness is its one graded criterion, 8 counted as 2: y 0.2 (third 0); Laranja's force 0.9 (third 2) → Seletividade.
    await expect(table.getByRole('row', { name: /Suco de Laranja/ })).toContainText('Seletividade');
    await expect(page.getByTestId('reading-panel')).toContainText('quanto maior, pior');
  });

  await test.step('unmarked again, the matrix is as before', async () => {
    await menu(page).getByRole('link', { name: 'Critérios' }).click();
    await page.getByRole('checkbox', { name: 'Quanto maior, pior: Tamanho do mercado' }).uncheck();
    await page.getByRole('button', { name: 'Salvar alterações' }).click();
    await expect(page.getByTestId('unsaved-notice')).toHaveCount(0);
    await menu(page).getByRole('link', { name: 'Gráfico' }).click();
    await expect(page.getByRole('table', { name: 'Pontos do gráfico' }).getByRole('row', { name: /Suco de Laranja/ })).toContainText('Investir/Crescer');
  });
});

test('on a 360 px phone the grades grid scrolls inside itself with the names fixed, and what is typed is saved', async ({ browser }) => {
  const page = await (await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true })).newPage();
  await logIn(page, owner);
  await page.goto(`${editorPath}/notas`);
  await page.getByLabel('Mês das notas').fill('2024-03');
  const cell = gradeCell(page, ITEMS, 'Suco de Uva (Sucos)', 'Posição de custos');
  await cell.fill('6,5');
  await expect(cell).toHaveValue('6,5');
  // The page itself never scrolls sideways; the grid's frame does, and its names column stays in view.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  const frame = page.getByRole('table', { name: ITEMS }).locator('xpath=..');
  expect(await frame.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
  await cell.scrollIntoViewIfNeeded();
  expect(await frame.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
  const name = page.getByRole('table', { name: ITEMS }).getByRole('rowheader', { name: 'Suco de Uva (Sucos)' });
  const box = (await name.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(360);
  await name.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await page.screenshot({ path: test.info().outputPath('grades-grid-360.png') });
  await page.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(page.getByTestId('unsaved-notice')).toHaveCount(0);
  await page.reload();
  await page.getByLabel('Mês das notas').fill('2024-03');
  await expect(gradeCell(page, ITEMS, 'Suco de Uva (Sucos)', 'Posição de custos')).toHaveValue('6,5');
});

test('a Funcionário reads the multifatorial and can change nothing', async ({ browser }) => {
  const reader = await newPage(browser);
  await logIn(reader, employee);
  await reader.goto(`/empresa/${companyId}/multifatorial`);
  await expect(reader.getByRole('button', { name: 'Nova matriz multifatorial' })).toHaveCount(0);
  await reader.getByRole('link', { name: analysis }).click();
  await expect(reader.getByRole('button', { name: /Adicionar critério/ })).toHaveCount(0);
  await menu(reader).getByRole('link', { name: 'Notas do mês' }).click();
  await reader.getByLabel('Mês das notas').fill('2024-02');
  await expect(gradeCell(reader, ITEMS, 'Suco de Laranja (Sucos)', 'Participação de mercado')).toHaveValue('9');
  await expect(gradeCell(reader, ITEMS, 'Suco de Laranja (Sucos)', 'Participação de mercado')).toHaveAttribute('readonly', '');
  await reader.getByRole('button', { name: 'Controles deslizantes' }).click();
  await expect(reader.getByLabel('Participação de mercado de Suco de Laranja')).toHaveValue('0.9');
  await expect(reader.getByLabel('Participação de mercado de Suco de Laranja')).toBeDisabled();
  await expect(reader.getByRole('button', { name: 'Salvar alterações' })).toHaveCount(0);
  await menu(reader).getByRole('link', { name: 'Gráfico' }).click();
  // The header, then per item its figures and the line of its criteria.
  await expect(reader.getByRole('table', { name: 'Pontos do gráfico' }).getByRole('row')).toHaveCount(1 + 2 * 2);
});
