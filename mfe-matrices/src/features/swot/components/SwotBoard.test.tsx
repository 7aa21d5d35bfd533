import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { okResponse, useFakeNetwork } from 'contracts/testing';
import { testAnalysis } from '../../../test/analysis-fixtures';
import { renderMatrices } from '../../../test/render-host';
import { testItem, testItems } from '../test/fixtures';
import { SwotBoard } from './SwotBoard';

/** Each quadrant of the board: its name, then its items as they read. */
const boardOf = () => {
  const board = screen.getByRole('region', { name: 'Quadro SWOT' });
  return within(board)
    .getAllByRole('group')
    .map((quadrant) => [quadrant.getAttribute('aria-label'), ...within(quadrant).queryAllByRole('listitem').map((item) => item.textContent)]);
};

describe('SWOT board', () => {
  it('lays the four quadrants out as the classic board, each listing its items by importance, the most important first', () => {
    render(<SwotBoard items={[...testItems(), testItem(6, 'S', 'Equipe experiente', 0.75), testItem(7, 'S', 'Boa localização', 0.75)]} />);
    expect(boardOf()).toEqual([
      ['Forças', 'Marca forte (importância 10,00)', 'Equipe experiente (importância 7,50)', 'Boa localização (importância 7,50)'],
      ['Fraquezas', 'Pouco capital (importância 5,00)'],
      ['Oportunidades', 'Mercado em alta (importância 5,00)'],
      ['Ameaças', 'Concorrência (importância 10,00)'],
    ]);
  });

  it('says so in a quadrant with no items', () => {
    render(<SwotBoard items={[testItem(1, 'O', 'Mercado em alta', 0.5)]} />);
    expect(within(screen.getByRole('group', { name: 'Ameaças' })).getByText('Nenhum item.')).toBeTruthy();
    expect(boardOf().map(([name, ...items]) => [name, items.length])).toEqual([
      ['Forças', 0],
      ['Fraquezas', 0],
      ['Oportunidades', 1],
      ['Ameaças', 0],
    ]);
  });

  describe('in the editor', () => {
    const network = useFakeNetwork();

    it('shows the items as they are being edited, before they are saved', async () => {
      network.on('GET /api/swots/5/', okResponse(testAnalysis(5, 'SWOT 2025')));
      network.on('GET /api/swots/5/items/', okResponse(testItems()));
      network.on('GET /api/company/7/ambiental/', okResponse([]));
      renderMatrices('/empresa/7/swot/5/itens');
      const strengths = await screen.findByRole('region', { name: 'Forças' });
      expect(boardOf()[0]).toEqual(['Forças', 'Marca forte (importância 10,00)']);
      const text = within(strengths).getByLabelText('Texto');
      await userEvent.clear(text);
      await userEvent.type(text, 'Marca muito forte');
      expect(boardOf()[0]).toEqual(['Forças', 'Marca muito forte (importância 10,00)']);
    });
  });
});
