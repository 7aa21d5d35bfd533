import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { AnalysisAccessService, analysisNotFound } from '../analyses/analysis-access.service.js';
import { touchAnalysis } from '../analyses/analysis.entity.js';
import type { AuthUser } from '../auth/auth-user.js';
import { Ambiental, AmbientalFactorEntity, AmbientalSubfactorEntity } from './ambiental.entity.js';

/** What a path id names: the analysis itself or something inside it. */
export type AmbientalPart = 'ambiental' | 'factor' | 'subfactor';

/**
 * Resolves what a path names to its Ambiental, then asks AnalysisAccessService (the
 * analyses' one access check): an unknown id and an id of a company the caller may not see
 * are the same 404 `analysisNotFound`.
 */
@Injectable()
export class AmbientalAccessService {
  constructor(private readonly analyses: AnalysisAccessService) {}

  async read(manager: EntityManager, user: AuthUser, part: AmbientalPart, id: number): Promise<Ambiental> {
    return (await this.analyses.analysis(manager, user, Ambiental, await this.ambientalIdOf(manager, part, id), 'read')).analysis;
  }

  /** For a change inside the analysis: its row locked for the transaction, its `updatedAt` moved. */
  async write(manager: EntityManager, user: AuthUser, part: AmbientalPart, id: number): Promise<Ambiental> {
    const { analysis } = await this.analyses.analysis(manager, user, Ambiental, await this.ambientalIdOf(manager, part, id), 'write');
    await touchAnalysis(manager, Ambiental, analysis.id);
    return analysis;
  }

  private async ambientalIdOf(manager: EntityManager, part: AmbientalPart, id: number): Promise<number> {
    if (part === 'ambiental') return id;
    const query = manager.createQueryBuilder(AmbientalFactorEntity, 'factor').select('factor.ambientalId', 'ambientalId');
    if (part === 'factor') query.where('factor.id = :id', { id });
    else query.innerJoin(AmbientalSubfactorEntity, 'subfactor', 'subfactor.factorId = factor.id').where('subfactor.id = :id', { id });
    const row = await query.getRawOne<{ ambientalId: number | string }>();
    if (!row) throw analysisNotFound();
    return Number(row.ambientalId);
  }
}
