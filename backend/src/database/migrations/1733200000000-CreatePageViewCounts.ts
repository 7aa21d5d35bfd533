import { type MigrationInterface, type QueryRunner, Table } from 'typeorm';

/**
 * Page-view analytics (issue 14): daily counts per route pattern, referrer pattern and
 * remote; one row per combination, incremented in place (no row per view, no visitor).
 */
export class CreatePageViewCounts1733200000000 implements MigrationInterface {
  name = 'CreatePageViewCounts1733200000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'page_view_counts',
        columns: [
          // Calendar day in Brasília, 'YYYY-MM-DD'.
          { name: 'day', type: 'varchar', length: '10', isPrimary: true },
          { name: 'route', type: 'varchar', length: '200', isPrimary: true },
          // '' when the view was the first page of a visit: a key column cannot be NULL.
          { name: 'referrer', type: 'varchar', length: '200', isPrimary: true },
          { name: 'remote', type: 'varchar', length: '20', isPrimary: true },
          { name: 'views', type: 'int', default: 0 },
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('page_view_counts');
  }
}
