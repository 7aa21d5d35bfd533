import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRemote } from '../../../test/render-remote';

describe('overview page without a company', () => {
  it('welcomes, explains how to pick a company and shows the four tiles disabled', async () => {
    renderRemote('/');
    expect(await screen.findByRole('heading', { name: 'Bem vindo!' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Bem vindo!'));
    const intro = screen.getByTestId('overview-no-company').textContent;
    expect(intro).toContain('ícone de configurações');
    expect(intro).toContain("'Empresas'");
    expect(intro).toContain('administrador');

    const tiles = ['ambiental', 'swot', 'mcp', 'multifatorial'].map((area) => screen.getByTestId(`overview-tile-${area}`) as HTMLButtonElement);
    expect(tiles.map((tile) => tile.textContent)).toEqual(['AMBIENTAL', 'SWOT Sistêmica', 'CRESCIMENTO PARTICIPAÇÃO &', 'MULTIFATORIAL']);
    expect(tiles.every((tile) => tile.disabled)).toBe(true);
  });
});
