import type { PurchaseStatus } from 'contracts';
import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/**
 * The sandbox provider's own record of a payment, as Mercado Pago keeps its payments: the
 * webhook reads the status back from here, never from the notification.
 */
@Entity('sandbox_payments')
export class SandboxPayment {
  @PrimaryGeneratedColumn({ type: 'int' })
  id!: number;

  @Column({ name: 'checkout_code', type: 'varchar', length: 22 })
  checkoutCode!: string;

  @Column({ type: 'varchar', length: 20 })
  status!: PurchaseStatus;

  @Column({ name: 'amount_cents', type: 'int' })
  amountCents!: number;

  @Column({ name: 'updated_at', type: 'datetime', precision: 3 })
  updatedAt!: Date;
}
