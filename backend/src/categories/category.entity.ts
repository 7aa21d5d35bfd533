import { Column, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Mcp } from '../mcp/mcp.entity.js';
import { Multifatorial } from '../multifatorial/multifatorial.entity.js';
import { VersionedRow } from '../analyses/versioned-row.js';

/**
 * A market of an analysis (`/api/category/{id}/`): one table for the MCP's and the
 * Multifatorial's categories; exactly one owner column is set (a check in the migration).
 */
@Entity('analysis_categories')
export class AnalysisCategory extends VersionedRow {
  @PrimaryGeneratedColumn({ type: 'int' })
  id!: number;

  @Column({ name: 'mcp_id', type: 'int', nullable: true })
  mcpId!: number | null;

  @ManyToOne(() => Mcp, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'mcp_id' })
  mcp?: Mcp;

  @Column({ name: 'multifatorial_id', type: 'int', nullable: true })
  multifatorialId!: number | null;

  @ManyToOne(() => Multifatorial, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'multifatorial_id' })
  multifatorial?: Multifatorial;

  /** A multifatorial's category imported from an MCP: the MCP category it came from (null once that one is deleted). */
  @Column({ name: 'mcp_category_id', type: 'int', nullable: true })
  mcpCategoryId!: number | null;

  @Column({ type: 'varchar', length: 150 })
  name!: string;

  @Column({ type: 'int', default: 0 })
  color!: number;
}
