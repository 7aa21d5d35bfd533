import { type MigrationInterface, type QueryRunner, Table } from 'typeorm';
import { createInstallationSecret, dropInstallationSecret } from './installation-secrets.js';

/**
 * Accounts and their sign-in tokens. Also stores, once per installation, the secret that
 * signs e-mail confirmation and password-reset links (`app_meta.link_signing_secret`): every
 * backend instance on the same database shares it, and it survives restarts.
 */
export class CreateUsers1732400000000 implements MigrationInterface {
  name = 'CreateUsers1732400000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'users',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'first_name', type: 'varchar', length: '150' },
          { name: 'email', type: 'varchar', length: '254', isUnique: true },
          { name: 'password_hash', type: 'varchar', length: '255', isNullable: true },
          { name: 'email_confirmed', type: 'boolean', default: false },
          { name: 'is_sys_admin', type: 'boolean', default: false },
          { name: 'created_at', type: 'datetime' },
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'auth_tokens',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'user_id', type: 'integer' },
          { name: 'token_hash', type: 'varchar', length: '64', isUnique: true },
          { name: 'created_at', type: 'datetime' },
          { name: 'last_used_at', type: 'datetime' },
        ],
        foreignKeys: [{ columnNames: ['user_id'], referencedTableName: 'users', referencedColumnNames: ['id'], onDelete: 'CASCADE' }],
        indices: [{ columnNames: ['user_id'] }],
      }),
    );
    await createInstallationSecret(queryRunner, 'link_signing_secret');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await dropInstallationSecret(queryRunner, 'link_signing_secret');
    await queryRunner.dropTable('auth_tokens');
    await queryRunner.dropTable('users');
  }
}
