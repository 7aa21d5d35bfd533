import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Role, swotChartData } from 'contracts';
import { currentPath, okResponse, useFakeNetwork } from 'contracts/testing';
import { testAnalysis } from '../../../test/analysis-fixtures';
import { companyFor, renderMatrices } from '../../../test/render-host';
import { testCrossings, testItems } from '../test/fixtures';

const PAGE = '/empresa/7/swot/5/cruzamentos';

describe('SWOT crossings page', () => {
  const network = useFakeNetwork();
  const serve = () => {
    network.on('GET /api/swots/5/', okResponse(testAnalysis(5, 'SWOT 2025')));
    network.on('GET /api/swots/5/items/', okResponse(testItems()));
    network.on('GET /api/swots/5/chart_data/', okResponse(swotChartData(testItems(), testCrossings())));
  };

  it('lays internal items as rows and external ones as columns, with the recorded intensities', async () => {
    serve();
    renderMatrices(PAGE);
    const grid = await screen.findByRole('grid', { name: 'Grade de cruzamentos' });
    expect(within(grid).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['O · Mercado em alta', 'T · Concorrência']);
    expect(within(grid).getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['S · Marca forte', 'W · Pouco capital']);
    expect(within(grid).getByRole('button', { name: 'Marca forte × Mercado em alta: média' }).textContent).toBe('2');
    expect(within(grid).getByRole('button', { name: 'Pouco capital × Concorrência: nenhuma' }).textContent).toBe('0');
  });

  it('changes cells by click and by keyboard and saves only the changed cells; leaving asks first', async () => {
    serve();
    network.on('PUT /api/swots/5/crossings/', ({ body }) => okResponse(body));
    const { record } = renderMatrices(PAGE);
    const grid = await screen.findByRole('grid', { name: 'Grade de cruzamentos' });
    // A click raises the cell; from 3 it goes back to 0.
    await userEvent.click(within(grid).getByRole('button', { name: 'Marca forte × Mercado em alta: média' }));
    const strong = within(grid).getByRole('button', { name: 'Marca forte × Mercado em alta: forte' });
    await userEvent.click(strong);
    expect(within(grid).getByRole('button', { name: 'Marca forte × Mercado em alta: nenhuma' })).toBe(strong);
    await userEvent.click(strong);
    await userEvent.click(strong);
    // Back at 2: no change.
    expect(screen.queryByTestId('unsaved-notice')).toBeNull();

    // Keyboard: the focused cell moves with the arrows; a digit sets it.
    strong.focus();
    await userEvent.keyboard('{ArrowRight}{ArrowDown}3');
    const cell = within(grid).getByRole('button', { name: 'Pouco capital × Concorrência: forte' });
    expect(document.activeElement).toBe(cell);
    expect(cell.getAttribute('tabindex')).toBe('0');
    await userEvent.keyboard('{ArrowLeft}1');
    expect(within(grid).getByRole('button', { name: 'Pouco capital × Mercado em alta: fraca' })).toBe(document.activeElement);

    await userEvent.click(screen.getByRole('link', { name: 'Gráfico' }));
    const leave = await screen.findByRole('dialog', { name: 'Sair sem salvar?' });
    await userEvent.click(within(leave).getByRole('button', { name: 'Continuar editando' }));
    expect(currentPath()).toBe(PAGE);

    await userEvent.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    await waitFor(() => expect(record.notifications).toContainEqual({ message: 'Cruzamentos salvos.', type: 'success' }));
    expect(network.callsTo('PUT /api/swots/5/crossings/').map((call) => call.body)).toEqual([
      [
        { internal: 2, external: 3, intensity: 1 },
        { internal: 2, external: 4, intensity: 3 },
      ],
    ]);
  });

  it('a Funcionário sees the grid without changing it', async () => {
    serve();
    renderMatrices(PAGE, { currentCompany: companyFor(Role.Employee) });
    const grid = await screen.findByRole('grid', { name: 'Grade de cruzamentos' });
    expect(within(grid).queryAllByRole('button')).toHaveLength(0);
    expect(within(grid).getByRole('img', { name: 'Marca forte × Mercado em alta: média' }).textContent).toBe('2');
    fireEvent.keyDown(within(grid).getByRole('img', { name: 'Marca forte × Mercado em alta: média' }), { key: '3' });
    expect(screen.queryByRole('button', { name: 'Salvar alterações' })).toBeNull();
  });
});
