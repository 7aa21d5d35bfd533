import { Injectable } from '@nestjs/common';
import { analysisPartsAccess } from '../analyses/analysis-parts-access.js';
import { categoryParts } from '../categories/category-parts.js';
import { Mcp } from './mcp.entity.js';
import { McpCompetitorEntity, McpProductEntity } from './product.entity.js';
import { CompetitorControl, ProductControl, ProductExpense } from './control-data.entity.js';
import { McpDomain, McpProductTag, McpSubcategoryEntity } from './domain.entity.js';
import { mcpCategoryView } from '../categories/category-views.js';
import { competitorView, mcpView, productView } from './mcp-views.js';

/** What a path id names: the MCP itself or something inside it. */
export type McpPart = 'mcp' | 'category' | 'product' | 'competitor';

/**
 * Access to an MCP through its own id, a category's (of an MCP), a product's or a competitor's;
 * its monthly controls and its domains are named through those.
 */
@Injectable()
export class McpAccessService extends analysisPartsAccess<Mcp, McpPart>(
  Mcp,
  {
    mcp: 'analysis',
    ...categoryParts('mcpId', mcpCategoryView, { product: { entity: McpProductEntity, view: productView }, competitor: { entity: McpCompetitorEntity, view: competitorView } }),
  },
  {
    view: mcpView,
    others: [
      { entity: ProductControl, parents: { productId: McpProductEntity } },
      { entity: CompetitorControl, parents: { competitorId: McpCompetitorEntity } },
      { entity: ProductExpense, parents: { productId: McpProductEntity } },
      { entity: McpDomain, parents: { mcpId: 'analysis' } },
      { entity: McpSubcategoryEntity, parents: { domainId: McpDomain } },
      { entity: McpProductTag, parents: { productId: McpProductEntity, domainId: McpDomain, subcategoryId: McpSubcategoryEntity } },
    ],
  },
) {}
