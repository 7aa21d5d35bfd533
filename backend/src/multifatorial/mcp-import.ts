import { MCP_IMPORT_MONTHS, MESSAGES } from 'contracts';
import { type EntityManager, In } from 'typeorm';
import { requireSizeQuota } from '../analyses/size-quotas.js';
import { AnalysisCategory } from '../categories/category.entity.js';
import { ApiError } from '../common/http/api-error.js';
import { ProductControl } from '../mcp/control-data.entity.js';
import { Mcp } from '../mcp/mcp.entity.js';
import { McpProductEntity } from '../mcp/product.entity.js';
import { Multifatorial, MultifatorialItemEntity } from './multifatorial.entity.js';
import { bumpVersions } from '../analyses/row-versions.js';
import { wholeSeconds } from '../database/timestamps.js';

/** The MCP to import from: one of the multifatorial's own company, else a field error on `mcpId`. */
export async function mcpOfCompany(manager: EntityManager, companyId: number, mcpId: number): Promise<Mcp> {
  const mcp = await manager.findOne(Mcp, { where: { id: mcpId, companyId } });
  if (!mcp) throw ApiError.fields({ mcpId: [MESSAGES.mcpNotInCompany] });
  return mcp;
}

/**
 * Each product's faturamento for the Multifatorial: the sum of its revenue over its last
 * MCP_IMPORT_MONTHS months with data (a month with revenue, cost or units), summed in
 * centavos so the reais stay exact.
 */
async function recentFaturamento(manager: EntityManager, productIds: number[]): Promise<Map<number, number>> {
  const centavos = new Map<number, number>();
  const counted = new Map<number, number>();
  const rows = await manager
    .createQueryBuilder(ProductControl, 'control')
    .where({ productId: In(productIds) })
    .andWhere('(control.total > 0 OR control.cost > 0 OR control.amount > 0)')
    .orderBy('control.month', 'DESC')
    .getMany();
  for (const row of rows) {
    const months = counted.get(row.productId) ?? 0;
    if (months >= MCP_IMPORT_MONTHS) continue;
    counted.set(row.productId, months + 1);
    centavos.set(row.productId, (centavos.get(row.productId) ?? 0) + Math.round(row.total * 100));
  }
  return new Map([...centavos].map(([productId, value]) => [productId, value / 100]));
}

/**
 * Imports (or re-syncs) the MCP's markets and active products into the multifatorial and
 * links it to that MCP: a category or product already imported keeps its row (its name, its
 * grades) and gets the new faturamento; new ones are added; nothing is deleted. More items
 * than the quota refuse the whole import. Every row written is stamped as `userId`'s and its
 * version moves (row-versions.ts).
 */
export async function importMcp(manager: EntityManager, multifatorial: Multifatorial, mcp: Mcp, userId: number | null): Promise<void> {
  const stamp = { updatedBy: userId, updatedAt: wholeSeconds(new Date()) };
  const mcpCategories = await manager.find(AnalysisCategory, { where: { mcpId: mcp.id }, order: { id: 'ASC' } });
  await linkTo(manager, multifatorial, mcp, userId);
  if (mcpCategories.length === 0) return;
  const imported = await manager.find(AnalysisCategory, {
    where: { multifatorialId: multifatorial.id, mcpCategoryId: In(mcpCategories.map((category) => category.id)) },
  });
  const categoryOf = new Map(imported.map((category) => [category.mcpCategoryId!, category.id]));
  for (const source of mcpCategories) {
    if (categoryOf.has(source.id)) continue;
    const { identifiers } = await manager.insert(AnalysisCategory, {
      mcpId: null,
      multifatorialId: multifatorial.id,
      mcpCategoryId: source.id,
      name: source.name,
      color: source.color,
      ...stamp,
    });
    categoryOf.set(source.id, Number(identifiers[0].id));
  }

  const products = await manager.find(McpProductEntity, { where: { categoryId: In([...categoryOf.keys()]), active: true }, order: { id: 'ASC' } });
  if (products.length === 0) return;
  const faturamento = await recentFaturamento(manager, products.map((product) => product.id));
  const existing = await manager
    .createQueryBuilder(MultifatorialItemEntity, 'item')
    .innerJoin(AnalysisCategory, 'category', 'category.id = item.categoryId')
    .where('category.multifatorialId = :id', { id: multifatorial.id })
    .andWhere({ mcpProductId: In(products.map((product) => product.id)) })
    .getMany();
  const itemOf = new Map(existing.map((item) => [item.mcpProductId!, item]));
  for (const product of products) {
    const value = faturamento.get(product.id) ?? 0;
    const item = itemOf.get(product.id);
    if (item) {
      await manager.update(MultifatorialItemEntity, { id: item.id }, { faturamento: value });
      await bumpVersions(manager, MultifatorialItemEntity, [item.id], userId);
    } else {
      await manager.insert(MultifatorialItemEntity, {
        categoryId: categoryOf.get(product.categoryId)!,
        name: product.name,
        color: product.color,
        faturamento: value,
        mcpProductId: product.id,
        ...stamp,
      });
    }
  }
  await requireSizeQuota(manager, multifatorial, 'multifatorialItems', multifatorialItems(manager, multifatorial.id));
}

/** The multifatorial's items (through its categories), for its size quota. */
export const multifatorialItems = (manager: EntityManager, multifatorialId: number) =>
  manager
    .createQueryBuilder(MultifatorialItemEntity, 'item')
    .innerJoin(AnalysisCategory, 'category', 'category.id = item.categoryId')
    .where('category.multifatorialId = :multifatorialId', { multifatorialId });

/** Links the multifatorial to the MCP: a change of its own field, which moves its version. */
async function linkTo(manager: EntityManager, multifatorial: Multifatorial, mcp: Mcp, userId: number | null): Promise<void> {
  if (multifatorial.mcpId === mcp.id) return;
  await manager.update(Multifatorial, { id: multifatorial.id }, { mcpId: mcp.id });
  await bumpVersions(manager, Multifatorial, [multifatorial.id], userId);
  multifatorial.mcpId = mcp.id;
  multifatorial.version += 1;
}
