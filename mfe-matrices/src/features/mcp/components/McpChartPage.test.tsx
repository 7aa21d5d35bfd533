import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { okResponse, useChartLayout, useFakeNetwork } from 'contracts/testing';
import { renderMatrices } from '../../../test/render-host';
import { CATEGORIES, testChartWire } from '../test/fixtures';
import { answerMcp } from '../test/fake-mcp';
import { PLAY_STEP_MS } from '../../../shared/chart/usePeriodPlayer';

const CHART = 'GET /api/company/7/mcps/chart_data/';
const FIRST_SCREEN = 'GET /api/company/7/mcps/chart_svg/';
/** ECharts' bubbles and trail starts in the SVG it draws. */
const echartsMarks = () => screen.getByTestId('matrix-chart').querySelectorAll('svg path[d^="M1 0A1 1 0 1 1"]');
const rowNames = () =>
  within(screen.getByRole('table', { name: 'Produtos no período' }))
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);

describe('MCP chart page', () => {
  const network = useFakeNetwork();
  useChartLayout(800, 520);
  afterEach(() => vi.useRealTimers());

  const answer = () => {
    answerMcp(network);
    network.on('GET /api/mcps/1/categories_and_products/', okResponse(CATEGORIES.map((category) => ({ ...category, products: [] }))));
    // One trimester: no previous one, nothing has growth.
    network.on(CHART, ({ query }) => okResponse({ ...testChartWire(query.get('grouping') === '3'), basis: query.get('basis') === 'previous' ? 'previous' : 'year' }));
  };

  it("shows the last period: the server's first screen of the chart, its points in the table, the products without growth listed apart; ECharts once the chart is touched", async () => {
    answer();
    network.on(FIRST_SCREEN, okResponse({ svg: '<svg width="800" height="520"><text>Primeira tela</text></svg>' }));
    renderMatrices('/empresa/7/mcp/1/grafico');
    await waitFor(() => expect(screen.getByTestId('mcp-chart-period').textContent).toBe('Março/2024'), { timeout: 15_000 });
    expect(network.callsTo(CHART)[0]!.query.get('mcp')).toBe('1');
    // The table follows the chart (a deferred render).
    await waitFor(() => expect(rowNames()).toEqual(['Suco', 'Refrigerante', 'Batata', 'Pipoca']));
    expect(within(screen.getByTestId('mcp-without-growth')).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Pipoca']);
    // The chart is the server's SVG, at the chart box's size, named as the chart; no ECharts yet.
    const firstScreen = await screen.findByRole('img', { name: 'Matriz Crescimento & Participação' });
    await waitFor(() => expect(firstScreen.textContent).toBe('Primeira tela'));
    expect(Object.fromEntries(network.callsTo(FIRST_SCREEN)[0]!.query)).toEqual({ mcp: '1', width: '800', height: '520' });
    expect(echartsMarks()).toHaveLength(0);
    // A touch on the chart: ECharts draws it (three bubbles and the start of each one's trail,
    // February), in the first screen's place; ECharts is imported then: slow on a busy machine.
    fireEvent.pointerDown(firstScreen);
    await waitFor(() => expect(echartsMarks()).toHaveLength(6), { timeout: 15_000 });
    expect(screen.queryByRole('img', { name: 'Matriz Crescimento & Participação' })).toBeNull();
  });

  it('changes period, grouping and categories shown', async () => {
    answer();
    renderMatrices('/empresa/7/mcp/1/grafico');
    await waitFor(() => expect(screen.getByTestId('mcp-chart-period').textContent).toBe('Março/2024'));
    fireEvent.change(screen.getByLabelText('Período'), { target: { value: '0' } });
    expect(screen.getByTestId('mcp-chart-period').textContent).toBe('Janeiro/2024');
    expect(within(screen.getByTestId('mcp-without-growth')).getAllByRole('listitem')).toHaveLength(3);
    // The caption names what the growth compares: January has nothing a year before it.
    expect(screen.getByTestId('mcp-chart-comparison').textContent).toBe('Crescimento: jan/2024 vs jan/2023 (nenhum mês comparável) · limite de crescimento 10,0 %');
    fireEvent.change(screen.getByLabelText('Período'), { target: { value: '2' } });
    expect(screen.getByTestId('mcp-chart-comparison').textContent).toBe('Crescimento: mar/2024 vs mar/2023 · limite de crescimento 10,0 %');
    fireEvent.change(screen.getByLabelText('Período'), { target: { value: '0' } });

    fireEvent.click(screen.getByRole('button', { name: 'Bebidas' }));
    expect(screen.getByRole('button', { name: 'Bebidas' }).getAttribute('aria-pressed')).toBe('false');
    await waitFor(() => expect(rowNames()).toEqual(['Batata']));
    fireEvent.click(screen.getByRole('button', { name: 'Bebidas' }));

    fireEvent.change(screen.getByLabelText('Agrupamento'), { target: { value: '3' } });
    // A trimester the data cover in part says so, on the caption and in the period selector.
    await waitFor(() => expect(screen.getByTestId('mcp-chart-period').textContent).toBe('1º Trimestre/2024 · parcial (mar)'));
    expect(within(screen.getByLabelText('Período')).getAllByRole('option').map((option) => option.textContent)).toEqual(['1º Trimestre/2024 · parcial (mar)']);
    expect(screen.getByTestId('mcp-chart-comparison').textContent).toBe('Crescimento: mar/2024 vs mar/2023 (nenhum mês comparável) · limite de crescimento 10,0 %');
    expect(network.callsTo(CHART).at(-1)!.query.get('grouping')).toBe('3');
    expect(within(screen.getByTestId('mcp-without-growth')).getAllByRole('listitem')).toHaveLength(4);
    expect((screen.getByRole('button', { name: 'Reproduzir' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("asks for the growth basis chosen; the MCP's own until then", async () => {
    answer();
    renderMatrices('/empresa/7/mcp/1/grafico');
    await waitFor(() => expect(screen.getByTestId('mcp-chart-period').textContent).toBe('Março/2024'), { timeout: 15_000 });
    const basis = screen.getByLabelText('Comparar o crescimento com') as HTMLSelectElement;
    expect(network.callsTo(CHART)[0]!.query.has('basis')).toBe(false);
    expect(basis.value).toBe('year');
    fireEvent.change(basis, { target: { value: 'previous' } });
    await waitFor(() => expect(network.callsTo(CHART).at(-1)!.query.get('basis')).toBe('previous'));
    await waitFor(() => expect(basis.value).toBe('previous'));
    // The period shown stays.
    expect(screen.getByTestId('mcp-chart-period').textContent).toBe('Março/2024');
  });

  it('plays the periods from the first to the last', async () => {
    answer();
    renderMatrices('/empresa/7/mcp/1/grafico');
    await waitFor(() => expect(screen.getByTestId('mcp-chart-period').textContent).toBe('Março/2024'));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(screen.getByRole('button', { name: 'Reproduzir' }));
    expect(screen.getByTestId('mcp-chart-period').textContent).toBe('Janeiro/2024');
    expect(screen.getByRole('button', { name: 'Pausar' }).getAttribute('aria-pressed')).toBe('true');
    // Each period's time on screen is run on the test's clock, not waited for.
    const nextPeriod = () => act(() => vi.advanceTimersByTimeAsync(PLAY_STEP_MS));
    await nextPeriod();
    expect(screen.getByTestId('mcp-chart-period').textContent).toBe('Fevereiro/2024');
    await nextPeriod();
    expect(screen.getByTestId('mcp-chart-period').textContent).toBe('Março/2024');
    expect(screen.getByRole('button', { name: 'Reproduzir' }).getAttribute('aria-pressed')).toBe('false');
  });
});
