import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ambientalChartData, swotChartData } from 'contracts';
import { type FakeRequest, type FakeResponse, okResponse, useChartLayout, useFakeNetwork } from 'contracts/testing';
import { chartSvgOf, serverSvg } from '../../test/report-charts';
import { testAnalysis } from '../../test/analysis-fixtures';
import { renderMatrices } from '../../test/render-host';
import { testFactors } from '../../features/ambiental/test/fixtures';
import { CATEGORIES, testChartWire, testMcp } from '../../features/mcp/test/fixtures';
import { testCrossings, testItems } from '../../features/swot/test/fixtures';

const queriesOf = (calls: FakeRequest[]) => calls.map((call) => Object.fromEntries(call.query));

/** An IntersectionObserver that sees nothing until the test says a figure came near. */
function stubViewport() {
  const observers: { callback: IntersectionObserverCallback; targets: Element[] }[] = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      private readonly entry: { callback: IntersectionObserverCallback; targets: Element[] };
      constructor(callback: IntersectionObserverCallback) {
        this.entry = { callback, targets: [] };
        observers.push(this.entry);
      }
      observe(target: Element) {
        this.entry.targets.push(target);
      }
      disconnect() {
        this.entry.targets = [];
      }
    },
  );
  return {
    comesNear(figure: Element) {
      for (const { callback } of observers.filter((observer) => observer.targets.includes(figure))) {
        callback([{ target: figure, isIntersecting: true } as unknown as IntersectionObserverEntry], {} as IntersectionObserver);
      }
    },
  };
}

describe('Report charts', () => {
  const network = useFakeNetwork();
  useChartLayout();
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  const answerAmbiental = (svg: (request: FakeRequest) => FakeResponse | Promise<FakeResponse> = serverSvg) => {
    network.on('GET /api/ambientais/3/', okResponse(testAnalysis(3, 'Cenário 2025')));
    network.on('GET /api/ambientais/3/chart_data/', okResponse(ambientalChartData(testFactors())));
    network.on('GET /api/ambientais/3/chart_svg/', svg);
  };

  it("are the server's drawings, asked for at the report's size and named by their titles", async () => {
    answerAmbiental();
    renderMatrices('/empresa/7/ambiental/3/relatorio');
    const gauge = await screen.findByTestId('report-ambiental-gauge');
    expect(within(gauge).getByRole('img').getAttribute('alt')).toBe('Favorabilidade do ambiente');
    expect(chartSvgOf(gauge)).toBe('<svg><text>Servidor: chart=gauge width=680 height=260</text></svg>');
    expect(chartSvgOf(await screen.findByTestId('report-ambiental-bubbles'))).toBe('<svg><text>Servidor: chart=bubbles width=680 height=440</text></svg>');
    expect(queriesOf(network.callsTo('GET /api/ambientais/3/chart_svg/'))).toEqual([
      { chart: 'gauge', width: '680', height: '260' },
      { chart: 'bubbles', width: '680', height: '440' },
    ]);
  });

  it('are asked for as they come near the viewport; the print button opens the dialog once every chart has come', async () => {
    const viewport = stubViewport();
    let answerBubbles = (): void => undefined;
    answerAmbiental((request) =>
      request.query.get('chart') === 'bubbles' ? new Promise((resolve) => (answerBubbles = () => resolve(serverSvg(request)))) : serverSvg(request),
    );
    const drawnWhenPrinted: string[][] = [];
    const print = vi.spyOn(window, 'print').mockImplementation(() => {
      drawnWhenPrinted.push(Array.from(document.querySelectorAll('figure img'), (image) => image.getAttribute('alt')!));
    });
    renderMatrices('/empresa/7/ambiental/3/relatorio');
    const report = await screen.findByRole('article', { name: 'Relatório da análise: Matriz Ambiental' });
    const [gauge, bubbles] = await within(report).findAllByRole('figure');
    // Both places are kept, neither asked for while it is far from the screen.
    expect(network.callsTo('GET /api/ambientais/3/chart_svg/')).toEqual([]);
    expect(within(bubbles!).queryByRole('img')).toBeNull();

    viewport.comesNear(gauge!);
    await waitFor(() => expect(screen.getByTestId('report-ambiental-gauge')).toBe(gauge));
    expect(queriesOf(network.callsTo('GET /api/ambientais/3/chart_svg/')).map((query) => query.chart)).toEqual(['gauge']);

    fireEvent.click(within(report).getByRole('button', { name: 'Imprimir / Salvar PDF' }));
    await waitFor(() => expect(queriesOf(network.callsTo('GET /api/ambientais/3/chart_svg/')).map((query) => query.chart)).toEqual(['gauge', 'bubbles']));
    expect(print).not.toHaveBeenCalled();
    answerBubbles();
    await waitFor(() => expect(print).toHaveBeenCalledOnce());
    expect(drawnWhenPrinted).toEqual([['Favorabilidade do ambiente', 'Fatores: importância × favorabilidade']]);
  });

  it('a chart the server could not draw is drawn in the browser, with every label', async () => {
    network.on('GET /api/swots/5/', okResponse(testAnalysis(5, 'SWOT 2025')));
    network.on('GET /api/swots/5/chart_data/', okResponse(swotChartData(testItems(), testCrossings())));
    network.on('GET /api/swots/5/chart_svg/', { status: 500, body: { success: false, message: 'Erro interno.' } });
    renderMatrices('/empresa/7/swot/5/relatorio');
    // ECharts' drawing of the bars: all four names (a category axis would drop two of them).
    const scores = await screen.findByTestId('report-swot-scores', {}, { timeout: 15_000 });
    const bars = chartSvgOf(scores).replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
    for (const name of ['Capacidade ofensiva', 'Capacidade defensiva', 'Debilidade', 'Vulnerabilidade']) expect(bars).toContain(name);
  });

  it("the MCP's own report asks for the chart of the period it shows", async () => {
    network.on('GET /api/mcps/1/', okResponse(testMcp(1, 'Linha de sucos')));
    network.on('GET /api/mcps/1/categories_and_products/', okResponse(CATEGORIES.map((category) => ({ ...category, products: [] }))));
    network.on('GET /api/company/7/mcps/chart_data/', okResponse(testChartWire()));
    network.on('GET /api/company/7/mcps/chart_svg/', serverSvg);
    renderMatrices('/empresa/7/mcp/1/relatorio?periodo=2024-02');
    expect(chartSvgOf(await screen.findByTestId('report-mcp-chart'))).toBe('<svg><text>Servidor: mcp=1 period=2024-02 width=680 height=520</text></svg>');
  });
});
