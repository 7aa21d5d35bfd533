import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ambientalChartData, expandMultifatorialPoints, type MultifatorialChartWire, swotChartData } from 'contracts';
import { okResponse, useChartLayout, useFakeNetwork } from 'contracts/testing';
import { testAnalysis } from '../../test/analysis-fixtures';
import { renderMatrices } from '../../test/render-host';
import { testFactors } from '../../features/ambiental/test/fixtures';
import { answerMcp } from '../../features/mcp/test/fake-mcp';
import { CATEGORIES, testChartWire, testMcp } from '../../features/mcp/test/fixtures';
import { testCrossings, testItems } from '../../features/swot/test/fixtures';
import { chartSvgOf, serverSvg } from '../../test/report-charts';

/** The "Leitura" panel's sections: title → sentences. */
const sectionsOf = (panel: HTMLElement) =>
  Object.fromEntries(within(panel).getAllByRole('region').map((section) => [section.getAttribute('aria-label'), within(section).getAllByRole('listitem').map((item) => item.textContent)]));

/** A Multifatorial (id 3) with two criteria, one market and the window's graded points. */
function answerMultifatorial(network: ReturnType<typeof useFakeNetwork>, market: string, window: { start: string; end: string }, wire: MultifatorialChartWire) {
  network.on('GET /api/multifatoriais/3/criteria/', okResponse([
    { id: 1, multifatorialId: 3, axis: 'attractiveness', name: 'Tamanho do mercado', importance: 0.5 },
    { id: 2, multifatorialId: 3, axis: 'force', name: 'Força da marca', importance: 0.5 },
  ]));
  network.on('GET /api/multifatorial/3/categories/', okResponse([{ id: 10, multifatorialId: 3, name: market, color: 0, mcpCategoryId: null, items: [] }]));
  network.on('GET /api/company/7/multifatoriais/chart_time_limits/', okResponse(window));
  network.on('POST /api/company/7/multifatoriais/detailed_chart_data_for_period/', okResponse(wire));
}

describe('Readings', () => {
  const network = useFakeNetwork();
  useChartLayout(800, 520);

  const answerMcpChart = (id: number) => {
    network.on(`GET /api/mcps/${id}/categories_and_products/`, okResponse(CATEGORIES.map((category) => ({ ...category, products: [] }))));
    network.on('GET /api/company/7/mcps/chart_data/', okResponse(testChartWire()));
  };
  const answerAmbiental = () => {
    network.on('GET /api/ambientais/3/', okResponse(testAnalysis(3, 'Cenário 2025')));
    network.on('GET /api/ambientais/3/chart_data/', okResponse(ambientalChartData(testFactors())));
  };
  const answerSwot = () => {
    network.on('GET /api/swots/5/', okResponse(testAnalysis(5, 'SWOT 2025')));
    network.on('GET /api/swots/5/chart_data/', okResponse(swotChartData(testItems(), testCrossings())));
  };

  it('the MCP chart reads the period shown: quadrant shares, balance and guidance, then an earlier period', async () => {
    answerMcp(network);
    answerMcpChart(1);
    renderMatrices('/empresa/7/mcp/1/grafico');
    const panel = await screen.findByRole('complementary', { name: 'Leitura' }, { timeout: 15_000 });
    expect(within(panel).getByTestId('reading-headline').textContent).toBe(
      'Março/2024, mar/2024 vs mar/2023: Estrela concentra 61,9 % do faturamento; atenção: Interrogações sem caixa para financiá-las.',
    );
    const sections = sectionsOf(panel);
    // What the growth compares comes first, before any advice.
    expect(Object.keys(sections)[0]).toBe('Crescimento comparado');
    expect(sections['Crescimento comparado']).toEqual([
      'Crescimento do mercado sobre os mesmos meses do ano anterior: mar/2024 vs mar/2023.',
      'Limite de crescimento: 10 % ao ano.',
    ]);
    expect(sections['Faturamento e margem por quadrante']).toContain('Estrela: 61,9 % do faturamento e 53,2 % da margem de contribuição (1 produto).');
    expect(sections['Mudanças de quadrante']).toEqual(['Nenhum produto mudou de quadrante desde Fevereiro/2024.']);
    expect(sections['Recomendação por quadrante']).toHaveLength(3);

    fireEvent.change(screen.getByLabelText('Período'), { target: { value: '0' } });
    await waitFor(() => expect(within(panel).getByTestId('reading-headline').textContent).toBe('Janeiro/2024: sem período anterior, os produtos ainda não têm quadrante.'));
    expect(sectionsOf(panel)['Mudanças de quadrante']).toEqual(['Primeiro período do gráfico: não há período anterior para comparar.']);
  });

  it('the Ambiental chart reads the favourability band and what pulls it down', async () => {
    answerAmbiental();
    renderMatrices('/empresa/7/ambiental/3/grafico');
    const ambiental = await screen.findByRole('complementary', { name: 'Leitura' });
    expect(within(ambiental).getByTestId('reading-headline').textContent).toBe('Ambiente desfavorável (4,9 de 10); maior oportunidade: Reformas; maior ameaça: Eleições.');
    expect(sectionsOf(ambiental)['Fatores que puxam o resultado para baixo']).toEqual(['Político: favorabilidade 4,7 de 10, importância 5,0.']);
  });

  it('the SWOT chart reads the posture with the four scores', async () => {
    answerSwot();
    renderMatrices('/empresa/7/swot/5/grafico');
    const swot = await screen.findByRole('complementary', { name: 'Leitura' });
    expect(sectionsOf(swot)['Postura e por quê']).toEqual([
      'Postura de Desenvolvimento: Capacidade ofensiva tem a maior pontuação (6,7 de 10).',
      'Pontuações dos cruzamentos: Capacidade ofensiva 6,7, Debilidade 0,0, Capacidade defensiva 0,0 e Vulnerabilidade 0,0.',
      'Usar as forças para aproveitar as oportunidades.',
    ]);
    expect(sectionsOf(swot)['Cruzamentos mais fortes']).toEqual(['Marca forte × Mercado em alta (Capacidade ofensiva): intensidade média, peso 3,3 de 10.']);
  });

  it("a report holds the reading under 'Leitura da análise'", async () => {
    answerSwot();
    renderMatrices('/empresa/7/swot/5/relatorio');
    const report = await screen.findByRole('article', { name: 'Relatório da análise: Matriz SWOT' });
    const heading = await within(report).findByRole('heading', { name: 'Leitura da análise' });
    // Its tables and words render a moment after the heading (in a transition).
    expect((await within(heading.parentElement!).findByTestId('reading-headline')).textContent).toBe('Postura de Desenvolvimento: Capacidade ofensiva lidera os cruzamentos com 6,7 de 10.');
    expect(within(heading.parentElement!).getByRole('region', { name: 'Cruzamentos mais fortes' })).toBeTruthy();
  });

  it("the company report's cover sums up each analysis in its headline", async () => {
    network.on('GET /api/company/7/mcps/', okResponse([testMcp(1, 'Linha de sucos')]));
    network.on('GET /api/company/7/multifatoriais/', okResponse([]));
    network.on('GET /api/company/7/ambiental/', okResponse([testAnalysis(3, 'Cenário 2025')]));
    network.on('GET /api/company/7/swots/', okResponse([testAnalysis(5, 'SWOT 2025')]));
    answerMcpChart(1);
    answerAmbiental();
    answerSwot();
    renderMatrices('/empresa/7/relatorio');
    const summary = await screen.findByRole('region', { name: 'Resumo executivo' });
    await waitFor(() =>
      expect(within(summary).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
        'Matriz MCP: Linha de sucos — Março/2024, mar/2024 vs mar/2023: Estrela concentra 61,9 % do faturamento; atenção: Interrogações sem caixa para financiá-las.',
        'Matriz Multifatorial — Nenhuma análise multifatorial nesta empresa',
        'Matriz Ambiental: Cenário 2025 — Ambiente desfavorável (4,9 de 10); maior oportunidade: Reformas; maior ameaça: Eleições.',
        'Matriz SWOT: SWOT 2025 — Postura de Desenvolvimento: Capacidade ofensiva lidera os cruzamentos com 6,7 de 10.',
      ]),
    );
  });
});

describe('Executive summary: the MCP and the Multifatorial reconciled', () => {
  const network = useFakeNetwork();
  useChartLayout(800, 520);

  it('lists where they agree first, then where they disagree, with both analyses’ figures and why', async () => {
    network.on('GET /api/company/7/mcps/', okResponse([testMcp(1, 'Linha de sucos')]));
    network.on('GET /api/company/7/multifatoriais/', okResponse([{ ...testAnalysis(3, 'Portfólio 2025'), mcp_id: 1 }]));
    network.on('GET /api/company/7/ambiental/', okResponse([]));
    network.on('GET /api/company/7/swots/', okResponse([]));
    network.on('GET /api/mcps/1/categories_and_products/', okResponse(CATEGORIES.map((category) => ({ ...category, products: [] }))));
    // March: Suco an Estrela (rms 1,5, market +20 %), Batata a Vaca Leiteira.
    network.on('GET /api/company/7/mcps/chart_data/', okResponse(testChartWire()));
    // Suco weak in an unattractive market (force and attractiveness 0,1): Colher/Desinvestir; Batata in the middle (0,5 and 0,5): Seletividade.
    const wire: MultifatorialChartWire = {
      items: [
        { itemId: 20, multifatorialId: 3, categoryId: 10, name: 'Suco', color: 0, faturamento: 1234.56 },
        { itemId: 21, multifatorialId: 3, categoryId: 10, name: 'Batata', color: 0, faturamento: 270 },
      ],
      criteria: [{ multifatorialId: 3, force: [2, 0.5], attractiveness: [1, 0.5], higherIsWorse: [] }],
      months: ['2024-03-01'],
      grades: [[1, 0.1], [2, 0.1], [1, 0.5], [2, 0.5]],
      points: [0, 0, 0, 1, 1, 0, 2, 3],
    };
    answerMultifatorial(network, 'Bebidas', { start: '2024-03-01', end: '2024-03-01' }, wire);
    network.on('POST /api/company/7/multifatoriais/simple_chart_data_for_period/', okResponse(expandMultifatorialPoints(wire)));
    network.on('GET /api/company/7/mcps/chart_svg/', serverSvg);
    network.on('GET /api/company/7/multifatoriais/chart_svg/', serverSvg);
    renderMatrices('/empresa/7/relatorio');
    const reconciliation = await screen.findByRole('region', { name: 'MCP e Multifatorial, produto a produto' }, { timeout: 15_000 });
    // Each chart is its own kind's drawing.
    expect(chartSvgOf(await screen.findByTestId('report-mcp-chart'))).toContain('mcp=1 period=2024-03 width=680 height=520');
    expect(chartSvgOf(await screen.findByTestId('report-multifatorial-chart'))).toContain('multifatorial=3 width=680 height=520');
    expect(sectionsOf(reconciliation)).toEqual({
      'Onde as análises concordam': ['Batata: Vaca Leiteira na MCP e Seletividade na Multifatorial — as duas indicam investir com seletividade ou manter.'],
      'Onde as análises divergem': [
        'Suco: a MCP indica investir (Estrela: participação relativa 1,50× num mercado que cresceu 20,0 %), a Multifatorial indica colher ou desinvestir (Colher/Desinvestir: força competitiva 1,0 e atratividade 1,0 de 10).',
      ],
    });
    expect(within(reconciliation).getByText(/^Por que divergem: a MCP olha só a participação e o crescimento das vendas/)).toBeTruthy();
    // The executive summary's second part, after the contents of the cover.
    expect(within(reconciliation).getByRole('heading', { level: 2 }).textContent).toBe('Resumo executivo: MCP e Multifatorial, produto a produto');
    const contents = screen.getByRole('navigation', { name: 'Sumário' });
    expect(contents.compareDocumentPosition(reconciliation) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});

describe('Multifatorial reading', () => {
  const network = useFakeNetwork();
  useChartLayout();

  it('the chart reads the zones, the move since the previous graded month and the heaviest criteria', async () => {
    network.on('GET /api/multifatoriais/3/', okResponse({ ...testAnalysis(3, 'Portfólio 2025'), mcp_id: null }));
    // Gourmet at (0.2, 0.8) in January (Seletividade), (0.9, 0.8) in February (Investir/Crescer).
    const wire: MultifatorialChartWire = {
      items: [{ itemId: 20, multifatorialId: 3, categoryId: 10, name: 'Gourmet', color: 0, faturamento: 1500 }],
      criteria: [{ multifatorialId: 3, force: [2, 0.5], attractiveness: [1, 0.5], higherIsWorse: [] }],
      months: ['2025-01-01', '2025-02-01'],
      grades: [[1, 0.8], [2, 0.2], [2, 0.9]],
      points: [0, 0, 0, 1, 0, 1, 0, 2],
    };
    answerMultifatorial(network, 'Cafés', { start: '2025-01-01', end: '2025-02-01' }, wire);
    // The latest points: Gourmet in February.
    network.on('POST /api/company/7/multifatoriais/simple_chart_data_for_period/', okResponse(expandMultifatorialPoints(wire).slice(-1)));
    renderMatrices('/empresa/7/multifatorial/3/grafico');
    const panel = await screen.findByRole('complementary', { name: 'Leitura' });
    expect(within(panel).getByTestId('reading-headline').textContent).toBe('Fevereiro/2025: 1 de 1 item em Investir/Crescer (100,0 % do faturamento); 1 item mudou de zona.');
    expect(sectionsOf(panel)).toEqual({
      'Itens por zona': ['Investir/Crescer: 1 item, 100,0 % do faturamento (Gourmet).', 'Seletividade: nenhum item.', 'Colher/Desinvestir: nenhum item.'],
      'Mudanças de zona': ['Gourmet: Seletividade → Investir/Crescer.'],
      'Critérios de maior peso': [
        'Atratividade do mercado: Tamanho do mercado (100,0 %) — 100,0 % do peso do eixo.',
        'Força competitiva: Força da marca (100,0 %) — 100,0 % do peso do eixo.',
      ],
    });
  });
});
