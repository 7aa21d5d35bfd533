import { readFileSync } from 'node:fs';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { MESSAGES } from 'contracts';
import { echartsRequests } from '../support/app.js';
import { E2E_BASE_URL } from '../support/environment.js';
import { createdCompany, invitedEmployee, logIn, signedUpPerson, type Person, uniqueStamp } from '../support/people.js';
import { countPixels } from '../support/png.js';

// A consultant scores the company's environment, imports it into a SWOT Sistêmica, crosses
// it and reads the strategic posture; then an employee of the company reads it all.
test.describe.configure({ mode: 'serial' });

const stamp = uniqueStamp();
const owner: Person = { name: 'Vera Estrategista', email: `vera.${stamp}@exemplo.com`, password: 'vera123456' };
const employee: Person = { name: 'Otávio Funcionário', email: `otavio.${stamp}@exemplo.com`, password: 'otavio12345' };
const ambientalName = 'Cenário 2025';
const swotName = 'SWOT 2025';

let companyId = 0;
let ambientalId = 0;
let swotId = 0;
let employeeToken = '';

const newPage = async (browser: Browser) => (await browser.newContext({ acceptDownloads: true })).newPage();
const notification = (page: Page, text: string) => page.getByText(text, { exact: true }).first();

/**
 * Signs in (a person of one company lands on its overview) and answers the trial company's
 * once-a-day demo popup there, then opens the overview again.
 */
async function openOverview(page: Page, person: Person) {
  await logIn(page, person);
  await page.getByTestId('demo-info-modal').getByRole('button', { name: 'Ver planos' }).click();
  await expect(page).toHaveURL(new RegExp(`/planos/${companyId}$`));
  await page.goto(`/empresa/${companyId}`);
  await expect(page.getByTestId('overview-page')).toBeVisible();
}

test.beforeAll(async ({ playwright }) => {
  const request = await playwright.request.newContext();
  const ownerToken = await signedUpPerson(request, owner);
  companyId = await createdCompany(request, ownerToken, `Torrefação ${stamp}`);
  employeeToken = await invitedEmployee(request, ownerToken, companyId, employee);
  await request.dispose();
});

test('a consultant builds an Ambiental, imports it into a SWOT, crosses it and reads the posture', async ({ browser }) => {
  const page = await newPage(browser);
  await openOverview(page, owner);

  await test.step('the AMBIENTAL tile opens the list; a new analysis starts with the six factors', async () => {
    await page.getByRole('link', { name: 'AMBIENTAL', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/empresa/${companyId}/ambiental$`));
    await expect(page.getByText('Nenhuma análise ambiental ainda.')).toBeVisible();
    await page.getByRole('button', { name: 'Nova análise ambiental' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nova análise ambiental' });
    await expect(dialog.getByTestId('ambiental-starting-factors')).toHaveText('Fatores iniciais: Político, Econômico, Social, Tecnológico, Ambiental, Legal.');
    await dialog.getByRole('button', { name: 'Criar análise' }).click();
    await expect(dialog.getByText(MESSAGES.nameRequired)).toBeVisible();
    await dialog.getByLabel('Nome').fill(ambientalName);
    await dialog.getByRole('button', { name: 'Criar análise' }).click();
    await expect(notification(page, 'Análise ambiental criada.')).toBeVisible();
    // The new analysis's editor opens; back in the list, a demo company holding one Ambiental gets the limit notice instead of the create button.
    await expect(page).toHaveURL(/\/ambiental\/\d+\/fatores$/);
    await page.getByRole('link', { name: 'Todas as análises ambientais' }).click();
    await expect(page.getByTestId('ambiental-demo-limit')).toContainText('O modo demonstração permite 1 análise ambiental por empresa.');
    await expect(page.getByRole('button', { name: 'Nova análise ambiental' })).toHaveCount(0);
    await page.getByRole('link', { name: ambientalName }).click();
    await expect(page).toHaveURL(/\/ambiental\/\d+\/fatores$/);
    ambientalId = Number(/\/ambiental\/(\d+)\//.exec(page.url())![1]);
    await expect(page.getByTestId('matrix-header')).toContainText('Matriz Ambiental');
    await expect(page.getByTestId('matrix-header').locator('i')).toHaveText(ambientalName);
  });

  await test.step('factors open to show their subfactors; scores are edited and saved together', async () => {
    const economico = page.getByRole('region', { name: 'Econômico', exact: true });
    await expect(economico.getByRole('button', { name: 'Abrir Econômico' })).toHaveAttribute('aria-expanded', 'false');
    await economico.getByRole('button', { name: 'Abrir Econômico' }).click();
    await expect(economico.getByText('Nenhum subfator neste fator: ele conta como neutro (5,00).')).toBeVisible();
    const addSubfactor = async (factor: typeof economico, name: string, kind: 'Oportunidade' | 'Ameaça') => {
      await factor.getByLabel('Tipo', { exact: true }).selectOption({ label: kind });
      await factor.getByLabel('Novo subfator').fill(name);
      await factor.getByRole('button', { name: 'Adicionar subfator' }).click();
      await expect(factor.getByLabel(`Nota de ${name}`)).toBeVisible();
    };
    await addSubfactor(economico, 'Crédito farto', 'Oportunidade');
    await addSubfactor(economico, 'Juros altos', 'Ameaça');
    const politico = page.getByRole('region', { name: 'Político', exact: true });
    await politico.getByRole('button', { name: 'Abrir Político' }).click();
    await addSubfactor(politico, 'Eleições', 'Ameaça');

    await economico.getByLabel('Importância de Econômico').fill('0.8');
    await economico.getByLabel('Importância de Crédito farto').fill('1');
    await economico.getByLabel('Nota de Crédito farto').fill('0.9');
    await economico.getByLabel('Nota de Juros altos').fill('0.4');
    await politico.getByLabel('Importância de Eleições').fill('0.8');
    await expect(page.getByTestId('unsaved-notice')).toHaveText('Há alterações não salvas.');
    // Leaving with unsaved edits asks first.
    await page.getByRole('navigation', { name: 'Menu da análise ambiental' }).getByRole('link', { name: 'Gráfico' }).click();
    await page.getByRole('dialog', { name: 'Sair sem salvar?' }).getByRole('button', { name: 'Continuar editando' }).click();
    await expect(page).toHaveURL(/\/fatores$/);
    await page.getByRole('button', { name: 'Salvar alterações' }).click();
    await expect(notification(page, 'Alterações salvas.')).toBeVisible();
    await expect(page.getByTestId('unsaved-notice')).toHaveCount(0);
  });

  await test.step('the chart weighs the environment: favorability, bubbles, ranked subfactors, PNG with the demo watermark', async () => {
    await page.getByRole('navigation', { name: 'Menu da análise ambiental' }).getByRole('link', { name: 'Gráfico' }).click();
    // Político 0.5 × 0.25, Econômico 0.8 × (0.5 + (0.6 − 0.1333) / 2), four neutral factors of 0.5: 1.7117 / 3.3.
    await expect(page.getByTestId('ambiental-favorability')).toHaveText(
      'Favorabilidade do ambiente: 5,19. Ambiente favorável: as oportunidades pesam mais que as ameaças.',
    );
    const table = page.getByRole('table', { name: 'Fatores no gráfico' });
    await expect(table.getByRole('row', { name: /^Econômico/ })).toHaveText(['Econômico', '8,00', '6,00', '1,33', '7,33', '2'].join(''));
    await expect(table.getByRole('row', { name: /^Político/ })).toHaveText(['Político', '5,00', '0,00', '5,00', '2,50', '1'].join(''));
    await expect(page.getByRole('region', { name: 'Oportunidades mais fortes', exact: true }).getByRole('listitem')).toHaveText(['Crédito farto (Econômico) — Peso (importância × nota): 9,00']);
    await expect(page.getByRole('region', { name: 'Ameaças mais fortes', exact: true }).getByRole('listitem')).toHaveText([
      'Eleições (Político) — Peso (importância × nota): 4,00',
      'Juros altos (Econômico) — Peso (importância × nota): 2,00',
    ]);
    const bubbles = page.getByRole('figure', { name: 'Fatores: importância × favorabilidade' });
    await expect(bubbles.locator('svg text', { hasText: 'neutro' })).toBeVisible();
    await expect(bubbles.locator('svg text', { hasText: 'Econômico' })).toBeVisible();
    await expect(page.getByRole('figure', { name: 'Favorabilidade do ambiente' }).locator('svg text', { hasText: '5,19' })).toBeVisible();
    // Both charts are the server's first screens: ECharts is not asked for until one is touched or exported.
    await expect(bubbles.getByRole('img', { name: 'Fatores: importância × favorabilidade' })).toBeVisible();
    expect(await echartsRequests(page)).toEqual([]);

    const download = page.waitForEvent('download');
    await bubbles.getByRole('button', { name: 'Exportar PNG: Fatores: importância × favorabilidade' }).click();
    const file = await download;
    // The PNG is ECharts' drawing: it loaded for it, and draws the bubbles from then on.
    expect(await echartsRequests(page)).toHaveLength(1);
    await expect(bubbles.getByRole('img', { name: 'Fatores: importância × favorabilidade' })).toHaveCount(0);
    expect(file.suggestedFilename()).toBe('matriz-ambiental-cenario-2025-fatores-importancia-favorabilidade.png');
    const png = readFileSync((await file.path())!);
    expect([...png.subarray(1, 4)].map((byte) => String.fromCharCode(byte)).join('')).toBe('PNG');
    // The demo watermark: its translucent red (rgba(198, 40, 40, 0.3)) over the white background.
    expect(await countPixels(page, png.toString('base64'), { rgb: [238, 190, 190], tolerance: 3 })).toBeGreaterThan(2000);
  });

  await test.step('the SWOT Sistêmica tile opens its list; a new SWOT gets its strengths and weaknesses', async () => {
    await page.goto(`/empresa/${companyId}`);
    await page.getByRole('link', { name: 'SWOT Sistêmica', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/empresa/${companyId}/swot$`));
    await page.getByRole('button', { name: 'Nova análise SWOT' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nova análise SWOT' });
    await dialog.getByLabel('Nome').fill(swotName);
    await dialog.getByRole('button', { name: 'Criar análise' }).click();
    await expect(notification(page, 'Análise SWOT criada.')).toBeVisible();
    // The new analysis's editor opens.
    await expect(page).toHaveURL(/\/swot\/\d+\/itens$/);
    swotId = Number(/\/swot\/(\d+)\//.exec(page.url())![1]);
    await expect(page.getByTestId('matrix-header')).toContainText('Matriz SWOT');

    for (const [quadrant, one, text] of [
      ['Forças', 'força', 'Marca forte'],
      ['Fraquezas', 'fraqueza', 'Pouco capital'],
    ] as const) {
      const region = page.getByRole('region', { name: quadrant });
      await region.getByLabel(`Adicionar: ${one}`).fill(text);
      await region.getByRole('button', { name: 'Adicionar' }).click();
      await expect(region.getByLabel(`Importância de ${text}`)).toBeVisible();
    }
    await page.getByRole('region', { name: 'Forças', exact: true }).getByLabel('Importância de Marca forte').fill('1');
    await page.getByRole('button', { name: 'Salvar alterações' }).click();
    await expect(notification(page, 'Alterações salvas.')).toBeVisible();
  });

  await test.step('importing the Ambiental brings its strongest opportunities and threats; a second import duplicates nothing', async () => {
    const importer = page.getByRole('region', { name: 'Importar da análise ambiental', exact: true });
    await expect(importer.getByLabel('Análise ambiental')).toHaveValue(String(ambientalId));
    await importer.getByRole('button', { name: 'Importar' }).click();
    await expect(notification(page, 'Importação concluída: 3 itens novos, 0 atualizados.')).toBeVisible();
    const opportunities = page.getByRole('region', { name: 'Oportunidades', exact: true });
    await expect(opportunities.getByLabel('Texto')).toHaveValue('Crédito farto');
    await expect(opportunities.getByLabel('Importância de Crédito farto')).toHaveValue('0.9');
    const threats = page.getByRole('region', { name: 'Ameaças', exact: true }).getByLabel('Texto');
    await expect(threats).toHaveCount(2);
    await expect(threats.nth(0)).toHaveValue('Eleições');
    await expect(threats.nth(1)).toHaveValue('Juros altos');
    await importer.getByRole('button', { name: 'Importar' }).click();
    await expect(notification(page, 'Importação concluída: 0 itens novos, 3 atualizados.')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Ameaças', exact: true }).getByLabel('Texto')).toHaveCount(2);
  });

  await test.step('the crossing grid: a click raises a cell, the keyboard sets another; only changed cells are saved', async () => {
    await page.getByRole('navigation', { name: 'Menu da análise SWOT' }).getByRole('link', { name: 'Cruzamentos' }).click();
    const grid = page.getByRole('grid', { name: 'Grade de cruzamentos' });
    await expect(grid.getByRole('columnheader')).toHaveText(['O · Crédito farto', 'T · Eleições', 'T · Juros altos']);
    await expect(grid.getByRole('rowheader')).toHaveText(['S · Marca forte', 'W · Pouco capital']);
    const cell = grid.getByRole('button', { name: /^Marca forte × Crédito farto/ });
    for (let click = 0; click < 3; click++) await cell.click();
    await expect(cell).toHaveAccessibleName('Marca forte × Crédito farto: forte');
    await cell.press('ArrowDown');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('1');
    await expect(grid.getByRole('button', { name: 'Pouco capital × Eleições: fraca' })).toBeFocused();
    const saved = page.waitForRequest((request) => request.method() === 'PUT' && request.url().endsWith(`/api/swots/${swotId}/crossings/`));
    await page.getByRole('button', { name: 'Salvar alterações' }).click();
    expect((await saved).postDataJSON()).toHaveLength(2);
    await expect(notification(page, 'Cruzamentos salvos.')).toBeVisible();
  });

  await test.step('the chart names the posture: Desenvolvimento', async () => {
    await page.getByRole('navigation', { name: 'Menu da análise SWOT' }).getByRole('link', { name: 'Gráfico' }).click();
    const posture = page.getByRole('region', { name: 'Postura estratégica', exact: true });
    // Ofensiva: 1 × 0.9 × 3 / (1 × 0.9 × 3) = 1; vulnerabilidade: 0.5 × 0.4 × 1 / (0.5 × 0.4 × 3 + 0.5 × 0.2 × 3) = 0.2222.
    await expect(posture).toContainText('Desenvolvimento (Capacidade ofensiva: 10,00)');
    await expect(posture).toContainText('As forças aproveitam as oportunidades');
    const scores = page.getByRole('figure', { name: 'Pontuação dos quadrantes' });
    await expect(scores.locator('svg text', { hasText: '2,22' })).toBeVisible();
    const heatmap = page.getByRole('figure', { name: 'Mapa de calor dos cruzamentos' });
    await expect(heatmap.locator('svg text', { hasText: 'S · Marca forte' })).toBeVisible();
    // Opened afresh, the page shows the server's first screens of both charts: no ECharts until one is touched.
    await page.reload();
    await expect(heatmap.getByRole('img', { name: 'Mapa de calor dos cruzamentos' }).locator('svg text', { hasText: 'S · Marca forte' })).toBeVisible();
    await expect(scores.getByRole('img', { name: 'Pontuação dos quadrantes' }).locator('svg text', { hasText: '2,22' })).toBeVisible();
    expect(await echartsRequests(page)).toEqual([]);
    await heatmap.getByRole('img', { name: 'Mapa de calor dos cruzamentos' }).hover();
    await expect(heatmap.getByRole('img', { name: 'Mapa de calor dos cruzamentos' })).toHaveCount(0);
    await expect(heatmap.locator('svg text', { hasText: 'S · Marca forte' })).toBeVisible();
    expect(await echartsRequests(page)).toHaveLength(1);
    const ranking = page.getByRole('table', { name: 'Itens por peso nos cruzamentos' });
    await expect(ranking.getByRole('rowheader')).toHaveText(['Marca forte', 'Crédito farto', 'Pouco capital', 'Eleições', 'Juros altos']);
  });
});

test('a Funcionário reads the Ambiental and the SWOT and cannot change them', async ({ browser, playwright }) => {
  const page = await newPage(browser);
  await openOverview(page, employee);

  await page.getByRole('link', { name: 'AMBIENTAL', exact: true }).click();
  await expect(page.getByText('Você pode consultar esta análise, mas não alterá-la (cargo Funcionário).')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Nova análise ambiental' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: `Editar ${ambientalName}` })).toHaveCount(0);
  await page.getByRole('link', { name: ambientalName }).click();
  const economico = page.getByRole('region', { name: 'Econômico', exact: true });
  await economico.getByRole('button', { name: 'Abrir Econômico' }).click();
  await expect(economico.getByLabel('Nota de Crédito farto')).toHaveValue('0.9');
  await expect(economico.getByLabel('Nota de Crédito farto')).toBeDisabled();
  await expect(economico.getByLabel('Nome do fator')).not.toBeEditable();
  await expect(page.getByRole('button', { name: 'Salvar alterações' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Adicionar fator' })).toHaveCount(0);
  await page.getByRole('navigation', { name: 'Menu da análise ambiental' }).getByRole('link', { name: 'Gráfico' }).click();
  await expect(page.getByTestId('ambiental-favorability')).toContainText('5,19');

  await page.goto(`/empresa/${companyId}/swot/${swotId}/cruzamentos`);
  const grid = page.getByRole('grid', { name: 'Grade de cruzamentos' });
  await expect(grid.getByRole('img', { name: 'Marca forte × Crédito farto: forte' })).toHaveText('3');
  await expect(grid.getByRole('button')).toHaveCount(0);
  await page.getByRole('navigation', { name: 'Menu da análise SWOT' }).getByRole('link', { name: 'Itens' }).click();
  await expect(page.getByRole('region', { name: 'Forças', exact: true }).getByLabel('Texto')).not.toBeEditable();
  await expect(page.getByRole('region', { name: 'Importar da análise ambiental', exact: true })).toHaveCount(0);
  await page.getByRole('navigation', { name: 'Menu da análise SWOT' }).getByRole('link', { name: 'Gráfico' }).click();
  await expect(page.getByRole('region', { name: 'Postura estratégica', exact: true })).toContainText('Desenvolvimento');

  // The server refuses the employee's writes whatever the page shows.
  const request = await playwright.request.newContext();
  // Any answer to a browser's fetch (Sec-Fetch-Mode) hands the XSRF cookie out.
  await request.get(`${E2E_BASE_URL}/api/health`, { headers: { 'Sec-Fetch-Mode': 'cors' } });
  const xsrf = (await request.storageState()).cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')!.value;
  const headers = { Authorization: `Token ${employeeToken}`, 'X-XSRF-TOKEN': xsrf };
  for (const [method, path, data] of [
    ['PATCH', `/api/v3/ambientais/${ambientalId}/`, { name: 'Invadida' }],
    ['PUT', `/api/swots/${swotId}/crossings/`, []],
    ['DELETE', `/api/swots/${swotId}/`, undefined],
  ] as const) {
    const response = await request.fetch(`${E2E_BASE_URL}${path}`, { method, headers, data });
    expect(response.status(), `${method} ${path}`).toBe(403);
    expect((await response.json()).message).toBe(MESSAGES.analysisEditForbidden);
  }
  await request.dispose();
});
