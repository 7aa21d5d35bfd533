import { Injectable } from '@nestjs/common';
import {
  ambientalImport,
  invalidCrossings,
  MESSAGES,
  type SwotCrossing,
  type SwotCrossingView,
  type SwotImportResult,
  type SwotItemBody,
} from 'contracts';
import { factorsWithSubfactors } from '../ambiental/ambiental-data.js';
import { Ambiental } from '../ambiental/ambiental.entity.js';
import { analysisPartsService } from '../analyses/analysis-parts.service.js';
import { describeRevision, watch } from '../analyses/history.js';
import type { AuthUser } from '../auth/auth-user.js';
import { ApiError } from '../common/http/api-error.js';
import { noteCells } from '../live/live-changes.js';
import { requireSizeQuota } from '../analyses/size-quotas.js';
import { SwotAccessService } from './swot-access.service.js';
import { swotCrossings, swotItems, writeItem } from './swot-data.js';
import { SwotCrossingEntity, SwotItemEntity } from './swot.entity.js';
import { bumpVersions, upsertMovingVersion } from '../analyses/row-versions.js';
import type { ExpectedVersion } from '../common/http/if-match.decorator.js';
import { wholeSeconds } from '../database/timestamps.js';

/**
 * A SWOT's items (their CRUD: an item's delete takes its crossings, ON DELETE CASCADE), their
 * crossings and the import from an Ambiental; every change moves the SWOT's `updatedAt`.
 */
@Injectable()
export class SwotItemsService extends analysisPartsService(SwotAccessService, {
  item: {
    defaults: { subfactorId: null },
    quota: 'swotItems',
    update: {
      write: async (manager, item: SwotItemEntity, body: SwotItemBody) => {
        // A move across the internal/external line drops its crossings.
        await watch(manager, SwotItemEntity, { id: [item.id] }, { subtree: true });
        return writeItem(manager, item, body);
      },
    },
  },
}) {
  /**
   * Sets the listed cells (intensity 0 clears one), all or nothing: a pair that is not an S
   * or W item of this SWOT against an O or T item of it refuses the whole call, under its
   * position. A cell written moves its own version; If-Match names the SWOT's (the route's).
   * Answers every recorded crossing of the SWOT, with its version.
   */
  setCrossings(user: AuthUser, swotId: number, crossings: SwotCrossing[], ifMatch?: ExpectedVersion): Promise<SwotCrossingView[]> {
    return this.writing(user, 'swot', swotId, async (manager) => {
      const refused = invalidCrossings(await swotItems(manager, swotId), crossings);
      if (refused.length > 0) throw ApiError.fields(Object.fromEntries(refused.map((index) => [String(index), [MESSAGES.crossingPairInvalid]])));
      await watch(manager, SwotCrossingEntity, { internalItemId: [...new Set(crossings.map((crossing) => crossing.internal))] });
      const now = wholeSeconds(new Date());
      for (const { internal, external, intensity } of crossings) {
        if (intensity === 0) {
          await manager.delete(SwotCrossingEntity, { internalItemId: internal, externalItemId: external });
          continue;
        }
        await upsertMovingVersion(
          manager,
          manager
            .createQueryBuilder()
            .insert()
            .into(SwotCrossingEntity)
            .values({ internalItemId: internal, externalItemId: external, intensity, updatedBy: user.id, updatedAt: now })
            .orUpdate(['intensity', 'updated_by', 'updated_at'], ['internal_item_id', 'external_item_id'])
            .updateEntity(false),
        );
      }
      noteCells(manager, 'crossings', crossings.map(({ internal, external }) => ({ part: 'crossing', id: internal, cell: String(external) })));
      return swotCrossings(manager, swotId);
    }, ifMatch);
  }

  /**
   * The Ambiental's strongest opportunities and threats (contracts `ambientalImport`) become
   * O and T items linked to their subfactors; a subfactor imported before updates its item
   * (text, quadrant, importance) instead of adding another, so importing twice never
   * duplicates. The Ambiental must be of the SWOT's company.
   */
  importAmbiental(user: AuthUser, swotId: number, ambientalId: number): Promise<SwotImportResult> {
    return this.writing(user, 'swot', swotId, async (manager, swot) => {
      const ambiental = await manager.findOne(Ambiental, { where: { id: ambientalId, companyId: swot.companyId } });
      if (!ambiental) throw ApiError.fields({ ambientalId: [MESSAGES.ambientalNotInCompany] });
      await watch(manager, SwotItemEntity, { swotId: [swotId] });
      const subfactors = (await factorsWithSubfactors(manager, ambiental.id)).flatMap((factor) => factor.subfactors);
      const created: number[] = [];
      const updated: number[] = [];
      for (const { subfactorId, quadrant, text, importance } of ambientalImport(subfactors)) {
        const existing = await manager.findOne(SwotItemEntity, { where: { swotId, subfactorId } });
        if (existing) {
          await writeItem(manager, existing, { quadrant, text, importance });
          await bumpVersions(manager, SwotItemEntity, [existing.id], user.id);
          updated.push(existing.id);
        } else {
          const { identifiers } = await manager.insert(SwotItemEntity, { swotId, quadrant, text, importance, subfactorId, updatedBy: user.id, updatedAt: wholeSeconds(new Date()) });
          created.push(Number(identifiers[0]!.id));
        }
      }
      noteCells(manager, 'import', [...created, ...updated].map((id) => ({ part: 'item', id })));
      await requireSizeQuota(manager, swot, 'swotItems', manager.createQueryBuilder(SwotItemEntity, 'item').where('item.swotId = :swotId', { swotId }));
      describeRevision(manager, { type: 'imported', count: created.length + updated.length });
      return { created: created.length, updated: updated.length, items: await swotItems(manager, swotId) };
    });
  }
}
