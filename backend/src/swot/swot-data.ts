import { isInternalQuadrant, type SwotCrossingView, type SwotItem, type SwotItemBody } from 'contracts';
import type { EntityManager } from 'typeorm';
import { SwotCrossingEntity, SwotItemEntity, swotItemView } from './swot.entity.js';

/** The SWOT's items in creation order. */
export async function swotItems(manager: EntityManager, swotId: number): Promise<SwotItem[]> {
  return (await manager.find(SwotItemEntity, { where: { swotId }, order: { id: 'ASC' } })).map(swotItemView);
}

/** The SWOT's recorded crossings (intensity 1..3) with their versions, by internal then external item. */
export async function swotCrossings(manager: EntityManager, swotId: number): Promise<SwotCrossingView[]> {
  const rows = await manager
    .createQueryBuilder(SwotCrossingEntity, 'crossing')
    .innerJoin(SwotItemEntity, 'item', 'item.id = crossing.internalItemId')
    .where('item.swotId = :swotId', { swotId })
    .orderBy('crossing.internalItemId', 'ASC')
    .addOrderBy('crossing.externalItemId', 'ASC')
    .getMany();
  return rows.map(({ internalItemId, externalItemId, intensity, version }) => ({ internal: internalItemId, external: externalItemId, intensity, version }));
}

/**
 * Writes an item's fields. An item moved across the internal/external line (a strength
 * becoming an opportunity) loses its crossings: they would pair two items of one side.
 */
export async function writeItem(manager: EntityManager, item: SwotItemEntity, fields: SwotItemBody): Promise<SwotItemEntity> {
  if (isInternalQuadrant(item.quadrant) !== isInternalQuadrant(fields.quadrant)) {
    await manager.delete(SwotCrossingEntity, { internalItemId: item.id });
    await manager.delete(SwotCrossingEntity, { externalItemId: item.id });
  }
  return manager.save(Object.assign(item, fields));
}
