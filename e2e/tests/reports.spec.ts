import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { echartsRequests } from '../support/app.js';
import { pdfPageTexts } from '../support/pdf.js';
import { boughtFirstPlan } from '../support/plans.js';
import { apiCall, createdCompany, invitedEmployee, logIn, signedUpPerson, type Person, uniqueStamp } from '../support/people.js';
import { CLUSTER } from '../support/fixtures.js';

// A consultant's four analyses of a demo company, and a SWOT of a company whose plan was
// bought, printed to PDF by Chromium: each analysis's report, and the company report with its
// cover (with the contents) and the analyses it lacks. Demo pages carry the watermark, full ones never.
test.describe.configure({ mode: 'serial' });

const stamp = uniqueStamp();
const consultant: Person = { name: 'Renata Relatora', email: `renata.${stamp}@exemplo.com`, password: 'renata12345' };
const buyer: Person = { name: 'Bruno Comprador', email: `bruno.${stamp}@exemplo.com`, password: 'bruno12345' };
// A Funcionário of the demo company: the phone test opens the company report three times (each
// opening nine expensive reads: its charts' data and drawings), past the consultant's fair-use minute.
const reader: Person = { name: 'Lia Leitora', email: `lia.${stamp}@exemplo.com`, password: 'lia12345678' };
const demoCompany = `Café Demo ${stamp}`;
const fullCompany = `Café Pleno ${stamp}`;
const WATERMARK = 'DEMONSTRAÇÃO';
const QUADRANT = /Estrela|Interrogação|Abacaxi|Vaca Leiteira/;

const ids = { demo: 0, full: 0, mcp: 0, multifatorial: 0, ambiental: 0, swot: 0, fullSwot: 0 };

type Api = <T = unknown>(method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown) => Promise<T>;

/** Strengths, weaknesses, opportunities and threats, with the strength crossed with the opportunity. */
async function swotWithCrossing(api: Api, companyId: number, name: string): Promise<number> {
  const swot = await api<{ id: number }>('POST', `/api/company/${companyId}/swots/`, { name });
  const item = (quadrant: string, text: string) => api<{ id: number }>('POST', `/api/swots/${swot.id}/items/`, { quadrant, text, importance: 0.8 });
  const strength = await item('S', 'Marca forte');
  await item('W', 'Pouco capital');
  const opportunity = await item('O', 'Mercado em alta');
  await item('T', 'Concorrência');
  await api('PUT', `/api/swots/${swot.id}/crossings/`, [{ internal: strength.id, external: opportunity.id, intensity: 2 }]);
  return swot.id;
}

/** The demo company's four analyses, made through the API as the editors make them. */
async function buildAnalyses(api: Api, companyId: number) {
  const mcp = await api<{ id: number }>('POST', `/api/company/${companyId}/mcps/`, { name: 'Linha Café' });
  const market = await api<{ id: number }>('POST', `/api/mcps/${mcp.id}/categories/`, { name: 'Cafés' });
  const gourmet = await api<{ id: number }>('POST', '/api/products/', { categoryId: market.id, name: 'Café Gourmet', color: 0x6d4c41 });
  const classic = await api<{ id: number }>('POST', '/api/products/', { categoryId: market.id, name: 'Café Tradicional', color: 0xff8f00 });
  const leader = await api<{ id: number }>('POST', '/api/competitors/', { categoryId: market.id, name: 'Líder do mercado' });
  const months = ['2024-01', '2024-02', '2024-03'];
  await api('PUT', `/api/mcps/${mcp.id}/control_data/`, months.flatMap((date, n) => [
    { kind: 'product', id: gourmet.id, date, total: 2000 + 500 * n, cost: 800, amount: 20 },
    { kind: 'product', id: classic.id, date, total: 900, cost: 500, amount: 30 },
    { kind: 'competitor', id: leader.id, date, total: 1500, cost: 700, amount: 15 },
  ]));
  ids.mcp = mcp.id;

  // The multifatorial imports the MCP's market and products, then two months are graded.
  const multifatorial = await api<{ id: number }>('POST', `/api/company/${companyId}/multifatoriais/`, { name: 'Portfólio Café', mcpId: mcp.id });
  const criteria = await api<{ id: number; axis: 'attractiveness' | 'force' }[]>('GET', `/api/multifatoriais/${multifatorial.id}/criteria/`);
  const markets = await api<{ id: number; items: { id: number; name: string }[] }[]>('GET', `/api/multifatorial/${multifatorial.id}/categories/`);
  for (const date of ['2024-01', '2024-02']) {
    await api('PUT', `/api/multifatoriais/${multifatorial.id}/grades/`, {
      date,
      grades: criteria.flatMap((criterion): { criterionId: number; categoryId?: number; itemId?: number; grade: number }[] =>
        criterion.axis === 'attractiveness'
          ? markets.map((category) => ({ criterionId: criterion.id, categoryId: category.id, grade: 0.8 }))
          : markets.flatMap((category) => category.items.map((item) => ({ criterionId: criterion.id, itemId: item.id, grade: item.name === 'Café Gourmet' ? 0.9 : 0.3 }))),
      ),
    });
  }
  ids.multifatorial = multifatorial.id;

  // The Ambiental starts with its six factors: an opportunity and a threat are graded in two of them.
  const ambiental = await api<{ id: number }>('POST', `/api/company/${companyId}/ambiental/`, { name: 'Cenário Café' });
  const factors = await api<{ id: number; name: string }[]>('GET', `/api/ambientais/${ambiental.id}/factors/listWithSubfactors/`);
  const factor = (name: string) => factors.find((item) => item.name === name)!.id;
  await api('POST', `/api/factors/${factor('Político')}/subfactors/`, { name: 'Reforma tributária', kind: 'oportunidade', importance: 0.8, grade: 0.7 });
  await api('POST', `/api/factors/${factor('Econômico')}/subfactors/`, { name: 'Inflação alta', kind: 'ameaca', importance: 0.9, grade: 0.9 });
  ids.ambiental = ambiental.id;

  ids.swot = await swotWithCrossing(api, companyId, 'SWOT Café');
}

test.beforeAll(async ({ playwright, browser }) => {
  const request = await playwright.request.newContext();
  const consultantToken = await signedUpPerson(request, consultant);
  ids.demo = await createdCompany(request, consultantToken, demoCompany);
  await buildAnalyses((method, path, body) => apiCall(request, method, path, body, consultantToken), ids.demo);
  await invitedEmployee(request, consultantToken, ids.demo, reader);

  // The buyer's company becomes full through the sandbox checkout, as a customer buys a plan.
  const buyerToken = await signedUpPerson(request, buyer);
  const buyerApi: Api = (method, path, body) => apiCall(request, method, path, body, buyerToken);
  ids.full = await createdCompany(request, buyerToken, fullCompany);
  await boughtFirstPlan(browser, request, buyer, buyerToken, ids.full);
  ids.fullSwot = await swotWithCrossing(buyerApi, ids.full, 'SWOT Pleno');
  await request.dispose();
});

const signedIn = async (browser: Browser, person: Person): Promise<Page> => {
  const page = await (await browser.newContext()).newPage();
  await logIn(page, person);
  return page;
};

/** The report at `path` once its charts and tables are on screen, printed by Chromium to A4: each page's text. */
async function printed(page: Page, path: string, ready: readonly string[]): Promise<string[]> {
  await page.goto(path);
  const report = page.getByTestId('report-page');
  // Longer than the default: a suite's first report loads the matrices remote cold, on a busy machine.
  await expect(report).toBeVisible({ timeout: 60_000 });
  await expect(report.getByRole('button', { name: 'Imprimir / Salvar PDF' })).toBeVisible();
  // Print media first: a chart below the fold is asked for only when it comes near or the page is printed.
  await page.emulateMedia({ media: 'print' });
  for (const testId of ready) await expect(report.getByTestId(testId)).toBeVisible();
  // Every chart has come from the server (a chart's place is busy until it has).
  await expect(report.locator('figure [aria-busy="true"]')).toHaveCount(0);
  const pdf = await page.pdf({ format: 'A4', printBackground: true });
  // To look at: REPORT_PDF_DIR=<dir> keeps each PDF (docs/DECISIONS.md, "Reports").
  if (process.env.REPORT_PDF_DIR) writeFileSync(join(process.env.REPORT_PDF_DIR, `${path.replace(/\W+/g, '_')}.pdf`), pdf);
  await page.emulateMedia({ media: 'screen' });
  return pdfPageTexts(pdf);
}

/** Spaces aside (PDF.js splits lines into runs), does the text hold `expected`? */
const squeeze = (text: string) => text.replace(/\s+/g, '');
const expectText = (pages: readonly string[], ...expected: (string | RegExp)[]) => {
  const whole = squeeze(pages.join(' '));
  for (const item of expected) {
    if (typeof item === 'string') expect(whole, `PDF text should hold "${item}"`).toContain(squeeze(item));
    else expect(pages.join(' ')).toMatch(item);
  }
};
/** The report alone: no header (the user's name), no editor menu, no print button. */
const expectNoChrome = (pages: readonly string[], person: Person) => {
  const whole = squeeze(pages.join(' '));
  expect(whole).not.toContain(squeeze(person.name));
  expect(whole).not.toContain(squeeze('Imprimir / Salvar PDF'));
};
const expectWatermarkOnEveryPage = (pages: readonly string[]) => {
  for (const [index, text] of pages.entries()) expect(squeeze(text), `page ${index + 1} carries the watermark`).toContain(WATERMARK);
};

test("each analysis of a demo company prints its report: chart and reading, the watermark on every page, nothing of the app's frame", async ({ browser }) => {
  const page = await signedIn(browser, consultant);
  const base = `/empresa/${ids.demo}`;

  await test.step('the editor menu links the report', async () => {
    await page.goto(`${base}/swot/${ids.swot}/itens`);
    await page.getByRole('navigation', { name: 'Menu da análise SWOT' }).getByRole('link', { name: 'Relatório' }).click();
    await expect(page).toHaveURL(new RegExp(`${base}/swot/${ids.swot}/relatorio$`));
    await expect(page.getByTestId('report-watermark')).toBeHidden();
  });

  await test.step('MCP: the latest period, every product with its quadrant and margins', async () => {
    const pages = await printed(page, `${base}/mcp/${ids.mcp}/relatorio`, ['report-mcp-chart', 'mcp-chart-table']);
    expect(pages.length).toBeGreaterThanOrEqual(2);
    expectText(pages, 'Relatório da análise: Matriz MCP', demoCompany, 'Linha Café', 'Período mais recente: Março/2024', 'Crescimento: mar/2024 vs fev/2024 · limite de crescimento 0,8 %', 'Café Gourmet', 'Café Tradicional', 'Margem', QUADRANT);
    expectWatermarkOnEveryPage(pages);
    expectNoChrome(pages, consultant);
  });

  await test.step('Multifatorial: the matrix over the graded months, each item in its zone', async () => {
    const pages = await printed(page, `${base}/multifatorial/${ids.multifatorial}/relatorio`, ['report-multifatorial-chart', 'multifatorial-points-table']);
    expect(pages.length).toBeGreaterThanOrEqual(2);
    expectText(pages, 'Relatório da análise: Matriz Multifatorial', 'Portfólio Café', 'Notas de Janeiro/2024 a Fevereiro/2024', 'Café Gourmet', 'Investir/Crescer');
    expectWatermarkOnEveryPage(pages);
    expectNoChrome(pages, consultant);
  });

  await test.step('Ambiental: the favourability and the ranked opportunities and threats', async () => {
    const pages = await printed(page, `${base}/ambiental/${ids.ambiental}/relatorio`, ['report-ambiental-gauge', 'report-ambiental-bubbles', 'ranking-ameaca']);
    expect(pages.length).toBeGreaterThanOrEqual(2);
    expectText(pages, 'Relatório da análise: Matriz Ambiental', 'Cenário Café', 'Favorabilidade do ambiente', 'Oportunidades mais fortes', 'Reforma tributária', 'Ameaças mais fortes', 'Inflação alta');
    expectWatermarkOnEveryPage(pages);
    expectNoChrome(pages, consultant);
  });

  await test.step('SWOT: the posture, the scores and the ranked items', async () => {
    const pages = await printed(page, `${base}/swot/${ids.swot}/relatorio`, ['report-swot-scores', 'swot-posture']);
    expect(pages.length).toBeGreaterThanOrEqual(2);
    expectText(pages, 'Relatório da análise: Matriz SWOT', 'SWOT Café', 'Postura estratégica', 'Capacidade ofensiva', 'Marca forte', 'Itens por peso nos cruzamentos');
    expectWatermarkOnEveryPage(pages);
    expectNoChrome(pages, consultant);
  });
});

test('the company report of a demo company: cover, contents, the four analyses, the watermark on every page', { tag: CLUSTER }, async ({ browser }) => {
  const page = await signedIn(browser, consultant);
  // Signing in lands on the overview, where the trial company's once-a-day popup opens first.
  await page.getByTestId('demo-info-modal').getByRole('button', { name: 'Ver planos' }).click();
  await page.goto(`/empresa/${ids.demo}`);
  await page.getByTestId('overview-company-report').click();
  await expect(page).toHaveURL(new RegExp(`/empresa/${ids.demo}/relatorio$`));
  const pages = await printed(page, `/empresa/${ids.demo}/relatorio`, ['report-mcp-chart', 'report-multifatorial-chart', 'report-ambiental-bubbles', 'report-swot-scores', 'mcp-chart-table']);
  // The cover with the contents, and each analysis's chart and reading on pages of their own.
  expect(pages.length).toBeGreaterThanOrEqual(9);
  expectText([pages[0]!], 'Relatório da empresa', demoCompany, 'Linha Café', 'Portfólio Café', 'Cenário Café', 'SWOT Café');
  expectText([pages[0]!], 'Sumário', 'Matriz MCP: Linha Café', 'Matriz SWOT: SWOT Café');
  expectText(pages, 'Café Gourmet', 'Investir/Crescer', 'Inflação alta', 'Postura estratégica');
  expectWatermarkOnEveryPage(pages);
  expectNoChrome(pages, consultant);
});

test('on a phone the company report asks for a chart as it comes near, for every chart before it prints, and loads no ECharts', async ({ browser }) => {
  const page = await (await browser.newContext({ viewport: { width: 360, height: 740 } })).newPage();
  await logIn(page, reader);
  await page.goto(`/empresa/${ids.demo}/relatorio`);
  const report = page.getByTestId('report-page');
  // The SWOT's section is the last one: its text is there, its chart waits below the fold.
  await expect(report.getByTestId('swot-posture')).toBeAttached({ timeout: 60_000 });
  await expect(report.getByTestId('report-swot-scores')).toHaveCount(0);
  await report.getByRole('link', { name: 'Matriz SWOT: SWOT Café' }).click();
  await expect(report.getByTestId('report-swot-scores')).toBeVisible();

  // "Imprimir / Salvar PDF" asks the server for every chart and opens the print dialog once all have come.
  await page.goto(`/empresa/${ids.demo}/relatorio`);
  await expect(report.getByTestId('swot-posture')).toBeAttached({ timeout: 60_000 });
  await report.locator('#relatorio-mcp').scrollIntoViewIfNeeded();
  await expect(report.getByTestId('report-mcp-chart')).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 0));
  const charts = ['report-mcp-chart', 'report-multifatorial-chart', 'report-ambiental-gauge', 'report-ambiental-bubbles', 'report-swot-scores', 'report-swot-heatmap'];
  const drawn = () => report.evaluate((root, ids) => ids.filter((id) => root.querySelector(`[data-testid="${id}"] img`)), charts);
  // Every section's data is in: each chart has its place.
  await expect(report.locator('figure')).toHaveCount(charts.length);
  expect(await drawn()).not.toContain('report-swot-scores');
  await report.evaluate((root) => {
    const printed = window as unknown as { drawnWhenPrinted?: string[] };
    window.print = () => (printed.drawnWhenPrinted = Array.from(root.querySelectorAll('figure'), (figure) => figure.getAttribute('data-testid') ?? 'not drawn'));
  });
  await report.getByRole('button', { name: 'Imprimir / Salvar PDF' }).click();
  await expect.poll(() => page.evaluate(() => (window as unknown as { drawnWhenPrinted?: string[] }).drawnWhenPrinted)).toEqual(charts);
  // Every chart is the server's drawing: the report never loads ECharts.
  expect(await echartsRequests(page)).toEqual([]);
  // The browser's own print (Ctrl+P) asks for every chart too.
  await page.reload();
  await expect(report.locator('figure')).toHaveCount(charts.length, { timeout: 60_000 });
  await page.evaluate(() => window.dispatchEvent(new Event('beforeprint')));
  for (const id of charts) await expect(report.getByTestId(id).getByRole('img')).toBeAttached();
  expect(await echartsRequests(page)).toEqual([]);
});

test('a full company never carries the watermark; its company report says which analyses it lacks', async ({ browser }) => {
  const page = await signedIn(browser, buyer);

  await test.step("the SWOT's report", async () => {
    const pages = await printed(page, `/empresa/${ids.full}/swot/${ids.fullSwot}/relatorio`, ['report-swot-scores']);
    expect(pages.length).toBeGreaterThanOrEqual(2);
    expectText(pages, 'SWOT Pleno', fullCompany, 'Marca forte');
    expect(squeeze(pages.join(' '))).not.toContain(WATERMARK);
  });

  await test.step('the company report', async () => {
    const pages = await printed(page, `/empresa/${ids.full}/relatorio`, ['report-swot-scores', 'report-mcp-missing']);
    // The cover with the contents, the SWOT's two pages and a page for each missing kind.
    expect(pages.length).toBeGreaterThanOrEqual(6);
    expectText(pages, 'Relatório da empresa', fullCompany, 'Nenhuma análise MCP nesta empresa', 'Nenhuma análise multifatorial nesta empresa', 'Nenhuma análise ambiental nesta empresa', 'SWOT Pleno');
    expect(squeeze(pages.join(' '))).not.toContain(WATERMARK);
    expectNoChrome(pages, buyer);
  });
});

// The readings of buildAnalyses' data, worked by hand:
// - MCP, March 2024: market 3 000 + 900 + 1 500 = 5 400 against February's 4 900 (+10,2 %; no 2023
//   data, so against the previous month, judged against 10 % a year scaled to a month, 0,8 %);
//   Gourmet rms 3 000 / 1 500 = 2 (Estrela), Tradicional 900 / 1 500 = 0,6 (Interrogação), as in
//   February. Faturamento 3 000 / 3 900 = 76,9 % and 900 / 3 900 = 23,1 %; margins (no expenses)
//   2 200 and 400 of 2 600 = 84,6 % and 15,4 %. No Vaca Leiteira, so the Interrogações lack cash.
// - Multifatorial, February 2024: attractiveness 0,8 everywhere; Gourmet's force 0,9 (Investir/Crescer),
//   Tradicional's 0,3 (third 0 + third 2: Seletividade), as in January; faturamento from the MCP's
//   months: 7 500 / 10 200 = 73,5 % and 2 700 / 10 200 = 26,5 %. Default criteria: 0,3 + 0,3 of 1.
// - Ambiental: Político 0,5 + 0,7 / 2 = 0,85, Econômico 0,5 − 0,9 / 2 = 0,05, four neutral factors:
//   (0,85 + 0,05 + 4 × 0,5) / 6 = 0,483 → 4,8 (desfavorável); weights 0,8 × 0,7 = 5,6 and 0,9 × 0,9 = 8,1.
// - SWOT: ofensiva 0,8 × 0,8 × 2/3 / (0,8 × 0,8) = 6,7; the crossing's weight 0,8 × 0,8 × 2/3 = 4,3.
const READINGS = {
  mcp: {
    path: () => `/empresa/${ids.demo}/mcp/${ids.mcp}/grafico`,
    headline: 'Março/2024, mar/2024 vs fev/2024: Estrela concentra 76,9 % do faturamento; atenção: sem Vaca Leiteira, Interrogações sem caixa para financiá-las.',
    lines: [
      'Crescimento do mercado sobre o período anterior: mar/2024 vs fev/2024.',
      'Não há dados um ano antes destes meses: o crescimento compara com o período anterior.',
      'Limite de crescimento: 0,8 % em 1 mês (10 % ao ano, proporcional ao período).',
      'Estrela: 76,9 % do faturamento e 84,6 % da margem de contribuição (1 produto).',
      'Interrogação: 23,1 % do faturamento e 15,4 % da margem de contribuição (1 produto).',
      'Nenhum produto mudou de quadrante desde Fevereiro/2024.',
      'As Interrogações (23,1 % do faturamento) pesam mais que as Vacas Leiteiras (0,0 %): falta caixa para financiá-las.',
    ],
  },
  multifatorial: {
    path: () => `/empresa/${ids.demo}/multifatorial/${ids.multifatorial}/grafico`,
    headline: 'Fevereiro/2024: 1 de 2 itens em Investir/Crescer (73,5 % do faturamento); nenhum mudou de zona.',
    lines: [
      'Investir/Crescer: 1 item, 73,5 % do faturamento (Café Gourmet).',
      'Seletividade: 1 item, 26,5 % do faturamento (Café Tradicional).',
      'Nenhum item mudou de zona de Janeiro/2024 para Fevereiro/2024.',
      'Atratividade do mercado: Tamanho do mercado (30,0 %) e Crescimento do mercado (30,0 %) — 60,0 % do peso do eixo.',
    ],
  },
  ambiental: {
    path: () => `/empresa/${ids.demo}/ambiental/${ids.ambiental}/grafico`,
    headline: 'Ambiente desfavorável (4,8 de 10); maior oportunidade: Reforma tributária; maior ameaça: Inflação alta.',
    lines: ['Reforma tributária (Político): peso 5,6 de 10.', 'Inflação alta (Econômico): peso 8,1 de 10.', 'Econômico: favorabilidade 0,5 de 10, importância 5,0.'],
  },
  swot: {
    path: () => `/empresa/${ids.demo}/swot/${ids.swot}/grafico`,
    headline: 'Postura de Desenvolvimento: Capacidade ofensiva lidera os cruzamentos com 6,7 de 10.',
    lines: [
      'Postura de Desenvolvimento: Capacidade ofensiva tem a maior pontuação (6,7 de 10).',
      'Marca forte × Mercado em alta (Capacidade ofensiva): intensidade média, peso 4,3 de 10.',
    ],
  },
} as const;

test("the readings' figures: each chart's 'Leitura' panel, the company report's sections and its cover's executive summary", async ({ browser }) => {
  const page = await signedIn(browser, consultant);

  for (const [kind, reading] of Object.entries(READINGS)) {
    await test.step(`the ${kind} chart page reads it beside the chart`, async () => {
      await page.goto(reading.path());
      const panel = page.getByRole('complementary', { name: 'Leitura' });
      // Each chart page's first visit loads its chunks (and ECharts): slow on a busy machine.
      await expect(panel.getByTestId('reading-headline')).toHaveText(reading.headline, { timeout: 60_000 });
      for (const line of reading.lines) await expect(panel).toContainText(line);
    });
  }

  await test.step("on screen, the company report's cover sums each analysis up in its headline", async () => {
    await page.goto(`/empresa/${ids.demo}/relatorio`);
    const summary = page.getByRole('region', { name: 'Resumo executivo' });
    // The first visit loads the four sections' chunks: slow on a busy machine.
    for (const [kind, reading] of Object.entries(READINGS)) await expect(summary.getByTestId(`summary-headline-${kind}`)).toHaveText(reading.headline, { timeout: 60_000 });
    // The Multifatorial imported the MCP's products: both analyses agree on each, and the summary says so.
    const reconciled = page.getByRole('region', { name: 'MCP e Multifatorial, produto a produto' });
    await expect(reconciled.getByRole('region', { name: 'Onde as análises concordam' }).getByRole('listitem')).toHaveText([
      'Café Gourmet: Estrela na MCP e Investir/Crescer na Multifatorial — as duas indicam investir.',
      'Café Tradicional: Interrogação na MCP e Seletividade na Multifatorial — as duas indicam investir com seletividade ou manter.',
    ]);
    await expect(reconciled).toContainText('Nenhuma divergência: nos produtos presentes nas duas análises, as recomendações coincidem.');
    // The market: growing above the threshold in the MCP and attractive in the Multifatorial (every
    // grade 8, "Intensidade da concorrência" counted inverted: 6,8), but the Ambiental's environment is unfavourable.
    const markets = page.getByRole('region', { name: 'Mercados: MCP, Multifatorial e Ambiental' });
    await expect(markets.getByRole('region', { name: 'Onde as análises concordam sobre os mercados' }).getByRole('listitem')).toHaveText([
      'Cafés: a MCP (crescimento de 10,2 %, acima do limite de 0,8 %) e a Multifatorial (atratividade 6,8 de 10) o veem como um mercado promissor.',
    ]);
    await expect(markets.getByRole('region', { name: 'Onde as análises divergem sobre os mercados' }).getByRole('listitem')).toHaveText([
      'Cafés: a MCP o vê como um mercado promissor (crescimento de 10,2 %, acima do limite de 0,8 %), a Ambiental como um mercado pouco promissor (ambiente da empresa desfavorável, favorabilidade 4,8 de 10).',
    ]);
    await expect(markets).toContainText('Por que divergem: a MCP lê o mercado pelas vendas');
  });

  await test.step('the printed company report: the headlines on the cover, each reading in its section', async () => {
    const kinds = Object.keys(READINGS);
    const pages = await printed(page, `/empresa/${ids.demo}/relatorio`, [
      ...kinds.map((kind) => `summary-headline-${kind}`),
      'report-mcp-chart',
      'report-multifatorial-chart',
      'report-ambiental-bubbles',
      'report-swot-scores',
      'multifatorial-points-table',
    ]);
    expectText([pages[0]!], 'Resumo executivo', ...Object.values(READINGS).map((reading) => reading.headline));
    expectText(pages.slice(2), ...Object.values(READINGS).flatMap((reading) => reading.lines));
  });
});

// Issue 22: reports a consultant can hand over. Every printed page is headed by its analysis and
// footed by the company, the date and "Página N de M" (CSS @page margin boxes, drawn by
// Chromium); the company report opens on a cover with the contents; tables fit A4 portrait; no
// interface prints; the SWOT has its classic board.
test.describe('reports of presentation grade', () => {
  /** A day as the browser (America/Sao_Paulo) writes it in the footer. */
  const dayInBrasilia = (at: Date) => new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', day: '2-digit', month: '2-digit', year: 'numeric' }).format(at);
  const startedOn = dayInBrasilia(new Date());
  /** The days a report printed by now may carry: the suite's first, and today's when the run went past midnight. */
  const printDays = () => [...new Set([startedOn, dayInBrasilia(new Date())])];

  /** Each page holds "Página N de M", the company and the date, and one of the headers; no sort arrow anywhere. */
  const expectPageFrames = (pages: readonly string[], company: string, headers: readonly string[]) => {
    for (const [index, text] of pages.entries()) {
      const page = squeeze(text);
      expect(page, `page ${index + 1}: its number`).toContain(squeeze(`Página ${index + 1} de ${pages.length}`));
      expect(printDays().some((day) => page.includes(squeeze(`${company} · ${day}`))), `page ${index + 1}: company and date (${printDays().join(' or ')})`).toBe(true);
      expect(headers.some((header) => page.includes(squeeze(header))), `page ${index + 1}: headed by one of ${headers.join(', ')}`).toBe(true);
      expect(text, `page ${index + 1}: no sort arrow`).not.toMatch(/[▲▼]/);
    }
  };

  /**
   * On paper (print media, the A4 page's 180 mm of content): no table is wider than the report,
   * and no column is narrower than about 12 characters (11 at least) of its own type. On screen: no table is wider
   * than the report's column.
   */
  const expectTablesFit = async (page: Page) => {
    const measure = () =>
      page.getByTestId('report-page').evaluate((report) => {
        const width = report.getBoundingClientRect().width;
        return Array.from(report.querySelectorAll('table'), (table) => {
          const narrow = Array.from(table.querySelectorAll<HTMLElement>('th, td'))
            .filter((cell) => (cell as HTMLTableCellElement).colSpan === 1)
            .flatMap((cell) => {
              const probe = document.createElement('span');
              // Twelve characters of the cell's type at its body weight (bold headers' own words are wider).
              probe.style.whiteSpace = 'nowrap';
              probe.style.fontWeight = 'normal';
              probe.textContent = '0'.repeat(12);
              cell.append(probe);
              const twelve = probe.getBoundingClientRect().width;
              probe.remove();
              const style = getComputedStyle(cell);
              const inner = cell.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
              // "About twelve": the table shares out the page, a column may lose a fraction of a character.
              return inner < (twelve * 11) / 12 ? [`${cell.textContent} (${Math.round(inner)} < ${Math.round((twelve * 11) / 12)} px)`] : [];
            });
          return { table: table.getAttribute('aria-label') ?? table.dataset.testid ?? table.caption?.textContent ?? '', wider: Math.round(table.getBoundingClientRect().width - width), narrow };
        });
      });
    for (const { table, wider } of await measure()) expect(wider, `on screen, table "${table}" fits the report`).toBeLessThanOrEqual(0);
    const viewport = page.viewportSize();
    // 180 mm at 96 px per inch: the A4 page inside its 15 mm margins.
    await page.setViewportSize({ width: 680, height: 1000 });
    await page.emulateMedia({ media: 'print' });
    for (const { table, wider, narrow } of await measure()) {
      expect(wider, `on paper, table "${table}" fits the page`).toBeLessThanOrEqual(0);
      expect(narrow, `on paper, table "${table}" has no column under 12 characters`).toEqual([]);
    }
    await page.emulateMedia({ media: 'screen' });
    if (viewport) await page.setViewportSize(viewport);
  };

  test('each analysis report: every page headed by the analysis, "Página N de M" with the company and the date, tables that fit A4, no sort arrow', async ({ browser }) => {
    const page = await signedIn(browser, consultant);
    const base = `/empresa/${ids.demo}`;
    const reports = [
      { path: `${base}/mcp/${ids.mcp}/relatorio`, ready: ['report-mcp-chart', 'mcp-chart-table'], header: 'Matriz MCP: Linha Café' },
      { path: `${base}/multifatorial/${ids.multifatorial}/relatorio`, ready: ['report-multifatorial-chart', 'multifatorial-points-table'], header: 'Matriz Multifatorial: Portfólio Café' },
      { path: `${base}/ambiental/${ids.ambiental}/relatorio`, ready: ['report-ambiental-bubbles', 'ranking-ameaca'], header: 'Matriz Ambiental: Cenário Café' },
      { path: `${base}/swot/${ids.swot}/relatorio`, ready: ['report-swot-scores', 'swot-board'], header: 'Matriz SWOT: SWOT Café' },
    ];
    for (const { path, ready, header } of reports) {
      await test.step(header, async () => {
        const pages = await printed(page, path, ready);
        expectPageFrames(pages, demoCompany, [header]);
        await expectTablesFit(page);
      });
    }

    await test.step('the MCP table is sorted on screen, its arrow only on screen', async () => {
      await page.goto(`${base}/mcp/${ids.mcp}/relatorio`);
      await expect(page.getByTestId('mcp-chart-table').getByRole('columnheader', { name: /Faturamento/ })).toContainText('▼');
    });

    await test.step('the Multifatorial criteria read as a line under each item, not a column one word wide', async () => {
      const pages = await printed(page, `${base}/multifatorial/${ids.multifatorial}/relatorio`, ['multifatorial-points-table']);
      expectText(pages, 'Critérios: Tamanho do mercado: 8,00; Crescimento do mercado: 8,00');
    });
  });

  test('the SWOT board: the four quadrants with their items and importance, in the report (on paper too) and in the editor', async ({ browser }) => {
    const page = await signedIn(browser, consultant);
    const base = `/empresa/${ids.demo}/swot/${ids.swot}`;
    const quadrants = [
      ['Forças', 'Marca forte (importância 8,00)'],
      ['Fraquezas', 'Pouco capital (importância 8,00)'],
      ['Oportunidades', 'Mercado em alta (importância 8,00)'],
      ['Ameaças', 'Concorrência (importância 8,00)'],
    ] as const;
    const expectBoard = async () => {
      const board = page.getByRole('region', { name: 'Quadro SWOT' });
      for (const [name, item] of quadrants) await expect(board.getByRole('group', { name })).toContainText(item);
    };

    await test.step('the report', async () => {
      const pages = await printed(page, `${base}/relatorio`, ['report-swot-scores', 'swot-board']);
      await expectBoard();
      expectText([pages[0]!], 'Quadro SWOT', ...quadrants.flat());
      // The bars name all four crossing quadrants (their image used to drop two).
      const bars = decodeURIComponent((await page.getByTestId('report-swot-scores').getByRole('img').getAttribute('src'))!).replace(/<[^>]+>/g, ' ');
      for (const name of ['Capacidade ofensiva', 'Capacidade defensiva', 'Debilidade', 'Vulnerabilidade']) expect(squeeze(bars)).toContain(squeeze(name));
    });

    await test.step('the editor', async () => {
      await page.goto(`${base}/itens`);
      await expectBoard();
    });
  });

  test('the company report: a cover with the company, the date and the contents, each page headed by its analysis and numbered', async ({ browser }) => {
    const page = await signedIn(browser, consultant);
    const pages = await printed(page, `/empresa/${ids.demo}/relatorio`, ['report-mcp-chart', 'report-multifatorial-chart', 'report-ambiental-bubbles', 'report-swot-scores', 'mcp-chart-table']);
    expectText([pages[0]!], 'Relatório da empresa', demoCompany, 'Sumário', 'Matriz MCP: Linha Café', 'Matriz SWOT: SWOT Café');
    expect(printDays().some((day) => squeeze(pages[0]!).includes(squeeze(day))), `the cover's date (${printDays().join(' or ')})`).toBe(true);
    const headers = ['Matriz MCP: Linha Café', 'Matriz Multifatorial: Portfólio Café', 'Matriz Ambiental: Cenário Café', 'Matriz SWOT: SWOT Café'];
    expectPageFrames(pages, demoCompany, ['Relatório da empresa', ...headers]);
    // A section's reading starts a page that only the running header names.
    const readings = pages.filter((text) => squeeze(text).includes(squeeze('Leitura da análise')));
    expect(readings.map((text) => headers.find((header) => squeeze(text).includes(squeeze(header))))).toEqual(headers);
    await expectTablesFit(page);
  });

  test('a full company’s company report: every page numbered, the missing analyses headed by their kind', async ({ browser }) => {
    const page = await signedIn(browser, buyer);
    const pages = await printed(page, `/empresa/${ids.full}/relatorio`, ['report-swot-scores', 'report-mcp-missing']);
    expectPageFrames(pages, fullCompany, ['Relatório da empresa', 'Matriz MCP', 'Matriz Multifatorial', 'Matriz Ambiental', 'Matriz SWOT: SWOT Pleno']);
  });
});
