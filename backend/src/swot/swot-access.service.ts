import { Injectable } from '@nestjs/common';
import { analysisPartsAccess } from '../analyses/analysis-parts-access.js';
import { Swot, SwotCrossingEntity, SwotItemEntity, swotItemView } from './swot.entity.js';

/** What a path id names: the SWOT itself or one of its items. */
export type SwotPart = 'swot' | 'item';

/** Access to a SWOT through its own id or one of its items'; its crossings are named by the SWOT's id. */
@Injectable()
export class SwotAccessService extends analysisPartsAccess<Swot, SwotPart>(
  Swot,
  { swot: 'analysis', item: { entity: SwotItemEntity, parent: 'swotId', view: swotItemView } },
  { others: [{ entity: SwotCrossingEntity, parents: { internalItemId: SwotItemEntity, externalItemId: SwotItemEntity } }] },
) {}
