import { Column } from 'typeorm';

/**
 * What every part of an analysis that a client writes carries (docs/DECISIONS.md "Row
 * versions"): its version, moved by every write of it (row-versions.ts), and who wrote it
 * last and when. A part entity extends it: `@Entity('factors') class AmbientalFactorEntity extends VersionedRow`.
 */
export abstract class VersionedRow {
  @Column({ type: 'int', default: 1 })
  version!: number;

  @Column({ name: 'updated_by', type: 'int', nullable: true })
  updatedBy!: number | null;

  @Column({ name: 'updated_at', type: 'datetime', nullable: true })
  updatedAt!: Date | null;
}
