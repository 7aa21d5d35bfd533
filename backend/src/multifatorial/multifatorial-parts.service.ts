import { Injectable } from '@nestjs/common';
import {
  type categorySchema,
  type CriterionInput,
  MESSAGES,
  type MultifatorialCategory,
  type MultifatorialCategoryDetail,
  type MultifatorialCategoryWithItems,
  type MultifatorialCriterion,
  type MultifatorialItem,
  type MultifatorialItemInput,
} from 'contracts';
import type { EntityManager } from 'typeorm';
import { analysisNotFound } from '../analyses/analysis-access.service.js';
import { analysisPartsService } from '../analyses/analysis-parts.service.js';
import { watch } from '../analyses/history.js';
import type { AuthUser } from '../auth/auth-user.js';
import { multifatorialCategoryView } from '../categories/category-views.js';
import { AnalysisCategory } from '../categories/category.entity.js';
import { ApiError } from '../common/http/api-error.js';
import { notePart } from '../live/live-changes.js';
import type { Dto } from '../common/validation/zod-validation.pipe.js';
import { requireSizeQuota } from '../analyses/size-quotas.js';
import { multifatorialItems } from './mcp-import.js';
import { MultifatorialAccessService } from './multifatorial-access.service.js';
import { categoriesWithItems, latestGrades } from './multifatorial-data.js';
import { CategoryGrade, criterionView, ItemGrade, itemView, type MultifatorialCriterionEntity, MultifatorialItemEntity } from './multifatorial.entity.js';
import type { ExpectedVersion } from '../common/http/if-match.decorator.js';
import { wholeSeconds } from '../database/timestamps.js';

/** A multifatorial's criteria, categories (markets) and items; every change moves the analysis's `updatedAt`. */
@Injectable()
export class MultifatorialPartsService extends analysisPartsService(MultifatorialAccessService) {
  // ---------------------------------------------------------------- criteria

  criteria(user: AuthUser, multifatorialId: number): Promise<MultifatorialCriterion[]> {
    return this.listParts(user, 'criterion', multifatorialId, criterionView);
  }

  createCriterion(user: AuthUser, multifatorialId: number, body: CriterionInput): Promise<MultifatorialCriterion> {
    return this.createPart(user, 'criterion', multifatorialId, body, criterionView, 'multifatorialCriteria');
  }

  /** A criterion keeps its axis once graded: its grades belong to categories or to items accordingly. */
  updateCriterion(user: AuthUser, id: number, body: CriterionInput, ifMatch?: ExpectedVersion): Promise<MultifatorialCriterion> {
    return this.updatePart(user, 'criterion', id, body, criterionView, ifMatch, {
      check: async (manager, criterion: MultifatorialCriterionEntity) => {
        const graded = (await manager.exists(CategoryGrade, { where: { criterionId: id } })) || (await manager.exists(ItemGrade, { where: { criterionId: id } }));
        if (body.axis !== criterion.axis && graded) throw ApiError.fields({ axis: [MESSAGES.criterionAxisLocked] });
      },
    });
  }

  /** Its grades go with it. */
  deleteCriterion(user: AuthUser, id: number, ifMatch?: ExpectedVersion): Promise<null> {
    return this.deletePart(user, 'criterion', id, ifMatch);
  }

  // ---------------------------------------------------------------- categories

  categories(user: AuthUser, multifatorialId: number): Promise<MultifatorialCategoryWithItems[]> {
    return this.reading(user, 'multifatorial', multifatorialId, (manager) => categoriesWithItems(manager, multifatorialId));
  }

  createCategory(user: AuthUser, multifatorialId: number, body: Dto<typeof categorySchema>): Promise<MultifatorialCategory> {
    return this.createPart(user, 'category', multifatorialId, { mcpId: null, mcpCategoryId: null, ...body }, multifatorialCategoryView);
  }

  /** The category of this multifatorial with its items and latest grades; 404 when it belongs elsewhere. */
  category(user: AuthUser, multifatorialId: number, categoryId: number): Promise<MultifatorialCategoryDetail> {
    return this.reading(user, 'multifatorial', multifatorialId, async (manager) => {
      const [category] = await categoriesWithItems(manager, multifatorialId, categoryId);
      if (!category) throw analysisNotFound();
      return { ...category, latestGrades: await latestGrades(manager, multifatorialId, categoryId) };
    });
  }

  // ---------------------------------------------------------------- items

  createItem(user: AuthUser, multifatorialId: number, categoryId: number, body: MultifatorialItemInput): Promise<MultifatorialItem> {
    return this.writing(user, 'multifatorial', multifatorialId, async (manager, multifatorial) => {
      await this.requireCategory(manager, multifatorialId, categoryId);
      // insert, not save: save hydrates the default-valued money column back through its transformer.
      const { identifiers } = await manager.insert(MultifatorialItemEntity, { categoryId, mcpProductId: null, ...body, updatedBy: user.id, updatedAt: wholeSeconds(new Date()) });
      await watch(manager, MultifatorialItemEntity, { id: [Number(identifiers[0].id)] }, { fresh: true });
      await requireSizeQuota(manager, multifatorial, 'multifatorialItems', multifatorialItems(manager, multifatorialId));
      const item = itemView(await manager.findOneByOrFail(MultifatorialItemEntity, { id: Number(identifiers[0].id) }));
      notePart(manager, 'item', item.id, item, 'created');
      return item;
    });
  }

  updateItem(user: AuthUser, id: number, body: MultifatorialItemInput, ifMatch?: ExpectedVersion): Promise<MultifatorialItem> {
    return this.updatePart(user, 'item', id, body, itemView, ifMatch);
  }

  /** Its grades go with it. */
  deleteItem(user: AuthUser, id: number, ifMatch?: ExpectedVersion): Promise<null> {
    return this.deletePart(user, 'item', id, ifMatch);
  }

  private async requireCategory(manager: EntityManager, multifatorialId: number, categoryId: number): Promise<void> {
    if (!(await manager.exists(AnalysisCategory, { where: { id: categoryId, multifatorialId } }))) throw analysisNotFound();
  }
}
