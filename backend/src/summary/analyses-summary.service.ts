import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { AnalysesSummary, AnalysisKind, AnalysisKindSummary } from 'contracts';
import { DataSource, type EntityManager, type EntityTarget, type FindOptionsOrder, type FindOptionsWhere } from 'typeorm';
import { Ambiental } from '../ambiental/ambiental.entity.js';
import { AnalysisAccessService } from '../analyses/analysis-access.service.js';
import type { AnalysisEntity } from '../analyses/analysis.entity.js';
import type { AuthUser } from '../auth/auth-user.js';
import { transaction } from '../database/transaction.js';
import { Mcp } from '../mcp/mcp.entity.js';
import { Multifatorial } from '../multifatorial/multifatorial.entity.js';
import { Swot } from '../swot/swot.entity.js';

const TABLES: Record<AnalysisKind, EntityTarget<AnalysisEntity>> = { ambiental: Ambiental, swot: Swot, mcp: Mcp, multifatorial: Multifatorial };

/**
 * The overview's tiles in one call (issue 23): per kind, how many analyses the company has and
 * the last changed one, read-checked like the lists (any member; a blocked company is 403, a
 * company the caller may not see 404).
 */
@Injectable()
export class AnalysesSummaryService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly analyses: AnalysisAccessService,
  ) {}

  summary(user: AuthUser, companyId: number): Promise<AnalysesSummary> {
    return transaction(this.dataSource, async (manager) => {
      await this.analyses.company(manager, user, companyId, 'read');
      // One after the other: a transaction's queries share one connection.
      return {
        ambiental: await kindSummary(manager, TABLES.ambiental, companyId),
        swot: await kindSummary(manager, TABLES.swot, companyId),
        mcp: await kindSummary(manager, TABLES.mcp, companyId),
        multifatorial: await kindSummary(manager, TABLES.multifatorial, companyId),
      };
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
