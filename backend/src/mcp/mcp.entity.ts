import { Column, Entity } from 'typeorm';
import { AnalysisEntity } from '../analyses/analysis.entity.js';

/** A growth–share analysis of a company (docs/domain/mcp.md); G is its growth threshold. */
@Entity('mcps')
export class Mcp extends AnalysisEntity {
  @Column({ name: 'growth_threshold', type: 'double' })
  growthThreshold!: number;
}
