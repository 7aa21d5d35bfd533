import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { AnalysisAction, categorySchema, McpCategory, MultifatorialCategory } from 'contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { analysisNotFound } from '../analyses/analysis-access.service.js';
import type { AuthUser } from '../auth/auth-user.js';
import type { Dto } from '../common/validation/zod-validation.pipe.js';
import { transaction } from '../database/transaction.js';
import { notePart } from '../live/live-changes.js';
import { McpAccessService } from '../mcp/mcp-access.service.js';
import { MultifatorialAccessService } from '../multifatorial/multifatorial-access.service.js';
import { categoryView } from './category-views.js';
import { AnalysisCategory } from './category.entity.js';
import type { ExpectedVersion } from '../common/http/if-match.decorator.js';
import type { AnalysisPartsAccess } from '../analyses/analysis-parts-access.js';
import type { AnalysisEntity } from '../analyses/analysis.entity.js';

/**
 * `/api/category/{id}/` for both analyses whose markets share the categories table (MCP and
 * Multifatorial): the row names its owner, and that analysis's parts access decides.
 */
@Injectable()
export class CategoriesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly mcps: McpAccessService,
    private readonly multifatoriais: MultifatorialAccessService,
  ) {}

  get(user: AuthUser, id: number): Promise<McpCategory | MultifatorialCategory> {
    return transaction(this.dataSource, async (manager) => categoryView(await this.category(manager, user, id, 'read')));
  }

  update(user: AuthUser, id: number, input: Dto<typeof categorySchema>, ifMatch?: ExpectedVersion): Promise<McpCategory | MultifatorialCategory> {
    return transaction(this.dataSource, async (manager) => {
      const category = await this.category(manager, user, id, 'write', ifMatch);
      const view = categoryView(await manager.save(Object.assign(category, input)));
      notePart(manager, 'category', id, view);
      return view;
    });
  }

  /** What is inside it (products, competitors, items, their data and grades) goes with it. */
  delete(user: AuthUser, id: number, ifMatch?: ExpectedVersion): Promise<null> {
    return transaction(this.dataSource, async (manager) => {
      const category = await this.category(manager, user, id, 'write', ifMatch);
      notePart(manager, 'category', id, category, 'deleted');
      await (category.mcpId !== null ? this.mcps : this.multifatoriais).watchInside(manager, 'category', [id]);
      await manager.delete(AnalysisCategory, { id });
      return null;
    });
  }

  /** The check of `owner`, the category's analysis kind: read, or write with the version claimed. */
  private async checked<E extends AnalysisEntity, P extends string>(
    owner: AnalysisPartsAccess<E, P>,
    manager: EntityManager,
    user: AuthUser,
    id: number,
    action: AnalysisAction,
    ifMatch: ExpectedVersion,
  ): Promise<void> {
    if (action === 'read') await owner.read(manager, user, 'category' as P, id);
    else await owner.claim(manager, user, await owner.write(manager, user, 'category' as P, id), 'category' as P, id, ifMatch);
  }

  /**
   * The category, checked against its analysis; a write locks and touches that analysis,
   * moves the category's version from `ifMatch` (412 when stale), then reads the row again.
   */
  private async category(manager: EntityManager, user: AuthUser, id: number, action: AnalysisAction, ifMatch?: ExpectedVersion): Promise<AnalysisCategory> {
    const found = await manager.findOne(AnalysisCategory, { where: { id } });
    if (!found) throw analysisNotFound();
    if (found.mcpId !== null) await this.checked(this.mcps, manager, user, id, action, ifMatch);
    else await this.checked(this.multifatoriais, manager, user, id, action, ifMatch);
    if (action === 'read') return found;
    // It may have gone while this request waited for the analysis's lock.
    const category = await manager.findOne(AnalysisCategory, { where: { id } });
    if (!category) throw analysisNotFound();
    return category;
  }
}
