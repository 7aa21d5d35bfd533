import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * A part of an analysis (a factor, an item…) that was deleted, and the analysis it was in: a
 * later write naming it, from someone who may still use that analysis, answers
 * `MESSAGES.partDeleted` instead of the 404 of an id that never was (AnalysisPartsAccess).
 * The tables are named, not typed: MCP and Multifatorial share their categories' table.
 */
@Entity('deleted_parts')
export class DeletedPart {
  @PrimaryColumn({ name: 'part_table', type: 'varchar', length: 64 })
  partTable!: string;

  @PrimaryColumn({ name: 'part_id', type: 'int' })
  partId!: number;

  @Column({ name: 'analysis_table', type: 'varchar', length: 64 })
  analysisTable!: string;

  @Column({ name: 'analysis_id', type: 'int' })
  analysisId!: number;
}
