import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  type categorySchema,
  type competitorSchema,
  type ControlOwnerKind,
  MESSAGES,
  type McpCategory,
  type McpCompetitor,
  type McpProduct,
  type productSchema,
} from 'contracts';
import { DataSource, type EntityManager, type EntityTarget, In } from 'typeorm';
import type { AuthUser } from '../auth/auth-user.js';
import { ApiError } from '../common/http/api-error.js';
import type { Dto } from '../common/validation/zod-validation.pipe.js';
import { transaction } from '../database/transaction.js';
import { requireSizeQuota } from '../analyses/size-quotas.js';
import { AnalysisCategory } from '../categories/category.entity.js';
import { McpAccessService } from './mcp-access.service.js';
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

/** The MCP's markets (categories) and what is sold in them (products, competitors). */
@Injectable()
export class McpItemsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly access: McpAccessService,
  ) {}

  // ---------------------------------------------------------------- categories

  createCategory(user: AuthUser, mcpId: number, input: Dto<typeof categorySchema>): Promise<McpCategory> {
    return transaction(this.dataSource, async (manager) => {
      await this.access.write(manager, user, 'mcp', mcpId);
      return categoryView(await manager.save(manager.create(AnalysisCategory, { mcpId, multifatorialId: null, ...input })));
    });
  }

  /** categories_and_products / categories_and_competitors: each category with its items. */
  categoriesWith<K extends ControlOwnerKind>(user: AuthUser, mcpId: number, kind: K): Promise<(McpCategory & Record<`${K}s`, Items[K]['answer'][]>)[]> {
    return transaction(this.dataSource, async (manager) => {
      await this.access.read(manager, user, 'mcp', mcpId);
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
    return transaction(this.dataSource, async (manager) => {
      const mcp = await this.access.write(manager, user, 'category', input.categoryId);
      const item = await manager.save(manager.create(tableOf(kind), input));
      await requireSizeQuota(manager, mcp, kind === 'product' ? 'mcpProducts' : 'mcpCompetitors', this.itemsOf(manager, kind, mcp.id));
      return viewOf(kind, item);
    });
  }

  getItem<K extends ControlOwnerKind>(user: AuthUser, kind: K, id: number): Promise<Items[K]['answer']> {
    return transaction(this.dataSource, async (manager) => {
      await this.access.read(manager, user, kind, id);
      return viewOf(kind, await manager.findOneByOrFail(tableOf(kind), { id }));
    });
  }

  /** An item moves only between categories of its own MCP. */
  updateItem<K extends ControlOwnerKind>(user: AuthUser, kind: K, id: number, input: Items[K]['input']): Promise<Items[K]['answer']> {
    return transaction(this.dataSource, async (manager) => {
      const mcp = await this.access.write(manager, user, kind, id);
      await this.requireCategoryOf(manager, mcp.id, input.categoryId);
      const item = await manager.findOneByOrFail(tableOf(kind), { id });
      return viewOf(kind, await manager.save(Object.assign(item, input)));
    });
  }

  /** Its control data (and a product's expenses and tags) go with it. */
  deleteItem(user: AuthUser, kind: ControlOwnerKind, id: number): Promise<null> {
    return transaction(this.dataSource, async (manager) => {
      await this.access.write(manager, user, kind, id);
      await manager.delete(tableOf(kind), { id });
      return null;
    });
  }

  private itemsOf(manager: EntityManager, kind: ControlOwnerKind, mcpId: number) {
    return manager.createQueryBuilder(tableOf(kind), 'item').innerJoin('item.category', 'category').where('category.mcp_id = :mcpId', { mcpId });
  }

  private async requireCategoryOf(manager: EntityManager, mcpId: number, categoryId: number): Promise<void> {
    if (!(await manager.exists(AnalysisCategory, { where: { id: categoryId, mcpId } }))) {
      throw ApiError.fields({ categoryId: [MESSAGES.invalidChoice] });
    }
  }
}
