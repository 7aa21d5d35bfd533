import { type MigrationInterface, type QueryRunner, Table } from 'typeorm';

/**
 * Ambiental analyses (docs/domain/ambiental.md): the analysis, its factors and their
 * subfactors; each row goes with its parent (ON DELETE CASCADE). Scores 0..1 are doubles:
 * what is sent is what is read back, on both drivers.
 */
export class CreateAmbiental1732700000000 implements MigrationInterface {
  name = 'CreateAmbiental1732700000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'ambientais',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'company_id', type: 'int' },
          { name: 'name', type: 'varchar', length: '150' },
          { name: 'description', type: 'text' },
          { name: 'created_at', type: 'datetime' },
          { name: 'updated_at', type: 'datetime' },
        ],
        foreignKeys: [{ columnNames: ['company_id'], referencedTableName: 'companies', referencedColumnNames: ['id'], onDelete: 'CASCADE' }],
        indices: [{ columnNames: ['company_id'] }],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'ambiental_factors',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'ambiental_id', type: 'int' },
          { name: 'name', type: 'varchar', length: '150' },
          { name: 'importance', type: 'double' },
        ],
        foreignKeys: [{ columnNames: ['ambiental_id'], referencedTableName: 'ambientais', referencedColumnNames: ['id'], onDelete: 'CASCADE' }],
        indices: [{ columnNames: ['ambiental_id'] }],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'ambiental_subfactors',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'factor_id', type: 'int' },
          { name: 'name', type: 'varchar', length: '150' },
          { name: 'kind', type: 'varchar', length: '12' },
          { name: 'importance', type: 'double' },
          { name: 'grade', type: 'double' },
        ],
        foreignKeys: [{ columnNames: ['factor_id'], referencedTableName: 'ambiental_factors', referencedColumnNames: ['id'], onDelete: 'CASCADE' }],
        indices: [{ columnNames: ['factor_id'] }],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('ambiental_subfactors');
    await queryRunner.dropTable('ambiental_factors');
    await queryRunner.dropTable('ambientais');
  }
}
