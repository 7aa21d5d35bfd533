import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  ambientalImport,
  invalidCrossings,
  MESSAGES,
  type SwotCrossing,
  type SwotImportResult,
  type SwotItem,
  type SwotItemBody,
} from 'contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { factorsWithSubfactors } from '../ambiental/ambiental-data.js';
import { Ambiental } from '../ambiental/ambiental.entity.js';
import { analysisNotFound } from '../analyses/analysis-access.service.js';
import type { AuthUser } from '../auth/auth-user.js';
import { ApiError } from '../common/http/api-error.js';
import { transaction } from '../database/transaction.js';
import { requireSizeQuota } from '../analyses/size-quotas.js';
import type { Swot } from './swot.entity.js';
import { SwotAccessService } from './swot-access.service.js';
import { swotCrossings, swotItems, writeItem } from './swot-data.js';
import { SwotCrossingEntity, SwotItemEntity, swotItemView } from './swot.entity.js';

/** A SWOT's items, their crossings and the import from an Ambiental; every change moves the SWOT's `updatedAt`. */
@Injectable()
export class SwotItemsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly access: SwotAccessService,
  ) {}

  list(user: AuthUser, swotId: number): Promise<SwotItem[]> {
    return transaction(this.dataSource, async (manager) => {
      await this.access.read(manager, user, 'swot', swotId);
      return swotItems(manager, swotId);
    });
  }

  create(user: AuthUser, swotId: number, body: SwotItemBody): Promise<SwotItem> {
    return transaction(this.dataSource, async (manager) => {
      const swot = await this.access.write(manager, user, 'swot', swotId);
      const item = await manager.save(manager.create(SwotItemEntity, { swotId, ...body, subfactorId: null }));
      await this.requireItemsQuota(manager, swot);
      return swotItemView(item);
    });
  }

  update(user: AuthUser, id: number, body: SwotItemBody): Promise<SwotItem> {
    return transaction(this.dataSource, async (manager) => {
      await this.access.write(manager, user, 'item', id);
      const item = await manager.findOne(SwotItemEntity, { where: { id } });
      if (!item) throw analysisNotFound();
      return swotItemView(await writeItem(manager, item, body));
    });
  }

  /** Its crossings go with it (ON DELETE CASCADE). */
  delete(user: AuthUser, id: number): Promise<null> {
    return transaction(this.dataSource, async (manager) => {
      await this.access.write(manager, user, 'item', id);
      await manager.delete(SwotItemEntity, { id });
      return null;
    });
  }

  /**
   * Sets the listed cells (intensity 0 clears one), all or nothing: a pair that is not an S
   * or W item of this SWOT against an O or T item of it refuses the whole call, under its
   * position. Answers every recorded crossing of the SWOT.
   */
  setCrossings(user: AuthUser, swotId: number, crossings: SwotCrossing[]): Promise<SwotCrossing[]> {
    return transaction(this.dataSource, async (manager) => {
      await this.access.write(manager, user, 'swot', swotId);
      const refused = invalidCrossings(await swotItems(manager, swotId), crossings);
      if (refused.length > 0) throw ApiError.fields(Object.fromEntries(refused.map((index) => [String(index), [MESSAGES.crossingPairInvalid]])));
      for (const { internal, external, intensity } of crossings) {
        if (intensity === 0) {
          await manager.delete(SwotCrossingEntity, { internalItemId: internal, externalItemId: external });
          continue;
        }
        await manager
          .createQueryBuilder()
          .insert()
          .into(SwotCrossingEntity)
          .values({ internalItemId: internal, externalItemId: external, intensity })
          .orUpdate(['intensity'], ['internal_item_id', 'external_item_id'])
          .updateEntity(false)
          .execute();
      }
      return swotCrossings(manager, swotId);
    });
  }

  /**
   * The Ambiental's strongest opportunities and threats (contracts `ambientalImport`) become
   * O and T items linked to their subfactors; a subfactor imported before updates its item
   * (text, quadrant, importance) instead of adding another, so importing twice never
   * duplicates. The Ambiental must be of the SWOT's company.
   */
  importAmbiental(user: AuthUser, swotId: number, ambientalId: number): Promise<SwotImportResult> {
    return transaction(this.dataSource, async (manager) => {
      const swot = await this.access.write(manager, user, 'swot', swotId);
      const ambiental = await manager.findOne(Ambiental, { where: { id: ambientalId, companyId: swot.companyId } });
      if (!ambiental) throw ApiError.fields({ ambientalId: [MESSAGES.ambientalNotInCompany] });
      const subfactors = (await factorsWithSubfactors(manager, ambiental.id)).flatMap((factor) => factor.subfactors);
      let created = 0;
      let updated = 0;
      for (const { subfactorId, quadrant, text, importance } of ambientalImport(subfactors)) {
        const existing = await manager.findOne(SwotItemEntity, { where: { swotId, subfactorId } });
        if (existing) {
          await writeItem(manager, existing, { quadrant, text, importance });
          updated += 1;
        } else {
          await manager.insert(SwotItemEntity, { swotId, quadrant, text, importance, subfactorId });
          created += 1;
        }
      }
      await this.requireItemsQuota(manager, swot);
      return { created, updated, items: await swotItems(manager, swotId) };
    });
  }

  private requireItemsQuota(manager: EntityManager, swot: Swot): Promise<void> {
    return requireSizeQuota(manager, swot, 'swotItems', manager.createQueryBuilder(SwotItemEntity, 'item').where('item.swotId = :swotId', { swotId: swot.id }));
  }
}
