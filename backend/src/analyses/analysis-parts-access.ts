import type { EntityManager, EntityTarget } from 'typeorm';
import type { AuthUser } from '../auth/auth-user.js';
import type { AnalysisAccessService } from './analysis-access.service.js';
import { type AnalysisEntity, touchAnalysis } from './analysis.entity.js';

/**
 * The access check of an analysis's calls whose path names the analysis or a part of it (a
 * factor, a SWOT item): the part is resolved to its analysis, then AnalysisAccessService
 * decides. An unknown part throws `analysisNotFound` from `analysisIdOf`, so an unknown id
 * and an id of a company the caller may not see get the same 404.
 */
export abstract class AnalysisPartsAccess<E extends AnalysisEntity, Part extends string> {
  protected constructor(
    protected readonly analyses: AnalysisAccessService,
    private readonly target: EntityTarget<E>,
  ) {}

  /** The analysis id the part belongs to; throws `analysisNotFound` when there is no such part. */
  protected abstract analysisIdOf(manager: EntityManager, part: Part, id: number): Promise<number>;

  async read(manager: EntityManager, user: AuthUser, part: Part, id: number): Promise<E> {
    return (await this.analyses.analysis(manager, user, this.target, await this.analysisIdOf(manager, part, id), 'read')).analysis;
  }

  /** For a change inside the analysis: its row locked for the transaction, its `updatedAt` moved. */
  async write(manager: EntityManager, user: AuthUser, part: Part, id: number): Promise<E> {
    const { analysis } = await this.analyses.analysis(manager, user, this.target, await this.analysisIdOf(manager, part, id), 'write');
    await touchAnalysis(manager, this.target, analysis.id);
    return analysis;
  }
}
