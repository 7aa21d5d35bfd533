import { type MigrationInterface, type QueryRunner, Table, TableIndex } from 'typeorm';

/**
 * The history of every analysis: one row per write, numbered per analysis, with its author,
 * a short summary and the rows it changed (their images before and after, as JSON), from
 * which any earlier state is rebuilt. The changes can be large (a grid of thousands of
 * months): a LONGTEXT on MySQL/MariaDB, where TEXT stops at 64 KiB.
 */
export class CreateAnalysisRevisions1733700000000 implements MigrationInterface {
  name = 'CreateAnalysisRevisions1733700000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const sqlite = queryRunner.connection.options.type === 'better-sqlite3';
    await queryRunner.createTable(
      new Table({
        name: 'analysis_revisions',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'company_id', type: 'int' },
          { name: 'analysis_table', type: 'varchar', length: '64' },
          { name: 'analysis_id', type: 'int' },
          { name: 'revision', type: 'int' },
          { name: 'author_id', type: 'int', isNullable: true },
          { name: 'author_name', type: 'varchar', length: '150' },
          { name: 'created_at', type: 'datetime' },
          { name: 'summary', type: 'varchar', length: '300' },
          { name: 'changes', type: sqlite ? 'text' : 'longtext' },
        ],
        foreignKeys: [
          { columnNames: ['company_id'], referencedTableName: 'companies', referencedColumnNames: ['id'], onDelete: 'CASCADE' },
          { columnNames: ['author_id'], referencedTableName: 'users', referencedColumnNames: ['id'], onDelete: 'SET NULL' },
        ],
        indices: [new TableIndex({ name: 'UQ_analysis_revisions_revision', columnNames: ['analysis_table', 'analysis_id', 'revision'], isUnique: true })],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('analysis_revisions');
  }
}
