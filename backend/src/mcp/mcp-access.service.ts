import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { AnalysisAccessService, analysisNotFound } from '../analyses/analysis-access.service.js';
import { AnalysisPartsAccess } from '../analyses/analysis-parts-access.js';
import { AnalysisCategory } from '../categories/category.entity.js';
import { Mcp } from './mcp.entity.js';
import { McpCompetitorEntity, McpProductEntity } from './product.entity.js';

/** What a path id names: the MCP itself or something inside it. */
export type McpPart = 'mcp' | 'category' | 'product' | 'competitor';

/** Access to an MCP through its own id, a category's (of an MCP), a product's or a competitor's. */
@Injectable()
export class McpAccessService extends AnalysisPartsAccess<Mcp, McpPart> {
  constructor(analyses: AnalysisAccessService) {
    super(analyses, Mcp);
  }

  protected async analysisIdOf(manager: EntityManager, part: McpPart, id: number): Promise<number> {
    if (part === 'mcp') return id;
    const query = manager.createQueryBuilder(AnalysisCategory, 'category').select('category.mcp_id', 'mcpId');
    if (part === 'category') query.where('category.id = :id', { id });
    else query.innerJoin(part === 'product' ? McpProductEntity : McpCompetitorEntity, 'item', 'item.category_id = category.id').where('item.id = :id', { id });
    const row = await query.andWhere('category.mcp_id IS NOT NULL').getRawOne<{ mcpId: number | string }>();
    if (!row) throw analysisNotFound();
    return Number(row.mcpId);
  }
}
