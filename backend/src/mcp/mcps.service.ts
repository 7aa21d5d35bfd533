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
import { AnalysesService } from '../analyses/analyses.service.js';
import type { AuthUser } from '../auth/auth-user.js';
import type { Dto } from '../common/validation/zod-validation.pipe.js';
import { transaction } from '../database/transaction.js';
import { McpCompanyDefaultsEntity } from './company-defaults.entity.js';
import { mcpView } from './mcp-views.js';
import { Mcp } from './mcp.entity.js';

/** A company's MCPs: the shared CRUD (its growth threshold G and growth basis besides; what is inside goes with a deleted one), and the company's chart defaults. */
@Injectable()
export class McpsService extends AnalysesService<Mcp, McpDto, Dto<typeof newMcpSchema>, Dto<typeof mcpPatchSchema>> {
  constructor(@InjectDataSource() dataSource: DataSource, analyses: AnalysisAccessService) {
    super(dataSource, analyses, 'mcp', Mcp, mcpView);
  }

  protected ownFields(input: Dto<typeof newMcpSchema>): Partial<Mcp> {
    return { growthThreshold: input.growthThreshold, growthBasis: input.growthBasis };
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
