import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { currentPath, errorResponse, okResponse, useFakeNetwork } from 'contracts/testing';
import { renderMatrices } from '../../../test/render-host';
import { testMcp } from '../test/fixtures';
import { answerMcp } from '../test/fake-mcp';

describe('MCP guard', () => {
  const network = useFakeNetwork();

  it('loads the MCP, publishes it in the header and opens the first page', async () => {
    answerMcp(network);
    const { record } = renderMatrices('/empresa/7/mcp/1');
    await waitFor(() => expect(currentPath()).toBe('/empresa/7/mcp/1/categorias'));
    expect(await screen.findByRole('navigation', { name: 'Menu da matriz MCP' })).toBeTruthy();
    expect(screen.getByTestId('matrix-header').textContent).toContain('Linha de sucos');
    expect(record.headerTitles).toContainEqual({ title: 'Matriz MCP', analysisName: 'Linha de sucos' });
  });

  it.each([
    ['an id that is not an integer', '/empresa/7/mcp/1x/categorias'],
    ['a company id that is not an integer', '/empresa/abc/mcp/1/categorias'],
  ])('goes to / on %s, without loading anything', async (_, path) => {
    renderMatrices(path);
    await waitFor(() => expect(currentPath()).toBe('/'));
    expect(network.callsTo('GET /api/mcps/*')).toHaveLength(0);
  });

  it('goes to / when the MCP cannot be loaded', async () => {
    network.on('GET /api/mcps/5/', errorResponse({ general: ['Recurso não encontrado.'] }, 404));
    renderMatrices('/empresa/7/mcp/5/grafico');
    await waitFor(() => expect(currentPath()).toBe('/'));
  });

  it('goes to / when the MCP belongs to another company', async () => {
    network.on('GET /api/mcps/1/', okResponse(testMcp(1, 'Outra', { companyId: 8 })));
    renderMatrices('/empresa/7/mcp/1/categorias');
    await waitFor(() => expect(currentPath()).toBe('/'));
  });
});
