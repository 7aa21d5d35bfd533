import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { AnalysisAccessService, analysisNotFound } from '../analyses/analysis-access.service.js';
import { touchAnalysis } from '../analyses/analysis.entity.js';
import type { AuthUser } from '../auth/auth-user.js';
import { Swot, SwotItemEntity } from './swot.entity.js';

/** What a path id names: the SWOT itself or one of its items. */
export type SwotPart = 'swot' | 'item';

/**
 * Resolves what a path names to its SWOT, then asks AnalysisAccessService (the analyses'
 * one access check): an unknown id and an id of a company the caller may not see are the
 * same 404 `analysisNotFound`.
 */
@Injectable()
export class SwotAccessService {
  constructor(private readonly analyses: AnalysisAccessService) {}

  async read(manager: EntityManager, user: AuthUser, part: SwotPart, id: number): Promise<Swot> {
    return (await this.analyses.analysis(manager, user, Swot, await this.swotIdOf(manager, part, id), 'read')).analysis;
  }

  /** For a change inside the SWOT: its row locked for the transaction, its `updatedAt` moved. */
  async write(manager: EntityManager, user: AuthUser, part: SwotPart, id: number): Promise<Swot> {
    const { analysis } = await this.analyses.analysis(manager, user, Swot, await this.swotIdOf(manager, part, id), 'write');
    await touchAnalysis(manager, Swot, analysis.id);
    return analysis;
  }

  private async swotIdOf(manager: EntityManager, part: SwotPart, id: number): Promise<number> {
    if (part === 'swot') return id;
    const item = await manager.findOne(SwotItemEntity, { where: { id }, select: { id: true, swotId: true } });
    if (!item) throw analysisNotFound();
    return item.swotId;
  }
}
