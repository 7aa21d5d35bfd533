import { createEvent, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { currentMonth, formatBRL, MESSAGES, type MultifatorialCategoryWithItems, type MultifatorialChartWire, type MultifatorialCriterion, type MultifatorialPoint, Role } from 'contracts';
import { currentPath, type FakeResponse, okResponse, useChartLayout, useFakeNetwork } from 'contracts/testing';
import { testAnalysis } from '../../../test/analysis-fixtures';
import { companyFor, renderMatrices } from '../../../test/render-host';

const multifatorial = { ...testAnalysis(3, 'Portfólio 2025'), mcp_id: null };
const criteria: MultifatorialCriterion[] = [
  { id: 1, version: 1, multifatorialId: 3, axis: 'attractiveness', name: 'Tamanho do mercado', importance: 0.5, higherIsWorse: false },
  { id: 2, version: 1, multifatorialId: 3, axis: 'force', name: 'Força da marca', importance: 0.5, higherIsWorse: false },
];
const markets: MultifatorialCategoryWithItems[] = [
  { id: 10, version: 1, multifatorialId: 3, name: 'Cafés', color: 0, mcpCategoryId: null, items: [{ id: 20, version: 1, categoryId: 10, name: 'Gourmet', color: 0, faturamento: 1500, mcpProductId: null }] },
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
  criteria: [{ multifatorialId: 3, force: [2, 0.5], attractiveness: [1, 0.5], higherIsWorse: [] }],
  months: ['2025-01-01', '2025-02-01'],
  grades: [[1, 0.8], [2, 0.2], [2, 0.9]],
  points: [0, 0, 0, 1, 0, 1, 0, 2],
};

const MARKETS = 'Atratividade de cada mercado';
const ITEMS = 'Força competitiva de cada item';
/** A cell of a grades grid, named by its row and column headers. */
const gradeCell = (grid: string, row: string, criterion: string) =>
  within(screen.getByRole('table', { name: grid })).getByRole('textbox', { name: `${row} ${criterion}` }) as HTMLInputElement;
/** A paste of a block copied from a spreadsheet. */
function paste(target: HTMLElement, text: string) {
  fireEvent(target, createEvent.paste(target, { clipboardData: { getData: () => text } }));
}

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
    network.on('GET /api/company/7/mcps/', okResponse([{ id: 5, version: 1, companyId: 7, name: 'Linha 2025', description: '', growthThreshold: 0.1, createdAt: '', updatedAt: '' }]));
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

  it('criteria: a weight is typed 0 to 10 the pt-BR way beside its slider, its share of the axis shown live; a criterion may be "quanto maior, pior"', async () => {
    const two: MultifatorialCriterion[] = [...criteria, { id: 4, version: 1, multifatorialId: 3, axis: 'attractiveness', name: 'Intensidade da concorrência', importance: 0.5, higherIsWorse: false }];
    network.on('GET /api/multifatoriais/3/', okResponse(multifatorial));
    network.on('GET /api/multifatoriais/3/criteria/', okResponse(two));
    network.on('PUT /api/criteria/4/', ({ body }) => okResponse({ ...two[2], ...(body as object) }));
    renderMatrices('/empresa/7/multifatorial/3/criterios', { currentCompany: companyFor(Role.Consultant) });
    const weight = (await screen.findByLabelText('Peso (0 a 10) de Intensidade da concorrência')) as HTMLInputElement;
    const attractiveness = screen.getByTestId('criteria-attractiveness');
    const shares = () => within(attractiveness).getAllByTestId('criterion-share').map((share) => share.textContent);
    expect(weight.value).toBe('5');
    expect(shares()).toEqual(['50,0 % do peso do eixo', '50,0 % do peso do eixo']);

    // Typed: the slider follows, and so do both shares (5 and 1,5: 76,9 % and 23,1 %).
    await userEvent.clear(weight);
    await userEvent.type(weight, '1,5');
    expect((screen.getByLabelText('Importância de Intensidade da concorrência') as HTMLInputElement).value).toBe('0.15');
    expect(shares()).toEqual(['76,9 % do peso do eixo', '23,1 % do peso do eixo']);
    // Not a weight: said under the field, nothing can be saved.
    await userEvent.clear(weight);
    await userEvent.type(weight, '12');
    expect(screen.getByText('Digite um número de 0 a 10, com até duas casas decimais (ex.: 3,5).')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Salvar alterações' }).hasAttribute('disabled')).toBe(true);
    await userEvent.clear(weight);
    await userEvent.type(weight, '2,25');
    expect(screen.queryByText('Digite um número de 0 a 10, com até duas casas decimais (ex.: 3,5).')).toBeNull();
    // The slider moves the typed number too.
    fireEvent.change(screen.getByLabelText('Importância de Intensidade da concorrência'), { target: { value: '0.3' } });
    expect(weight.value).toBe('3');

    await userEvent.click(screen.getByRole('checkbox', { name: 'Quanto maior, pior: Intensidade da concorrência' }));
    await userEvent.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    await waitFor(() =>
      expect(network.callsTo('PUT /api/criteria/4/')[0]?.body).toEqual({ axis: 'attractiveness', name: 'Intensidade da concorrência', importance: 0.3, higherIsWorse: true }),
    );
    expect(network.callsTo('PUT /api/criteria/1/')).toHaveLength(0);
  });

  it("grades a month: starts from the previous month's grades and saves only what changed, in one PUT (grid and sliders share the edits)", async () => {
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
    // Not graded this month: empty cells.
    await waitFor(() => expect(gradeCell(ITEMS, 'Gourmet (Cafés)', 'Força da marca').value).toBe(''));
    await userEvent.click(screen.getByRole('button', { name: 'Copiar as notas do mês anterior' }));
    await waitFor(() => expect(gradeCell(ITEMS, 'Gourmet (Cafés)', 'Força da marca').value).toBe('7'));
    await userEvent.click(gradeCell(MARKETS, 'Cafés', 'Tamanho do mercado'));
    await userEvent.keyboard('4');
    // The sliders show the same edits.
    await userEvent.click(screen.getByRole('button', { name: 'Controles deslizantes' }));
    expect((screen.getByLabelText('Tamanho do mercado de Cafés') as HTMLInputElement).value).toBe('0.4');
    expect((screen.getByLabelText('Força da marca de Gourmet') as HTMLInputElement).value).toBe('0.7');
    fireEvent.change(screen.getByLabelText('Força da marca de Gourmet'), { target: { value: '0.65' } });
    await userEvent.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    await waitFor(() => expect(network.callsTo('PUT /api/multifatoriais/3/grades/')).toHaveLength(1));
    expect(network.callsTo('PUT /api/multifatoriais/3/grades/')[0]!.body).toEqual({
      date: '2025-03-01',
      grades: [
        { criterionId: 2, itemId: 20, grade: 0.65, expected: null },
        { criterionId: 1, categoryId: 10, grade: 0.4, expected: null },
      ],
    });
  });

  describe('the grades grid', () => {
    const gridCriteria: MultifatorialCriterion[] = [
      ...criteria,
      { id: 4, version: 1, multifatorialId: 3, axis: 'attractiveness', name: 'Crescimento do mercado', importance: 0.5, higherIsWorse: false },
      { id: 5, version: 1, multifatorialId: 3, axis: 'force', name: 'Qualidade do produto', importance: 0.5, higherIsWorse: false },
    ];
    const gridMarkets: MultifatorialCategoryWithItems[] = [
      ...markets,
      { id: 11, version: 1, multifatorialId: 3, name: 'Chás', color: 0, mcpCategoryId: null, items: [{ id: 21, version: 1, categoryId: 11, name: 'Verde', color: 0, faturamento: 900, mcpProductId: null }] },
    ];
    const SAVE = 'PUT /api/multifatoriais/3/grades/';
    const serveGrid = () => {
      network.on('GET /api/multifatoriais/3/', okResponse(multifatorial));
      network.on('GET /api/multifatoriais/3/criteria/', okResponse(gridCriteria));
      network.on('GET /api/multifatorial/3/categories/', okResponse(gridMarkets));
      // Cafés has one grade this month: Tamanho do mercado 2,50.
      network.on('GET /api/multifatoriais/3/grades/', ({ query }) =>
        okResponse({ date: query.get('date'), grades: [{ criterionId: 1, categoryId: 10, itemId: null, grade: 0.25 }] }),
      );
      network.on(SAVE, okResponse({ date: '2025-03-01', grades: [] }));
      renderMatrices('/empresa/7/multifatorial/3/notas', { currentCompany: companyFor(Role.Consultant) });
    };

    it('shows markets × attractiveness and items × force, 0 to 10 the pt-BR way; an ungraded criterion is an empty cell, not 5,00', async () => {
      serveGrid();
      const table = await screen.findByRole('table', { name: MARKETS });
      expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Mercado', 'Tamanho do mercado', 'Crescimento do mercado']);
      expect(within(table).getAllByRole('rowheader').map((header) => header.textContent)).toEqual(['Cafés', 'Chás']);
      const itemsTable = screen.getByRole('table', { name: ITEMS });
      expect(within(itemsTable).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Item (mercado)', 'Força da marca', 'Qualidade do produto']);
      expect(within(itemsTable).getAllByRole('rowheader').map((header) => header.textContent)).toEqual(['Gourmet (Cafés)', 'Verde (Chás)']);
      expect(gradeCell(MARKETS, 'Cafés', 'Tamanho do mercado').value).toBe('2,5');
      expect(gradeCell(MARKETS, 'Cafés', 'Crescimento do mercado').value).toBe('');
      expect(gradeCell(ITEMS, 'Verde (Chás)', 'Qualidade do produto').value).toBe('');
      // The sliders view: no slider (it would show a made-up value); "Dar nota" opens the empty cell in the grid.
      await userEvent.click(screen.getByRole('button', { name: 'Controles deslizantes' }));
      expect(screen.getByRole('button', { name: 'Controles deslizantes' }).getAttribute('aria-pressed')).toBe('true');
      expect((screen.getByLabelText('Tamanho do mercado de Cafés') as HTMLInputElement).value).toBe('0.25');
      expect(screen.queryByLabelText('Crescimento do mercado de Cafés')).toBeNull();
      await userEvent.click(screen.getByRole('button', { name: 'Dar nota: Qualidade do produto de Verde' }));
      const cell = gradeCell(ITEMS, 'Verde (Chás)', 'Qualidade do produto');
      expect(cell.value).toBe('');
      expect(document.activeElement).toBe(cell);
      expect(screen.getByRole('button', { name: 'Salvar alterações' })).toHaveProperty('disabled', true);
    });

    it('typed with the keyboard and pasted from a spreadsheet, both grids are saved in one PUT of the changed grades (0..1)', async () => {
      serveGrid();
      await screen.findByRole('table', { name: MARKETS });
      await userEvent.click(gradeCell(MARKETS, 'Cafés', 'Crescimento do mercado'));
      await userEvent.keyboard('7,5{Enter}6{ArrowLeft}{ArrowLeft}');
      // Enter went down to Chás; the arrows went left to Chás × Tamanho do mercado.
      expect(document.activeElement).toBe(gradeCell(MARKETS, 'Chás', 'Tamanho do mercado'));
      await userEvent.keyboard('3');
      // A block copied from a spreadsheet: Gourmet and Verde, both force criteria.
      paste(gradeCell(ITEMS, 'Gourmet (Cafés)', 'Força da marca'), '8\t9,25\r\n4,5\t10\r\n');
      expect(gradeCell(ITEMS, 'Verde (Chás)', 'Qualidade do produto').value).toBe('10');
      expect(screen.getByTestId('unsaved-notice')).toBeTruthy();
      await userEvent.click(screen.getByRole('button', { name: 'Salvar alterações' }));
      await waitFor(() => expect(network.callsTo(SAVE)).toHaveLength(1));
      const body = network.callsTo(SAVE)[0]!.body as { date: string; grades: unknown[] };
      expect(body.date).toBe(currentMonth());
      expect(body.grades).toHaveLength(7);
      expect(body.grades).toEqual(
        expect.arrayContaining([
          { criterionId: 4, categoryId: 10, grade: 0.75, expected: null },
          { criterionId: 4, categoryId: 11, grade: 0.6, expected: null },
          { criterionId: 1, categoryId: 11, grade: 0.3, expected: null },
          { criterionId: 2, itemId: 20, grade: 0.8, expected: null },
          { criterionId: 5, itemId: 20, grade: 0.925, expected: null },
          { criterionId: 2, itemId: 21, grade: 0.45, expected: null },
          { criterionId: 5, itemId: 21, grade: 1, expected: null },
        ]),
      );
      // Cafés × Tamanho do mercado was not changed: not sent.
      expect(body.grades).not.toContainEqual(expect.objectContaining({ criterionId: 1, categoryId: 10 }));
    });

    it('a grade outside 0 to 10, or a saved grade emptied, is named in a pt-BR error and nothing is saved', async () => {
      serveGrid();
      await screen.findByRole('table', { name: MARKETS });
      await userEvent.click(gradeCell(ITEMS, 'Verde (Chás)', 'Força da marca'));
      await userEvent.keyboard('11');
      expect((await screen.findByTestId('grades-out-of-range')).textContent).toBe(
        'As notas vão de 0 a 10. Corrija: Força da marca de Verde. Nada é salvo enquanto houver nota fora desse intervalo.',
      );
      const save = screen.getByRole('button', { name: 'Salvar alterações' });
      expect(save).toHaveProperty('disabled', true);
      await userEvent.clear(gradeCell(MARKETS, 'Cafés', 'Tamanho do mercado'));
      expect(screen.getByTestId('grades-emptied').textContent).toBe('Uma nota já salva não pode ficar vazia (dê outra nota de 0 a 10): Tamanho do mercado de Cafés.');
      await userEvent.type(gradeCell(MARKETS, 'Cafés', 'Tamanho do mercado'), '-0,5');
      expect(screen.getByTestId('grades-out-of-range').textContent).toContain('Corrija: Força da marca de Verde; Tamanho do mercado de Cafés.');
      // Text that is not a number: counted under its grid, still nothing to save.
      await userEvent.clear(gradeCell(MARKETS, 'Cafés', 'Tamanho do mercado'));
      await userEvent.type(gradeCell(MARKETS, 'Cafés', 'Tamanho do mercado'), 'abc');
      expect(screen.getByText('1 célula com número inválido.')).toBeTruthy();
      await userEvent.click(save);
      expect(network.callsTo(SAVE)).toHaveLength(0);
      // Fixed: saved.
      await userEvent.clear(gradeCell(MARKETS, 'Cafés', 'Tamanho do mercado'));
      await userEvent.type(gradeCell(MARKETS, 'Cafés', 'Tamanho do mercado'), '2,5');
      await userEvent.clear(gradeCell(ITEMS, 'Verde (Chás)', 'Força da marca'));
      await userEvent.type(gradeCell(ITEMS, 'Verde (Chás)', 'Força da marca'), '10');
      expect(screen.queryByTestId('grades-out-of-range')).toBeNull();
      expect(screen.queryByTestId('grades-emptied')).toBeNull();
      await userEvent.click(save);
      await waitFor(() => expect(network.callsTo(SAVE)).toHaveLength(1));
      expect((network.callsTo(SAVE)[0]!.body as { grades: unknown[] }).grades).toEqual([{ criterionId: 2, itemId: 21, grade: 1, expected: null }]);
    });

    it('a save answers only the grades it wrote: they are merged into the month shown, which is not fetched again', async () => {
      serveGrid();
      network.on(SAVE, ({ body }) => {
        const { date, grades } = body as { date: string; grades: { criterionId: number; categoryId: number; grade: number }[] };
        return okResponse({ date, grades: grades.map(({ criterionId, categoryId, grade }) => ({ criterionId, categoryId, itemId: null, grade, version: 2 })) });
      });
      await screen.findByRole('table', { name: MARKETS });
      const month = network.callsTo('GET /api/multifatoriais/3/grades/')[0]!.query.get('date');
      const monthReads = () => network.callsTo('GET /api/multifatoriais/3/grades/').filter((call) => call.query.get('date') === month).length;
      expect(monthReads()).toBe(1);
      await userEvent.clear(gradeCell(MARKETS, 'Cafés', 'Tamanho do mercado'));
      await userEvent.type(gradeCell(MARKETS, 'Cafés', 'Tamanho do mercado'), '4');
      await userEvent.click(screen.getByRole('button', { name: 'Salvar alterações' }));
      await waitFor(() => expect(screen.getByRole('button', { name: 'Salvar alterações' })).toHaveProperty('disabled', true));
      expect(gradeCell(MARKETS, 'Cafés', 'Tamanho do mercado').value).toBe('4');
      expect(monthReads()).toBe(1);
    });

    it("a grade a colleague changed meanwhile is shown with their grade and name; keep mine sends theirs as expected, take theirs drops the edit", async () => {
      serveGrid();
      const conflict = (current: number, name: string) => ({
        kind: 'category',
        id: 10,
        criterionId: 1,
        date: '2025-03-01',
        field: 'grade',
        current,
        expected: 0.25,
        changedBy: { id: 9, name },
        changedAt: '2025-03-02T10:00:00.000Z',
      });
      const refused = (current: number, name: string): FakeResponse => ({
        status: 412,
        body: { success: false, data: { conflicts: [conflict(current, name)] }, errors: { general: [MESSAGES.cellConflicts] }, message: MESSAGES.cellConflicts },
      });
      const answers: FakeResponse[] = [refused(0.6, 'Ana'), okResponse({ date: '2025-03-01', grades: [] }), refused(0.9, 'Bia')];
      network.on(SAVE, () => answers.shift()!);
      await screen.findByRole('table', { name: MARKETS });
      await userEvent.clear(gradeCell(MARKETS, 'Cafés', 'Tamanho do mercado'));
      await userEvent.type(gradeCell(MARKETS, 'Cafés', 'Tamanho do mercado'), '4');
      await userEvent.click(screen.getByRole('button', { name: 'Salvar alterações' }));
      // Only the edited grade, with the grade the page saw.
      await waitFor(() => expect(network.callsTo(SAVE)).toHaveLength(1));
      expect((network.callsTo(SAVE)[0]!.body as { grades: unknown[] }).grades).toEqual([{ criterionId: 1, categoryId: 10, grade: 0.4, expected: 0.25 }]);
      const conflicts = await screen.findByRole('alert', { name: 'Valores alterados por outra pessoa' });
      expect(conflicts.textContent).toContain('Tamanho do mercado de Cafés: Ana salvou 6; você digitou 4.');
      await userEvent.click(within(conflicts).getByRole('button', { name: 'Manter o meu' }));
      expect(screen.queryByRole('alert', { name: 'Valores alterados por outra pessoa' })).toBeNull();
      await userEvent.click(screen.getByRole('button', { name: 'Salvar alterações' }));
      await waitFor(() => expect(network.callsTo(SAVE)).toHaveLength(2));
      expect((network.callsTo(SAVE)[1]!.body as { grades: unknown[] }).grades).toEqual([{ criterionId: 1, categoryId: 10, grade: 0.4, expected: 0.6 }]);

      // Another conflict: taking the colleague's grade drops the edit, nothing is left to save.
      await userEvent.clear(gradeCell(MARKETS, 'Cafés', 'Tamanho do mercado'));
      await userEvent.type(gradeCell(MARKETS, 'Cafés', 'Tamanho do mercado'), '3');
      await userEvent.click(screen.getByRole('button', { name: 'Salvar alterações' }));
      const again = await screen.findByRole('alert', { name: 'Valores alterados por outra pessoa' });
      expect(again.textContent).toContain('Bia salvou 9');
      await userEvent.click(within(again).getByRole('button', { name: 'Usar o valor salvo' }));
      expect(screen.queryByRole('alert', { name: 'Valores alterados por outra pessoa' })).toBeNull();
      expect(screen.getByRole('button', { name: 'Salvar alterações' })).toHaveProperty('disabled', true);
    }, 30_000);
  });

  it('a Funcionário reads the grades and cannot change them', async () => {
    serve();
    network.on('GET /api/multifatoriais/3/grades/', ({ query }) => okResponse({ date: query.get('date'), grades: [{ criterionId: 1, categoryId: 10, itemId: null, grade: 0.25 }] }));
    renderMatrices('/empresa/7/multifatorial/3/notas', { currentCompany: companyFor(Role.Employee) });
    await screen.findByRole('table', { name: MARKETS });
    expect(gradeCell(MARKETS, 'Cafés', 'Tamanho do mercado').readOnly).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Controles deslizantes' }));
    expect((screen.getByLabelText('Tamanho do mercado de Cafés') as HTMLInputElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Dar nota: Força da marca de Gourmet' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Salvar alterações' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Copiar as notas do mês anterior' })).toBeNull();
  });

  it('shows the chart page\'s frame while its data travels: the months and controls disabled, the matrix in its place; nothing moves when the points come', async () => {
    serve();
    const limits = network.hold('GET /api/company/7/multifatoriais/chart_time_limits/');
    const points = network.hold('POST /api/company/7/multifatoriais/simple_chart_data_for_period/');
    network.on('POST /api/company/7/multifatoriais/detailed_chart_data_for_period/', okResponse(detailedWire));
    renderMatrices('/empresa/7/multifatorial/3/grafico');
    const figure = await screen.findByRole('figure', { name: 'Força competitiva × atratividade do mercado' });
    expect((screen.getByLabelText('De') as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByLabelText('Até') as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByRole('button', { name: 'Reproduzir' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('status').textContent).toBe('Carregando...');

    await limits.answer(okResponse({ start: '2025-01-01', end: '2025-02-01' }));
    await waitFor(() => expect((screen.getByLabelText('De') as HTMLInputElement).value).toBe('2025-01'));
    expect((screen.getByLabelText('De') as HTMLInputElement).disabled).toBe(false);
    await points.answer(okResponse([point('2025-02-01', 0.9, 0.8, 'Investir/Crescer')]));
    await screen.findByRole('table', { name: 'Pontos do gráfico' });
    // The same figure: drawn in place, not replaced.
    expect(screen.getByRole('figure', { name: 'Força competitiva × atratividade do mercado' })).toBe(figure);
    expect(screen.queryByText('Carregando...')).toBeNull();
  });

  it('the Histórico draws a past revision with its markets and criteria as they were, not as they are named today', async () => {
    serve();
    const revision = { revision: 2, at: '2025-03-10T13:05:00Z', author: { id: 1, name: 'Ana' }, summary: 'Ana alterou 1 linha' };
    network.on('GET /api/multifatoriais/3/history/', okResponse({ results: [revision], count: 1 }));
    network.on(
      'GET /api/multifatoriais/3/history/2/',
      okResponse({
        ...revision,
        analysis: multifatorial,
        chart: [point('2025-02-01', 0.9, 0.8, 'Investir/Crescer')],
        lookups: {
          markets: [{ id: 10, name: 'Cafés especiais', color: 0 }],
          criteria: [
            { id: 1, axis: 'attractiveness', name: 'Tamanho antigo', importance: 0.5, higherIsWorse: false },
            { id: 2, axis: 'force', name: 'Marca antiga', importance: 0.5, higherIsWorse: false },
          ],
        },
      }),
    );
    renderMatrices('/empresa/7/multifatorial/3/historico');
    await userEvent.click(await screen.findByTestId('revision-2'));
    const past = await screen.findByRole('region', { name: 'Gráfico da versão 2' });
    const table = await within(past).findByRole('table', { name: 'Pontos do gráfico' });
    expect(within(table).getAllByRole('row').map((row) => Array.from(row.children, (cell) => cell.textContent))).toEqual([
      ['Item', 'Mercado', 'Força competitiva', 'Atratividade do mercado', 'Zona', 'Faturamento', 'Mês das notas'],
      ['Gourmet', 'Cafés especiais', '9,00', '8,00', 'Investir/Crescer', formatBRL(1500), 'Fevereiro/2025'],
      ['Critérios: Tamanho antigo: 8,00; Marca antiga: 9,00'],
    ]);
  });

  it("draws the matrix for the window of graded months: the server's first screen of it, then ECharts' once touched (zones, the bubble), the table with the scores, the play button", async () => {
    serve();
    network.on('GET /api/company/7/multifatoriais/chart_svg/', okResponse({ svg: '<svg width="800" height="480"><text>Primeira tela</text></svg>' }));
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
    // The chart is the server's SVG, at the chart box's size, named as the chart; no ECharts yet.
    const firstScreen = await within(figure).findByRole('img', { name: 'Força competitiva × atratividade do mercado' });
    await waitFor(() => expect(firstScreen.textContent).toBe('Primeira tela'));
    expect(Object.fromEntries(network.callsTo('GET /api/company/7/multifatoriais/chart_svg/')[0]!.query)).toEqual({ multifatorial: '3', width: '800', height: '480' });
    const echartsLabels = () => Array.from(figure.querySelectorAll('svg text'), (text) => text.textContent);
    expect(echartsLabels()).toEqual(['Primeira tela']);
    // A touch on the chart: ECharts draws it in the first screen's place (ECharts is imported then: slow on a busy machine).
    fireEvent.pointerDown(firstScreen);
    await waitFor(() => expect(echartsLabels()).toEqual(expect.arrayContaining(['Gourmet', 'Investir/Crescer', 'Seletividade', 'Colher/Desinvestir'])), { timeout: 15_000 });
    expect(within(figure).queryByRole('img', { name: 'Força competitiva × atratividade do mercado' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Reproduzir' })).toHaveProperty('disabled', false);
    expect(within(figure).getByRole('button', { name: 'Exportar PNG: Força competitiva × atratividade do mercado' })).toBeTruthy();
  });
});
