import { HttpStatus, Injectable } from '@nestjs/common';
import { canEditAnalyses, CompanyMode, deriveCompanyMode, MESSAGES } from 'contracts';
import type { EntityManager } from 'typeorm';
import type { AuthUser } from '../auth/auth-user.js';
import { ApiError } from '../common/http/api-error.js';
import { type CompanyAccess, CompanyAccessService } from '../companies/company-access.service.js';
import { forUpdate } from '../companies/row-lock.js';
import { AnalysisCategory } from './category.entity.js';
import { Mcp } from './mcp.entity.js';
import { McpCompetitorEntity, McpProductEntity } from './product.entity.js';

export type AnalysisAction = 'read' | 'write';

/** What a path id names: the MCP itself or something inside it. */
export type McpPart = 'mcp' | 'category' | 'product' | 'competitor';

/** 404 for an unknown id and for one of a company the caller may not see alike. */
export const mcpNotFound = (): ApiError => ApiError.general(HttpStatus.NOT_FOUND, MESSAGES.apiNotFound);

/**
 * Who may do what on a company's MCPs (DECISIONS.md §3): members read, roles 1–3 and system
 * administrators write, a blocked company answers 403 on every analysis call.
 */
@Injectable()
export class McpAccessService {
  constructor(private readonly companies: CompanyAccessService) {}

  /** The company's access for an MCP call; `lock` takes the company row (demo limits). */
  async company(manager: EntityManager, user: AuthUser, companyId: number, action: AnalysisAction, lock = false): Promise<CompanyAccess> {
    const access = await this.companies.access(manager, user, companyId, lock);
    const { company, viewer } = access;
    if (deriveCompanyMode({ blocked: company.blocked, plan: company.plan, lockDate: company.lockDate }) === CompanyMode.Blocked) {
      throw ApiError.general(HttpStatus.FORBIDDEN, MESSAGES.forbidden);
    }
    if (action === 'write' && !viewer.isSysAdmin && !(viewer.role !== null && canEditAnalyses(viewer.role))) {
      throw ApiError.general(HttpStatus.FORBIDDEN, MESSAGES.forbidden);
    }
    return access;
  }

  /**
   * The MCP holding the part the path names, after the access check of its company; an
   * unknown id and an id of a company the caller may not see are the same 404.
   */
  async mcp(manager: EntityManager, user: AuthUser, part: McpPart, id: number, action: AnalysisAction): Promise<Mcp> {
    const mcp = await this.findMcp(manager, part, id, action === 'write');
    if (!mcp) throw mcpNotFound();
    try {
      await this.company(manager, user, mcp.companyId, action);
    } catch (error) {
      if (error instanceof ApiError && error.getStatus() === HttpStatus.NOT_FOUND) throw mcpNotFound();
      throw error;
    }
    return mcp;
  }

  private findMcp(manager: EntityManager, part: McpPart, id: number, lock: boolean): Promise<Mcp | null> {
    const query = manager.createQueryBuilder(Mcp, 'mcp');
    if (part !== 'mcp') query.innerJoin(AnalysisCategory, 'category', 'category.mcp_id = mcp.id');
    if (part === 'product') query.innerJoin(McpProductEntity, 'item', 'item.category_id = category.id');
    if (part === 'competitor') query.innerJoin(McpCompetitorEntity, 'item', 'item.category_id = category.id');
    const alias = part === 'mcp' ? 'mcp' : part === 'category' ? 'category' : 'item';
    query.where(`${alias}.id = :id`, { id });
    // A write takes the MCP row: writes inside one MCP (domain names, bulk grids) run one at a time.
    if (lock && forUpdate(manager).lock) query.setLock('pessimistic_write');
    return query.getOne();
  }
}
