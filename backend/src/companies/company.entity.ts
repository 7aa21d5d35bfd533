import type { CompanyPlan } from 'contracts';
import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/**
 * A company. Its mode is not a column: `blocked`, `plan` and `lockDate` are the
 * three stored facts contracts `deriveCompanyMode` reads (docs/domain/companies-and-roles.md).
 */
@Entity('companies')
export class Company {
  @PrimaryGeneratedColumn({ type: 'int' })
  id!: number;

  @Column({ name: 'fantasy_name', type: 'varchar', length: 150 })
  fantasyName!: string;

  @Column({ type: 'varchar', length: 150 })
  name!: string;

  @Column({ type: 'text' })
  description!: string;

  @Column({ type: 'varchar', length: 254 })
  email!: string;

  @Column({ name: 'business_model', type: 'int', default: 1 })
  businessModel!: number;

  @Column({ type: 'int', default: 1 })
  sector!: number;

  @Column({ type: 'int', default: 1 })
  revenue!: number;

  @Column({ type: 'int', default: 1 })
  reach!: number;

  @Column({ type: 'varchar', length: 10, default: 'demo' })
  plan!: CompanyPlan;

  @Column({ type: 'boolean', default: false })
  blocked!: boolean;

  @Column({ name: 'lock_date', type: 'datetime', nullable: true })
  lockDate!: Date | null;

  @Column({ name: 'date_joined', type: 'datetime' })
  dateJoined!: Date;

  @Column({ name: 'created_by', type: 'int', nullable: true })
  createdBy!: number | null;

  /** Moved by every write check of the company's analyses as a whole (data-version.ts): the company charts' ETags. */
  @Column({ name: 'data_version', type: 'int', default: 0 })
  dataVersion!: number;
}
