import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ambientalChartData } from 'contracts';
import { okResponse, useChartLayout, useFakeNetwork } from 'contracts/testing';
import { testAnalysis } from '../../../test/analysis-fixtures';
import { renderMatrices } from '../../../test/render-host';
import { testFactors } from '../test/fixtures';

describe('Ambiental chart page', () => {
  const network = useFakeNetwork();
  useChartLayout();

  it("draws the server's chart: the gauge, one bubble per factor with the neutral line, the table and the ranked subfactors; the charts open on the server's first screens, ECharts once touched", async () => {
    network.on('GET /api/ambientais/3/', okResponse(testAnalysis(3, 'Cenário 2025')));
    network.on('GET /api/ambientais/3/chart_svg/', ({ query }) => okResponse({ svg: `<svg><text>Primeira tela: ${query.get('chart')}</text></svg>` }));
    network.on('GET /api/ambientais/3/chart_data/', okResponse(ambientalChartData(testFactors())));
    renderMatrices('/empresa/7/ambiental/3/grafico');

    // Político: O 0.25 / 1.3, T 0.32 / 1.3 → favorability 0.4731; Econômico neutral; environment (0.5 × 0.4731 + 0.7 × 0.5) / 1.2.
    const favorability = await screen.findByTestId('ambiental-favorability');
    expect(favorability.textContent).toBe('Favorabilidade do ambiente: 4,89. Ambiente desfavorável: as ameaças pesam mais que as oportunidades.');
    const table = screen.getByRole('table', { name: 'Fatores no gráfico' });
    expect(within(table).getAllByRole('row').map((row) => Array.from(row.children, (cell) => cell.textContent))).toEqual([
      ['Fator', 'Importância', 'Oportunidades (O)', 'Ameaças (T)', 'Favorabilidade', 'Subfatores'],
      ['Político', '5,00', '1,92', '2,46', '4,73', '2'],
      ['Econômico', '7,00', '0,00', '0,00', '5,00', '0'],
    ]);
    expect(within(screen.getByRole('region', { name: 'Oportunidades mais fortes' })).getByRole('listitem').textContent).toBe('Reformas (Político) — Peso (importância × nota): 2,50');
    expect(within(screen.getByRole('region', { name: 'Ameaças mais fortes' })).getByRole('listitem').textContent).toBe('Eleições (Político) — Peso (importância × nota): 3,20');

    const bubbles = screen.getByRole('figure', { name: 'Fatores: importância × favorabilidade' });
    const gauge = screen.getByRole('figure', { name: 'Favorabilidade do ambiente' });
    const textsOf = (figure: HTMLElement) => Array.from(figure.querySelectorAll('svg text'), (text) => text.textContent);
    // Each chart is the server's SVG at its box's size, named as the chart; no ECharts yet.
    const bubblesFirst = await within(bubbles).findByRole('img', { name: 'Fatores: importância × favorabilidade' });
    await waitFor(() => expect(bubblesFirst.textContent).toBe('Primeira tela: bubbles'));
    await waitFor(() => expect(textsOf(gauge)).toEqual(['Primeira tela: gauge']));
    expect(network.callsTo('GET /api/ambientais/3/chart_svg/').map((call) => Object.fromEntries(call.query))).toEqual(
      expect.arrayContaining([
        { chart: 'gauge', width: '800', height: '260' },
        { chart: 'bubbles', width: '800', height: '480' },
      ]),
    );
    expect(textsOf(bubbles)).toEqual(['Primeira tela: bubbles']);
    // A touch on the bubbles: ECharts draws them in their first screen's place (imported then: slow on a busy machine).
    fireEvent.pointerDown(bubblesFirst);
    await waitFor(() => {
      const texts = Array.from(bubbles.querySelectorAll('svg text'), (text) => text.textContent);
      expect(texts).toEqual(expect.arrayContaining(['Político', 'Econômico', 'neutro']));
    }, { timeout: 15_000 });
    expect(within(bubbles).queryByRole('img')).toBeNull();
    expect(within(bubbles).getByRole('button', { name: 'Exportar PNG: Fatores: importância × favorabilidade' })).toBeTruthy();
    // The gauge: ECharts once it is touched too.
    fireEvent.pointerDown(within(gauge).getByRole('img', { name: 'Favorabilidade do ambiente' }));
    await waitFor(() => expect(textsOf(gauge)).toContain('4,89'));
  });
});
