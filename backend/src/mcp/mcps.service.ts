import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  DEFAULT_GROWTH_THRESHOLD,
  DEFAULT_MCP_GROUPING,
  type Mcp as McpDto,
  type McpCompanyDefaults,
  type mcpCompanyDefaultsSchema,
  type mcpPatchSchema,
  type newMcpSchema,
} from 'contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { AnalysisAccessService } from '../analyses/analysis-access.service.js';
import { newAnalysisFields, patchAnalysis } from '../analyses/analysis.entity.js';
import type { AuthUser } from '../auth/auth-user.js';
import type { Dto } from '../common/validation/zod-validation.pipe.js';
import { transaction } from '../database/transaction.js';
import { McpCompanyDefaultsEntity } from './company-defaults.entity.js';
import { McpAccessService } from './mcp-access.service.js';
import { mcpView } from './mcp-views.js';
import { Mcp } from './mcp.entity.js';

/** A company's MCPs: list, create (demo limit), read, rename, delete, and its chart defaults. */
@Injectable()
export class McpsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly analyses: AnalysisAccessService,
    private readonly access: McpAccessService,
  ) {}

  list(user: AuthUser, companyId: number): Promise<McpDto[]> {
    return transaction(this.dataSource, async (manager) => {
      await this.analyses.company(manager, user, companyId, 'read');
      const mcps = await manager.find(Mcp, { where: { companyId }, order: { id: 'ASC' } });
      return mcps.map(mcpView);
    });
  }

  /** The demo limit is checked in this transaction, the company row locked (AnalysisAccessService.creating). */
  create(user: AuthUser, companyId: number, input: Dto<typeof newMcpSchema>): Promise<McpDto> {
    return transaction(this.dataSource, async (manager) => {
      await this.analyses.creating(manager, user, companyId, 'mcp', Mcp);
      const mcp = manager.create(Mcp, { ...newAnalysisFields(companyId, input), growthThreshold: input.growthThreshold });
      return mcpView(await manager.save(mcp));
    });
  }

  get(user: AuthUser, id: number): Promise<McpDto> {
    return transaction(this.dataSource, async (manager) => mcpView(await this.access.read(manager, user, 'mcp', id)));
  }

  /** Only the fields sent change; an empty patch changes nothing (not even updatedAt). */
  update(user: AuthUser, id: number, patch: Dto<typeof mcpPatchSchema>): Promise<McpDto> {
    return transaction(this.dataSource, async (manager) => {
      const { analysis: mcp } = await this.analyses.analysis(manager, user, Mcp, id, 'write');
      if (Object.values(patch).every((value) => value === undefined)) return mcpView(mcp);
      patchAnalysis(mcp, patch);
      if (patch.growthThreshold !== undefined) mcp.growthThreshold = patch.growthThreshold;
      return mcpView(await manager.save(mcp));
    });
  }

  /** Its categories, products, competitors, data, domains and tags go with it (cascades). */
  delete(user: AuthUser, id: number): Promise<null> {
    return transaction(this.dataSource, async (manager) => {
      await this.analyses.analysis(manager, user, Mcp, id, 'write');
      await manager.delete(Mcp, { id });
      return null;
    });
  }

  /** The company's chart defaults: what update_company stored, else G 0.10 and months. */
  async defaults(manager: EntityManager, companyId: number): Promise<McpCompanyDefaults> {
    const stored = await manager.findOne(McpCompanyDefaultsEntity, { where: { companyId } });
    return {
      growthThreshold: stored?.growthThreshold ?? DEFAULT_GROWTH_THRESHOLD,
      grouping: stored?.grouping ?? DEFAULT_MCP_GROUPING,
    };
  }

  /** The company row is locked: two concurrent first saves cannot both insert the defaults. */
  updateDefaults(user: AuthUser, companyId: number, input: Dto<typeof mcpCompanyDefaultsSchema>): Promise<McpCompanyDefaults> {
    return transaction(this.dataSource, async (manager) => {
      await this.analyses.company(manager, user, companyId, 'write', true);
      const current = await this.defaults(manager, companyId);
      const next: McpCompanyDefaults = {
        growthThreshold: input.growthThreshold ?? current.growthThreshold,
        grouping: input.grouping ?? current.grouping,
      };
      await manager.save(manager.create(McpCompanyDefaultsEntity, { companyId, ...next }));
      return next;
    });
  }
}
