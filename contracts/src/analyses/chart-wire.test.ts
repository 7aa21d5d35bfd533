import { describe, expect, it } from 'vitest';
import { expandMcpChartData } from './mcp/wire.js';
import type { McpChartWire } from './mcp/wire-schema.js';
import { expandMultifatorialPoints, type MultifatorialChartInput, multifatorialChartWire } from './multifatorial/wire.js';
import { multifatorialPoints } from './multifatorial/chart.js';

/** A seeded pseudo-random sequence (mulberry32): the same data every run. */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('expandMultifatorialPoints', () => {
  const MONTHS = Array.from({ length: 12 }, (_, i) => `2025-${String(i + 1).padStart(2, '0')}-01`);

  /** Two analyses, markets graded some months, items graded other months, criteria added late. */
  function inputs(): MultifatorialChartInput[] {
    const random = seeded(24);
    const grade = () => Math.round(random() * 100) / 100;
    const gradedMonths = (ids: number[]) =>
      MONTHS.filter(() => random() < 0.6).map((month) => ({ month, grades: new Map(ids.filter(() => random() < 0.8).map((id) => [id, grade()])) }));
    const result: MultifatorialChartInput[] = [];
    for (const multifatorialId of [1, 2]) {
      const criteria = {
        // Some criteria "quanto maior, pior": the wire carries which, and both halves invert them alike.
        force: [1, 2, 3].map((id) => ({ id: id + multifatorialId * 10, importance: grade(), higherIsWorse: id === 2 })),
        attractiveness: [4, 5].map((id) => ({ id: id + multifatorialId * 10, importance: grade(), higherIsWorse: id === 5 })),
      };
      for (let category = 0; category < 3; category++) {
        const attractiveness = gradedMonths(criteria.attractiveness.map((c) => c.id));
        for (let i = 0; i < 4; i++) {
          const itemId = result.length + 1;
          result.push({
            item: { itemId, multifatorialId, categoryId: multifatorialId * 100 + category, name: `Item ${itemId}`, color: itemId, faturamento: Math.round(random() * 1e6) / 100 },
            // The market's graded months are shared by its items, as the server reads them.
            history: { force: gradedMonths(criteria.force.map((c) => c.id)), attractiveness },
            criteria,
          });
        }
      }
    }
    return result;
  }

  it('makes exactly the points multifatorialPoints makes for the detailed chart, whatever the window', () => {
    for (const [start, end] of [['2025-01-01', '2025-12-01'], ['2025-03-01', '2025-08-01'], ['2025-12-01', '2025-12-01']]) {
      const wire = multifatorialChartWire(inputs(), start, end);
      expect(expandMultifatorialPoints(JSON.parse(JSON.stringify(wire)))).toEqual(multifatorialPoints(inputs(), start, end, 'monthly'));
    }
  });

  it('sends each item and each graded month once', () => {
    const all = inputs();
    const wire = multifatorialChartWire(all, MONTHS[0], MONTHS.at(-1)!);
    expect(wire.points.length / 4).toBe(multifatorialPoints(all, MONTHS[0], MONTHS.at(-1)!, 'monthly').length);
    expect(new Set(wire.items.map((item) => item.itemId)).size).toBe(wire.items.length);
    expect(new Set(wire.grades.map((grades) => JSON.stringify(grades))).size).toBeLessThanOrEqual(wire.grades.length);
    expect(wire.grades.length).toBeLessThan((wire.points.length / 4) * 2);
  });
});

describe('expandMcpChartData', () => {
  it('computes the chart record of each point from its sums and its market (docs/domain/mcp.md)', () => {
    const wire: McpChartWire = {
      grouping: 1,
      basis: 'year',
      growthThreshold: 0.1,
      products: [
        { id: 1, mcpId: 9, categoryId: 10, name: 'Suco', color: 0xff },
        { id: 2, mcpId: 9, categoryId: 10, name: 'Chá', color: 0 },
        { id: 3, mcpId: 9, categoryId: 20, name: 'Batata', color: 0 },
      ],
      periods: [
        {
          date: '2025-02-01',
          label: 'Fevereiro/2025',
          from: '2025-02-01',
          months: 1,
          complete: true,
          basis: 'year',
          compared: { current: ['2025-02-01'], previous: ['2024-02-01'] },
          threshold: 0.1,
          markets: [10, 4000, 0.25, 2000, 20, 500, null, 0],
          points: [0, 1, 3000, 1000, 500, 30, 1, 1, 500, 600, 0, 5, 2, 2, 500, 100, 0.1, 7],
        },
      ],
    };
    const [suco, cha, batata] = expandMcpChartData(wire).periods[0].items;
    const params = { minX: 0.25, maxX: 10, minY: 0.25, maxY: 0.25, minR: 500, maxR: 3000 };
    // Margins: 1 500, −100 and 399.9, 1 799.9 in all.
    expect(suco).toEqual({
      mcpId: 9,
      productId: 1,
      categoryId: 10,
      name: 'Suco',
      color: 0xff,
      count: 1,
      rms: 1.5,
      x: (Math.log10(1.5) + 1) / 2,
      participation: 0.75,
      growth: 0.25,
      y: 0.5 + 0.15 / 0.4,
      quadrant: 'Estrela',
      r: 1,
      siblings: 2,
      faturamento: 3000,
      cost: 1000,
      expenses: 500,
      amount: 30,
      contribMargValue: 1500,
      contribMargPerc: 0.5,
      contrib: 1500 / 1799.9,
      params: { ...params, siblings: 2 },
    });
    expect(cha).toMatchObject({ rms: 0.25, quadrant: 'Interrogação', r: Math.sqrt(500 / 3000), contribMargValue: -100, contribMargPerc: -0.2, siblings: 2 });
    // Alone in a market without a previous period: rms 10, no growth, no quadrant.
    expect(batata).toMatchObject({ count: 2, rms: 10, x: 1, participation: 1, growth: null, y: null, quadrant: null, siblings: 1, contribMargValue: 399.9, params: { ...params, siblings: 1 } });
  });
});
