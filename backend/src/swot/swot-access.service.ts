import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { AnalysisAccessService, analysisNotFound } from '../analyses/analysis-access.service.js';
import { AnalysisPartsAccess } from '../analyses/analysis-parts-access.js';
import { Swot, SwotItemEntity } from './swot.entity.js';

/** What a path id names: the SWOT itself or one of its items. */
export type SwotPart = 'swot' | 'item';

/** Access to a SWOT through its own id or one of its items'. */
@Injectable()
export class SwotAccessService extends AnalysisPartsAccess<Swot, SwotPart> {
  constructor(analyses: AnalysisAccessService) {
    super(analyses, Swot);
  }

  protected async analysisIdOf(manager: EntityManager, part: SwotPart, id: number): Promise<number> {
    if (part === 'swot') return id;
    const item = await manager.findOne(SwotItemEntity, { where: { id }, select: { id: true, swotId: true } });
    if (!item) throw analysisNotFound();
    return item.swotId;
  }
}
