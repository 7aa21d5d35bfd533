import {
  growthToY,
  mcpQuadrant,
  rmsToX,
  type Mcp,
  type McpChartData,
  type McpChartPoint,
  type McpChartWire,
  type McpChartWirePeriod,
} from 'contracts';
import { testChartPoint } from 'contracts/testing';

/** Tests only: an MCP as the server answers it. */
export function testMcp(id: number, name: string, overrides: Partial<Mcp> = {}): Mcp {
  return {
    id,
    version: 1,
    companyId: 7,
    name,
    description: '',
    growthThreshold: 0.1,
    growthBasis: 'year',
    createdAt: '2024-03-05T12:00:00.000Z',
    updatedAt: '2024-03-05T12:00:00.000Z',
    ...overrides,
  };
}

/**
 * Tests only: a chart point from its rms, growth (null: no previous period) and size, the
 * chart numbers derived with the contracts formulas, as the server computes them.
 */
export function testPoint(
  productId: number,
  name: string,
  values: { categoryId: number; rms: number; growth: number | null; r: number; faturamento: number; color?: number; threshold?: number } & Omit<Partial<McpChartPoint>, 'growth' | 'y'>,
): McpChartPoint {
  const { categoryId, rms, growth, r, faturamento, color = 0, threshold = 0.1, ...rest } = values;
  return {
    ...testChartPoint(),
    mcpId: 1,
    productId,
    categoryId,
    name,
    color,
    rms,
    x: rmsToX(rms),
    growth,
    y: growth === null ? null : growthToY(growth, threshold),
    quadrant: growth === null ? null : mcpQuadrant(rms, growth, threshold),
    r,
    faturamento,
    ...rest,
  } as McpChartPoint;
}

export const CATEGORIES = [
  { id: 10, mcpId: 1, name: 'Bebidas', color: 0x1565c0 },
  { id: 20, mcpId: 1, name: 'Snacks', color: 0 },
  { id: 30, mcpId: 1, name: 'Doces', color: 0xff9800 },
];

/** Tests only: a month compared year over year (the default basis), judged against G = 10 %; `compared` false: nothing a year before. */
const yearOverYear = (month: string, compared = true) => ({
  basis: 'year' as const,
  compared: compared ? { current: [month], previous: [`${Number(month.slice(0, 4)) - 1}${month.slice(4)}`] } : { current: [], previous: [] },
  threshold: 0.1,
});

/**
 * Three months: January has no previous month (no growth), February and March have.
 * Suco is a Estrela in March (rms 1.5, market +20 %), Refrigerante a Abacaxi (rms 0.5, −5 %),
 * Batata a Vaca Leiteira (alone in its market: rms 10, growth 0); Pipoca's market (Doces)
 * starts in March, so it has no growth there.
 */
export function testChartData(): McpChartData {
  return {
    grouping: 1,
    basis: 'year',
    growthThreshold: 0.1,
    periods: [
      {
        date: '2024-01-01',
        label: 'Janeiro/2024',
        from: '2024-01-01',
        months: 1,
        complete: true,
        ...yearOverYear('2024-01-01', false),
        items: [
          testPoint(1, 'Suco', { categoryId: 10, rms: 1.2, growth: null, r: 1, faturamento: 1000, color: 0x00ff00 }),
          testPoint(2, 'Refrigerante', { categoryId: 10, rms: 0.4, growth: null, r: 0.6, faturamento: 400 }),
          testPoint(3, 'Batata', { categoryId: 20, rms: 10, growth: null, r: 0.5, faturamento: 250 }),
        ],
      },
      {
        date: '2024-02-01',
        label: 'Fevereiro/2024',
        from: '2024-02-01',
        months: 1,
        complete: true,
        ...yearOverYear('2024-02-01'),
        items: [
          testPoint(1, 'Suco', { categoryId: 10, rms: 1.3, growth: 0.15, r: 1, faturamento: 1100, color: 0x00ff00 }),
          testPoint(2, 'Refrigerante', { categoryId: 10, rms: 0.45, growth: 0.15, r: 0.6, faturamento: 420 }),
          testPoint(3, 'Batata', { categoryId: 20, rms: 10, growth: 0.02, r: 0.5, faturamento: 260 }),
        ],
      },
      {
        date: '2024-03-01',
        label: 'Março/2024',
        from: '2024-03-01',
        months: 1,
        complete: true,
        ...yearOverYear('2024-03-01'),
        items: [
          testPoint(1, 'Suco', {
            categoryId: 10,
            rms: 1.5,
            growth: 0.2,
            r: 1,
            faturamento: 1234.56,
            color: 0x00ff00,
            participation: 0.3,
            amount: 1500,
            contribMargValue: 500,
            contribMargPerc: 0.5,
            contrib: 0.75,
          }),
          testPoint(2, 'Refrigerante', { categoryId: 10, rms: 0.5, growth: -0.05, r: 0.6, faturamento: 440 }),
          testPoint(3, 'Batata', { categoryId: 20, rms: 10, growth: 0, r: 0.5, faturamento: 270 }),
          testPoint(4, 'Pipoca', { categoryId: 30, rms: 0.2, growth: null, r: 0.2, faturamento: 50 }),
        ],
      },
    ],
  };
}

const PRODUCTS: McpChartWire['products'] = [
  { id: 1, mcpId: 1, categoryId: 10, name: 'Suco', color: 0x00ff00 },
  { id: 2, mcpId: 1, categoryId: 10, name: 'Refrigerante', color: 0 },
  { id: 3, mcpId: 1, categoryId: 20, name: 'Batata', color: 0 },
  { id: 4, mcpId: 1, categoryId: 30, name: 'Pipoca', color: 0 },
];

/** March's sums: Suco leads Bebidas (rms 1.5, market +20 %), Batata is alone in Snacks (growth 0), Pipoca's market starts. */
const MARCH: Pick<McpChartWirePeriod, 'markets' | 'points'> = {
  markets: [10, 4115.2, 0.2, 823.04, 20, 270, 0, 0, 30, 250, null, 250],
  points: [0, 1, 1234.56, 600, 134.56, 1500, 1, 1, 440, 200, 0, 40, 2, 1, 270, 100, 0, 30, 3, 1, 50, 20, 0, 10],
};

/**
 * Tests only: the chart_data answer as the server sends it (compact; the client expands it
 * with contracts' expandMcpChartData), the story of `testChartData`: January has no previous
 * month, February and March have; Suco is a Estrela in March, Batata a Vaca Leiteira, Pipoca
 * without growth. `trimester`: one trimester holding March only (partial), March's sums, nothing with growth.
 */
export function testChartWire(trimester = false): McpChartWire {
  if (trimester) {
    const markets = MARCH.markets.map((value, i) => (i % 4 === 2 ? null : value));
    return {
      grouping: 3,
      basis: 'year',
      growthThreshold: 0.1,
      products: PRODUCTS,
      // The data start in March: the trimester holds March only (like-for-like periods).
      periods: [{ date: '2024-01-01', label: '1º Trimestre/2024', from: '2024-03-01', months: 1, complete: false, ...yearOverYear('2024-03-01', false), markets, points: MARCH.points }],
    };
  }
  return {
    grouping: 1,
    basis: 'year',
    growthThreshold: 0.1,
    products: PRODUCTS,
    periods: [
      {
        date: '2024-01-01',
        label: 'Janeiro/2024',
        from: '2024-01-01',
        months: 1,
        complete: true,
        ...yearOverYear('2024-01-01', false),
        markets: [10, 2000, null, 833.33, 20, 250, null, 0],
        points: [0, 1, 1000, 400, 0, 10, 1, 1, 400, 200, 0, 5, 2, 1, 250, 100, 0, 3],
      },
      {
        date: '2024-02-01',
        label: 'Fevereiro/2024',
        from: '2024-02-01',
        months: 1,
        complete: true,
        ...yearOverYear('2024-02-01'),
        markets: [10, 2200, 0.1, 846.15, 20, 260, 0.04, 0],
        points: [0, 1, 1100, 420, 0, 11, 1, 1, 420, 210, 0, 5, 2, 1, 260, 100, 0, 3],
      },
      { date: '2024-03-01', label: 'Março/2024', from: '2024-03-01', months: 1, complete: true, ...yearOverYear('2024-03-01'), ...MARCH },
    ],
  };
}
