import type { AmbientalFactor as FactorView, AmbientalSubfactor as SubfactorView, SubfactorKind } from 'contracts';
import { Column, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { AnalysisEntity } from '../analyses/analysis.entity.js';
import { VersionedRow } from '../analyses/versioned-row.js';

/** An environmental analysis (docs/domain/ambiental.md): its factors are rows of `ambiental_factors`. */
@Entity('ambientais')
export class Ambiental extends AnalysisEntity {}

/** A factor of the environment (Político, Econômico…), weighed by its importance (0..1). */
@Entity('ambiental_factors')
export class AmbientalFactorEntity extends VersionedRow {
  @PrimaryGeneratedColumn({ type: 'int' })
  id!: number;

  @Column({ name: 'ambiental_id', type: 'int' })
  ambientalId!: number;

  @ManyToOne(() => Ambiental, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'ambiental_id' })
  ambiental?: Ambiental;

  @Column({ type: 'varchar', length: 150 })
  name!: string;

  @Column({ type: 'double' })
  importance!: number;
}

/** An opportunity or threat inside a factor: importance 0..1, grade 0..1 (how strongly it acts now). */
@Entity('ambiental_subfactors')
export class AmbientalSubfactorEntity extends VersionedRow {
  @PrimaryGeneratedColumn({ type: 'int' })
  id!: number;

  @Column({ name: 'factor_id', type: 'int' })
  factorId!: number;

  @ManyToOne(() => AmbientalFactorEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'factor_id' })
  factor?: AmbientalFactorEntity;

  @Column({ type: 'varchar', length: 150 })
  name!: string;

  @Column({ type: 'varchar', length: 12 })
  kind!: SubfactorKind;

  @Column({ type: 'double' })
  importance!: number;

  @Column({ type: 'double' })
  grade!: number;
}

export const factorView = ({ id, version, ambientalId, name, importance }: AmbientalFactorEntity): FactorView => ({ id, version, ambientalId, name, importance });

export const subfactorView = ({ id, version, factorId, name, kind, importance, grade }: AmbientalSubfactorEntity): SubfactorView => ({
  id,
  version,
  factorId,
  name,
  kind,
  importance,
  grade,
});
