import { expect, test, type Browser, type Page } from '@playwright/test';
import { apiCall, createdCompany, invitedEmployee, logIn, signedUpPerson, type Person, uniqueStamp } from '../support/people.js';
import { canvasTexts, pngSize, recordCanvasTexts } from '../support/png.js';

// A consultant imports an MCP into a new multifatorial, grades two months and reads the
// GE–McKinsey matrix; an employee of the company reads it and can change nothing.
test.describe.configure({ mode: 'serial' });

const stamp = uniqueStamp();
const owner: Person = { name: 'Marta Multifatorial', email: `marta.${stamp}@exemplo.com`, password: 'marta12345' };
const employee: Person = { name: 'Fábio Funcionário', email: `fabio.${stamp}@exemplo.com`, password: 'fabio12345' };
const analysis = 'Portfólio de Sucos';

let companyId = 0;
const companyName = `Sucos ${stamp}`;

const newPage = async (browser: Browser) => (await browser.newContext({ acceptDownloads: true })).newPage();
const menu = (target: Page) => target.getByRole('navigation', { name: 'Menu da matriz multifatorial' });

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

test('a consultant imports an MCP into a multifatorial, grades two months and reads the GE matrix', async ({ browser }) => {
  const page = await newPage(browser);
  await logIn(page, owner);

  await test.step('with no multifatorial yet, the overview tile first suggests the MCP', async () => {
    await page.goto(`/empresa/${companyId}`);
    await page.getByTestId('demo-info-modal').getByRole('button', { name: 'Ver planos' }).click();
    await page.goto(`/empresa/${companyId}`);
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

  await test.step('January, then February started from January with one grade changed', async () => {
    await menu(page).getByRole('link', { name: 'Notas do mês' }).click();
    await page.getByLabel('Mês das notas').fill('2024-01');
    // A criterion without a grade has no slider until "Dar nota" starts it at 5,00.
    const grade = async (label: string, value?: string) => {
      await page.getByRole('button', { name: `Dar nota: ${label}` }).click();
      if (value) await page.getByLabel(label, { exact: true }).fill(value);
    };
    await grade('Tamanho do mercado de Sucos', '0.8');
    await grade('Participação de mercado de Suco de Laranja', '0.2');
    await grade('Participação de mercado de Suco de Uva');
    await page.getByRole('button', { name: 'Salvar alterações' }).click();
    await expect(page.getByText('Notas do mês salvas.').first()).toBeVisible();

    await page.getByLabel('Mês das notas').fill('2024-02');
    await expect(page.getByRole('button', { name: 'Dar nota: Participação de mercado de Suco de Laranja' })).toBeVisible();
    await page.getByRole('button', { name: 'Copiar as notas do mês anterior' }).click();
    await expect(page.getByLabel('Participação de mercado de Suco de Laranja', { exact: true })).toHaveValue('0.2');
    await page.getByLabel('Participação de mercado de Suco de Laranja', { exact: true }).fill('0.9');
    await page.getByRole('button', { name: 'Salvar alterações' }).click();
    await expect(page.getByTestId('unsaved-notice')).toHaveCount(0);
  });

  await test.step('the chart: zones, the points table, the trajectories, the PNG', async () => {
    await menu(page).getByRole('link', { name: 'Gráfico' }).click();
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
    await page.getByLabel('Mostrar trajetórias').uncheck();
    await expect(trails).toHaveCount(0);
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

  await test.step('with a multifatorial, the overview tile goes straight to the area', async () => {
    await page.goto(`/empresa/${companyId}`);
    await page.getByTestId('overview-tile-multifatorial').click();
    await expect(page).toHaveURL(new RegExp(`/empresa/${companyId}/multifatorial$`));
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
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
  await expect(reader.getByLabel('Participação de mercado de Suco de Laranja')).toHaveValue('0.9');
  await expect(reader.getByLabel('Participação de mercado de Suco de Laranja')).toBeDisabled();
  await expect(reader.getByRole('button', { name: 'Salvar alterações' })).toHaveCount(0);
  await menu(reader).getByRole('link', { name: 'Gráfico' }).click();
  await expect(reader.getByRole('table', { name: 'Pontos do gráfico' }).getByRole('row')).toHaveCount(3);
});
