import { Column, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Unique } from 'typeorm';
import { Mcp } from './mcp.entity.js';
import { McpProductEntity } from './product.entity.js';
import { VersionedRow } from '../analyses/versioned-row.js';

/** A classification axis of an MCP's products (e.g. "Região"). */
@Entity('mcp_domains')
@Unique('UQ_mcp_domains_mcp_name', ['mcpId', 'name'])
export class McpDomain extends VersionedRow {
  @PrimaryGeneratedColumn({ type: 'int' })
  id!: number;

  @Column({ name: 'mcp_id', type: 'int' })
  mcpId!: number;

  @ManyToOne(() => Mcp, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'mcp_id' })
  mcp?: Mcp;

  @Column({ type: 'varchar', length: 150 })
  name!: string;
}

/** A value of a domain (e.g. "Sul"); the chart filters by it. */
@Entity('mcp_subcategories')
@Unique('UQ_mcp_subcategories_domain_name', ['domainId', 'name'])
export class McpSubcategoryEntity extends VersionedRow {
  @PrimaryGeneratedColumn({ type: 'int' })
  id!: number;

  @Column({ name: 'domain_id', type: 'int' })
  domainId!: number;

  @ManyToOne(() => McpDomain, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'domain_id' })
  domain?: McpDomain;

  @Column({ type: 'varchar', length: 150 })
  name!: string;
}

/** A product's subcategory in a domain: one per domain per product. */
@Entity('mcp_product_tags')
@Unique('UQ_mcp_product_tags_product_domain', ['productId', 'domainId'])
export class McpProductTag extends VersionedRow {
  @PrimaryGeneratedColumn({ type: 'int' })
  id!: number;

  @Column({ name: 'product_id', type: 'int' })
  productId!: number;

  @ManyToOne(() => McpProductEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'product_id' })
  product?: McpProductEntity;

  @Column({ name: 'domain_id', type: 'int' })
  domainId!: number;

  @ManyToOne(() => McpDomain, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'domain_id' })
  domain?: McpDomain;

  @Column({ name: 'subcategory_id', type: 'int' })
  subcategoryId!: number;

  @ManyToOne(() => McpSubcategoryEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'subcategory_id' })
  subcategory?: McpSubcategoryEntity;
}
