import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A plan on sale: R$ per month in whole centavos, exact on both drivers. */
@Entity('products')
export class Product {
  @PrimaryGeneratedColumn({ type: 'int' })
  id!: number;

  @Column({ type: 'varchar', length: 100 })
  name!: string;

  @Column({ name: 'cost_cents', type: 'int' })
  costCents!: number;

  @Column({ type: 'int' })
  months!: number;

  @Column({ type: 'text' })
  description!: string;

  @Column({ type: 'boolean', default: false })
  incentivar!: boolean;

  @Column({ type: 'int', default: 0 })
  ordem!: number;
}
