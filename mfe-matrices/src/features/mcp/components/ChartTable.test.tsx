import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { testChartData } from '../test/fixtures';
import { ChartTable } from './ChartTable';

const march = () => testChartData().periods[2]!.items;
const rowNames = () =>
  within(screen.getByRole('table', { name: 'Produtos no período' }))
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);

describe('chart table', () => {
  it('shows each point with its quadrant and formatted numbers, by faturamento first', () => {
    render(<ChartTable points={march()} />);
    expect(rowNames()).toEqual(['Suco', 'Refrigerante', 'Batata', 'Pipoca']);
    expect(screen.getByRole('columnheader', { name: /Faturamento/ }).getAttribute('aria-sort')).toBe('descending');
    const suco = screen.getByRole('row', { name: /^Suco/ });
    expect(within(suco).getAllByRole('cell').map((cell) => cell.textContent?.replace(/\u00a0/g, ' '))).toEqual([
      'Estrela',
      '30,0 %',
      '20,0 %',
      '1,50×',
      'R$ 1.234,56',
      'R$ 500,00 (50,0 %)',
    ]);
    // Pipoca's market has no previous period: no growth, no quadrant.
    const pipoca = screen.getByRole('row', { name: /^Pipoca/ });
    expect(within(pipoca).getAllByRole('cell').slice(0, 3).map((cell) => cell.textContent)).toEqual(['—', '0,0 %', '—']);
  });

  it('sorts by a column, flips on a second click, and keeps points without a value last', () => {
    render(<ChartTable points={march()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Crescimento' }));
    expect(screen.getByRole('columnheader', { name: /Crescimento/ }).getAttribute('aria-sort')).toBe('descending');
    expect(screen.getByRole('columnheader', { name: /Faturamento/ }).getAttribute('aria-sort')).toBe('none');
    expect(rowNames()).toEqual(['Suco', 'Batata', 'Refrigerante', 'Pipoca']);

    fireEvent.click(screen.getByRole('button', { name: 'Crescimento' }));
    expect(screen.getByRole('columnheader', { name: /Crescimento/ }).getAttribute('aria-sort')).toBe('ascending');
    expect(rowNames()).toEqual(['Refrigerante', 'Batata', 'Suco', 'Pipoca']);

    fireEvent.click(screen.getByRole('button', { name: 'Produto' }));
    expect(rowNames()).toEqual(['Batata', 'Pipoca', 'Refrigerante', 'Suco']);
    fireEvent.click(screen.getByRole('button', { name: 'RMS' }));
    expect(rowNames()).toEqual(['Batata', 'Suco', 'Refrigerante', 'Pipoca']);
    fireEvent.click(screen.getByRole('button', { name: 'Quadrante' }));
    expect(rowNames()).toEqual(['Refrigerante', 'Suco', 'Batata', 'Pipoca']);
  });
});
