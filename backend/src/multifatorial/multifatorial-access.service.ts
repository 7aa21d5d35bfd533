import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { AnalysisAccessService, analysisNotFound } from '../analyses/analysis-access.service.js';
import { AnalysisPartsAccess } from '../analyses/analysis-parts-access.js';
import { AnalysisCategory } from '../categories/category.entity.js';
import { Multifatorial, MultifatorialCriterionEntity, MultifatorialItemEntity } from './multifatorial.entity.js';

/** What a path id names: the analysis itself or something inside it. */
export type MultifatorialPart = 'multifatorial' | 'criterion' | 'category' | 'item';

/** Access to a Multifatorial through its own id, a criterion's, a category's or an item's. */
@Injectable()
export class MultifatorialAccessService extends AnalysisPartsAccess<Multifatorial, MultifatorialPart> {
  constructor(analyses: AnalysisAccessService) {
    super(analyses, Multifatorial);
  }

  protected async analysisIdOf(manager: EntityManager, part: MultifatorialPart, id: number): Promise<number> {
    if (part === 'multifatorial') return id;
    const row =
      part === 'criterion'
        ? await manager.createQueryBuilder(MultifatorialCriterionEntity, 'criterion').select('criterion.multifatorialId', 'multifatorialId').where('criterion.id = :id', { id }).getRawOne<{ multifatorialId: number | string }>()
        : await this.categoryQuery(manager, part, id).getRawOne<{ multifatorialId: number | string | null }>();
    if (!row || row.multifatorialId === null) throw analysisNotFound();
    return Number(row.multifatorialId);
  }

  private categoryQuery(manager: EntityManager, part: 'category' | 'item', id: number) {
    const query = manager.createQueryBuilder(AnalysisCategory, 'category').select('category.multifatorialId', 'multifatorialId');
    if (part === 'category') return query.where('category.id = :id', { id });
    return query.innerJoin(MultifatorialItemEntity, 'item', 'item.categoryId = category.id').where('item.id = :id', { id });
  }
}
