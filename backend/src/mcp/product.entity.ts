import { Column, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { AnalysisCategory } from '../categories/category.entity.js';
import { VersionedRow } from '../analyses/versioned-row.js';

/** What is sold in an MCP category, by the company (a product) or by another (a competitor). */
export abstract class McpItemEntity extends VersionedRow {
  @PrimaryGeneratedColumn({ type: 'int' })
  id!: number;

  @Column({ name: 'category_id', type: 'int' })
  categoryId!: number;

  @ManyToOne(() => AnalysisCategory, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'category_id' })
  category?: AnalysisCategory;

  @Column({ type: 'varchar', length: 150 })
  name!: string;

  @Column({ type: 'int', default: 0 })
  color!: number;
}

/** A product of an MCP category; an inactive product keeps its data but is not plotted. */
@Entity('mcp_products')
export class McpProductEntity extends McpItemEntity {
  @Column({ type: 'boolean', default: true })
  active!: boolean;
}

/** A competitor in an MCP category: its sales make the market and the leader of the rms. */
@Entity('mcp_competitors')
export class McpCompetitorEntity extends McpItemEntity {}
