import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/**
 * An account. `email` is stored normalised (trimmed, lower case: contracts `normalizeEmail`)
 * and unique; `passwordHash` is an Argon2id PHC string, null for a user invited to a company
 * who has not set a password yet.
 */
@Entity('users')
export class User {
  @PrimaryGeneratedColumn({ type: 'int' })
  id!: number;

  @Column({ name: 'first_name', type: 'varchar', length: 150 })
  firstName!: string;

  @Column({ type: 'varchar', length: 254, unique: true })
  email!: string;

  @Column({ name: 'password_hash', type: 'varchar', length: 255, nullable: true })
  passwordHash!: string | null;

  @Column({ name: 'email_confirmed', type: 'boolean', default: false })
  emailConfirmed!: boolean;

  @Column({ name: 'is_sys_admin', type: 'boolean', default: false })
  isSysAdmin!: boolean;

  @Column({ name: 'created_at', type: 'datetime' })
  createdAt!: Date;
}
