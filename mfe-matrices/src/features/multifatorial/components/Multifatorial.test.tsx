import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { formatBRL, type MultifatorialCategoryWithItems, type MultifatorialChartWire, type MultifatorialCriterion, type MultifatorialPoint, Role } from 'contracts';
import { currentPath, okResponse, useChartLayout, useFakeNetwork } from 'contracts/testing';
import { testAnalysis } from '../../../test/analysis-fixtures';
import { companyFor, renderMatrices } from '../../../test/render-host';

const multifatorial = { ...testAnalysis(3, 'Portfólio 2025'), mcp_id: null };
const criteria: MultifatorialCriterion[] = [
  { id: 1, multifatorialId: 3, axis: 'attractiveness', name: 'Tamanho do mercado', importance: 0.5 },
  { id: 2, multifatorialId: 3, axis: 'force', name: 'Força da marca', importance: 0.5 },
];
const markets: MultifatorialCategoryWithItems[] = [
  { id: 10, multifatorialId: 3, name: 'Cafés', color: 0, mcpCategoryId: null, items: [{ id: 20, categoryId: 10, name: 'Gourmet', color: 0, faturamento: 1500, mcpProductId: null }] },
];
const point = (date: string, x: number, y: number, zone: MultifatorialPoint['zone']): MultifatorialPoint => ({
  itemId: 20,
  multifatorialId: 3,
  categoryId: 10,
  name: 'Gourmet',
  color: 0,
  date,
  x,
  y,
  size: 1,
  faturamento: 1500,
  zone,
  grades: [
    { criterionId: 1, grade: y },
    { criterionId: 2, grade: x },
  ],
});

/** The detailed chart as the server sends it (compact): Gourmet at (0.2, 0.8) in January, (0.9, 0.8) in February. */
const detailedWire: MultifatorialChartWire = {
  items: [{ itemId: 20, multifatorialId: 3, categoryId: 10, name: 'Gourmet', color: 0, faturamento: 1500 }],
  criteria: [{ multifatorialId: 3, force: [2, 0.5], attractiveness: [1, 0.5] }],
  months: ['2025-01-01', '2025-02-01'],
  grades: [[1, 0.8], [2, 0.2], [2, 0.9]],
  points: [0, 0, 0, 1, 0, 1, 0, 2],
};

describe('Multifatorial', () => {
  const network = useFakeNetwork();
  useChartLayout();
  const serve = () => {
    network.on('GET /api/multifatoriais/3/', okResponse(multifatorial));
    network.on('GET /api/multifatoriais/3/criteria/', okResponse(criteria));
    network.on('GET /api/multifatorial/3/categories/', okResponse(markets));
  };

  it('creates a multifatorial from an MCP of the company: the body names the MCP, then its editor opens', async () => {
    network.on('GET /api/company/7/multifatoriais/', okResponse([]));
    network.on('GET /api/company/7/mcps/', okResponse([{ id: 5, companyId: 7, name: 'Linha 2025', description: '', growthThreshold: 0.1, createdAt: '', updatedAt: '' }]));
    network.on('POST /api/company/7/multifatoriais/', okResponse(multifatorial));
    network.on('GET /api/multifatoriais/3/', okResponse(multifatorial));
    renderMatrices('/empresa/7/multifatorial');
    await userEvent.click(await screen.findByRole('button', { name: 'Nova matriz multifatorial' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nova matriz multifatorial' });
    await userEvent.type(within(dialog).getByLabelText('Nome'), 'Portfólio 2025');
    const choice = within(dialog).getByLabelText('Importar mercados e produtos de');
    await waitFor(() => expect(within(choice).getAllByRole('option').map((o) => o.textContent)).toEqual(['Nenhuma (começar vazia)', 'Linha 2025']));
    await userEvent.selectOptions(choice, '5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Criar matriz' }));
    await waitFor(() => expect(network.callsTo('POST /api/company/7/multifatoriais/')[0]?.body).toEqual({ name: 'Portfólio 2025', description: '', mcpId: 5 }));
    await waitFor(() => expect(currentPath()).toBe('/empresa/7/multifatorial/3/criterios'));
  });

  it("grades a month: starts from the previous month's grades and saves only what changed, in one PUT", async () => {
    serve();
    network.on('GET /api/multifatoriais/3/grades/', ({ query }) =>
      okResponse(
        query.get('date') === '2025-02-01'
          ? { date: '2025-02-01', grades: [{ criterionId: 2, categoryId: null, itemId: 20, grade: 0.7 }] }
          : { date: query.get('date'), grades: [] },
      ),
    );
    network.on('PUT /api/multifatoriais/3/grades/', okResponse({ date: '2025-03-01', grades: [] }));
    renderMatrices('/empresa/7/multifatorial/3/notas', { currentCompany: companyFor(Role.Consultant) });
    const month = await screen.findByLabelText('Mês das notas');
    fireEvent.change(month, { target: { value: '2025-03' } });
    // Not graded this month: no slider, a button that starts the grade.
    expect(await screen.findByRole('button', { name: 'Dar nota: Força da marca de Gourmet' })).toBeTruthy();
    expect(screen.queryByLabelText('Força da marca de Gourmet')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Copiar as notas do mês anterior' }));
    await waitFor(() => expect((screen.getByLabelText('Força da marca de Gourmet') as HTMLInputElement).value).toBe('0.7'));
    await userEvent.click(screen.getByRole('button', { name: 'Dar nota: Tamanho do mercado de Cafés' }));
    expect((screen.getByLabelText('Tamanho do mercado de Cafés') as HTMLInputElement).value).toBe('0.5');
    fireEvent.change(screen.getByLabelText('Tamanho do mercado de Cafés'), { target: { value: '0.4' } });
    await userEvent.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    await waitFor(() => expect(network.callsTo('PUT /api/multifatoriais/3/grades/')).toHaveLength(1));
    expect(network.callsTo('PUT /api/multifatoriais/3/grades/')[0]!.body).toEqual({
      date: '2025-03-01',
      grades: [
        { criterionId: 2, itemId: 20, grade: 0.7 },
        { criterionId: 1, categoryId: 10, grade: 0.4 },
      ],
    });
  });

  it('a Funcionário reads the grades and cannot change them', async () => {
    serve();
    network.on('GET /api/multifatoriais/3/grades/', ({ query }) => okResponse({ date: query.get('date'), grades: [{ criterionId: 1, categoryId: 10, itemId: null, grade: 0.25 }] }));
    renderMatrices('/empresa/7/multifatorial/3/notas', { currentCompany: companyFor(Role.Employee) });
    const market = (await screen.findByLabelText('Tamanho do mercado de Cafés')) as HTMLInputElement;
    expect(market.disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Salvar alterações' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Copiar as notas do mês anterior' })).toBeNull();
  });

  it('draws the matrix for the window of graded months: zones, the bubble, the table with the scores, the play button', async () => {
    serve();
    network.on('GET /api/company/7/multifatoriais/chart_time_limits/', okResponse({ start: '2025-01-01', end: '2025-02-01' }));
    network.on('POST /api/company/7/multifatoriais/simple_chart_data_for_period/', okResponse([point('2025-02-01', 0.9, 0.8, 'Investir/Crescer')]));
    network.on('POST /api/company/7/multifatoriais/detailed_chart_data_for_period/', okResponse(detailedWire));
    renderMatrices('/empresa/7/multifatorial/3/grafico');
    const table = await screen.findByRole('table', { name: 'Pontos do gráfico' });
    expect(within(table).getAllByRole('row').map((row) => Array.from(row.children, (cell) => cell.textContent))).toEqual([
      ['Item', 'Mercado', 'Força competitiva', 'Atratividade do mercado', 'Zona', 'Faturamento', 'Mês das notas'],
      ['Gourmet', 'Cafés', '9,00', '8,00', 'Investir/Crescer', formatBRL(1500), 'Fevereiro/2025'],
      // The criteria under the item's figures, across the table: a column of them was wider than the page.
      ['Critérios: Tamanho do mercado: 8,00; Força da marca: 9,00'],
    ]);
    expect(network.callsTo('POST /api/company/7/multifatoriais/detailed_chart_data_for_period/')[0]!.body).toEqual({ start: '2025-01-01', end: '2025-02-01', multifatorialId: 3 });
    const figure = screen.getByRole('figure', { name: 'Força competitiva × atratividade do mercado' });
    await waitFor(() => {
      const labels = Array.from(figure.querySelectorAll('svg text'), (text) => text.textContent);
      expect(labels).toEqual(expect.arrayContaining(['Gourmet', 'Investir/Crescer', 'Seletividade', 'Colher/Desinvestir']));
    });
    expect(screen.getByRole('button', { name: 'Reproduzir' })).toHaveProperty('disabled', false);
    expect(within(figure).getByRole('button', { name: 'Exportar PNG: Força competitiva × atratividade do mercado' })).toBeTruthy();
  });
});
