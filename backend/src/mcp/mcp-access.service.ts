import { Injectable } from '@nestjs/common';
import type { AnalysisAction } from 'contracts';
import type { EntityManager } from 'typeorm';
import { AnalysisAccessService, analysisNotFound } from '../analyses/analysis-access.service.js';
import { touchAnalysis } from '../analyses/analysis.entity.js';
import type { AuthUser } from '../auth/auth-user.js';
import { AnalysisCategory } from '../categories/category.entity.js';
import { Mcp } from './mcp.entity.js';
import { McpCompetitorEntity, McpProductEntity } from './product.entity.js';

/** What a path id names: the MCP itself or something inside it. */
export type McpPart = 'mcp' | 'category' | 'product' | 'competitor';

/**
 * Resolves what a path names to its MCP, then asks AnalysisAccessService (the analyses' one
 * access check): an unknown id and an id of a company the caller may not see are the same
 * 404 `analysisNotFound`.
 */
@Injectable()
export class McpAccessService {
  constructor(private readonly analyses: AnalysisAccessService) {}

  /** The MCP for reading. */
  async read(manager: EntityManager, user: AuthUser, part: McpPart, id: number): Promise<Mcp> {
    return (await this.analyses.analysis(manager, user, Mcp, await this.mcpIdOf(manager, part, id), 'read')).analysis;
  }

  /** The MCP for a change inside it: its row locked for the transaction, its `updatedAt` moved. */
  async write(manager: EntityManager, user: AuthUser, part: McpPart, id: number): Promise<Mcp> {
    const { analysis } = await this.analyses.analysis(manager, user, Mcp, await this.mcpIdOf(manager, part, id), 'write');
    await touchAnalysis(manager, Mcp, analysis.id);
    return analysis;
  }

  /** The MCP for `action` without touching it. */
  async mcp(manager: EntityManager, user: AuthUser, id: number, action: AnalysisAction): Promise<Mcp> {
    return (await this.analyses.analysis(manager, user, Mcp, id, action)).analysis;
  }

  private async mcpIdOf(manager: EntityManager, part: McpPart, id: number): Promise<number> {
    if (part === 'mcp') return id;
    const query = manager.createQueryBuilder(AnalysisCategory, 'category').select('category.mcp_id', 'mcpId');
    if (part === 'category') query.where('category.id = :id', { id });
    else query.innerJoin(part === 'product' ? McpProductEntity : McpCompetitorEntity, 'item', 'item.category_id = category.id').where('item.id = :id', { id });
    const row = await query.andWhere('category.mcp_id IS NOT NULL').getRawOne<{ mcpId: number | string }>();
    if (!row) throw analysisNotFound();
    return Number(row.mcpId);
  }
}
