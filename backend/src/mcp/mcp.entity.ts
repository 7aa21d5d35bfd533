import type { McpGrowthBasis } from 'contracts';
import { Column, Entity } from 'typeorm';
import { AnalysisEntity } from '../analyses/analysis.entity.js';

/** A growth–share analysis of a company (docs/domain/mcp.md); G is its yearly growth threshold, the basis what growth is measured against (docs/domain/mcp-growth.md). */
@Entity('mcps')
export class Mcp extends AnalysisEntity {
  @Column({ name: 'growth_threshold', type: 'double' })
  growthThreshold!: number;

  @Column({ name: 'growth_basis', type: 'varchar', length: 16, default: 'year' })
  growthBasis!: McpGrowthBasis;
}
