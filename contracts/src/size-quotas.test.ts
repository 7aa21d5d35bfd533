import { describe, expect, it } from 'vitest';
import { CompanyMode } from './company-mode.js';
import { SIZE_QUOTA_LABELS, SIZE_QUOTAS, sizeQuotaExceeded, sizeQuotaMessage, sizeQuotaOf } from './size-quotas.js';

describe('size quotas (docs/DECISIONS.md "Fair use")', () => {
  it('are smaller for demo companies than for full ones, each with a label', () => {
    for (const [quota, { demo, full }] of Object.entries(SIZE_QUOTAS)) {
      expect(demo, quota).toBeLessThan(full);
      expect(SIZE_QUOTA_LABELS[quota as keyof typeof SIZE_QUOTAS]).toBeTruthy();
    }
    // Importing an MCP into a multifatorial copies its products: the items quota must hold them.
    expect(SIZE_QUOTAS.multifatorialItems.full).toBeGreaterThanOrEqual(SIZE_QUOTAS.mcpProducts.full);
    expect(SIZE_QUOTAS.multifatorialItems.demo).toBeGreaterThanOrEqual(SIZE_QUOTAS.mcpProducts.demo);
  });

  it('allow exactly the quota, by mode', () => {
    expect(sizeQuotaOf('mcpProducts', CompanyMode.Demo)).toBe(30);
    expect(sizeQuotaOf('mcpProducts', CompanyMode.Full)).toBe(500);
    expect(sizeQuotaExceeded('mcpProducts', CompanyMode.Demo, 30)).toBe(false);
    expect(sizeQuotaExceeded('mcpProducts', CompanyMode.Demo, 31)).toBe(true);
    expect(sizeQuotaExceeded('mcpProducts', CompanyMode.Full, 31)).toBe(false);
  });

  it('name the quota in pt-BR; a demo company is pointed to its plans page', () => {
    expect(sizeQuotaMessage('mcpProducts', CompanyMode.Demo, 42)).toBe(
      'O modo demonstração permite no máximo 30 produtos por matriz MCP, e o limite foi atingido. Assine um plano em /planos/42 para ampliá-lo.',
    );
    expect(sizeQuotaMessage('ambientalSubfactors', CompanyMode.Full, 42)).toBe(
      'O limite é de 1.000 subfatores por análise ambiental, e foi atingido. Remova itens que não usa mais ou divida a análise em duas.',
    );
  });
});
