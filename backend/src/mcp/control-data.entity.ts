import { FixedPointColumn, MoneyColumn, MonthColumn } from '../analyses/monthly-values.js';
import { Column, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Unique } from 'typeorm';
import { McpCompetitorEntity, McpProductEntity } from './product.entity.js';
import { VersionedRow } from '../analyses/versioned-row.js';

/** One month of an item's control data: revenue, variable cost and units (one row per owner and month). */
export abstract class ControlMonthEntity extends VersionedRow {
  @PrimaryGeneratedColumn({ type: 'int' })
  id!: number;

  /** 'YYYY-MM-01'. */
  @MonthColumn()
  month!: string;

  @MoneyColumn('total')
  total!: number;

  @MoneyColumn('cost')
  cost!: number;

  /** Units, with up to two decimals (kilos, litres…). */
  @FixedPointColumn('amount', 2)
  amount!: number;
}

/**
 * A product's month, and the total of its named expenses that month, kept by update_expenses
 * so the chart sums one table (a month with expenses only has a row of zeros besides).
 */
@Entity('mcp_product_control')
@Unique('UQ_mcp_product_control_owner_month', ['productId', 'month'])
export class ProductControl extends ControlMonthEntity {
  @Column({ name: 'product_id', type: 'int' })
  productId!: number;

  @ManyToOne(() => McpProductEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'product_id' })
  product?: McpProductEntity;

  @MoneyColumn('expenses')
  expenses!: number;
}

/** A competitor's month. */
@Entity('mcp_competitor_control')
@Unique('UQ_mcp_competitor_control_owner_month', ['competitorId', 'month'])
export class CompetitorControl extends ControlMonthEntity {
  @Column({ name: 'competitor_id', type: 'int' })
  competitorId!: number;

  @ManyToOne(() => McpCompetitorEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'competitor_id' })
  competitor?: McpCompetitorEntity;
}

/** A named variable expense of a product in a month, in the order given. */
@Entity('mcp_product_expenses')
export class ProductExpense {
  @PrimaryGeneratedColumn({ type: 'int' })
  id!: number;

  @Column({ name: 'product_id', type: 'int' })
  productId!: number;

  @ManyToOne(() => McpProductEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'product_id' })
  product?: McpProductEntity;

  @MonthColumn()
  month!: string;

  @Column({ name: 'sort_order', type: 'int' })
  sortOrder!: number;

  @Column({ type: 'varchar', length: 150 })
  name!: string;

  @MoneyColumn('value')
  value!: number;
}
