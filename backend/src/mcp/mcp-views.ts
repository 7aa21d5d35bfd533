import type { ControlMonth, Mcp as McpDto, McpCategory, McpCompetitor, McpProduct } from 'contracts';
import type { AnalysisCategory } from './category.entity.js';
import type { Mcp } from './mcp.entity.js';
import type { McpCompetitorEntity, McpProductEntity } from './product.entity.js';

/** Entities as the contracts' MCP answers describe them. */

export const mcpView = (mcp: Mcp): McpDto => ({
  id: mcp.id,
  companyId: mcp.companyId,
  name: mcp.name,
  description: mcp.description,
  growthThreshold: mcp.growthThreshold,
  createdAt: mcp.createdAt.toISOString(),
  updatedAt: mcp.updatedAt.toISOString(),
});

export const categoryView = (category: AnalysisCategory): McpCategory => ({
  id: category.id,
  mcpId: category.mcpId!,
  name: category.name,
  color: category.color,
});

export const productView = (product: McpProductEntity): McpProduct => ({
  id: product.id,
  categoryId: product.categoryId,
  name: product.name,
  color: product.color,
  active: product.active,
});

export const competitorView = (competitor: McpCompetitorEntity): McpCompetitor => ({
  id: competitor.id,
  categoryId: competitor.categoryId,
  name: competitor.name,
  color: competitor.color,
});

export const controlMonthView = (row: { month: string; total: number; cost: number; amount: number }): ControlMonth => ({
  date: row.month,
  total: row.total,
  cost: row.cost,
  amount: row.amount,
});
