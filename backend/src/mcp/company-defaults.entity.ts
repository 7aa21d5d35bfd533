import type { McpGrouping } from 'contracts';
import { Column, Entity, JoinColumn, OneToOne, PrimaryColumn } from 'typeorm';
import { Company } from '../companies/company.entity.js';

/** A company's MCP chart defaults (update_company), used when chart_data's query does not say. */
@Entity('mcp_company_defaults')
export class McpCompanyDefaultsEntity {
  @PrimaryColumn({ name: 'company_id', type: 'int' })
  companyId!: number;

  @OneToOne(() => Company, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'company_id' })
  company?: Company;

  @Column({ name: 'growth_threshold', type: 'double' })
  growthThreshold!: number;

  @Column({ name: 'chart_grouping', type: 'int' })
  grouping!: McpGrouping;
}
