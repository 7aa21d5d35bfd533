import { describe, expect, it } from 'vitest';
import { swotChartData } from './chart.js';
import type { SwotItem } from './schema.js';

const item = (id: number, quadrant: SwotItem['quadrant'], importance: number): SwotItem => ({
  id,
  version: 1,
  swotId: 1,
  quadrant,
  text: `${quadrant}${id}`,
  importance,
  subfactorId: null,
});

describe('swotChartData', () => {
  it('scores the quadrants, names the posture and ranks the items (docs/domain/swot.md: 1 × 0.5 × 2 → 0.667)', () => {
    const items = [item(1, 'S', 1), item(2, 'O', 0.5), item(3, 'T', 1), item(4, 'W', 0.5)];
    const chart = swotChartData(items, [
      { internal: 1, external: 2, intensity: 2 },
      { internal: 4, external: 3, intensity: 1 },
    ]);
    expect(chart.scores.ofensiva).toBeCloseTo(2 / 3, 12);
    expect(chart.scores.vulnerabilidade).toBeCloseTo(1 / 3, 12);
    expect([chart.scores.defensiva, chart.scores.debilidade]).toEqual([0, 0]);
    expect(chart.posture).toEqual({ quadrant: 'ofensiva', posture: 'Desenvolvimento' });
    expect(chart.items.map((i) => [i.id, i.weight])).toEqual([
      [1, 1],
      [2, 1],
      [3, 0.5],
      [4, 0.5],
    ]);
    expect(chart.items[0]).toEqual({ id: 1, quadrant: 'S', text: 'S1', importance: 1, weight: 1 });
  });

  it('has no posture before anything is crossed', () => {
    expect(swotChartData([item(1, 'S', 1), item(2, 'O', 1)], [])).toMatchObject({
      scores: { ofensiva: 0, defensiva: 0, debilidade: 0, vulnerabilidade: 0 },
      posture: null,
      crossings: [],
    });
  });
});
