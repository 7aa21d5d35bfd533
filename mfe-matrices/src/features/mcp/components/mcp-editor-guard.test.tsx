import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { currentPath, errorResponse, okResponse, useFakeNetwork } from 'contracts/testing';
import { renderMatrices } from '../../../test/render-host';
import { testMcp } from '../test/fixtures';
import { answerMcp } from '../test/fake-mcp';

const NOT_FOUND = { message: 'Análise não encontrada: ela pode ter sido excluída.', type: 'warning' };

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
  ])('goes to / on %s, without loading anything, saying why', async (_, path) => {
    const { record } = renderMatrices(path);
    await waitFor(() => expect(currentPath()).toBe('/'));
    expect(network.callsTo('GET /api/mcps/*')).toHaveLength(0);
    expect(record.notifications).toEqual([NOT_FOUND]);
  });

  it('goes to / when the MCP is not found (deleted, or never there), saying why', async () => {
    network.on('GET /api/mcps/5/', errorResponse({ general: ['Recurso não encontrado.'] }, 404));
    const { record } = renderMatrices('/empresa/7/mcp/5/grafico');
    await waitFor(() => expect(currentPath()).toBe('/'));
    expect(record.notifications).toEqual([NOT_FOUND]);
  });

  it('goes to / when the MCP cannot be loaded, saying it failed', async () => {
    network.on('GET /api/mcps/5/', errorResponse({ general: ['Erro interno.'] }, 500));
    const { record } = renderMatrices('/empresa/7/mcp/5/grafico');
    await waitFor(() => expect(currentPath()).toBe('/'));
    expect(record.notifications).toEqual([{ message: 'Não foi possível abrir a análise. Tente novamente.', type: 'error' }]);
  });

  it('goes to / when the MCP belongs to another company, as not found', async () => {
    network.on('GET /api/mcps/1/', okResponse(testMcp(1, 'Outra', { companyId: 8 })));
    const { record } = renderMatrices('/empresa/7/mcp/1/categorias');
    await waitFor(() => expect(currentPath()).toBe('/'));
    expect(record.notifications).toEqual([NOT_FOUND]);
  });
});
