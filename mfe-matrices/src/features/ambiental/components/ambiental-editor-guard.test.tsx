import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorResponse, okResponse, currentPath, useFakeNetwork } from 'contracts/testing';
import { testAnalysis } from '../../../test/analysis-fixtures';
import { renderMatrices } from '../../../test/render-host';


describe('Ambiental guard', () => {
  const network = useFakeNetwork();

  it('opens the factors page of a loaded analysis', async () => {
    network.on('GET /api/ambientais/3/', okResponse(testAnalysis(3, 'Cenário')));
    network.on('GET /api/ambientais/3/factors/listWithSubfactors/', okResponse([]));
    renderMatrices('/empresa/7/ambiental/3');
    expect(await screen.findByTestId('ambiental-factors-page')).toBeTruthy();
    expect(currentPath()).toBe('/empresa/7/ambiental/3/fatores');
  });

  it('goes to / when the load fails', async () => {
    network.on('GET /api/ambientais/3/', errorResponse({ general: ['Análise não encontrada.'] }, 404));
    renderMatrices('/empresa/7/ambiental/3/fatores');
    await waitFor(() => expect(currentPath()).toBe('/'));
  });

  it('goes to / for a malformed id', async () => {
    renderMatrices('/empresa/7/ambiental/abc/fatores');
    await waitFor(() => expect(currentPath()).toBe('/'));
    // No Ambiental was asked for (the overview it lands on asks for its own lists).
    expect(network.calls.filter((call) => call.path.startsWith('/api/ambientais/'))).toHaveLength(0);
  });

  it("goes to / for an analysis of another company", async () => {
    network.on('GET /api/ambientais/3/', okResponse(testAnalysis(3, 'Alheia', { company_id: 8 })));
    renderMatrices('/empresa/7/ambiental/3/fatores');
    await waitFor(() => expect(currentPath()).toBe('/'));
  });
});
