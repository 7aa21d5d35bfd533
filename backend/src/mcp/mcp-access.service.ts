import { Injectable } from '@nestjs/common';
import { analysisPartsAccess } from '../analyses/analysis-parts-access.js';
import { AnalysisCategory } from '../categories/category.entity.js';
import { Mcp } from './mcp.entity.js';
import { McpCompetitorEntity, McpProductEntity } from './product.entity.js';
import { mcpCategoryView } from '../categories/category-views.js';
import { competitorView, mcpView, productView } from './mcp-views.js';

/** What a path id names: the MCP itself or something inside it. */
export type McpPart = 'mcp' | 'category' | 'product' | 'competitor';

/** Access to an MCP through its own id, a category's (of an MCP), a product's or a competitor's. */
@Injectable()
export class McpAccessService extends analysisPartsAccess<Mcp, McpPart>(Mcp, {
  mcp: 'analysis',
  category: { entity: AnalysisCategory, parent: 'mcpId', view: mcpCategoryView },
  product: { entity: McpProductEntity, parent: 'categoryId', in: 'category', view: productView },
  competitor: { entity: McpCompetitorEntity, parent: 'categoryId', in: 'category', view: competitorView },
}, mcpView) {}
