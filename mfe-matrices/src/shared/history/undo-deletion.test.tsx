import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { okResponse, useFakeNetwork } from 'contracts/testing';
import { testItems } from '../../features/swot/test/fixtures';
import { testAnalysis } from '../../test/analysis-fixtures';
import { renderMatrices } from '../../test/render-host';

describe('Desfazer after a deletion', () => {
  const network = useFakeNetwork();

  it('offers to undo a deleted part and restores the revision before the deletion', async () => {
    let items = testItems();
    const removed = items[0]!;
    network.on('GET /api/swots/5/', okResponse(testAnalysis(5, 'SWOT 2025')));
    network.on('GET /api/swots/5/items/', () => okResponse(items));
    network.on('GET /api/company/7/ambiental/', okResponse([]));
    network.on('DELETE /api/swot_items/*', () => {
      items = items.filter((item) => item.id !== removed.id);
      return okResponse(null);
    });
    network.on('GET /api/swots/5/history/', okResponse({ results: [{ revision: 8, at: '2025-03-10T13:05:00Z', author: { id: 1, name: 'Ana' }, summary: 'Ana excluiu o item Marca forte' }], count: 8 }));
    network.on('POST /api/swots/5/history/7/restore/', () => {
      items = testItems();
      return okResponse({ revision: 9 });
    });
    const { record } = renderMatrices('/empresa/7/swot/5/itens');
    const strengths = await screen.findByRole('region', { name: 'Forças' });
    await userEvent.click(within(strengths).getByRole('button', { name: /^Excluir Marca forte/ }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Excluir' }));
    const notice = await screen.findByTestId('undo-deletion');
    await waitFor(() => expect(within(strengths).queryByDisplayValue('Marca forte')).toBeNull());

    await userEvent.click(within(notice).getByRole('button', { name: 'Desfazer' }));
    await waitFor(() => expect(record.notifications).toContainEqual({ message: 'Exclusão desfeita.', type: 'success' }));
    expect(network.callsTo('POST /api/swots/5/history/7/restore/')).toHaveLength(1);
    expect(await within(strengths).findByDisplayValue('Marca forte')).toBeTruthy();
    expect(screen.queryByTestId('undo-deletion')).toBeNull();
  });
});
