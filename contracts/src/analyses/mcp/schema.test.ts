import { describe, expect, it } from 'vitest';
import {
  bulkControlDataSchema,
  controlDataSchema,
  expensesSchema,
  mcpChartQuerySchema,
  mcpMonthSchema,
  mcpPatchSchema,
  newMcpSchema,
  productSchema,
} from './schema.js';
import { currentMonth } from '../../format/date.js';
import { MESSAGES } from '../../messages.js';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? undefined : result.error?.issues[0]?.message;

describe('MCP request schemas', () => {
  it("reads 'YYYY-MM' and any calendar date as the month, and refuses other shapes", () => {
    expect(mcpMonthSchema.parse('2025-03')).toBe('2025-03-01');
    expect(mcpMonthSchema.parse(' 2025-03 ')).toBe('2025-03-01');
    expect(mcpMonthSchema.parse('2025-12-01')).toBe('2025-12-01');
    expect(mcpMonthSchema.parse('2025-03-15')).toBe('2025-03-01');
    for (const bad of ['2025-13', '2025-02-30', '25-03', '', 'abc', '2025/03', 202503]) {
      expect(firstMessage(mcpMonthSchema.safeParse(bad))).toBe(MESSAGES.invalidMonth);
    }
  });

  it('takes control values as money: centavos at most, not negative', () => {
    expect(controlDataSchema.parse({ total: 1234.56, cost: 0, amount: 2 })).toEqual({ total: 1234.56, cost: 0, amount: 2 });
    for (const bad of [-1, 1.234, 1e14, '10', Number.NaN]) {
      expect(firstMessage(controlDataSchema.safeParse({ total: bad, cost: 0, amount: 0 }))).toBe(MESSAGES.invalidMoney);
    }
  });

  it('fills the new MCP defaults and requires a name', () => {
    expect(newMcpSchema.parse({ name: ' Linha 2025 ' })).toEqual({ name: 'Linha 2025', description: '', growthThreshold: 0.1, growthBasis: 'year' });
    expect(newMcpSchema.parse({ name: 'x', growthBasis: 'previous' }).growthBasis).toBe('previous');
    for (const growthBasis of ['anual', '', 1, null]) expect(firstMessage(newMcpSchema.safeParse({ name: 'x', growthBasis }))).toBe(MESSAGES.growthBasisInvalid);
    expect(firstMessage(mcpPatchSchema.safeParse({ growthBasis: 'month' }))).toBe(MESSAGES.growthBasisInvalid);
    expect(firstMessage(newMcpSchema.safeParse({ name: '  ' }))).toBe(MESSAGES.nameRequired);
    expect(firstMessage(newMcpSchema.safeParse({ name: 'x', growthThreshold: 20 }))).toBe(MESSAGES.growthThresholdInvalid);
  });

  it('defaults a product to active with no colour', () => {
    expect(productSchema.parse({ categoryId: '3', name: 'Café' })).toEqual({ categoryId: 3, name: 'Café', color: 0, active: true });
  });

  it('lets the control-data date default to the current month in Brasília', () => {
    expect(controlDataSchema.parse({ total: 1, cost: 0, amount: 2 }).date).toBeUndefined();
    // 2025-02-01 01:00 UTC is still January in Brasília (UTC−3).
    expect(currentMonth(new Date('2025-02-01T01:00:00Z'))).toBe('2025-01-01');
  });

  it('refuses rows and expenses that are not objects with the pt-BR text', () => {
    expect(bulkControlDataSchema.safeParse([1]).error?.issues.map((i) => [i.path, i.message])).toEqual([[[0], MESSAGES.valueInvalid]]);
    expect(firstMessage(expensesSchema.safeParse({ expenses: ['Frete'] }))).toBe(MESSAGES.valueInvalid);
  });

  it('refuses a bulk grid that names the same cell twice', () => {
    const row = { kind: 'product', id: 1, date: '2025-01', total: 1, cost: 1, amount: 1 };
    expect(bulkControlDataSchema.safeParse([row, { ...row, date: '2025-02' }]).success).toBe(true);
    expect(firstMessage(bulkControlDataSchema.safeParse([row, { ...row, date: '2025-01-01' }]))).toBe(MESSAGES.duplicateRows);
  });

  it('reads chart queries from strings and refuses a window that ends before it starts', () => {
    expect(mcpChartQuerySchema.parse({ mcp: '4', grouping: '3', from: '2025-01' })).toEqual({ mcp: 4, grouping: 3, from: '2025-01-01' });
    for (const grouping of ['2', '', true, [1], '1e3', 1.5]) {
      expect(firstMessage(mcpChartQuerySchema.safeParse({ grouping }))).toBe(MESSAGES.groupingInvalid);
    }
    expect(firstMessage(mcpChartQuerySchema.safeParse({ from: '2025-05', to: '2025-01' }))).toBe(MESSAGES.periodOrder);
    expect(mcpChartQuerySchema.parse({ basis: 'previous' })).toEqual({ basis: 'previous' });
    expect(firstMessage(mcpChartQuerySchema.safeParse({ basis: 'yoy' }))).toBe(MESSAGES.growthBasisInvalid);
  });
});
