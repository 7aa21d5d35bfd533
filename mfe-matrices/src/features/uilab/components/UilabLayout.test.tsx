import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRemote } from '../../../test/render-remote';

describe('UI lab', () => {
  it('has the side menu of the seed and its links open the pages', async () => {
    renderRemote('/uilab');
    const menu = await screen.findByRole('navigation', { name: 'Menu do UI Lab' });
    const links = within(menu)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Overview', '/'],
      ['Botoes', '/uilab/botoes'],
      ['Formulários', '/uilab/formularios'],
      ['Gráfico Matricial', '/uilab/matrixchart'],
    ]);
    expect(screen.getByTestId('uilab-index-page')).toBeTruthy();
    // The host's header shows the UI lab's matrix title.
    await waitFor(() => expect(screen.getByRole('banner').textContent).toContain('UI Lab'));

    fireEvent.click(within(menu).getByRole('link', { name: 'Botoes' }));
    expect(await screen.findByTestId('uilab-buttons-page')).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('UI Lab - Botoes'));

    fireEvent.click(within(menu).getByRole('link', { name: 'Formulários' }));
    expect(await screen.findByTestId('uilab-forms-page')).toBeTruthy();
  });

  it('shows the importance and grade sliders with their values', async () => {
    renderRemote('/uilab/formularios');
    const importance = (await screen.findByTestId('slider-importance')) as HTMLInputElement;
    fireEvent.change(importance, { target: { value: '8' } });
    expect(screen.getByTestId('slider-importance-value').textContent).toBe('8');
    fireEvent.change(screen.getByTestId('slider-grade'), { target: { value: '3' } });
    expect(screen.getByTestId('slider-grade-value').textContent).toBe('3');
  });
});
