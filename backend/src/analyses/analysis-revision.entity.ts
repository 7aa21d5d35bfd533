import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** One row changed by a write: its table, id, and its images before and after (null: absent). */
export interface RowChange {
  table: string;
  id: number;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/**
 * One write of an analysis or of its parts (docs/ARCHITECTURE.md "History"), numbered per
 * analysis from 1: who, when, a pt-BR summary and the rows it changed, from which any earlier
 * state is rebuilt (history.ts). The analysis table is named, not typed, as in `deleted_parts`.
 */
@Entity('analysis_revisions')
export class AnalysisRevision {
  @PrimaryGeneratedColumn({ type: 'int' })
  id!: number;

  @Column({ name: 'company_id', type: 'int' })
  companyId!: number;

  @Column({ name: 'analysis_table', type: 'varchar', length: 64 })
  analysisTable!: string;

  @Column({ name: 'analysis_id', type: 'int' })
  analysisId!: number;

  @Column({ type: 'int' })
  revision!: number;

  @Column({ name: 'author_id', type: 'int', nullable: true })
  authorId!: number | null;

  @Column({ name: 'author_name', type: 'varchar', length: 150 })
  authorName!: string;

  @Column({ name: 'created_at', type: 'datetime' })
  createdAt!: Date;

  @Column({ type: 'varchar', length: 300 })
  summary!: string;

  /** JSON of `RowChange[]`. */
  @Column({ type: 'text' })
  changes!: string;
}
