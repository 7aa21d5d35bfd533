import type { PurchaseStatus } from 'contracts';
import { Column, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Company } from '../companies/company.entity.js';

/**
 * A company's purchase of a plan. The product is copied (name, cost, months, amount) so the
 * list stays true after a product is edited or deleted. `status` is null until the provider
 * says something final ("Processando"); `statusAt` is the provider's time of that word,
 * which orders notifications; `approvedAt` marks the one time access was granted and
 * `revokedAt` the one time a refund or chargeback took it back.
 */
@Entity('purchases')
export class Purchase {
  @PrimaryGeneratedColumn({ type: 'int' })
  id!: number;

  @Column({ name: 'company_id', type: 'int' })
  companyId!: number;

  @ManyToOne(() => Company, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'company_id' })
  company?: Company;

  @Column({ name: 'buyer_id', type: 'int', nullable: true })
  buyerId!: number | null;

  @Column({ name: 'product_id', type: 'int', nullable: true })
  productId!: number | null;

  @Column({ name: 'product_name', type: 'varchar', length: 100 })
  productName!: string;

  @Column({ name: 'cost_cents', type: 'int' })
  costCents!: number;

  @Column({ type: 'int' })
  months!: number;

  @Column({ name: 'amount_cents', type: 'int' })
  amountCents!: number;

  @Column({ name: 'checkout_code', type: 'varchar', length: 22, unique: true })
  checkoutCode!: string;

  @Column({ type: 'varchar', length: 20 })
  provider!: string;

  @Column({ name: 'provider_payment_id', type: 'varchar', length: 64, nullable: true })
  providerPaymentId!: string | null;

  @Column({ type: 'varchar', length: 20, nullable: true })
  status!: PurchaseStatus | null;

  @Column({ name: 'status_at', type: 'datetime', precision: 3, nullable: true })
  statusAt!: Date | null;

  @Column({ name: 'approved_at', type: 'datetime', nullable: true })
  approvedAt!: Date | null;

  /** When a refund or chargeback took back the access `approvedAt` granted (once). */
  @Column({ name: 'revoked_at', type: 'datetime', nullable: true })
  revokedAt!: Date | null;

  @Column({ name: 'created_at', type: 'datetime', precision: 3 })
  createdAt!: Date;
}
