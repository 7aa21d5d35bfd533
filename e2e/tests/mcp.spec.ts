import { readFileSync } from 'node:fs';
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { MESSAGES, type McpControlData } from 'contracts';
import { apiCall, createdCompany, invitedEmployee, logIn, signedUpPerson, type Person, uniqueStamp } from '../support/people.js';
import { echartsRequests, openOverviewPastDemoPopup } from '../support/app.js';
import { canvasTexts, pngSize, recordCanvasTexts } from '../support/png.js';
import { CLUSTER } from '../support/fixtures.js';

// One consultant builds an MCP from scratch, then an employee of the company reads it.
test.describe.configure({ mode: 'serial' });

const stamp = uniqueStamp();
const owner: Person = { name: 'Carla Consultora', email: `carla.${stamp}@exemplo.com`, password: 'carla12345' };
const employee: Person = { name: 'Érico Funcionário', email: `erico.${stamp}@exemplo.com`, password: 'erico12345' };
const analysis = 'Bebidas e Snacks';

// Three months of data (G = 10 % a year). Nothing a year before: each month grows against the
// previous one, judged against G scaled to a month (1,1^(1/12) − 1 ≈ 0,8 %). Sucos: 300 → 330
// (+10 %) → 430 (+30,3 %); Laranja leads Rival Sucos in March (200 / 160 = 1,25: Estrela), Uva
// does not (70 / 160: Interrogação). Snacks: 400 → 400 (flat) → 430 (+7,5 %, high growth in a
// month); Batata leads (310 / 100: Estrela), Pipoca, new in March, does not (20 / 100: Interrogação).
// In February Snacks was flat: Batata a Vaca Leiteira.
const MONTHS = ['2024-01', '2024-02', '2024-03'];
const REVENUE: Record<string, (number | null)[]> = {
  'Suco de Laranja': [100, 120, 200],
  'Suco de Uva': [50, 60, 70],
  'Rival Sucos': [150, 150, 160],
  'Batata Chips': [300, 300, 310],
  Pipoca: [null, null, 20],
  'Rival Snacks': [100, 100, 100],
};
/** Grid row order: each category's products, then its competitors; three rows (faturamento, custo, quantidade) each. */
const GRID_ITEMS = ['Suco de Laranja', 'Suco de Uva', 'Rival Sucos', 'Batata Chips', 'Pipoca', 'Rival Snacks'];
const EXPECTED_QUADRANTS = { 'Suco de Laranja': 'Estrela', 'Suco de Uva': 'Interrogação', 'Batata Chips': 'Estrela', Pipoca: 'Interrogação' };
// The bubbles take their category's colour (the legend's); the categories chose none, so the
// analysis' palette (Okabe–Ito) gives them its first two, one each.
const SUCOS_COLOR = '#0072b2';
const SNACKS_COLOR = '#e69f00';
/** The out-of-scale arrows' colour (mfe-matrices OUT_OF_SCALE_COLOR). */
const ARROW_COLOR = '#b71c1c';
let companyName = '';
const ptBr = (value: number) => value.toLocaleString('pt-BR');

let companyId = 0;
let mcpId = 0;
let ownerToken = '';
let employeeToken = '';
let page: Page;

const newPage = async (browser: Browser) => (await browser.newContext({ acceptDownloads: true })).newPage();
const menu = (target: Page) => target.getByRole('navigation', { name: 'Menu da matriz MCP' });
const notification = (target: Page, text: string) => target.getByText(text, { exact: true }).first();

/** Pastes a tab-separated block into the focused cell, as a spreadsheet's copy does. */
async function paste(cell: Locator, text: string) {
  await cell.focus();
  await cell.evaluate((element, data) => {
    const transfer = new DataTransfer();
    transfer.setData('text/plain', data);
    element.dispatchEvent(new ClipboardEvent('paste', { clipboardData: transfer, bubbles: true, cancelable: true }));
  }, text);
}

const gridCell = (target: Page, row: string, month: string) =>
  target.getByRole('table', { name: 'Dados mensais' }).getByRole('textbox', { name: `${row} ${month}` });

/** The SVG bubbles of the chart: ECharts draws each scatter symbol as a scaled unit circle, a bubble in its category's colour (trail markers are grey). */
const bubblePaths = (chart: Locator) =>
  chart.locator(`svg path[d^="M1 0A1 1 0 1 1"][fill="${SUCOS_COLOR}"], svg path[d^="M1 0A1 1 0 1 1"][fill="${SNACKS_COLOR}"]`);
async function bubbles(chart: Locator) {
  return bubblePaths(chart).evaluateAll((paths) =>
    paths.map((path) => {
      const matrix = /matrix\(([^)]+)\)/.exec(path.getAttribute('transform') ?? '')?.[1].split(',').map(Number) ?? [];
      return { fill: path.getAttribute('fill'), radius: matrix[0] ?? 0, x: matrix[4] ?? 0, y: matrix[5] ?? 0 };
    }),
  );
}

test.beforeAll(async ({ playwright }) => {
  const request = await playwright.request.newContext();
  ownerToken = await signedUpPerson(request, owner);
  companyName = `Distribuidora ${stamp}`;
  companyId = await createdCompany(request, ownerToken, companyName);
  employeeToken = await invitedEmployee(request, ownerToken, companyId, employee);
  await request.dispose();
});

test('a consultant builds an MCP and reads its growth–share matrix', { tag: CLUSTER }, async ({ browser, playwright }) => {
  page = await newPage(browser);
  await logIn(page, owner);

  await test.step('the overview tile opens the MCP list; creating shows field errors by field', async () => {
    await openOverviewPastDemoPopup(page, companyId);
    await page.getByRole('link', { name: 'CRESCIMENTO PARTICIPAÇÃO &' }).click();
    await expect(page).toHaveURL(new RegExp(`/empresa/${companyId}/mcp$`));
    await expect(page.getByText('Nenhuma matriz MCP ainda.')).toBeVisible();

    await page.getByRole('button', { name: 'Nova matriz MCP' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nova matriz MCP' });
    await dialog.getByLabel('Limite de crescimento G (%)').fill('abc');
    await dialog.getByRole('button', { name: 'Criar' }).click();
    await expect(dialog.getByText(MESSAGES.nameRequired)).toBeVisible();
    await expect(dialog.getByText(MESSAGES.growthThresholdInvalid)).toBeVisible();
    await dialog.getByLabel('Nome').fill(analysis);
    await dialog.getByLabel('Limite de crescimento G (%)').fill('10');
    await dialog.getByRole('button', { name: 'Criar' }).click();
    await expect(notification(page, 'Matriz MCP criada.')).toBeVisible();
    // The new matrix's editor opens.
    await expect(page).toHaveURL(/\/mcp\/\d+\/categorias$/);
    mcpId = Number(/\/mcp\/(\d+)\//.exec(page.url())![1]);
    await expect(page.getByTestId('matrix-header')).toContainText('Matriz MCP');
    await expect(page.getByTestId('matrix-header').locator('i')).toHaveText(analysis);
  });

  await test.step('two categories, their products and competitors', async () => {
    for (const name of ['Sucos', 'Snacks']) {
      await page.getByRole('button', { name: 'Nova categoria' }).click();
      const dialog = page.getByRole('dialog', { name: 'Nova categoria' });
      await dialog.getByLabel('Nome').fill(name);
      await dialog.getByRole('button', { name: 'Salvar' }).click();
      await expect(dialog).toHaveCount(0);
    }
    await expect(page.getByRole('list', { name: 'Categorias (mercados)' }).getByRole('listitem')).toHaveCount(2);

    await menu(page).getByRole('link', { name: 'Produtos e concorrentes' }).click();
    // The header names the analysis on every page of the editor.
    await expect(page.getByRole('banner')).toContainText(`Matriz MCP ${analysis}`);
    const add = async (category: string, kind: 'produto' | 'concorrente', name: string, color?: string) => {
      const section = page.getByRole('region', { name: category });
      await section.getByRole('button', { name: kind === 'produto' ? 'Novo produto' : 'Novo concorrente' }).click();
      const dialog = page.getByRole('dialog', { name: kind === 'produto' ? 'Novo produto' : 'Novo concorrente' });
      await dialog.getByLabel('Nome').fill(name);
      if (color) await dialog.getByLabel('Cor').fill(color);
      await dialog.getByRole('button', { name: 'Salvar' }).click();
      await expect(dialog).toHaveCount(0);
      await expect(section.getByText(name, { exact: true })).toBeVisible();
    };
    await add('Sucos', 'produto', 'Suco de Laranja', '#ff8800');
    await add('Sucos', 'produto', 'Suco de Uva', '#6a1b9a');
    await add('Sucos', 'concorrente', 'Rival Sucos');
    await add('Snacks', 'produto', 'Batata Chips', '#2e7d32');
    await add('Snacks', 'produto', 'Pipoca', '#c62828');
    await add('Snacks', 'concorrente', 'Rival Snacks');
  });

  await test.step('three months of control data, typed and pasted into the grid', async () => {
    await menu(page).getByRole('link', { name: 'Dados mensais' }).click();
    await page.getByLabel('De', { exact: true }).fill(MONTHS[0]!);
    await page.getByLabel('Até', { exact: true }).fill(MONTHS[2]!);
    const laranja = 'Suco de Laranja (produto, Sucos) · Faturamento';
    // Typed: the first row, moving with the arrow keys.
    await gridCell(page, laranja, 'Janeiro/2024').click();
    await page.keyboard.type('100');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.type('120');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.type('200');
    await expect(gridCell(page, laranja, 'Março/2024')).toHaveValue('200');
    // Pasted: the rest, as a block copied from a spreadsheet (cost 40 % of revenue, units revenue / 10).
    const block: string[] = [];
    GRID_ITEMS.forEach((item, index) => {
      const revenue = REVENUE[item]!;
      const cell = (value: number | null) => (value === null ? '' : ptBr(value));
      if (index > 0) block.push(revenue.map(cell).join('\t'));
      block.push(revenue.map((value) => cell(value === null ? null : value * 0.4)).join('\t'));
      block.push(revenue.map((value) => cell(value === null ? null : value / 10)).join('\t'));
    });
    await paste(gridCell(page, 'Suco de Laranja (produto, Sucos) · Custo', 'Janeiro/2024'), block.join('\n'));
    await expect(gridCell(page, 'Rival Snacks (concorrente, Snacks) · Quantidade', 'Março/2024')).toHaveValue('10');
    await expect(gridCell(page, 'Pipoca (produto, Snacks) · Faturamento', 'Janeiro/2024')).toHaveValue('');

    // Unsaved edits: leaving asks first.
    await menu(page).getByRole('link', { name: 'Gráfico' }).click();
    const guard = page.getByRole('dialog', { name: 'Sair sem salvar?' });
    await guard.getByRole('button', { name: 'Continuar editando' }).click();
    await expect(page).toHaveURL(/\/dados$/);

    await page.getByRole('button', { name: 'Salvar dados' }).click();
    await expect(notification(page, 'Dados mensais salvos.')).toBeVisible();
    const request = await playwright.request.newContext();
    const saved = await apiCall<McpControlData>(request, 'GET', `/api/mcps/${mcpId}/control_data/`, undefined, ownerToken);
    await request.dispose();
    // 5 items × 3 months + Pipoca's March.
    expect(saved.products.length + saved.competitors.length).toBe(16);
  });

  const chart = page.getByTestId('matrix-chart');
  const table = page.getByRole('table', { name: 'Produtos no período' });

  await test.step('the chart draws each product in its quadrant, with tooltips in the seed formats', async () => {
    await menu(page).getByRole('link', { name: 'Gráfico' }).click();
    await expect(page.getByLabel('Período')).toHaveValue('2');
    await expect(page.getByTestId('mcp-chart-period')).toHaveText('Março/2024');
    // The caption names the months the growth compares and the threshold it was judged against.
    await expect(page.getByTestId('mcp-chart-comparison')).toHaveText('Crescimento: mar/2024 vs fev/2024 · limite de crescimento 0,8 %');
    for (const [name, quadrant] of Object.entries(EXPECTED_QUADRANTS)) {
      await expect(table.getByRole('row', { name: new RegExp(`^${name}`) }).getByRole('cell').first()).toHaveText(quadrant);
    }
    await expect(bubblePaths(chart)).toHaveCount(4);
    const drawn = await bubbles(chart);
    const svg = await chart.locator('svg').first().boundingBox();
    // The plot area (grid: 72 px left, 24 right, 24 top, 56 bottom); the dividers cross at its middle.
    const middle = { x: 72 + (svg!.width - 96) / 2, y: 24 + (svg!.height - 80) / 2 };
    // Two bubbles a category: the larger one has the larger revenue (Laranja 200 > Uva 70, Batata 310 > Pipoca 20).
    const inCategory = (fill: string) => drawn.filter((bubble) => bubble.fill === fill).sort((a, b) => b.radius - a.radius);
    const [laranja, uva] = inCategory(SUCOS_COLOR);
    const [batata, pipoca] = inCategory(SNACKS_COLOR);
    expect(laranja!.x).toBeGreaterThan(middle.x); // Laranja: leader …
    expect(laranja!.y).toBeLessThan(middle.y); // … in a market growing over G: Estrela
    expect(uva!.x).toBeLessThan(middle.x); // Uva: Interrogação
    expect(uva!.y).toBeLessThan(middle.y);
    expect(batata!.x).toBeGreaterThan(middle.x); // Batata: leader in a market growing 7,5 % in a month, over 0,8 %: Estrela
    expect(batata!.y).toBeLessThan(middle.y);
    expect(pipoca!.x).toBeLessThan(middle.x); // Pipoca: Interrogação
    expect(pipoca!.y).toBeLessThan(middle.y);
    // The legend lists the categories in the bubbles' colours.
    const legend = page.getByTestId('mcp-chart-legend');
    await expect(legend.getByRole('button', { name: 'Sucos' }).locator('span')).toHaveCSS('background-color', 'rgb(0, 114, 178)');
    await expect(legend.getByRole('button', { name: 'Snacks' }).locator('span')).toHaveCSS('background-color', 'rgb(230, 159, 0)');
    for (const name of ['Estrela', 'Interrogação', 'Vaca Leiteira', 'Abacaxi']) await expect(chart.locator('svg text', { hasText: name })).toHaveCount(1);
    // All of it is the server's first screen of the chart: ECharts is not asked for until the chart is touched.
    await expect(chart.getByRole('img', { name: 'Matriz Crescimento & Participação' })).toBeVisible();
    expect(await echartsRequests(page)).toEqual([]);

    // Pointing at a bubble loads ECharts, which draws the chart in its place and shows the bubble's tooltip.
    await page.mouse.move(svg!.x + laranja!.x, svg!.y + laranja!.y);
    const tooltip = chart.locator('div').filter({ hasText: 'Quadrante: Estrela' }).last();
    await expect(tooltip).toContainText('Suco de Laranja (Sucos)');
    expect(await echartsRequests(page)).toHaveLength(1);
    await expect(chart.getByRole('img', { name: 'Matriz Crescimento & Participação' })).toHaveCount(0);
    // rms 200 / 160 = 1,25 → x 0,5485 → 5,48; growth 100 / 330 = 30,3 % → y 1 → 10,00;
    // share 200 / 430 = 46,5 %; size √(200 / 310, Batata's revenue the largest) = 0,803 → 8,03.
    await expect(tooltip).toContainText('Participação relativa: 1,25× (eixo X: 5,48)');
    await expect(tooltip).toContainText('Crescimento do mercado: 30,3 % (eixo Y: 10,00)');
    await expect(tooltip).toContainText('Comparação: mar/2024 vs fev/2024');
    await expect(tooltip).toContainText('Participação no mercado: 46,5 %');
    await expect(tooltip).toContainText(/Faturamento: R\$\s200,00 \(tamanho: 8,03\)/);
    // Margin: 200 − 40 % cost = 120 (60 %).
    await expect(tooltip).toContainText(/Margem de contribuição: R\$\s120,00 \(60,0 %\)/);
    // Units in full (never "k"), and Laranja's share of the period's total margin as a percentage.
    await expect(tooltip).toContainText('Quantidade: 20');
    await expect(tooltip).toContainText(/Peso na margem total: \d{1,3},\d %/);
  });

  await test.step('a bubble beyond an axis sits on its edge with an arrow off the plot, its tooltip the real value', async () => {
    // Sucos grew 30,3 %, past the axis' monthly G + 20 points = 20,8 %: Laranja and Uva sit on the top
    // edge, each with an arrow above it; Snacks (+7,5 %) and every rms (0,2× to 3,1×) are on the plot.
    // Nothing hovered (a hovered bubble or arrow is drawn in its emphasis state).
    await page.mouse.move(0, 0);
    const arrows = chart.locator(`svg path[fill="${ARROW_COLOR}"]`);
    await expect(arrows).toHaveCount(2);
    const svg = (await chart.locator('svg').first().boundingBox())!;
    const sucos = (await bubbles(chart)).filter((bubble) => bubble.fill === SUCOS_COLOR);
    expect(sucos).toHaveLength(2);
    for (const arrow of await arrows.all()) {
      const box = (await arrow.boundingBox())!;
      const centre = { x: box.x + box.width / 2 - svg.x, y: box.y + box.height / 2 - svg.y };
      // Over one of the Sucos bubbles on the top edge, inside the chart.
      const bubble = sucos.find((item) => Math.abs(item.x - centre.x) < 2);
      expect(bubble, JSON.stringify({ centre, sucos })).toBeDefined();
      expect(Math.abs(centre.y - bubble!.y)).toBeLessThan(bubble!.radius);
      expect(centre.y).toBeGreaterThan(0);
      expect(box.height).toBeGreaterThan(box.width);
    }
    const box = (await arrows.first().boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    const tooltip = chart.locator('div').filter({ hasText: 'Fora da escala' }).last();
    await expect(tooltip).toContainText('Crescimento do mercado: 30,3 % (eixo Y: 10,00)');
    await expect(tooltip).toContainText('Fora da escala (na borda do gráfico): Crescimento do mercado acima de 20,8 %');
  });

  await test.step('another grouping: one trimester, no previous one, so the products are listed instead of drawn', async () => {
    await page.getByLabel('Agrupamento').selectOption({ label: 'trimestre' });
    await expect(page.getByTestId('mcp-chart-period')).toHaveText('1º Trimestre/2024');
    await expect(chart.locator('svg path[d^="M1 0A1 1 0 1 1"]')).toHaveCount(0);
    const listed = page.getByTestId('mcp-without-growth');
    for (const name of Object.keys(EXPECTED_QUADRANTS)) await expect(listed.getByRole('listitem').filter({ hasText: name })).toHaveCount(1);
    await page.getByLabel('Agrupamento').selectOption({ label: 'mês' });
    await expect(page.getByTestId('mcp-chart-period')).toHaveText('Março/2024');
  });

  await test.step('play runs the months; the trail grows behind the bubbles', async () => {
    const trails = chart.locator('svg path[stroke-dasharray]');
    await page.getByLabel('Período').selectOption({ label: 'Fevereiro/2024' });
    await expect(bubblePaths(chart)).toHaveCount(3);
    await expect(trails).toHaveCount(0);
    await page.getByLabel('Período').selectOption({ label: 'Janeiro/2024' });
    await page.getByRole('button', { name: 'Reproduzir' }).click();
    await expect(page.getByRole('button', { name: 'Pausar' })).toBeVisible();
    await expect(page.getByTestId('mcp-chart-period')).toHaveText('Fevereiro/2024');
    await expect(page.getByTestId('mcp-chart-period')).toHaveText('Março/2024');
    await expect(page.getByRole('button', { name: 'Reproduzir' })).toBeVisible();
    // In March each category's trail reaches back to February.
    await expect(trails).toHaveCount(2);
    // Its start (February) is marked: a hollow marker for each of the three products with a trail
    // (their tooltips, with the period, are covered by the option's unit tests).
    await expect(chart.locator('svg path[d^="M1 0A1 1 0 1 1"][stroke="#78909c"]')).toHaveCount(3);
  });

  await test.step('the chart exports as a PNG of presentation grade: 2×, title, analysis, company, period, legend', async () => {
    await recordCanvasTexts(page);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exportar PNG' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('matriz-mcp-bebidas-e-snacks-marco-2024.png');
    expect(readFileSync((await file.path())!).length).toBeGreaterThan(10_000);
    const svg = (await chart.locator('svg').first().boundingBox())!;
    const size = await pngSize(file);
    // Twice the chart's pixels across; the title above and the legend below add to its height.
    expect(size.width).toBe(2 * Math.round(svg.width));
    expect(size.height).toBeGreaterThan(2 * svg.height + 100);
    const texts = await canvasTexts(page);
    expect(texts).toContain('Matriz Crescimento & Participação');
    // The details line, wrapped to the image's width: analysis, company, period and what the growth compares.
    expect(texts.join(' ')).toContain(`Bebidas e Snacks · ${companyName} · Março/2024 · Crescimento: mar/2024 vs fev/2024 · limite de crescimento 0,8 %`);
    expect(texts).toEqual(expect.arrayContaining(['Sucos', 'Snacks']));
  });

  await test.step('an import with a bad row is refused whole; a good one is saved', async () => {
    await menu(page).getByRole('link', { name: 'Importar dados' }).click();
    const header = 'tipo;categoria;nome;mês;faturamento;custo;quantidade';
    const bad = [header, 'produto;Sucos;Suco de Laranja;04/2024;250;100;25', 'produto;;Suco de Manga;04/2024;10;4;1'].join('\n');
    await page.getByLabel('Arquivo (CSV ou XLSX)').setInputFiles({ name: 'abril.csv', mimeType: 'text/csv', buffer: Buffer.from(bad) });
    const problems = page.getByTestId('mcp-import-problems');
    await expect(problems).toContainText('Linha 3: Produto não encontrado: "Suco de Manga".');
    await expect(page.getByRole('button', { name: 'Salvar importação' })).toBeDisabled();
    // The good line is shown, but the preview says nothing will be saved.
    await expect(page.getByRole('table', { name: 'Linhas sem problema (1): nada será salvo enquanto houver linhas com problema' })).toBeVisible();

    const good = [
      header,
      'produto;Sucos;Suco de Laranja;04/2024;250;100;25',
      'produto;Sucos;Suco de Uva;2024-04;"70,50";28;7',
      // A competitor's cost and units left blank: 0, as in the grid.
      'concorrente;Sucos;Rival Sucos;2024-04;160;;',
    ].join('\n');
    await page.getByLabel('Arquivo (CSV ou XLSX)').setInputFiles({ name: 'abril.csv', mimeType: 'text/csv', buffer: Buffer.from(good) });
    await expect(problems).toHaveCount(0);
    const preview = page.getByRole('table', { name: 'Linhas a salvar (3)' });
    await expect(preview.getByRole('row')).toHaveCount(4);
    await expect(preview.getByRole('row', { name: /Suco de Uva/ })).toContainText('Abril/2024');
    await expect(preview.getByRole('row', { name: /Rival Sucos/ })).toContainText(/R\$\s160,00R\$\s0,000$/);
    await page.getByRole('button', { name: 'Salvar importação' }).click();
    await expect(notification(page, 'Dados importados.')).toBeVisible();

    await menu(page).getByRole('link', { name: 'Gráfico' }).click();
    await expect(page.getByTestId('mcp-chart-period')).toHaveText('Abril/2024');
    await expect(table.getByRole('row', { name: /^Suco de Uva/ })).toContainText(/R\$\s70,50/);
    // By trimester April is the latest month with data: 2º Trimestre is partial, and says so.
    await page.getByLabel('Agrupamento').selectOption({ label: 'trimestre' });
    await expect(page.getByTestId('mcp-chart-period')).toHaveText('2º Trimestre/2024 · parcial (abr)');
    await expect(page.getByLabel('Período').locator('option')).toHaveText(['1º Trimestre/2024', '2º Trimestre/2024 · parcial (abr)']);
    // April against January, the same place of the trimester before, judged against 10 % a year scaled to three months.
    await expect(page.getByTestId('mcp-chart-comparison')).toHaveText('Crescimento: abr/2024 vs jan/2024 · limite de crescimento 2,4 %');
    await page.getByLabel('Agrupamento').selectOption({ label: 'mês' });
    await expect(page.getByTestId('mcp-chart-comparison')).toHaveText('Crescimento: abr/2024 vs mar/2024 · limite de crescimento 0,8 %');
  });

  await test.step('the list: edit, delete with confirmation, and the demo limit with the plans link', async () => {
    await page.goto(`/empresa/${companyId}/mcp`);
    for (const name of ['Segunda', 'Terceira']) {
      await page.getByRole('button', { name: 'Nova matriz MCP' }).click();
      const dialog = page.getByRole('dialog', { name: 'Nova matriz MCP' });
      await dialog.getByLabel('Nome').fill(name);
      await dialog.getByRole('button', { name: 'Criar' }).click();
      await expect(page).toHaveURL(/\/mcp\/\d+\/categorias$/);
      await page.getByRole('link', { name: 'Todas as matrizes MCP' }).click();
      await expect(page.getByRole('link', { name })).toBeVisible();
    }
    // A demo company holds three: the button gives way to the notice.
    await expect(page.getByRole('button', { name: 'Nova matriz MCP' })).toHaveCount(0);
    await expect(page.getByTestId('mcp-demo-limit').getByRole('link')).toHaveAttribute('href', `/planos/${companyId}`);

    await page.getByRole('button', { name: 'editar Terceira' }).click();
    const dialog = page.getByRole('dialog', { name: 'Editar matriz MCP' });
    await dialog.getByLabel('Nome').fill('Terceira renomeada');
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByRole('link', { name: 'Terceira renomeada' })).toBeVisible();

    await page.getByRole('button', { name: 'excluir Segunda' }).click();
    const confirm = page.getByRole('dialog', { name: 'Excluir matriz MCP' });
    await confirm.getByRole('button', { name: 'Cancelar' }).click();
    await expect(page.getByRole('link', { name: 'Segunda' })).toBeVisible();
    await page.getByRole('button', { name: 'excluir Segunda' }).click();
    await confirm.getByRole('button', { name: 'Excluir' }).click();
    await expect(page.getByRole('link', { name: 'Segunda' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Nova matriz MCP' })).toBeVisible();
  });
});

test('a Funcionário sees the whole MCP and can change nothing', async ({ browser }) => {
  expect(employeeToken).not.toBe('');
  const reader = await newPage(browser);
  await logIn(reader, employee);
  await reader.goto(`/empresa/${companyId}/mcp`);
  await expect(reader.getByRole('link', { name: analysis })).toBeVisible();
  await expect(reader.getByRole('button', { name: 'Nova matriz MCP' })).toHaveCount(0);
  await expect(reader.getByRole('button', { name: /^(editar|excluir) / })).toHaveCount(0);

  await reader.getByRole('link', { name: analysis }).click();
  await expect(reader.getByText('Sucos', { exact: true })).toBeVisible();
  await expect(reader.getByRole('button', { name: 'Nova categoria' })).toHaveCount(0);
  await expect(menu(reader).getByRole('link', { name: 'Importar dados' })).toHaveCount(0);

  await menu(reader).getByRole('link', { name: 'Produtos e concorrentes' }).click();
  await expect(reader.getByText('Pipoca', { exact: true })).toBeVisible();
  await expect(reader.getByRole('button', { name: /^(Novo|editar|excluir)/ })).toHaveCount(0);

  await menu(reader).getByRole('link', { name: 'Dados mensais' }).click();
  await reader.getByLabel('De', { exact: true }).fill('2024-01');
  const cell = gridCell(reader, 'Suco de Laranja (produto, Sucos) · Faturamento', 'Março/2024');
  await expect(cell).toHaveValue('200');
  await expect(cell).not.toBeEditable();
  await expect(reader.getByRole('button', { name: 'Salvar dados' })).toHaveCount(0);

  await menu(reader).getByRole('link', { name: 'Gráfico' }).click();
  await expect(reader.getByTestId('mcp-chart-period')).toHaveText('Abril/2024');
  // April has Sucos data only: its two products (and the header row).
  await expect(reader.getByRole('table', { name: 'Produtos no período' }).getByRole('row')).toHaveCount(3);

  // Read again, unchanged: the browser's cache revalidates its copy with If-None-Match and the
  // server's ETag is the same, so the answer was an empty 304 (Chromium reports the cached 200).
  const revalidated = reader.waitForResponse((response) => response.url().includes('/mcps/chart_data/'));
  await reader.reload();
  const answer = await revalidated;
  const etag = (await answer.allHeaders()).etag;
  expect(etag).toMatch(/^W\/"/);
  expect((await answer.request().allHeaders())['if-none-match']).toBe(etag);
  await expect(reader.getByTestId('mcp-chart-period')).toHaveText('Abril/2024');
  await expect(reader.getByRole('table', { name: 'Produtos no período' }).getByRole('row')).toHaveCount(3);
});

// A bakery, September 2025 to October 2026 (docs/domain/mcp-growth.md). Pães: Pão francês and
// Padaria Central (twice its size) grow 4 % a month. Bolos: Bolo de fubá (40 %) and Confeitaria
// (60 %), 1 000 a month, then 1 437,50 in September 2026 and 1 150 in October 2026: +15 % against
// October 2025, −20 % against September.
test('the growth basis: year over year by default, the previous period on request, the compared months named', async ({ browser, playwright }) => {
  const baker: Person = { name: 'Beatriz Padeira', email: `beatriz.${stamp}@exemplo.com`, password: 'beatriz12345' };
  const request = await playwright.request.newContext();
  const bakerToken = await signedUpPerson(request, baker);
  const bakeryId = await createdCompany(request, bakerToken, `Padaria ${stamp}`);
  const call = <T>(method: 'POST' | 'PUT', path: string, body: unknown) => apiCall<T>(request, method, path, body, bakerToken);
  const mcp = await call<{ id: number; growthBasis: string }>('POST', `/api/company/${bakeryId}/mcps/`, { name: 'Padaria' });
  expect(mcp.growthBasis).toBe('year');
  const category = async (name: string) => (await call<{ id: number }>('POST', `/api/mcps/${mcp.id}/categories/`, { name })).id;
  const [paes, bolos] = [await category('Pães'), await category('Bolos')];
  const item = async (kind: 'products' | 'competitors', categoryId: number, name: string) => (await call<{ id: number }>('POST', `/api/${kind}/`, { categoryId, name })).id;
  const bread = await item('products', paes, 'Pão francês');
  const central = await item('competitors', paes, 'Padaria Central');
  const cake = await item('products', bolos, 'Bolo de fubá');
  const confeitaria = await item('competitors', bolos, 'Confeitaria');
  const months = Array.from({ length: 14 }, (_, i) => `${2025 + Math.floor((8 + i) / 12)}-${String(((8 + i) % 12) + 1).padStart(2, '0')}`);
  const cents = (value: number) => Math.round(value * 100) / 100;
  const cakeMarket = (i: number) => (i === 12 ? 1437.5 : i === 13 ? 1150 : 1000);
  const rows = (kind: string, id: number, total: (i: number) => number) => months.map((date, i) => ({ kind, id, date, total: cents(total(i)), cost: 0, amount: 0 }));
  await call('PUT', `/api/mcps/${mcp.id}/control_data/`, [
    ...rows('product', bread, (i) => 1000 * 1.04 ** i),
    ...rows('competitor', central, (i) => 2000 * 1.04 ** i),
    ...rows('product', cake, (i) => cakeMarket(i) * 0.4),
    ...rows('competitor', confeitaria, (i) => cakeMarket(i) * 0.6),
  ]);
  await request.dispose();

  const bakery = await newPage(browser);
  await logIn(bakery, baker);
  await bakery.goto(`/empresa/${bakeryId}/mcp/${mcp.id}/grafico`);
  const table = bakery.getByRole('table', { name: 'Produtos no período' });
  const quadrantOf = (name: string) => table.getByRole('row', { name: new RegExp(`^${name}`) }).getByRole('cell').first();
  const panel = bakery.getByRole('complementary', { name: 'Leitura' });

  await expect(bakery.getByTestId('mcp-chart-period')).toHaveText('Outubro/2026', { timeout: 60_000 });
  await expect(bakery.getByLabel('Comparar o crescimento com')).toHaveValue('year');
  await expect(bakery.getByTestId('mcp-chart-comparison')).toHaveText('Crescimento: out/2026 vs out/2025 · limite de crescimento 10,0 %');
  // Bolos +15 % a year (≥ 10 %): Interrogação; Pães +60,1 % a year: Interrogação.
  await expect(quadrantOf('Bolo de fubá')).toHaveText('Interrogação');
  await expect(quadrantOf('Pão francês')).toHaveText('Interrogação');
  await expect(panel).toContainText('Crescimento do mercado sobre os mesmos meses do ano anterior: out/2026 vs out/2025.');

  await bakery.getByLabel('Comparar o crescimento com').selectOption({ label: 'o período anterior' });
  await expect(bakery.getByTestId('mcp-chart-comparison')).toHaveText('Crescimento: out/2026 vs set/2026 · limite de crescimento 0,8 %');
  // Bolos −20 % in a month: Abacaxi; Pães +4 % in a month, over the scaled 0,8 %: still high growth.
  await expect(quadrantOf('Bolo de fubá')).toHaveText('Abacaxi');
  await expect(quadrantOf('Pão francês')).toHaveText('Interrogação');
  await expect(panel).toContainText('Limite de crescimento: 0,8 % em 1 mês (10 % ao ano, proporcional ao período).');

  // The MCP's own basis, set in its form, is what the chart opens with.
  await bakery.goto(`/empresa/${bakeryId}/mcp`);
  await bakery.getByRole('button', { name: 'editar Padaria' }).click();
  const dialog = bakery.getByRole('dialog', { name: 'Editar matriz MCP' });
  await dialog.getByLabel('Comparar o crescimento com').selectOption({ label: 'o período anterior' });
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(dialog).toHaveCount(0);
  await bakery.goto(`/empresa/${bakeryId}/mcp/${mcp.id}/grafico`);
  await expect(bakery.getByTestId('mcp-chart-comparison')).toHaveText('Crescimento: out/2026 vs set/2026 · limite de crescimento 0,8 %', { timeout: 60_000 });
  await expect(quadrantOf('Bolo de fubá')).toHaveText('Abacaxi');
});
