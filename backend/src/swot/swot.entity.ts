import type { SwotItem as SwotItemView, SwotItemQuadrant } from 'contracts';
import { Column, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Unique } from 'typeorm';
import { AmbientalSubfactorEntity } from '../ambiental/ambiental.entity.js';
import { AnalysisEntity } from '../analyses/analysis.entity.js';
import { VersionedRow } from '../analyses/versioned-row.js';

/** A SWOT Sistêmica (docs/domain/swot.md): its items are rows of `swot_items`, their crossings of `swot_crossings`. */
@Entity('swots')
export class Swot extends AnalysisEntity {}

/** A strength, weakness, opportunity or threat; an imported one keeps its Ambiental subfactor (once per SWOT). */
@Entity('swot_items')
@Unique('UQ_swot_items_swot_subfactor', ['swotId', 'subfactorId'])
export class SwotItemEntity extends VersionedRow {
  @PrimaryGeneratedColumn({ type: 'int' })
  id!: number;

  @Column({ name: 'swot_id', type: 'int' })
  swotId!: number;

  @ManyToOne(() => Swot, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'swot_id' })
  swot?: Swot;

  @Column({ type: 'varchar', length: 1 })
  quadrant!: SwotItemQuadrant;

  @Column({ type: 'varchar', length: 300 })
  text!: string;

  @Column({ type: 'double' })
  importance!: number;

  @Column({ name: 'subfactor_id', type: 'int', nullable: true })
  subfactorId!: number | null;

  @ManyToOne(() => AmbientalSubfactorEntity, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'subfactor_id' })
  subfactor?: AmbientalSubfactorEntity;
}

/** How strongly an internal item (S, W) acts on an external one (O, T): 1..3; a missing pair is 0. */
@Entity('swot_crossings')
@Unique('UQ_swot_crossings_pair', ['internalItemId', 'externalItemId'])
export class SwotCrossingEntity extends VersionedRow {
  @PrimaryGeneratedColumn({ type: 'int' })
  id!: number;

  @Column({ name: 'internal_item_id', type: 'int' })
  internalItemId!: number;

  @ManyToOne(() => SwotItemEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'internal_item_id' })
  internalItem?: SwotItemEntity;

  @Column({ name: 'external_item_id', type: 'int' })
  externalItemId!: number;

  @ManyToOne(() => SwotItemEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'external_item_id' })
  externalItem?: SwotItemEntity;

  @Column({ type: 'smallint' })
  intensity!: number;
}

export const swotItemView = ({ id, version, swotId, quadrant, text, importance, subfactorId }: SwotItemEntity): SwotItemView => ({
  id,
  version,
  swotId,
  quadrant,
  text,
  importance,
  subfactorId,
});
