import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ambientalChartData, CompanyMode, Role, swotChartData } from 'contracts';
import { okResponse, useChartLayout, useFakeNetwork } from 'contracts/testing';
import { testAnalysis } from '../test/analysis-fixtures';
import { companyFor, renderMatrices } from '../test/render-host';
import { testFactors } from '../features/ambiental/test/fixtures';
import { CATEGORIES, testChartWire, testMcp } from '../features/mcp/test/fixtures';
import { testCrossings, testItems } from '../features/swot/test/fixtures';
import { chartSvgOf, serverSvg } from '../test/report-charts';
const rowsOf = (table: HTMLElement) => within(table).getAllByRole('row').map((row) => Array.from(row.children, (cell) => cell.textContent));
const demoCompany = () => companyFor(Role.Employee, { company_mode: CompanyMode.Demo });

describe('Reports', () => {
  const network = useFakeNetwork();
  useChartLayout();
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });
  // The reports are dated on a clock of the test's (which goes on running, for the charts'
  // animations): 02:30 UTC is still the 9th in São Paulo,
  // the day a reader there sees, whatever the machine's time zone.
  const onReportDay = () => vi.useFakeTimers({ toFake: ['Date'], now: new Date('2025-03-10T02:30:00Z'), shouldAdvanceTime: true });

  const answerAmbiental = () => {
    network.on('GET /api/ambientais/3/', okResponse(testAnalysis(3, 'Cenário 2025')));
    network.on('GET /api/ambientais/3/chart_data/', okResponse(ambientalChartData(testFactors())));
    network.on('GET /api/ambientais/3/chart_svg/', serverSvg);
  };
  const answerSwot = () => {
    network.on('GET /api/swots/5/', okResponse(testAnalysis(5, 'SWOT 2025')));
    network.on('GET /api/swots/5/chart_data/', okResponse(swotChartData(testItems(), testCrossings())));
    network.on('GET /api/swots/5/chart_svg/', serverSvg);
  };
  const answerMcp = (id: number) => {
    network.on(`GET /api/mcps/${id}/categories_and_products/`, okResponse(CATEGORIES.map((category) => ({ ...category, products: [] }))));
    network.on('GET /api/company/7/mcps/chart_data/', okResponse(testChartWire()));
    network.on('GET /api/company/7/mcps/chart_svg/', serverSvg);
  };

  it('an Ambiental report: title, company, analysis, dates, the charts as images, the factors and the ranked subfactors; printing opens the print dialog', async () => {
    answerAmbiental();
    onReportDay();
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    renderMatrices('/empresa/7/ambiental/3/relatorio');
    const report = await screen.findByRole('article', { name: 'Relatório da análise: Matriz Ambiental' });
    expect(within(report).getByRole('heading', { level: 1 }).textContent).toBe('Relatório da análise: Matriz Ambiental');
    const meta = Array.from(report.querySelectorAll('dt'), (term) => `${term.textContent}: ${term.nextElementSibling!.textContent}`);
    expect(meta).toEqual(['Empresa: Acme Ltda', 'Análise: Cenário 2025', 'Data do relatório: 09/03/2025']);
    expect(within(report).getByRole('region', { name: 'Matriz Ambiental: Cenário 2025' }).textContent).toContain('Última alteração da análise: 02/03/2025');
    expect((await within(report).findByTestId('ambiental-favorability')).textContent).toContain('4,89');
    // The server's drawings (ReportChart.test.tsx).
    expect(chartSvgOf(await screen.findByTestId('report-ambiental-gauge'))).toContain('chart=gauge width=680 height=260');
    expect(chartSvgOf(await screen.findByTestId('report-ambiental-bubbles'))).toContain('chart=bubbles width=680 height=440');
    // The factors' table and the rankings render after the charts' frames (a deferred render).
    expect(rowsOf(await within(report).findByRole('table', { name: 'Fatores no gráfico' }))[1]).toEqual(['Político', '5,00', '1,92', '2,46', '4,73', '2']);
    expect(within(await within(report).findByRole('region', { name: 'Ameaças mais fortes' })).getByRole('listitem').textContent).toBe('Eleições (Político) — Peso (importância × nota): 3,20');
    // A full company: no watermark.
    expect(screen.queryByTestId('report-watermark')).toBeNull();
    // The editor's menu links the report.
    expect(within(screen.getByRole('navigation', { name: 'Menu da análise ambiental' })).getByRole('link', { name: 'Relatório' }).getAttribute('href')).toBe('/empresa/7/ambiental/3/relatorio');

    fireEvent.click(within(report).getByRole('button', { name: 'Imprimir / Salvar PDF' }));
    // Once every chart has come.
    await waitFor(() => expect(print).toHaveBeenCalledOnce());
  });

  it('a demo company’s report carries the watermark, and a reader (Funcionário) sees the report', async () => {
    answerSwot();
    renderMatrices('/empresa/7/swot/5/relatorio', { currentCompany: demoCompany() });
    const report = await screen.findByRole('article', { name: 'Relatório da análise: Matriz SWOT' });
    expect(screen.getByTestId('report-watermark').textContent).toBe('DEMONSTRAÇÃO');
    // The notice is a status; the section's loading state may be one too, for a moment.
    expect(within(report).getAllByRole('status').map((status) => status.textContent)).toContainEqual(expect.stringContaining('marca d’água “DEMONSTRAÇÃO”'));
    const posture = await within(report).findByRole('region', { name: 'Postura estratégica' });
    expect(posture.textContent).toContain('Desenvolvimento (Capacidade ofensiva: 6,67)');
    expect(rowsOf(within(report).getByRole('table', { name: 'Pontuação dos quadrantes' }))).toEqual([
      ['Capacidade ofensiva', '6,67'],
      ['Capacidade defensiva', '0,00'],
      ['Debilidade', '0,00'],
      ['Vulnerabilidade', '0,00'],
    ]);
    // The reading's tables render a moment after the section (in a transition).
    expect(rowsOf(await within(report).findByRole('table', { name: 'Itens por peso nos cruzamentos' }))[1]).toEqual(['Marca forte', 'Forças', '10,00', '1,00']);
    // Two internal items: the heat map is 96 + 2 × 44 px high.
    expect(chartSvgOf(await screen.findByTestId('report-swot-heatmap'))).toContain('chart=heatmap width=680 height=184');
    expect(chartSvgOf(await screen.findByTestId('report-swot-scores'))).toContain('chart=scores width=680 height=300');
  });

  it('an MCP report shows the latest period and every product with its quadrant and margins', async () => {
    network.on('GET /api/mcps/1/', okResponse(testMcp(1, 'Linha de sucos')));
    answerMcp(1);
    renderMatrices('/empresa/7/mcp/1/relatorio');
    const report = await screen.findByRole('article', { name: 'Relatório da análise: Matriz MCP' });
    expect(await within(report).findByText('Período mais recente: Março/2024')).toBeTruthy();
    const table = await within(report).findByRole('table', { name: 'Produtos no período' });
    const rows = rowsOf(table);
    expect(rows.map((row) => row[0])).toEqual(['Produto', 'Suco', 'Refrigerante', 'Batata', 'Pipoca']);
    expect(rows[1]![1]).toBe('Estrela');
    expect(within(report).getByText(/Sem crescimento calculável/).textContent).toContain('Pipoca');
    expect(chartSvgOf(await screen.findByTestId('report-mcp-chart'))).toContain('mcp=1 period=2024-03 width=680 height=520');
  });

  it('an MCP report whose latest period is partial says so, and what its growth compares', async () => {
    network.on('GET /api/mcps/1/', okResponse(testMcp(1, 'Linha de sucos')));
    network.on('GET /api/mcps/1/categories_and_products/', okResponse(CATEGORIES.map((category) => ({ ...category, products: [] }))));
    network.on('GET /api/company/7/mcps/chart_data/', okResponse(testChartWire(true)));
    renderMatrices('/empresa/7/mcp/1/relatorio');
    const report = await screen.findByRole('article', { name: 'Relatório da análise: Matriz MCP' });
    expect(await within(report).findByText('Período mais recente: 1º Trimestre/2024 · parcial (mar)')).toBeTruthy();
    // March alone, with nothing a year before it in the data.
    expect(within(report).getByText('Crescimento: mar/2024 vs mar/2023 (nenhum mês comparável) · limite de crescimento 10,0 %')).toBeTruthy();
    // The reading says so before any advice.
    expect(await within(report).findByText('Nenhum mês do período tem com que comparar: o crescimento não se calcula.')).toBeTruthy();
  });

  it('the company report: cover with the newest analysis of each kind, contents, the sections, and a missing kind said so', async () => {
    network.on('GET /api/company/7/mcps/', okResponse([testMcp(1, 'MCP antiga'), testMcp(2, 'MCP nova', { updatedAt: '2025-01-01T00:00:00.000Z' })]));
    network.on('GET /api/company/7/multifatoriais/', okResponse([]));
    network.on('GET /api/company/7/ambiental/', okResponse([testAnalysis(3, 'Cenário 2025')]));
    network.on('GET /api/company/7/swots/', okResponse([testAnalysis(5, 'SWOT 2025')]));
    answerMcp(1);
    answerMcp(2);
    answerAmbiental();
    answerSwot();
    onReportDay();
    renderMatrices('/empresa/7/relatorio', { currentCompany: demoCompany() });
    const report = await screen.findByRole('article', { name: 'Relatório da empresa' });
    const meta = Array.from(report.querySelectorAll('dt'), (term) => `${term.textContent}: ${term.nextElementSibling!.textContent}`);
    expect(meta).toEqual([
      'Empresa: Acme Ltda',
      'Matriz MCP: MCP nova',
      'Matriz Multifatorial: Nenhuma análise multifatorial nesta empresa',
      'Matriz Ambiental: Cenário 2025',
      'Matriz SWOT: SWOT 2025',
      'Data do relatório: 09/03/2025',
    ]);
    const contents = within(report).getByRole('navigation', { name: 'Sumário' });
    expect(within(contents).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Matriz MCP: MCP nova', '#relatorio-mcp'],
      ['Matriz Multifatorial: Nenhuma análise multifatorial nesta empresa', '#relatorio-multifatorial'],
      ['Matriz Ambiental: Cenário 2025', '#relatorio-ambiental'],
      ['Matriz SWOT: SWOT 2025', '#relatorio-swot'],
    ]);
    expect(screen.getByTestId('report-multifatorial-missing').textContent).toContain('Nenhuma análise multifatorial nesta empresa');
    expect(screen.getByTestId('report-watermark')).toBeTruthy();
    await within(report).findByRole('table', { name: 'Produtos no período' });
    await within(report).findByRole('table', { name: 'Fatores no gráfico' });
    await within(report).findByRole('table', { name: 'Itens por peso nos cruzamentos' });
    await waitFor(() => expect(network.callsTo('GET /api/company/7/mcps/chart_data/').map((call) => call.query.get('mcp'))).toEqual(['2']));
    // No choice for a kind the company lacks.
    expect(within(report).queryByLabelText('Matriz Multifatorial')).toBeNull();

    fireEvent.change(within(report).getByLabelText('Matriz MCP'), { target: { value: '1' } });
    await waitFor(() => expect(within(report).getByRole('region', { name: 'Matriz MCP: MCP antiga' })).toBeTruthy());
    await waitFor(() => expect(network.callsTo('GET /api/company/7/mcps/chart_data/').map((call) => call.query.get('mcp'))).toEqual(['2', '1']));
  });

  it('the overview links the company report', async () => {
    network.on('GET /api/company/7/multifatoriais/', okResponse([]));
    renderMatrices('/empresa/7');
    expect((await screen.findByRole('link', { name: /Relatório da empresa/ })).getAttribute('href')).toBe('/empresa/7/relatorio');
  });
});
