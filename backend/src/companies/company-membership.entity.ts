import type { Role } from 'contracts';
import { Column, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Unique } from 'typeorm';
import { User } from '../users/user.entity.js';
import { Company } from './company.entity.js';

/** A user's role in a company (1 Proprietário, 2 Admin, 3 Consultor, 4 Funcionário); one per pair. */
@Entity('company_memberships')
@Unique('UQ_company_memberships_company_user', ['companyId', 'userId'])
export class CompanyMembership {
  @PrimaryGeneratedColumn({ type: 'int' })
  id!: number;

  @Column({ name: 'company_id', type: 'int' })
  companyId!: number;

  @ManyToOne(() => Company, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'company_id' })
  company?: Company;

  @Column({ name: 'user_id', type: 'int' })
  userId!: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

  @Column({ type: 'int' })
  role!: Role;

  @Column({ name: 'created_at', type: 'datetime' })
  createdAt!: Date;
}
