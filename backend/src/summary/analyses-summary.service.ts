import { Injectable, type OnModuleInit } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import { InjectDataSource } from '@nestjs/typeorm';
import { type AnalysesSummary, ANALYSIS_KIND_KEYS, type AnalysisKind, type AnalysisKindSummary } from 'contracts';
import { DataSource, type EntityManager, type EntityTarget, type FindOptionsOrder, type FindOptionsWhere } from 'typeorm';
import { AnalysesService } from '../analyses/analyses.service.js';
import { AnalysisAccessService } from '../analyses/analysis-access.service.js';
import type { AnalysisEntity } from '../analyses/analysis.entity.js';
import type { AuthUser } from '../auth/auth-user.js';
import { transaction } from '../database/transaction.js';

/**
 * The overview's tiles in one call (issue 23): per kind, how many analyses the company has and
 * the last changed one, read-checked like the lists (any member; a blocked company is 403, a
 * company the caller may not see 404). Each kind's table is its CRUD service's (AnalysesService),
 * found among the application's providers, so a new kind needs no change here.
 */
@Injectable()
export class AnalysesSummaryService implements OnModuleInit {
  private readonly tables = {} as Record<AnalysisKind, EntityTarget<AnalysisEntity>>;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly analyses: AnalysisAccessService,
    private readonly discovery: DiscoveryService,
  ) {}

  onModuleInit(): void {
    for (const { instance } of this.discovery.getProviders()) {
      if (instance instanceof AnalysesService) this.tables[instance.kind as AnalysisKind] = instance.target;
    }
    const missing = ANALYSIS_KIND_KEYS.filter((kind) => !this.tables[kind]);
    if (missing.length > 0) throw new Error(`No AnalysesService for ${missing.join(', ')}`);
  }

  summary(user: AuthUser, companyId: number): Promise<AnalysesSummary> {
    return transaction(this.dataSource, async (manager) => {
      await this.analyses.company(manager, user, companyId, 'read');
      const summary = {} as AnalysesSummary;
      // One after the other: a transaction's queries share one connection.
      for (const kind of ANALYSIS_KIND_KEYS) summary[kind] = await kindSummary(manager, this.tables[kind], companyId);
      return summary;
    });
  }
}

async function kindSummary(manager: EntityManager, target: EntityTarget<AnalysisEntity>, companyId: number): Promise<AnalysisKindSummary> {
  const where = { companyId } as FindOptionsWhere<AnalysisEntity>;
  const count = await manager.count(target, { where });
  // Same second (timestamps are whole seconds): the newer row wins.
  const last = await manager.findOne(target, { where, order: { updatedAt: 'DESC', id: 'DESC' } as FindOptionsOrder<AnalysisEntity>, select: { id: true, name: true, updatedAt: true } });
  return { count, last: last && { id: last.id, name: last.name, updated_at: last.updatedAt.toISOString() } };
}
