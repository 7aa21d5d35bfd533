import type { CriterionAxis, Multifatorial as MultifatorialView, MultifatorialCriterion, MultifatorialItem } from 'contracts';
import { Column, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Unique } from 'typeorm';
import { AnalysisEntity, analysisView } from '../analyses/analysis.entity.js';
import { MoneyColumn, MonthColumn } from '../analyses/monthly-values.js';
import { Mcp } from '../mcp/mcp.entity.js';
import { VersionedRow } from '../analyses/versioned-row.js';

/** A GE–McKinsey analysis (docs/domain/multifatorial.md); `mcpId` is the MCP it imports from. */
@Entity('multifatoriais')
export class Multifatorial extends AnalysisEntity {
  @Column({ name: 'mcp_id', type: 'int', nullable: true })
  mcpId!: number | null;

  @ManyToOne(() => Mcp, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'mcp_id' })
  mcp?: Mcp;
}

/** A criterion of one axis, weighed by its importance (0..1); a "higher is worse" one counts its grades inverted (contracts `countedGrade`). */
@Entity('multifatorial_criteria')
export class MultifatorialCriterionEntity extends VersionedRow {
  @PrimaryGeneratedColumn({ type: 'int' })
  id!: number;

  @Column({ name: 'multifatorial_id', type: 'int' })
  multifatorialId!: number;

  @Column({ type: 'varchar', length: 16 })
  axis!: CriterionAxis;

  @Column({ type: 'varchar', length: 150 })
  name!: string;

  @Column({ type: 'double' })
  importance!: number;

  @Column({ name: 'higher_is_worse', type: 'boolean', default: false })
  higherIsWorse!: boolean;
}

/** A business unit or product in a multifatorial's market (an `analysis_categories` row). */
@Entity('multifatorial_items')
export class MultifatorialItemEntity extends VersionedRow {
  @PrimaryGeneratedColumn({ type: 'int' })
  id!: number;

  @Column({ name: 'category_id', type: 'int' })
  categoryId!: number;

  @Column({ type: 'varchar', length: 150 })
  name!: string;

  @Column({ type: 'int', default: 0 })
  color!: number;

  @MoneyColumn('faturamento')
  faturamento!: number;

  /** The MCP product it was imported from (null once that product is deleted). */
  @Column({ name: 'mcp_product_id', type: 'int', nullable: true })
  mcpProductId!: number | null;
}

/** A grade (0..1) given in a month: a category's for an attractiveness criterion, an item's for a force criterion. */
export abstract class GradeEntity extends VersionedRow {
  @PrimaryGeneratedColumn({ type: 'int' })
  id!: number;

  @Column({ name: 'criterion_id', type: 'int' })
  criterionId!: number;

  /** 'YYYY-MM-01'. */
  @MonthColumn()
  month!: string;

  @Column({ type: 'double' })
  grade!: number;
}

@Entity('multifatorial_category_grades')
@Unique('UQ_multifatorial_category_grades', ['categoryId', 'criterionId', 'month'])
export class CategoryGrade extends GradeEntity {
  @Column({ name: 'category_id', type: 'int' })
  categoryId!: number;
}

@Entity('multifatorial_item_grades')
@Unique('UQ_multifatorial_item_grades', ['itemId', 'criterionId', 'month'])
export class ItemGrade extends GradeEntity {
  @Column({ name: 'item_id', type: 'int' })
  itemId!: number;
}

export const multifatorialView = (multifatorial: Multifatorial): MultifatorialView => ({ ...analysisView(multifatorial), mcp_id: multifatorial.mcpId });

export const criterionView = ({ id, version, multifatorialId, axis, name, importance, higherIsWorse }: MultifatorialCriterionEntity): MultifatorialCriterion => ({
  id,
  version,
  multifatorialId,
  axis,
  name,
  importance,
  higherIsWorse,
});

export const itemView = ({ id, version, categoryId, name, color, faturamento, mcpProductId }: MultifatorialItemEntity): MultifatorialItem => ({
  id,
  version,
  categoryId,
  name,
  color,
  faturamento,
  mcpProductId,
});
