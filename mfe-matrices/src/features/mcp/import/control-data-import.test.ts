import { describe, expect, it } from 'vitest';
import { MESSAGES } from 'contracts';
import { controlDataTemplate, parseControlDataTable, parseMonthCell, parseNumberCell, previewCaption, type Cell, type ImportTargets } from './control-data-import';

const TARGETS: ImportTargets = {
  categories: [
    { id: 10, name: 'Bebidas' },
    { id: 20, name: 'Snacks' },
  ],
  products: [
    { id: 1, categoryId: 10, name: 'Suco de Maçã' },
    { id: 2, categoryId: 10, name: 'Refrigerante' },
    // The same name in two markets: the file must say which.
    { id: 3, categoryId: 10, name: 'Água' },
    { id: 4, categoryId: 20, name: 'Água' },
  ],
  competitors: [{ id: 7, categoryId: 10, name: 'Concorrente A' }],
};

const HEADER: Cell[] = ['Tipo', 'Categoria', 'Nome', 'Mês', 'Faturamento', 'Custo', 'Quantidade'];

describe('control data import', () => {
  it('turns good rows into the bulk rows, matching names without case or accents', () => {
    const result = parseControlDataTable(
      [
        HEADER,
        ['produto', '', 'suco de maca', '2024-01', '1.234,56', '400', '10'],
        ['Concorrente', 'bebidas', 'Concorrente A', '02/2024', 2000, 900.5, 20],
        ['produto', 'Snacks', 'Água', new Date(Date.UTC(2024, 2, 1)), '0', '0', '0'],
      ],
      TARGETS,
    );
    expect(result.problems).toEqual([]);
    expect(result.rows.map(({ line, categoryName, name, row }) => ({ line, categoryName, name, row }))).toEqual([
      { line: 2, categoryName: 'Bebidas', name: 'Suco de Maçã', row: { kind: 'product', id: 1, date: '2024-01-01', total: 1234.56, cost: 400, amount: 10 } },
      { line: 3, categoryName: 'Bebidas', name: 'Concorrente A', row: { kind: 'competitor', id: 7, date: '2024-02-01', total: 2000, cost: 900.5, amount: 20 } },
      { line: 4, categoryName: 'Snacks', name: 'Água', row: { kind: 'product', id: 4, date: '2024-03-01', total: 0, cost: 0, amount: 0 } },
    ]);
  });

  it('reports every bad row with its line and a pt-BR reason', () => {
    const result = parseControlDataTable(
      [
        HEADER,
        ['produto', '', 'Suco de Maçã', '2024-01', '100', '40', '1'],
        ['produto', '', 'Produto Fantasma', '2024-01', '100', '40', '1'],
        ['concorrente', '', 'Suco de Maçã', '2024-01', '100', '40', '1'],
        ['serviço', '', 'Suco de Maçã', '2024-01', '100', '40', '1'],
        ['produto', '', 'Refrigerante', '2024-13', '100', '40', '1'],
        ['produto', '', 'Refrigerante', '2024-02', 'cem', '40', '1'],
        ['produto', '', 'Refrigerante', '2024-03', '-5', '40', '1'],
        ['produto', '', 'Refrigerante', '2024-04', '1,234', '40', '1'],
        ['produto', '', 'Água', '2024-01', '1', '1', '1'],
        ['produto', 'Doces', 'Água', '2024-01', '1', '1', '1'],
        ['produto', '', 'suco de maçã', '2024-01-01', '5', '1', '1'],
        ['', '', '', '', '', '', ''],
      ],
      TARGETS,
    );
    expect(result.rows.map((row) => row.line)).toEqual([2]);
    expect(result.problems).toEqual([
      { line: 3, message: 'Produto não encontrado: "Produto Fantasma".' },
      { line: 4, message: 'Concorrente não encontrado: "Suco de Maçã".' },
      { line: 5, message: 'Tipo inválido: use "produto" ou "concorrente".' },
      { line: 6, message: 'Mês inválido (use AAAA-MM ou MM/AAAA): "2024-13".' },
      { line: 7, message: 'Número inválido em faturamento: "cem".' },
      { line: 8, message: `Faturamento: ${MESSAGES.invalidMoney}` },
      { line: 9, message: `Faturamento: ${MESSAGES.invalidMoney}` },
      { line: 10, message: 'Nome repetido em mais de uma categoria; preencha a coluna categoria: "Água".' },
      { line: 11, message: 'Categoria não encontrada: "Doces".' },
      { line: 12, message: 'Item e mês repetidos no arquivo (já na linha 2).' },
    ]);
  });

  it("reads a competitor's blank cost or units as 0, as the grid does; a blank revenue, or a product's blank cell, stays refused", () => {
    const result = parseControlDataTable(
      [
        HEADER,
        ['concorrente', '', 'Concorrente A', '2024-01', '2.000', '', ''],
        ['concorrente', '', 'Concorrente A', '2024-02', '2.100', '   ', '15'],
        ['concorrente', '', 'Concorrente A', '2024-03', '', '10', '15'],
        ['produto', '', 'Refrigerante', '2024-01', '100', '', '1'],
      ],
      TARGETS,
    );
    expect(result.rows.map(({ line, row }) => ({ line, row }))).toEqual([
      { line: 2, row: { kind: 'competitor', id: 7, date: '2024-01-01', total: 2000, cost: 0, amount: 0 } },
      { line: 3, row: { kind: 'competitor', id: 7, date: '2024-02-01', total: 2100, cost: 0, amount: 15 } },
    ]);
    expect(result.problems).toEqual([
      { line: 4, message: 'Número inválido em faturamento: "".' },
      { line: 5, message: 'Número inválido em custo: "".' },
    ]);
  });

  it('the template has a product and a competitor line, and both are read back without a problem', () => {
    const lines = controlDataTemplate().trimEnd().split('\n');
    expect(lines).toHaveLength(3);
    expect(lines[0]).toBe('Tipo;Categoria;Nome;Mês;Faturamento;Custo;Quantidade');
    expect(lines.slice(1).map((line) => line.split(';')[0])).toEqual(['produto', 'concorrente']);
    const targets: ImportTargets = {
      categories: [{ id: 10, name: 'Bebidas' }],
      products: [{ id: 1, categoryId: 10, name: 'Suco de Laranja' }],
      competitors: [{ id: 7, categoryId: 10, name: 'Suco da Concorrência' }],
    };
    const result = parseControlDataTable(lines.map((line) => line.split(';')), targets);
    expect(result.problems).toEqual([]);
    expect(result.rows.map(({ row }) => row)).toEqual([
      { kind: 'product', id: 1, date: '2024-01-01', total: 1234.56, cost: 400, amount: 100 },
      { kind: 'competitor', id: 7, date: '2024-01-01', total: 2000, cost: 0, amount: 0 },
    ]);
  });

  it("the preview's caption says nothing will be saved while any line is bad", () => {
    const good = parseControlDataTable([HEADER, ['produto', '', 'Refrigerante', '2024-01', '1', '1', '1']], TARGETS);
    expect(previewCaption(good)).toBe('Linhas a salvar (1)');
    const mixed = parseControlDataTable([HEADER, ['produto', '', 'Refrigerante', '2024-01', '1', '1', '1'], ['produto', '', 'Fantasma', '2024-01', '1', '1', '1']], TARGETS);
    expect(previewCaption(mixed)).toBe('Linhas sem problema (1): nada será salvo enquanto houver linhas com problema');
  });

  it('needs the required columns, in any order, and takes the optional category', () => {
    expect(parseControlDataTable([['Nome', 'Mês', 'Faturamento']], TARGETS)).toEqual({
      rows: [],
      problems: [{ line: 1, message: 'Colunas obrigatórias ausentes: Tipo, Custo, Quantidade.' }],
    });
    const reordered = parseControlDataTable(
      [
        ['QUANTIDADE', 'custo', 'faturamento', 'mes', 'nome', 'tipo'],
        ['3', '2', '1', '2024-05', 'Refrigerante', 'produto'],
      ],
      TARGETS,
    );
    expect(reordered.rows[0]!.row).toEqual({ kind: 'product', id: 2, date: '2024-05-01', total: 1, cost: 2, amount: 3 });
  });

  it('an empty file has no rows and no problems', () => {
    expect(parseControlDataTable([], TARGETS).problems).toEqual([{ line: 1, message: expect.stringContaining('Tipo') }]);
    expect(parseControlDataTable([HEADER], TARGETS)).toEqual({ rows: [], problems: [] });
  });
});

describe('import cells', () => {
  it('reads months in the accepted forms only', () => {
    expect(parseMonthCell('2024-03')).toBe('2024-03-01');
    expect(parseMonthCell('2024-03-01')).toBe('2024-03-01');
    expect(parseMonthCell('3/2024')).toBe('2024-03-01');
    // Any day is read as its month, as the API reads dates.
    expect(parseMonthCell('01/03/2024')).toBe('2024-03-01');
    expect(parseMonthCell('15/03/2024')).toBe('2024-03-01');
    expect(parseMonthCell('2024-03-15')).toBe('2024-03-01');
    expect(parseMonthCell(new Date(Date.UTC(2024, 11, 1)))).toBe('2024-12-01');
    expect(parseMonthCell(new Date(Date.UTC(2024, 0, 15)))).toBe('2024-01-01');
    for (const bad of ['2024-3', '31/02/2024', '2024-13', 'março', '', null, 45000]) {
      expect(parseMonthCell(bad)).toBeNull();
    }
  });

  it('reads numbers from XLSX as they are and text the pt-BR way', () => {
    expect(parseNumberCell(12.5)).toBe(12.5);
    expect(parseNumberCell('1.234,56')).toBe(1234.56);
    expect(parseNumberCell('R$ 1.234')).toBe(1234);
    // In pt-BR the dot only groups thousands: '1234.5' is refused rather than guessed.
    expect(parseNumberCell('1234.5')).toBeNull();
    expect(parseNumberCell('')).toBeNull();
    expect(parseNumberCell('12a')).toBeNull();
    expect(parseNumberCell(true)).toBeNull();
  });
});
