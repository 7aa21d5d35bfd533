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
import { DataSource, type EntityManager } from 'typeorm';
import { AnalysisAccessService } from '../analyses/analysis-access.service.js';
import { AnalysesService } from '../analyses/analyses.service.js';
import { watch } from '../analyses/history.js';
import type { AuthUser } from '../auth/auth-user.js';
import { ApiError } from '../common/http/api-error.js';
import type { Dto } from '../common/validation/zod-validation.pipe.js';
import { transaction } from '../database/transaction.js';
import { noteCells } from '../live/live-changes.js';
import { FairUseService } from '../rate-limit/fair-use.service.js';
import { importMcp, mcpOfCompany } from './mcp-import.js';
import { MultifatorialAccessService } from './multifatorial-access.service.js';
import { categoriesWithItems } from './multifatorial-data.js';
import { Multifatorial, MultifatorialCriterionEntity, multifatorialView } from './multifatorial.entity.js';

/**
 * A company's multifatoriais: the shared CRUD (a new one gets the default criteria and what
 * it imports from `mcpId`; its criteria, categories, items and grades go with a deleted
 * one), and the re-sync from its MCP.
 */
@Injectable()
export class MultifatoriaisService extends AnalysesService<Multifatorial, MultifatorialDto, NewMultifatorialInput, Dto<typeof multifatorialPatchSchema>> {
  constructor(
    @InjectDataSource() dataSource: DataSource,
    analyses: AnalysisAccessService,
    private readonly access: MultifatorialAccessService,
    private readonly fairUse: FairUseService,
  ) {
    super(dataSource, analyses, 'multifatorial', Multifatorial, multifatorialView);
  }

  protected ownFields(): Partial<Multifatorial> {
    return { mcpId: null };
  }

  protected async created(manager: EntityManager, multifatorial: Multifatorial, input: NewMultifatorialInput): Promise<void> {
    await manager.insert(
      MultifatorialCriterionEntity,
      DEFAULT_MULTIFATORIAL_CRITERIA.map((criterion) => ({ multifatorialId: multifatorial.id, ...criterion, updatedBy: multifatorial.updatedBy, updatedAt: multifatorial.updatedAt })),
    );
    if (input.mcpId !== undefined) await importMcp(manager, multifatorial, await mcpOfCompany(manager, multifatorial.companyId, input.mcpId), multifatorial.updatedBy);
  }

  /** Re-sync from the linked MCP (or link `mcpId` and import it); answers the categories with their items. */
  importMcp(user: AuthUser, id: number, body: Dto<typeof importMcpSchema>): Promise<MultifatorialCategoryWithItems[]> {
    return transaction(this.dataSource, async (manager) => {
      const multifatorial = await this.access.write(manager, user, 'multifatorial', id);
      // Weighed as the largest import: an MCP's product quota.
      await this.fairUse.bulkRows(multifatorial.companyId, SIZE_QUOTAS.mcpProducts.full, `multifatorial:${id}`);
      const mcpId = body.mcpId ?? multifatorial.mcpId;
      if (mcpId === null || mcpId === undefined) throw ApiError.fields({ mcpId: [MESSAGES.fieldRequired] });
      await watch(manager, Multifatorial, { id: [id] }, { subtree: true });
      await importMcp(manager, multifatorial, await mcpOfCompany(manager, multifatorial.companyId, mcpId), user.id);
      const categories = await categoriesWithItems(manager, id);
      // A re-sync writes every item of the linked products: each is named.
      noteCells(manager, 'import', categories.flatMap((category) => category.items.map((item) => ({ part: 'item', id: item.id }))));
      return categories;
    });
  }
}
