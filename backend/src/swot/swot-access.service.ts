import { Injectable } from '@nestjs/common';
import { analysisPartsAccess } from '../analyses/analysis-parts-access.js';
import { analysisView } from '../analyses/analysis.entity.js';
import { Swot, SwotCrossingEntity, SwotItemEntity, swotItemView } from './swot.entity.js';

/** What a path id names: the SWOT itself or one of its items. */
export type SwotPart = 'swot' | 'item';

/** Access to a SWOT through its own id or one of its items'. */
@Injectable()
export class SwotAccessService extends analysisPartsAccess<Swot, SwotPart>(
  Swot,
  { swot: 'analysis', item: { entity: SwotItemEntity, parent: 'swotId', view: swotItemView } },
  analysisView,
  [
    { entity: SwotItemEntity, parents: { swotId: 'analysis' } },
    { entity: SwotCrossingEntity, parents: { internalItemId: SwotItemEntity, externalItemId: SwotItemEntity } },
  ],
) {}
