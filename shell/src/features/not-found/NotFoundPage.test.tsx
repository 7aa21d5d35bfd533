import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MESSAGES } from 'contracts';
import { renderApp } from '../../test/render-app';

describe('404 page', () => {
  it('answers any path no remote owns, inside the layout, without loading a remote', async () => {
    const loadRoutes = vi.fn(async () => []);
    renderApp('/caminho/que/nao/existe', loadRoutes);

    expect(await screen.findByRole('heading', { name: '404' })).toBeTruthy();
    expect(screen.getByText(MESSAGES.notFoundPage)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Voltar para a página inicial' }).getAttribute('href')).toBe('/');
    expect(screen.getByTestId('header-logo').getAttribute('href')).toBe('/');
    await waitFor(() => expect(document.title).toBe('Página não encontrada'));
    expect(loadRoutes).not.toHaveBeenCalled();
  });

  it('answers a path of a loaded remote that the remote has no page for', async () => {
    const loadRoutes = vi.fn(async () => [{ path: 'planos', element: <h1>Planos</h1> }]);
    renderApp('/retorno/abc', loadRoutes);

    expect(await screen.findByTestId('not-found-page')).toBeTruthy();
    expect(loadRoutes).toHaveBeenCalledWith('mfe_plans');
  });
});
