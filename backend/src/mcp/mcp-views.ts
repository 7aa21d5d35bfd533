import type { ControlMonth, Mcp as McpDto, McpCompetitor, McpProduct } from 'contracts';
import type { Mcp } from './mcp.entity.js';
import type { McpItemEntity, McpProductEntity } from './product.entity.js';

/** Entities as the contracts' MCP answers describe them. */

export const mcpView = (mcp: Mcp): McpDto => ({
  id: mcp.id,
  version: mcp.version,
  companyId: mcp.companyId,
  name: mcp.name,
  description: mcp.description,
  growthThreshold: mcp.growthThreshold,
  growthBasis: mcp.growthBasis,
  createdAt: mcp.createdAt.toISOString(),
  updatedAt: mcp.updatedAt.toISOString(),
});


export const competitorView = (item: McpItemEntity): McpCompetitor => ({
  id: item.id,
  version: item.version,
  categoryId: item.categoryId,
  name: item.name,
  color: item.color,
});

export const productView = (product: McpProductEntity): McpProduct => ({ ...competitorView(product), active: product.active });

export const controlMonthView = (row: { month: string; total: number; cost: number; amount: number; version: number }): ControlMonth => ({
  date: row.month,
  total: row.total,
  cost: row.cost,
  amount: row.amount,
  version: row.version,
});
