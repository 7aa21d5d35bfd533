import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { swotChartData } from 'contracts';
import { okResponse, useChartLayout, useFakeNetwork } from 'contracts/testing';
import { testAnalysis } from '../../../test/analysis-fixtures';
import { renderMatrices } from '../../../test/render-host';
import { testCrossings, testItems } from '../test/fixtures';

describe('SWOT chart page', () => {
  const network = useFakeNetwork();
  useChartLayout();

  it("names the posture and explains it, draws the scores and the heat map (the server's first screens, ECharts once touched), ranks the items", async () => {
    network.on('GET /api/swots/5/', okResponse(testAnalysis(5, 'SWOT 2025')));
    network.on('GET /api/swots/5/chart_svg/', ({ query }) => okResponse({ svg: `<svg><text>Primeira tela: ${query.get('chart')}</text></svg>` }));
    network.on('GET /api/swots/5/chart_data/', okResponse(swotChartData(testItems(), testCrossings())));
    renderMatrices('/empresa/7/swot/5/grafico');
    const posture = await screen.findByRole('region', { name: 'Postura estratégica' });
    expect(within(posture).getByText('Desenvolvimento').parentElement!.textContent).toBe('Desenvolvimento (Capacidade ofensiva: 6,67)');
    expect(posture.textContent).toContain('As forças aproveitam as oportunidades (capacidade ofensiva)');

    const ranking = screen.getByRole('table', { name: 'Itens por peso nos cruzamentos' });
    expect(within(ranking).getAllByRole('row').slice(1).map((row) => Array.from(row.children, (cell) => cell.textContent))).toEqual([
      ['Marca forte', 'Forças', '10,00', '1,00'],
      ['Mercado em alta', 'Oportunidades', '5,00', '1,00'],
      ['Pouco capital', 'Fraquezas', '5,00', '0,00'],
      ['Concorrência', 'Ameaças', '10,00', '0,00'],
    ]);
    const scores = screen.getByRole('figure', { name: 'Pontuação dos quadrantes' });
    const heatmap = screen.getByRole('figure', { name: 'Mapa de calor dos cruzamentos' });
    const textsOf = (figure: HTMLElement) => Array.from(figure.querySelectorAll('svg text'), (text) => text.textContent);
    // Each chart is the server's SVG at its box's size, named as the chart; no ECharts yet.
    const scoresFirst = await within(scores).findByRole('img', { name: 'Pontuação dos quadrantes' });
    await waitFor(() => expect(scoresFirst.textContent).toBe('Primeira tela: scores'));
    await waitFor(() => expect(textsOf(heatmap)).toEqual(['Primeira tela: heatmap']));
    // Two internal items: the heat map is 96 + 2 × 44 px high.
    expect(network.callsTo('GET /api/swots/5/chart_svg/').map((call) => Object.fromEntries(call.query))).toEqual(
      expect.arrayContaining([
        { chart: 'scores', width: '800', height: '300' },
        { chart: 'heatmap', width: '800', height: '184' },
      ]),
    );
    // A touch on each: ECharts draws it in its first screen's place (imported then: slow on a busy machine).
    fireEvent.pointerDown(scoresFirst);
    await waitFor(() => expect(textsOf(scores)).toEqual(expect.arrayContaining(['6,67', 'Debilidade'])), { timeout: 15_000 });
    fireEvent.pointerDown(within(heatmap).getByRole('img', { name: 'Mapa de calor dos cruzamentos' }));
    await waitFor(() => expect(textsOf(heatmap)).toEqual(expect.arrayContaining(['2', 'S · Marca forte'])));
  });

  it('says there is no posture before anything is crossed', async () => {
    network.on('GET /api/swots/5/', okResponse(testAnalysis(5, 'SWOT 2025')));
    network.on('GET /api/swots/5/chart_data/', okResponse(swotChartData(testItems(), [])));
    renderMatrices('/empresa/7/swot/5/grafico');
    const posture = await screen.findByRole('region', { name: 'Postura estratégica' });
    expect(posture.textContent).toContain('Ainda não há cruzamentos');
  });
});
