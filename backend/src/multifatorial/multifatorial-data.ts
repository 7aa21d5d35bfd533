import type { MonthGrades, MultifatorialCategoryWithItems, MultifatorialChartLookups, MultifatorialGrade } from 'contracts';
import { type EntityManager, In } from 'typeorm';
import { storedMonth } from '../analyses/monthly-values.js';
import { multifatorialCategoryView } from '../categories/category-views.js';
import { AnalysisCategory } from '../categories/category.entity.js';
import { CategoryGrade, ItemGrade, itemView, MultifatorialCriterionEntity, MultifatorialItemEntity } from './multifatorial.entity.js';

/** The multifatorial's categories (or one of them), each with its items, in creation order. */
export async function categoriesWithItems(manager: EntityManager, multifatorialId: number, categoryId?: number): Promise<MultifatorialCategoryWithItems[]> {
  const categories = await manager.find(AnalysisCategory, {
    where: { multifatorialId, ...(categoryId === undefined ? {} : { id: categoryId }) },
    order: { id: 'ASC' },
  });
  if (categories.length === 0) return [];
  const items = await manager.find(MultifatorialItemEntity, { where: { categoryId: In(categories.map((c) => c.id)) }, order: { id: 'ASC' } });
  return categories.map((category) => ({
    ...multifatorialCategoryView(category),
    items: items.filter((item) => item.categoryId === category.id).map(itemView),
  }));
}

/** What its chart view looks up beside the points: the markets' names and colours, the criteria as the table and the reading use them. */
export async function multifatorialChartLookups(manager: EntityManager, multifatorialId: number): Promise<MultifatorialChartLookups> {
  const markets = await manager.find(AnalysisCategory, { where: { multifatorialId }, order: { id: 'ASC' } });
  const criteria = await manager.find(MultifatorialCriterionEntity, { where: { multifatorialId }, order: { id: 'ASC' } });
  return { markets: markets.map(({ id, name, color }) => ({ id, name, color })), criteria: criteria.map(({ id, axis, name, importance, higherIsWorse }) => ({ id, axis, name, importance, higherIsWorse })) };
}

/** The grades of the multifatorial's categories (or of one) and their items in `month`. */
export async function gradesOfMonth(manager: EntityManager, multifatorialId: number, month: string, categoryId?: number): Promise<MultifatorialGrade[]> {
  const ofCategory = (alias: string) =>
    categoryId === undefined ? `${alias}.multifatorialId = :multifatorialId` : `${alias}.multifatorialId = :multifatorialId AND ${alias}.id = :categoryId`;
  const params = { multifatorialId, categoryId, month };
  const categoryGrades = await manager
    .createQueryBuilder(CategoryGrade, 'grade')
    .innerJoin(AnalysisCategory, 'category', 'category.id = grade.categoryId')
    .where(ofCategory('category'), params)
    .andWhere('grade.month = :month')
    .orderBy('grade.id', 'ASC')
    .getMany();
  const itemGrades = await manager
    .createQueryBuilder(ItemGrade, 'grade')
    .innerJoin(MultifatorialItemEntity, 'item', 'item.id = grade.itemId')
    .innerJoin(AnalysisCategory, 'category', 'category.id = item.categoryId')
    .where(ofCategory('category'), params)
    .andWhere('grade.month = :month')
    .orderBy('grade.id', 'ASC')
    .getMany();
  return [
    ...categoryGrades.map(({ version, criterionId, categoryId: owner, grade }) => ({ version, criterionId, categoryId: owner, itemId: null, grade })),
    ...itemGrades.map(({ version, criterionId, itemId, grade }) => ({ version, criterionId, categoryId: null, itemId, grade })),
  ];
}

/** The latest month with grades of one category or its items, and those grades. */
export async function latestGrades(manager: EntityManager, multifatorialId: number, categoryId: number): Promise<MonthGrades> {
  const latest = async (query: ReturnType<EntityManager['createQueryBuilder']>) => (await query.select('MAX(grade.month)', 'month').getRawOne<{ month: unknown }>())?.month;
  const months = [
    await latest(manager.createQueryBuilder(CategoryGrade, 'grade').where('grade.categoryId = :categoryId', { categoryId })),
    await latest(
      manager
        .createQueryBuilder(ItemGrade, 'grade')
        .innerJoin(MultifatorialItemEntity, 'item', 'item.id = grade.itemId')
        .where('item.categoryId = :categoryId', { categoryId }),
    ),
  ]
    .filter((month) => month !== null && month !== undefined)
    .map(storedMonth)
    .sort();
  const date = months.at(-1) ?? null;
  return { date, grades: date === null ? [] : await gradesOfMonth(manager, multifatorialId, date, categoryId) };
}
