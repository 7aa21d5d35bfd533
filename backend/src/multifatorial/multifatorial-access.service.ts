import { Injectable } from '@nestjs/common';
import { analysisPartsAccess } from '../analyses/analysis-parts-access.js';
import { AnalysisCategory } from '../categories/category.entity.js';
import { categoryParts } from '../categories/category-parts.js';
import { multifatorialCategoryView } from '../categories/category-views.js';
import { CategoryGrade, criterionView, ItemGrade, itemView, Multifatorial, MultifatorialCriterionEntity, MultifatorialItemEntity, multifatorialView } from './multifatorial.entity.js';

/** What a path id names: the analysis itself or something inside it. */
export type MultifatorialPart = 'multifatorial' | 'criterion' | 'category' | 'item';

/** Access to a Multifatorial through its own id, a criterion's, a category's or an item's; its grades are named by the analysis's id. */
@Injectable()
export class MultifatorialAccessService extends analysisPartsAccess<Multifatorial, MultifatorialPart>(
  Multifatorial,
  {
    multifatorial: 'analysis',
    criterion: { entity: MultifatorialCriterionEntity, parent: 'multifatorialId', view: criterionView },
    ...categoryParts('multifatorialId', multifatorialCategoryView, { item: { entity: MultifatorialItemEntity, view: itemView } }),
  },
  {
    view: multifatorialView,
    others: [
      { entity: CategoryGrade, parents: { categoryId: AnalysisCategory, criterionId: MultifatorialCriterionEntity } },
      { entity: ItemGrade, parents: { itemId: MultifatorialItemEntity, criterionId: MultifatorialCriterionEntity } },
    ],
  },
) {}
