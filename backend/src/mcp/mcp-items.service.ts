import { Injectable } from '@nestjs/common';
import {
  type competitorSchema,
  type ControlOwnerKind,
  MESSAGES,
  type McpCategory,
  type McpCompetitor,
  type McpProduct,
  type productSchema,
  type SizeQuota,
} from 'contracts';
import { type EntityManager, type EntityTarget, In } from 'typeorm';
import type { AuthUser } from '../auth/auth-user.js';
import { ApiError } from '../common/http/api-error.js';
import type { Dto } from '../common/validation/zod-validation.pipe.js';
import { analysisPartsService } from '../analyses/analysis-parts.service.js';
import { AnalysisCategory } from '../categories/category.entity.js';
import { McpAccessService } from './mcp-access.service.js';
import type { Mcp } from './mcp.entity.js';
import { mcpCategoryView as categoryView } from '../categories/category-views.js';
import { competitorView, productView } from './mcp-views.js';
import { McpCompetitorEntity, type McpItemEntity, McpProductEntity } from './product.entity.js';

/** Products and competitors: their table, body and answer. */
interface Items {
  product: { row: McpProductEntity; input: Dto<typeof productSchema>; answer: McpProduct };
  competitor: { row: McpCompetitorEntity; input: Dto<typeof competitorSchema>; answer: McpCompetitor };
}

const ITEMS: { [K in ControlOwnerKind]: { entity: new () => Items[K]['row']; view: (row: Items[K]['row']) => Items[K]['answer'] } } = {
  product: { entity: McpProductEntity, view: productView },
  competitor: { entity: McpCompetitorEntity, view: competitorView },
};

/** The table of an item kind, for reads and writes of what both kinds have. */
const tableOf = (kind: ControlOwnerKind): EntityTarget<McpItemEntity> => ITEMS[kind].entity;
/** The answer of an item read from its kind's table. */
const viewOf = <K extends ControlOwnerKind>(kind: K, item: McpItemEntity): Items[K]['answer'] => ITEMS[kind].view(item as Items[K]['row']);

/** The quota each item kind keeps. */
const QUOTAS: Record<ControlOwnerKind, SizeQuota> = { product: 'mcpProducts', competitor: 'mcpCompetitors' };

/** An item moves only between categories of its own MCP. */
async function inItsMcp(manager: EntityManager, _item: McpItemEntity, mcp: Mcp, input: { categoryId?: number }): Promise<void> {
  if (!(await manager.exists(AnalysisCategory, { where: { id: input.categoryId, mcpId: mcp.id } }))) throw ApiError.fields({ categoryId: [MESSAGES.invalidChoice] });
}

/**
 * The MCP's markets (categories) and what is sold in them (products, competitors): their CRUD
 * (an item's delete takes its control data, and a product's its expenses and tags), the
 * categories with their items, and a new item of a category named by its body.
 */
@Injectable()
export class McpItemsService extends analysisPartsService(McpAccessService, {
  category: { defaults: { multifatorialId: null } },
  product: { update: { check: inItsMcp } },
  competitor: { update: { check: inItsMcp } },
}) {
  // ---------------------------------------------------------------- categories

  /** categories_and_products / categories_and_competitors: each category with its items. */
  categoriesWith<K extends ControlOwnerKind>(user: AuthUser, mcpId: number, kind: K): Promise<(McpCategory & Record<`${K}s`, Items[K]['answer'][]>)[]> {
    return this.reading(user, 'mcp', mcpId, async (manager) => {
      const categories = await manager.find(AnalysisCategory, { where: { mcpId }, order: { id: 'ASC' } });
      const items = await manager.find(tableOf(kind), { where: { categoryId: In(categories.map((c) => c.id)) }, order: { id: 'ASC' } });
      return categories.map((category) => ({
        ...categoryView(category),
        [`${kind}s`]: items.filter((item) => item.categoryId === category.id).map((item) => viewOf(kind, item)),
      })) as (McpCategory & Record<`${K}s`, Items[K]['answer'][]>)[];
    });
  }

  // ---------------------------------------------------------------- products and competitors

  createItem<K extends ControlOwnerKind>(user: AuthUser, kind: K, input: Items[K]['input']): Promise<Items[K]['answer']> {
    return this.createPart(user, kind, input.categoryId, input, (item: McpItemEntity) => viewOf(kind, item), {
      quota: QUOTAS[kind],
      parts: (manager, mcp) => manager.createQueryBuilder(tableOf(kind), 'item').innerJoin('item.category', 'category').where('category.mcp_id = :mcpId', { mcpId: mcp.id }),
    });
  }
}
