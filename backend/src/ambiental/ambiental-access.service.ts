import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { AnalysisAccessService, analysisNotFound } from '../analyses/analysis-access.service.js';
import { AnalysisPartsAccess } from '../analyses/analysis-parts-access.js';
import { Ambiental, AmbientalFactorEntity, AmbientalSubfactorEntity } from './ambiental.entity.js';

/** What a path id names: the analysis itself or something inside it. */
export type AmbientalPart = 'ambiental' | 'factor' | 'subfactor';

/** Access to an Ambiental through its own id, a factor's or a subfactor's. */
@Injectable()
export class AmbientalAccessService extends AnalysisPartsAccess<Ambiental, AmbientalPart> {
  constructor(analyses: AnalysisAccessService) {
    super(analyses, Ambiental);
  }

  protected async analysisIdOf(manager: EntityManager, part: AmbientalPart, id: number): Promise<number> {
    if (part === 'ambiental') return id;
    const query = manager.createQueryBuilder(AmbientalFactorEntity, 'factor').select('factor.ambientalId', 'ambientalId');
    if (part === 'factor') query.where('factor.id = :id', { id });
    else query.innerJoin(AmbientalSubfactorEntity, 'subfactor', 'subfactor.factorId = factor.id').where('subfactor.id = :id', { id });
    const row = await query.getRawOne<{ ambientalId: number | string }>();
    if (!row) throw analysisNotFound();
    return Number(row.ambientalId);
  }
}
