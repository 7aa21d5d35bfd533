import { Column, Entity, PrimaryColumn } from 'typeorm';

/** The company a user last selected (set_active_company); one row per user. */
@Entity('user_active_companies')
export class ActiveCompany {
  @PrimaryColumn({ name: 'user_id', type: 'int' })
  userId!: number;

  @Column({ name: 'company_id', type: 'int' })
  companyId!: number;

  @Column({ name: 'updated_at', type: 'datetime' })
  updatedAt!: Date;
}
