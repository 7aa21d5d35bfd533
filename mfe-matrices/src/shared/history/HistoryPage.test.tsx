import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { HISTORY_PAGE_SIZE, Role, swotChartData } from 'contracts';
import { okResponse, useChartLayout, useFakeNetwork } from 'contracts/testing';
import { testCrossings, testItems } from '../../features/swot/test/fixtures';
import { testAnalysis } from '../../test/analysis-fixtures';
import { companyFor, renderMatrices } from '../../test/render-host';

const PAGE = '/empresa/7/swot/5/historico';

/** Revisions `from` down to `to`, newest first, as the history answers them. */
const revisions = (from: number, to: number) =>
  Array.from({ length: from - to + 1 }, (_, index) => {
    const revision = from - index;
    return { revision, at: '2025-03-10T13:05:00Z', author: { id: 1, name: 'Ana' }, summary: `Ana alterou Item ${revision}` };
  });

describe('history panel', () => {
  const network = useFakeNetwork();
  useChartLayout();
  const serve = () => {
    network.on('GET /api/swots/5/', okResponse(testAnalysis(5, 'SWOT 2025')));
    network.on('GET /api/swots/5/history/', ({ query }) => {
      const offset = Number(query.get('offset'));
      const all = revisions(25, 1);
      return okResponse({ results: all.slice(offset, offset + HISTORY_PAGE_SIZE), count: all.length });
    });
    network.on('GET /api/swots/5/history/3/', okResponse({ ...revisions(3, 3)[0], analysis: testAnalysis(5, 'SWOT 2025'), chart: swotChartData(testItems(), testCrossings()) }));
  };

  it('lists the revisions newest first, pages to the older ones, draws the chosen one’s chart and restores it', async () => {
    serve();
    network.on('POST /api/swots/5/history/3/restore/', okResponse({ revision: 26 }));
    const { record } = renderMatrices(PAGE);
    const list = await screen.findByRole('list', { name: 'Versões da análise' });
    await waitFor(() => expect(within(list).getAllByRole('button', { pressed: false })).toHaveLength(HISTORY_PAGE_SIZE));
    const first = within(list).getAllByRole('button')[0]!;
    expect(first.textContent).toBe('Ana alterou Item 25Versão 25 · Ana · 10/03/2025 10:05');

    await userEvent.click(within(list).getByRole('button', { name: 'Mais antigas' }));
    await waitFor(() => expect(within(list).getAllByRole('button', { pressed: false })).toHaveLength(25));
    expect(within(list).queryByRole('button', { name: 'Mais antigas' })).toBeNull();

    await userEvent.click(screen.getByTestId('revision-3'));
    const past = await screen.findByRole('region', { name: 'Gráfico da versão 3' });
    const posture = await within(past).findByRole('region', { name: 'Postura estratégica' });
    expect(within(posture).getByText('Desenvolvimento').parentElement!.textContent).toBe('Desenvolvimento (Capacidade ofensiva: 6,67)');
    expect(within(past).getByRole('figure', { name: 'Pontuação dos quadrantes' })).toBeTruthy();

    await userEvent.click(within(past).getByRole('button', { name: 'Restaurar esta versão' }));
    await waitFor(() => expect(record.notifications).toContainEqual({ message: 'Versão 3 restaurada.', type: 'success' }));
    expect(network.callsTo('POST /api/swots/5/history/3/restore/')).toHaveLength(1);
    // The analysis and its data are read again.
    await waitFor(() => expect(network.callsTo('GET /api/swots/5/').length).toBeGreaterThan(1));
  });

  it('a Funcionário sees the past chart without the restore', async () => {
    serve();
    renderMatrices(PAGE, { currentCompany: companyFor(Role.Employee) });
    await userEvent.click(await screen.findByRole('button', { name: 'Mais antigas' }));
    await userEvent.click(await screen.findByTestId('revision-3'));
    const past = await screen.findByRole('region', { name: 'Gráfico da versão 3' });
    await within(past).findByRole('region', { name: 'Postura estratégica' });
    expect(within(past).queryByRole('button', { name: 'Restaurar esta versão' })).toBeNull();
  });
});
