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

  it('shows the importance and grade sliders of the kit with their values (0..1 shown as 0..10)', async () => {
    renderRemote('/uilab/formularios');
    const importance = await screen.findByRole('slider', { name: /Importância/ });
    expect(importance.getAttribute('aria-valuetext')).toBe('5,00');
    fireEvent.change(importance, { target: { value: '0.8' } });
    expect(importance.getAttribute('aria-valuetext')).toBe('8,00');
    const grade = screen.getByRole('slider', { name: /Nota/ });
    fireEvent.change(grade, { target: { value: '0.3' } });
    expect(grade.getAttribute('aria-valuetext')).toBe('3,00');
    expect(grade.className).not.toBe(importance.className);
  });

  it('the monthly grid of the kit says when it has unsaved changes', async () => {
    renderRemote('/uilab/formularios');
    const cell = await screen.findByRole('textbox', { name: 'Custo variável (R$) Março/2025' });
    expect(screen.getByTestId('monthly-grid-state').textContent).toBe('Nenhuma alteração.');
    fireEvent.change(cell, { target: { value: '1.234,5' } });
    expect(screen.getByTestId('monthly-grid-state').textContent).toBe('Alterações não salvas.');
  });
});
