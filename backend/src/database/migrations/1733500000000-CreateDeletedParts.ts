import { type MigrationInterface, type QueryRunner, Table } from 'typeorm';

/**
 * The parts of analyses deleted (a factor, an item…), each with the analysis it was in: a
 * write that names one afterwards is told that someone else deleted it. Part ids are never
 * reused (auto-increment keys), so a part's table and id name it for good.
 */
export class CreateDeletedParts1733500000000 implements MigrationInterface {
  name = 'CreateDeletedParts1733500000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'deleted_parts',
        columns: [
          { name: 'part_table', type: 'varchar', length: '64', isPrimary: true },
          { name: 'part_id', type: 'int', isPrimary: true },
          { name: 'analysis_table', type: 'varchar', length: '64' },
          { name: 'analysis_id', type: 'int' },
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('deleted_parts');
  }
}
