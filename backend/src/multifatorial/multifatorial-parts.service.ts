import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
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
import { DataSource, type EntityManager } from 'typeorm';
import { analysisNotFound } from '../analyses/analysis-access.service.js';
import type { AuthUser } from '../auth/auth-user.js';
import { multifatorialCategoryView } from '../categories/category-views.js';
import { AnalysisCategory } from '../categories/category.entity.js';
import { ApiError } from '../common/http/api-error.js';
import type { Dto } from '../common/validation/zod-validation.pipe.js';
import { transaction } from '../database/transaction.js';
import { requireSizeQuota } from '../analyses/size-quotas.js';
import { multifatorialItems } from './mcp-import.js';
import { MultifatorialAccessService } from './multifatorial-access.service.js';
import { categoriesWithItems, latestGrades } from './multifatorial-data.js';
import { CategoryGrade, criterionView, ItemGrade, itemView, MultifatorialCriterionEntity, MultifatorialItemEntity } from './multifatorial.entity.js';

/** A multifatorial's criteria, categories (markets) and items; every change moves the analysis's `updatedAt`. */
@Injectable()
export class MultifatorialPartsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly access: MultifatorialAccessService,
  ) {}

  // ---------------------------------------------------------------- criteria

  criteria(user: AuthUser, multifatorialId: number): Promise<MultifatorialCriterion[]> {
    return transaction(this.dataSource, async (manager) => {
      await this.access.read(manager, user, 'multifatorial', multifatorialId);
      return (await manager.find(MultifatorialCriterionEntity, { where: { multifatorialId }, order: { id: 'ASC' } })).map(criterionView);
    });
  }

  createCriterion(user: AuthUser, multifatorialId: number, body: CriterionInput): Promise<MultifatorialCriterion> {
    return transaction(this.dataSource, async (manager) => {
      const multifatorial = await this.access.write(manager, user, 'multifatorial', multifatorialId);
      const criterion = await manager.save(manager.create(MultifatorialCriterionEntity, { multifatorialId, ...body }));
      const criteria = manager.createQueryBuilder(MultifatorialCriterionEntity, 'criterion').where('criterion.multifatorialId = :multifatorialId', { multifatorialId });
      await requireSizeQuota(manager, multifatorial, 'multifatorialCriteria', criteria);
      return criterionView(criterion);
    });
  }

  /** A criterion keeps its axis once graded: its grades belong to categories or to items accordingly. */
  updateCriterion(user: AuthUser, id: number, body: CriterionInput): Promise<MultifatorialCriterion> {
    return transaction(this.dataSource, async (manager) => {
      await this.access.write(manager, user, 'criterion', id);
      const criterion = await manager.findOne(MultifatorialCriterionEntity, { where: { id } });
      if (!criterion) throw analysisNotFound();
      const graded = (await manager.exists(CategoryGrade, { where: { criterionId: id } })) || (await manager.exists(ItemGrade, { where: { criterionId: id } }));
      if (body.axis !== criterion.axis && graded) throw ApiError.fields({ axis: [MESSAGES.criterionAxisLocked] });
      return criterionView(await manager.save(Object.assign(criterion, body)));
    });
  }

  /** Its grades go with it. */
  deleteCriterion(user: AuthUser, id: number): Promise<null> {
    return transaction(this.dataSource, async (manager) => {
      await this.access.write(manager, user, 'criterion', id);
      await manager.delete(MultifatorialCriterionEntity, { id });
      return null;
    });
  }

  // ---------------------------------------------------------------- categories

  categories(user: AuthUser, multifatorialId: number): Promise<MultifatorialCategoryWithItems[]> {
    return transaction(this.dataSource, async (manager) => {
      await this.access.read(manager, user, 'multifatorial', multifatorialId);
      return categoriesWithItems(manager, multifatorialId);
    });
  }

  createCategory(user: AuthUser, multifatorialId: number, body: Dto<typeof categorySchema>): Promise<MultifatorialCategory> {
    return transaction(this.dataSource, async (manager) => {
      await this.access.write(manager, user, 'multifatorial', multifatorialId);
      const category = manager.create(AnalysisCategory, { mcpId: null, multifatorialId, mcpCategoryId: null, ...body });
      return multifatorialCategoryView(await manager.save(category));
    });
  }

  /** The category of this multifatorial with its items and latest grades; 404 when it belongs elsewhere. */
  category(user: AuthUser, multifatorialId: number, categoryId: number): Promise<MultifatorialCategoryDetail> {
    return transaction(this.dataSource, async (manager) => {
      await this.access.read(manager, user, 'multifatorial', multifatorialId);
      const [category] = await categoriesWithItems(manager, multifatorialId, categoryId);
      if (!category) throw analysisNotFound();
      return { ...category, latestGrades: await latestGrades(manager, multifatorialId, categoryId) };
    });
  }

  // ---------------------------------------------------------------- items

  createItem(user: AuthUser, multifatorialId: number, categoryId: number, body: MultifatorialItemInput): Promise<MultifatorialItem> {
    return transaction(this.dataSource, async (manager) => {
      const multifatorial = await this.access.write(manager, user, 'multifatorial', multifatorialId);
      await this.requireCategory(manager, multifatorialId, categoryId);
      // insert, not save: save hydrates the default-valued money column back through its transformer.
      const { identifiers } = await manager.insert(MultifatorialItemEntity, { categoryId, mcpProductId: null, ...body });
      await requireSizeQuota(manager, multifatorial, 'multifatorialItems', multifatorialItems(manager, multifatorialId));
      return itemView(await manager.findOneByOrFail(MultifatorialItemEntity, { id: Number(identifiers[0].id) }));
    });
  }

  updateItem(user: AuthUser, id: number, body: MultifatorialItemInput): Promise<MultifatorialItem> {
    return transaction(this.dataSource, async (manager) => {
      await this.access.write(manager, user, 'item', id);
      await manager.update(MultifatorialItemEntity, { id }, body);
      const item = await manager.findOne(MultifatorialItemEntity, { where: { id } });
      if (!item) throw analysisNotFound();
      return itemView(item);
    });
  }

  /** Its grades go with it. */
  deleteItem(user: AuthUser, id: number): Promise<null> {
    return transaction(this.dataSource, async (manager) => {
      await this.access.write(manager, user, 'item', id);
      await manager.delete(MultifatorialItemEntity, { id });
      return null;
    });
  }

  private async requireCategory(manager: EntityManager, multifatorialId: number, categoryId: number): Promise<void> {
    if (!(await manager.exists(AnalysisCategory, { where: { id: categoryId, multifatorialId } }))) throw analysisNotFound();
  }
}
