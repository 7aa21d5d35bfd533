import {
  emptyChartPoint,
  growthToY,
  mcpQuadrant,
  rmsToX,
  type Mcp,
  type McpChartData,
  type McpChartPoint,
} from 'contracts';

/** Tests only: an MCP as the server answers it. */
export function testMcp(id: number, name: string, overrides: Partial<Mcp> = {}): Mcp {
  return {
    id,
    companyId: 7,
    name,
    description: '',
    growthThreshold: 0.1,
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
    ...emptyChartPoint(),
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

/**
 * Three months: January has no previous month (no growth), February and March have.
 * Suco is a Estrela in March (rms 1.5, market +20 %), Refrigerante a Abacaxi (rms 0.5, −5 %),
 * Batata a Vaca Leiteira (alone in its market: rms 10, growth 0); Pipoca's market (Doces)
 * starts in March, so it has no growth there.
 */
export function testChartData(): McpChartData {
  return {
    grouping: 1,
    growthThreshold: 0.1,
    periods: [
      {
        date: '2024-01-01',
        label: 'Janeiro/2024',
        items: [
          testPoint(1, 'Suco', { categoryId: 10, rms: 1.2, growth: null, r: 1, faturamento: 1000, color: 0x00ff00 }),
          testPoint(2, 'Refrigerante', { categoryId: 10, rms: 0.4, growth: null, r: 0.6, faturamento: 400 }),
          testPoint(3, 'Batata', { categoryId: 20, rms: 10, growth: null, r: 0.5, faturamento: 250 }),
        ],
      },
      {
        date: '2024-02-01',
        label: 'Fevereiro/2024',
        items: [
          testPoint(1, 'Suco', { categoryId: 10, rms: 1.3, growth: 0.15, r: 1, faturamento: 1100, color: 0x00ff00 }),
          testPoint(2, 'Refrigerante', { categoryId: 10, rms: 0.45, growth: 0.15, r: 0.6, faturamento: 420 }),
          testPoint(3, 'Batata', { categoryId: 20, rms: 10, growth: 0.02, r: 0.5, faturamento: 260 }),
        ],
      },
      {
        date: '2024-03-01',
        label: 'Março/2024',
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
