import { Injectable } from '@nestjs/common';
import {
  type CriterionInput,
  MESSAGES,
  type MultifatorialCategoryDetail,
  type MultifatorialItem,
  type MultifatorialItemInput,
} from 'contracts';
import type { EntityManager } from 'typeorm';
import { analysisNotFound } from '../analyses/analysis-access.service.js';
import { analysisPartsService } from '../analyses/analysis-parts.service.js';
import { watch } from '../analyses/history.js';
import type { AuthUser } from '../auth/auth-user.js';
import { AnalysisCategory } from '../categories/category.entity.js';
import { ApiError } from '../common/http/api-error.js';
import { notePart } from '../live/live-changes.js';
import { requireSizeQuota } from '../analyses/size-quotas.js';
import { multifatorialItems } from './mcp-import.js';
import { MultifatorialAccessService } from './multifatorial-access.service.js';
import { categoriesWithItems, latestGrades } from './multifatorial-data.js';
import { CategoryGrade, ItemGrade, itemView, type MultifatorialCriterionEntity, MultifatorialItemEntity } from './multifatorial.entity.js';
import { wholeSeconds } from '../database/timestamps.js';

/**
 * A multifatorial's criteria, categories (markets) and items: their CRUD (a criterion's or an
 * item's delete takes its grades), the category with its items and grades, and a new item of a
 * category; every change moves the analysis's `updatedAt`.
 */
@Injectable()
export class MultifatorialPartsService extends analysisPartsService(MultifatorialAccessService, {
  criterion: {
    quota: 'multifatorialCriteria',
    update: {
      // A criterion keeps its axis once graded: its grades belong to categories or to items accordingly.
      check: async (manager, criterion: MultifatorialCriterionEntity, _analysis, body: CriterionInput) => {
        const graded = (await manager.exists(CategoryGrade, { where: { criterionId: criterion.id } })) || (await manager.exists(ItemGrade, { where: { criterionId: criterion.id } }));
        if (body.axis !== criterion.axis && graded) throw ApiError.fields({ axis: [MESSAGES.criterionAxisLocked] });
      },
    },
  },
  category: { list: categoriesWithItems, defaults: { mcpId: null, mcpCategoryId: null } },
}) {
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

  private async requireCategory(manager: EntityManager, multifatorialId: number, categoryId: number): Promise<void> {
    if (!(await manager.exists(AnalysisCategory, { where: { id: categoryId, multifatorialId } }))) throw analysisNotFound();
  }
}
