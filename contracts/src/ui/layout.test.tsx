// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { MATRIX_THEMES } from '../format/theme.js';
import { currentPath, renderTestHost } from '../testing/index.js';
import { Button } from './button.js';
import { EmptyState, ErrorAlert, LoadingState, Notice } from './feedback.js';
import { MatrixLayout } from './matrix-layout.js';
import { Slider } from './slider.js';

afterEach(cleanup);

const MENU = [
  { to: '/mcp/1', label: 'Categorias' },
  { to: '/mcp/1/grafico', label: 'Gráfico' },
];

describe('MatrixLayout', () => {
  it('shows the matrix header in the theme colour, the side menu, the content and the fixed bottom row', async () => {
    const host = renderTestHost(
      [
        {
          path: 'mcp/1/*',
          element: (
            <MatrixLayout theme="mcp" analysisName="Plano 2025" menu={MENU} menuLabel="Menu da análise" bottomBar={<Button variant="primary">Salvar</Button>}>
              <p>conteúdo</p>
            </MatrixLayout>
          ),
        },
      ],
      '/mcp/1',
    );
    render(host.element);
    const header = await screen.findByTestId('matrix-header');
    expect(header.textContent).toBe('Matriz MCPPlano 2025');
    expect(within(header).getByText('Plano 2025').tagName).toBe('I');
    expect(screen.getByTestId('matrix-layout').style.getPropertyValue('--matrix-color')).toBe(MATRIX_THEMES.mcp.color);
    const menu = screen.getByRole('navigation', { name: 'Menu da análise' });
    expect(within(menu).getByRole('link', { name: 'Categorias' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByText('conteúdo')).toBeTruthy();
    expect(within(screen.getByTestId('matrix-bottom-bar')).getByRole('button', { name: 'Salvar' })).toBeTruthy();
    // The shell's header gets the title and the analysis name.
    await waitFor(() => expect(host.record.headerTitles.at(-1)).toEqual({ title: 'Matriz MCP', analysisName: 'Plano 2025' }));

    await userEvent.click(within(menu).getByRole('link', { name: 'Gráfico' }));
    await waitFor(() => expect(currentPath()).toBe('/mcp/1/grafico'));
    expect(within(menu).getByRole('link', { name: 'Gráfico' }).getAttribute('aria-current')).toBe('page');
    expect(within(menu).getByRole('link', { name: 'Categorias' }).getAttribute('aria-current')).toBeNull();
  });

  it('clears the header title when it goes', async () => {
    function Toggle() {
      const [shown, setShown] = useState(true);
      return shown ? (
        <MatrixLayout theme="labui" menu={[]} menuLabel="Menu">
          <button type="button" onClick={() => setShown(false)}>
            sair
          </button>
        </MatrixLayout>
      ) : null;
    }
    const host = renderTestHost([{ path: 'x', element: <Toggle /> }], '/x');
    render(host.element);
    await waitFor(() => expect(host.record.headerTitles.at(-1)).toEqual({ title: 'UI Lab', analysisName: undefined }));
    expect(screen.queryByTestId('matrix-bottom-bar')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'sair' }));
    await waitFor(() => expect(host.record.headerTitles.at(-1)).toBeNull());
  });
});

describe('Slider', () => {
  it('is a labelled slider whose 0..1 value reads as 0..10 with two decimals', () => {
    function Grade() {
      const [value, setValue] = useState(0.5);
      return <Slider kind="grade" label="Nota" value={value} onChange={setValue} step={0.1} />;
    }
    render(<Grade />);
    const slider = screen.getByRole('slider', { name: /Nota/ });
    expect(slider.getAttribute('aria-valuetext')).toBe('5,00');
    expect(slider.className).toContain('grade');
    // What the browser sends when the arrow keys or a drag move the thumb.
    fireEvent.change(slider, { target: { value: '0.7' } });
    expect(slider.getAttribute('aria-valuetext')).toBe('7,00');
    expect(screen.getByRole('status').textContent).toBe('7,00');
  });

  it('takes its own scale and format', () => {
    render(<Slider kind="importance" label="Importância" value={8} min={0} max={10} step={1} onChange={() => undefined} formatValue={(value) => `${value} de 10`} />);
    const slider = screen.getByRole('slider', { name: /Importância/ });
    expect(slider.getAttribute('aria-valuetext')).toBe('8 de 10');
    expect(slider.className).toContain('importance');
  });
});

describe('feedback', () => {
  it('ErrorAlert is an alert only with content; Notice a status', () => {
    const { rerender } = render(<ErrorAlert>{null}</ErrorAlert>);
    expect(screen.queryByRole('alert')).toBeNull();
    rerender(
      <>
        <ErrorAlert>Falhou.</ErrorAlert>
        <Notice>Salvo.</Notice>
      </>,
    );
    expect(screen.getByRole('alert').textContent).toBe('Falhou.');
    expect(screen.getByRole('status').textContent).toBe('Salvo.');
  });

  it('LoadingState says what loads; EmptyState names what is missing and offers the way out', () => {
    render(
      <>
        <LoadingState label="carregando empresas..." />
        <EmptyState title="Nenhuma análise" action={<Button>Criar análise</Button>}>
          Crie a primeira análise desta empresa.
        </EmptyState>
      </>,
    );
    expect(screen.getByRole('status').textContent).toBe('carregando empresas...');
    expect(screen.getByText('Nenhuma análise')).toBeTruthy();
    expect(screen.getByText('Crie a primeira análise desta empresa.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Criar análise' })).toBeTruthy();
  });
});
