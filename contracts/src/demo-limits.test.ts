import { describe, expect, it } from 'vitest';
import { ANALYSIS_LABELS, DEMO_LIMITS, DEMO_WATERMARK, demoLimitMessage } from './demo-limits.js';

describe('demo limits', () => {
  it('allow 1 ambiental, 1 SWOT, 3 MCP and 3 multifatorial', () => {
    expect(DEMO_LIMITS).toEqual({ ambiental: 1, swot: 1, mcp: 3, multifatorial: 3 });
    expect(Object.keys(ANALYSIS_LABELS).sort()).toEqual(Object.keys(DEMO_LIMITS).sort());
    expect(DEMO_WATERMARK).toBe('DEMONSTRAÇÃO');
  });

  it('name the limit and point to the company’s plans page', () => {
    expect(demoLimitMessage('mcp', 42)).toBe(
      'O modo demonstração permite no máximo 3 matrizes MCP por empresa, e o limite foi atingido. Assine um plano em /planos/42 para remover os limites.',
    );
    expect(demoLimitMessage('ambiental', 7)).toBe(
      'O modo demonstração permite no máximo 1 análise ambiental por empresa, e o limite foi atingido. Assine um plano em /planos/7 para remover os limites.',
    );
    expect(demoLimitMessage('swot', 7)).toContain(' 1 análise SWOT Sistêmica por empresa');
    expect(demoLimitMessage('multifatorial', 7)).toContain(' 3 matrizes multifatoriais por empresa');
  });
});
