import { describe, expect, it } from 'vitest';
import { bubbleRadius, bubbleSize } from '../../format/chart.js';
import {
  contributionMargin,
  contributionShare,
  DEFAULT_GROWTH_THRESHOLD,
  growthAxisPosition,
  growthToY,
  marketGrowth,
  marketParticipation,
  mcpParams,
  mcpQuadrant,
  periodGrowthThreshold,
  relativeMarketShare,
  rmsAxisPosition,
  rmsToX,
} from './formulas.js';

describe('participation and relative market share', () => {
  it('participation is own revenue over the category market', () => {
    expect(marketParticipation(200, 1000)).toBe(0.2);
    expect(marketParticipation(0, 0)).toBe(0);
  });

  it('rms compares with the largest competitor (docs/domain/mcp.md examples)', () => {
    // share 20 % against a leader with 40 % → 0.5; 30 % against 20 % → 1.5
    expect(relativeMarketShare(200, [400, 100, 300])).toBe(0.5);
    expect(relativeMarketShare(300, [200, 150])).toBe(1.5);
  });

  it('rms is 10 when no competitor has sales', () => {
    expect(relativeMarketShare(500, [])).toBe(10);
    expect(relativeMarketShare(500, [0, 0])).toBe(10);
  });
});

describe('rmsToX', () => {
  it('maps the log axis 0.1×…10× onto 0..1 (docs/domain/mcp.md examples)', () => {
    expect(rmsToX(1)).toBe(0.5);
    expect(rmsToX(0.5)).toBeCloseTo(0.3495, 4);
    expect(rmsToX(1.5)).toBeCloseTo(0.588, 4);
    expect(rmsToX(0.1)).toBe(0);
    expect(rmsToX(10)).toBe(1);
  });

  it('clamps beyond the axis and puts no revenue at 0', () => {
    expect(rmsToX(0.01)).toBe(0);
    expect(rmsToX(50)).toBe(1);
    expect(rmsToX(0)).toBe(0);
  });
});

describe('periodGrowthThreshold (G is yearly)', () => {
  it('scales G to the period: (1 + G)^(months / 12) − 1', () => {
    // A month: 1,1^(1/12) − 1 ≈ 0,797 %; a trimester 2,41 %; a semester 4,88 %.
    expect(periodGrowthThreshold(0.1, 1)).toBeCloseTo(0.007974, 6);
    expect(periodGrowthThreshold(0.1, 3)).toBeCloseTo(0.024114, 6);
    expect(periodGrowthThreshold(0.1, 6)).toBeCloseTo(0.048809, 6);
    // Twelve months apart (year over year, or a yearly grouping) it is G itself, exactly.
    expect(periodGrowthThreshold(0.1, 12)).toBe(0.1);
    expect(periodGrowthThreshold(0.25, 12)).toBe(0.25);
    // Compounded back: twelve months at the monthly threshold make G.
    expect(Math.pow(1 + periodGrowthThreshold(0.1, 1), 12) - 1).toBeCloseTo(0.1, 12);
    // A shrinking threshold scales too; −100 % stays −100 %.
    expect(periodGrowthThreshold(-0.19, 6)).toBeCloseTo(-0.1, 12);
    expect(periodGrowthThreshold(-1, 1)).toBe(-1);
  });

  it("makes a bakery growing 4 % a month high growth by month, as 60 % a year is (not 'Abacaxi')", () => {
    const monthly = periodGrowthThreshold(DEFAULT_GROWTH_THRESHOLD, 1);
    expect(0.04).toBeGreaterThanOrEqual(monthly);
    // A follower (rms 0,5) in that market is an Interrogação, a leader an Estrela; against the unscaled 10 %, an Abacaxi.
    expect(mcpQuadrant(0.5, 0.04, monthly)).toBe('Interrogação');
    expect(mcpQuadrant(1.5, 0.04, monthly)).toBe('Estrela');
    expect(mcpQuadrant(0.5, 0.04, DEFAULT_GROWTH_THRESHOLD)).toBe('Abacaxi');
    expect(Math.pow(1.04, 12) - 1).toBeCloseTo(0.601, 3);
  });
});

describe('growth', () => {
  it('is the market change against the previous period (docs/domain/mcp.md example)', () => {
    expect(marketGrowth(1100, 1000)).toBeCloseTo(0.1, 12);
    expect(marketGrowth(900, 1000)).toBeCloseTo(-0.1, 12);
  });

  it('is null without a previous market', () => {
    expect(marketGrowth(1100, null)).toBeNull();
    expect(marketGrowth(1100, 0)).toBeNull();
  });

  it('maps onto y around the threshold (docs/domain/mcp.md examples)', () => {
    expect(DEFAULT_GROWTH_THRESHOLD).toBe(0.1);
    expect(growthToY(-0.1)).toBeCloseTo(0, 12);
    expect(growthToY(0.1)).toBe(0.5);
    expect(growthToY(0.3)).toBeCloseTo(1, 12);
    expect(growthToY(0.2)).toBeCloseTo(0.75, 12);
    expect(growthToY(-0.5)).toBe(0);
    expect(growthToY(2)).toBe(1);
  });

  it('moves the middle with a custom threshold', () => {
    expect(growthToY(0.05, 0.05)).toBe(0.5);
    expect(growthToY(0.05)).toBeCloseTo(0.375, 12);
  });
});

describe('axis positions before clamping (the chart marks bubbles beyond the axes)', () => {
  it('keep the value past the ends: rms 0.01× → −0.5, 100× → 1.5, growth −66.7 % with G 10 % → −1.42', () => {
    expect(rmsAxisPosition(0.01)).toBeCloseTo(-0.5, 12);
    expect(rmsAxisPosition(100)).toBeCloseTo(1.5, 12);
    expect(rmsAxisPosition(1)).toBe(0.5);
    expect(rmsAxisPosition(0)).toBe(Number.NEGATIVE_INFINITY);
    expect(growthAxisPosition(-0.667)).toBeCloseTo(-1.4175, 12);
    expect(growthAxisPosition(0.1)).toBe(0.5);
    expect(growthToY(-0.667)).toBe(0);
  });
});

describe('bubble of a product', () => {
  it('uses sqrt of the revenue share of the largest plotted product', () => {
    expect(bubbleRadius(bubbleSize(250, 1000))).toBe(4);
    expect(bubbleRadius(bubbleSize(1000, 1000))).toBe(7);
  });
});

describe('contribution margin', () => {
  it('revenue 1000, cost 400, expenses 100 → 500 and 0.5 (docs/domain/mcp.md example)', () => {
    expect(contributionMargin(1000, 400, 100)).toEqual({ value: 500, perc: 0.5 });
  });

  it('can be negative, and has no percentage without revenue', () => {
    expect(contributionMargin(100, 150, 10)).toEqual({ value: -60, perc: -0.6 });
    expect(contributionMargin(0, 50, 0)).toEqual({ value: -50, perc: 0 });
  });

  it('contrib is the share of the total margin of the plotted products', () => {
    expect(contributionShare(500, 2000)).toBe(0.25);
    expect(contributionShare(500, 0)).toBe(0);
  });
});

describe('mcpQuadrant', () => {
  it('names the four quadrants', () => {
    expect(mcpQuadrant(1.5, 0.2)).toBe('Estrela');
    expect(mcpQuadrant(1.5, 0.05)).toBe('Vaca Leiteira');
    expect(mcpQuadrant(0.5, 0.2)).toBe('Interrogação');
    expect(mcpQuadrant(0.5, 0.05)).toBe('Abacaxi');
  });

  it('puts the dividers (rms 1, growth G) in the upper quadrants', () => {
    expect(mcpQuadrant(1, 0.1)).toBe('Estrela');
    expect(mcpQuadrant(0.99, 0.1)).toBe('Interrogação');
    expect(mcpQuadrant(1, 0.0999)).toBe('Vaca Leiteira');
  });

  it('uses the MCP threshold when given', () => {
    expect(mcpQuadrant(2, 0.15, 0.2)).toBe('Vaca Leiteira');
    expect(mcpQuadrant(2, 0.15, 0.15)).toBe('Estrela');
  });
});

describe('mcpParams', () => {
  it('keeps min and max of raw rms, growth and revenue', () => {
    const params = mcpParams(
      [
        { rms: 0.5, growth: 0.2, faturamento: 300 },
        { rms: 1.5, growth: null, faturamento: 900 },
        { rms: 10, growth: -0.05, faturamento: 50 },
      ],
      3,
    );
    expect(params).toEqual({ minX: 0.5, maxX: 10, minY: -0.05, maxY: 0.2, minR: 50, maxR: 900, siblings: 3 });
  });

  it('leaves unknown ranges null', () => {
    expect(mcpParams([{ rms: 1, growth: null, faturamento: 0 }], 1)).toEqual({
      minX: 1, maxX: 1, minY: null, maxY: null, minR: 0, maxR: 0, siblings: 1,
    });
    expect(mcpParams([], 0)).toEqual({ minX: null, maxX: null, minY: null, maxY: null, minR: null, maxR: null, siblings: 0 });
  });
});
