import { type MigrationInterface, type QueryRunner, TableColumn } from 'typeorm';

/**
 * Issue 24: a verified refund or chargeback of an approved purchase takes its access back;
 * `revoked_at` records when, once (a replayed refund finds it set and changes nothing).
 */
export class AddPurchaseRevokedAt1733300000000 implements MigrationInterface {
  name = 'AddPurchaseRevokedAt1733300000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumn('purchases', new TableColumn({ name: 'revoked_at', type: 'datetime', isNullable: true }));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('purchases', 'revoked_at');
  }
}
