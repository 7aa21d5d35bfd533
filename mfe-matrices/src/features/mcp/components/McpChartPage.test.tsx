import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { okResponse, useChartLayout, useFakeNetwork } from 'contracts/testing';
import { renderMatrices } from '../../../test/render-host';
import { CATEGORIES, testChartWire } from '../test/fixtures';
import { answerMcp } from '../test/fake-mcp';
import { PLAY_STEP_MS } from '../../../shared/chart/usePeriodPlayer';

const CHART = 'GET /api/company/7/mcps/chart_data/';
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

  it('shows the last period: its points in the table, the products without growth listed apart', async () => {
    answer();
    renderMatrices('/empresa/7/mcp/1/grafico');
    // The chart is there before the data (ECharts starts meanwhile); the last period shows once it comes.
    // The first render of the file also loads the ECharts chunk: slow on a busy machine.
    await waitFor(() => expect(screen.getByTestId('mcp-chart-period').textContent).toBe('Março/2024'), { timeout: 15_000 });
    expect(network.callsTo(CHART)[0]!.query.get('mcp')).toBe('1');
    // The table follows the chart (a deferred render).
    await waitFor(() => expect(rowNames()).toEqual(['Suco', 'Refrigerante', 'Batata', 'Pipoca']));
    expect(within(screen.getByTestId('mcp-without-growth')).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Pipoca']);
    // Three bubbles and the start of each one's trail (February); ECharts is imported when the
    // chart first draws: slow on a busy machine too.
    await waitFor(() => expect(screen.getByTestId('matrix-chart').querySelectorAll('svg path[d^="M1 0A1 1 0 1 1"]')).toHaveLength(6), { timeout: 15_000 });
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
