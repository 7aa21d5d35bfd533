import { type MigrationInterface, type QueryRunner, Table } from 'typeorm';

/**
 * Installation-wide key/value facts (when the schema was created; later modules keep
 * server-side settings here). Also proves the migration mechanism on both drivers.
 */
export class CreateAppMeta1732320000000 implements MigrationInterface {
  name = 'CreateAppMeta1732320000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'app_meta',
        columns: [
          { name: 'name', type: 'varchar', length: '100', isPrimary: true },
          { name: 'value', type: 'varchar', length: '255' },
        ],
      }),
    );
    await queryRunner.manager
      .createQueryBuilder()
      .insert()
      .into('app_meta', ['name', 'value'])
      .values({ name: 'installed_at', value: new Date().toISOString() })
      .execute();
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('app_meta');
  }
}
