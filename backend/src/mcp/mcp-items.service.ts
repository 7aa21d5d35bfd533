import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  type CategoriesAndCompetitors,
  type CategoriesAndProducts,
  type categorySchema,
  type competitorSchema,
  MESSAGES,
  type McpCategory,
  type McpCompetitor,
  type McpProduct,
  type productSchema,
} from 'contracts';
import { DataSource, type EntityManager, In } from 'typeorm';
import type { AuthUser } from '../auth/auth-user.js';
import { ApiError } from '../common/http/api-error.js';
import type { Dto } from '../common/validation/zod-validation.pipe.js';
import { transaction } from '../database/transaction.js';
import { AnalysisCategory } from './category.entity.js';
import { McpAccessService } from './mcp-access.service.js';
import { categoryView, competitorView, productView } from './mcp-views.js';
import { McpCompetitorEntity, McpProductEntity } from './product.entity.js';

type CategoryInput = Dto<typeof categorySchema>;
type ProductInput = Dto<typeof productSchema>;
type CompetitorInput = Dto<typeof competitorSchema>;

/** The MCP's markets (categories) and what is sold in them (products, competitors). */
@Injectable()
export class McpItemsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly access: McpAccessService,
  ) {}

  // ---------------------------------------------------------------- categories

  createCategory(user: AuthUser, mcpId: number, input: CategoryInput): Promise<McpCategory> {
    return transaction(this.dataSource, async (manager) => {
      await this.access.write(manager, user, 'mcp', mcpId);
      return categoryView(await manager.save(manager.create(AnalysisCategory, { mcpId, multifatorialId: null, ...input })));
    });
  }

  getCategory(user: AuthUser, id: number): Promise<McpCategory> {
    return transaction(this.dataSource, async (manager) => {
      await this.access.read(manager, user, 'category', id);
      return categoryView(await manager.findOneByOrFail(AnalysisCategory, { id }));
    });
  }

  updateCategory(user: AuthUser, id: number, input: CategoryInput): Promise<McpCategory> {
    return transaction(this.dataSource, async (manager) => {
      await this.access.write(manager, user, 'category', id);
      const category = await manager.findOneByOrFail(AnalysisCategory, { id });
      return categoryView(await manager.save(Object.assign(category, input)));
    });
  }

  /** Its products and competitors, with their data, go with it. */
  deleteCategory(user: AuthUser, id: number): Promise<null> {
    return transaction(this.dataSource, async (manager) => {
      await this.access.write(manager, user, 'category', id);
      await manager.delete(AnalysisCategory, { id });
      return null;
    });
  }

  categoriesAndProducts(user: AuthUser, mcpId: number): Promise<CategoriesAndProducts> {
    return transaction(this.dataSource, async (manager) => {
      await this.access.read(manager, user, 'mcp', mcpId);
      const categories = await this.categoriesOf(manager, mcpId);
      const products = await manager.find(McpProductEntity, { where: { categoryId: In(categories.map((c) => c.id)) }, order: { id: 'ASC' } });
      return categories.map((category) => ({
        ...categoryView(category),
        products: products.filter((p) => p.categoryId === category.id).map(productView),
      }));
    });
  }

  categoriesAndCompetitors(user: AuthUser, mcpId: number): Promise<CategoriesAndCompetitors> {
    return transaction(this.dataSource, async (manager) => {
      await this.access.read(manager, user, 'mcp', mcpId);
      const categories = await this.categoriesOf(manager, mcpId);
      const competitors = await manager.find(McpCompetitorEntity, {
        where: { categoryId: In(categories.map((c) => c.id)) },
        order: { id: 'ASC' },
      });
      return categories.map((category) => ({
        ...categoryView(category),
        competitors: competitors.filter((c) => c.categoryId === category.id).map(competitorView),
      }));
    });
  }

  private categoriesOf(manager: EntityManager, mcpId: number): Promise<AnalysisCategory[]> {
    return manager.find(AnalysisCategory, { where: { mcpId }, order: { id: 'ASC' } });
  }

  // ---------------------------------------------------------------- products

  createProduct(user: AuthUser, input: ProductInput): Promise<McpProduct> {
    return transaction(this.dataSource, async (manager) => {
      await this.access.write(manager, user, 'category', input.categoryId);
      return productView(await manager.save(manager.create(McpProductEntity, input)));
    });
  }

  getProduct(user: AuthUser, id: number): Promise<McpProduct> {
    return transaction(this.dataSource, async (manager) => {
      await this.access.read(manager, user, 'product', id);
      return productView(await manager.findOneByOrFail(McpProductEntity, { id }));
    });
  }

  /** A product moves only between categories of its own MCP. */
  updateProduct(user: AuthUser, id: number, input: ProductInput): Promise<McpProduct> {
    return transaction(this.dataSource, async (manager) => {
      const mcp = await this.access.write(manager, user, 'product', id);
      await this.requireCategoryOf(manager, mcp.id, input.categoryId);
      const product = await manager.findOneByOrFail(McpProductEntity, { id });
      return productView(await manager.save(Object.assign(product, input)));
    });
  }

  deleteProduct(user: AuthUser, id: number): Promise<null> {
    return transaction(this.dataSource, async (manager) => {
      await this.access.write(manager, user, 'product', id);
      await manager.delete(McpProductEntity, { id });
      return null;
    });
  }

  // ---------------------------------------------------------------- competitors

  createCompetitor(user: AuthUser, input: CompetitorInput): Promise<McpCompetitor> {
    return transaction(this.dataSource, async (manager) => {
      await this.access.write(manager, user, 'category', input.categoryId);
      return competitorView(await manager.save(manager.create(McpCompetitorEntity, input)));
    });
  }

  getCompetitor(user: AuthUser, id: number): Promise<McpCompetitor> {
    return transaction(this.dataSource, async (manager) => {
      await this.access.read(manager, user, 'competitor', id);
      return competitorView(await manager.findOneByOrFail(McpCompetitorEntity, { id }));
    });
  }

  updateCompetitor(user: AuthUser, id: number, input: CompetitorInput): Promise<McpCompetitor> {
    return transaction(this.dataSource, async (manager) => {
      const mcp = await this.access.write(manager, user, 'competitor', id);
      await this.requireCategoryOf(manager, mcp.id, input.categoryId);
      const competitor = await manager.findOneByOrFail(McpCompetitorEntity, { id });
      return competitorView(await manager.save(Object.assign(competitor, input)));
    });
  }

  deleteCompetitor(user: AuthUser, id: number): Promise<null> {
    return transaction(this.dataSource, async (manager) => {
      await this.access.write(manager, user, 'competitor', id);
      await manager.delete(McpCompetitorEntity, { id });
      return null;
    });
  }

  private async requireCategoryOf(manager: EntityManager, mcpId: number, categoryId: number): Promise<void> {
    if (!(await manager.exists(AnalysisCategory, { where: { id: categoryId, mcpId } }))) {
      throw ApiError.fields({ categoryId: [MESSAGES.invalidChoice] });
    }
  }
}
