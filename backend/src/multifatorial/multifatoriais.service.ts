import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  DEFAULT_MULTIFATORIAL_CRITERIA,
  type importMcpSchema,
  MESSAGES,
  type Multifatorial as MultifatorialDto,
  type MultifatorialCategoryWithItems,
  type multifatorialPatchSchema,
  type NewMultifatorialInput,
  SIZE_QUOTAS,
} from 'contracts';
import { DataSource } from 'typeorm';
import { AnalysisAccessService } from '../analyses/analysis-access.service.js';
import { newAnalysisFields, patchAnalysis } from '../analyses/analysis.entity.js';
import type { AuthUser } from '../auth/auth-user.js';
import { ApiError } from '../common/http/api-error.js';
import type { Dto } from '../common/validation/zod-validation.pipe.js';
import { transaction } from '../database/transaction.js';
import { FairUseService } from '../rate-limit/fair-use.service.js';
import { importMcp, mcpOfCompany } from './mcp-import.js';
import { MultifatorialAccessService } from './multifatorial-access.service.js';
import { categoriesWithItems } from './multifatorial-data.js';
import { Multifatorial, MultifatorialCriterionEntity, multifatorialView } from './multifatorial.entity.js';

/** A company's multifatoriais: list, create (default criteria, optional MCP import, demo limit), read, rename, delete, re-sync. */
@Injectable()
export class MultifatoriaisService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly analyses: AnalysisAccessService,
    private readonly access: MultifatorialAccessService,
    private readonly fairUse: FairUseService,
  ) {}

  list(user: AuthUser, companyId: number): Promise<MultifatorialDto[]> {
    return transaction(this.dataSource, async (manager) => {
      await this.analyses.company(manager, user, companyId, 'read');
      return (await manager.find(Multifatorial, { where: { companyId }, order: { id: 'ASC' } })).map(multifatorialView);
    });
  }

  /** The analysis, its default criteria and what it imports from `mcpId`, in one transaction with the demo limit. */
  create(user: AuthUser, companyId: number, body: NewMultifatorialInput): Promise<MultifatorialDto> {
    return transaction(this.dataSource, async (manager) => {
      await this.analyses.creating(manager, user, companyId, 'multifatorial', Multifatorial);
      const mcp = body.mcpId === undefined ? null : await mcpOfCompany(manager, companyId, body.mcpId);
      const multifatorial = await manager.save(manager.create(Multifatorial, { ...newAnalysisFields(companyId, body), mcpId: null }));
      await manager.insert(
        MultifatorialCriterionEntity,
        DEFAULT_MULTIFATORIAL_CRITERIA.map((criterion) => ({ multifatorialId: multifatorial.id, ...criterion })),
      );
      if (mcp) await importMcp(manager, multifatorial, mcp);
      return multifatorialView(multifatorial);
    });
  }

  get(user: AuthUser, id: number): Promise<MultifatorialDto> {
    return transaction(this.dataSource, async (manager) => multifatorialView(await this.access.read(manager, user, 'multifatorial', id)));
  }

  /** Only the fields sent change; an empty patch changes nothing (not even updatedAt). */
  update(user: AuthUser, id: number, patch: Dto<typeof multifatorialPatchSchema>): Promise<MultifatorialDto> {
    return transaction(this.dataSource, async (manager) => {
      const { analysis } = await this.analyses.analysis(manager, user, Multifatorial, id, 'write');
      if (Object.values(patch).every((value) => value === undefined)) return multifatorialView(analysis);
      patchAnalysis(analysis, patch);
      return multifatorialView(await manager.save(analysis));
    });
  }

  /** Its criteria, categories, items and grades go with it (cascades). */
  delete(user: AuthUser, id: number): Promise<null> {
    return transaction(this.dataSource, async (manager) => {
      await this.analyses.analysis(manager, user, Multifatorial, id, 'write');
      await manager.delete(Multifatorial, { id });
      return null;
    });
  }

  /** Re-sync from the linked MCP (or link `mcpId` and import it); answers the categories with their items. */
  importMcp(user: AuthUser, id: number, body: Dto<typeof importMcpSchema>): Promise<MultifatorialCategoryWithItems[]> {
    return transaction(this.dataSource, async (manager) => {
      const multifatorial = await this.access.write(manager, user, 'multifatorial', id);
      // Weighed as the largest import: an MCP's product quota.
      await this.fairUse.bulkWrite(multifatorial.companyId, SIZE_QUOTAS.mcpProducts.full, `multifatorial:${id}`);
      const mcpId = body.mcpId ?? multifatorial.mcpId;
      if (mcpId === null || mcpId === undefined) throw ApiError.fields({ mcpId: [MESSAGES.fieldRequired] });
      await importMcp(manager, multifatorial, await mcpOfCompany(manager, multifatorial.companyId, mcpId));
      return categoriesWithItems(manager, id);
    });
  }
}
