import { type MigrationInterface, type QueryRunner, Table } from 'typeorm';

/**
 * SWOT Sistêmica (docs/domain/swot.md): the analysis, its items (an imported one linked to its
 * Ambiental subfactor, at most once per SWOT; unlinked when the subfactor goes) and the
 * crossings of internal and external items (one row per pair, gone with either item).
 */
export class CreateSwot1732710000000 implements MigrationInterface {
  name = 'CreateSwot1732710000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'swots',
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
        name: 'swot_items',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'swot_id', type: 'int' },
          { name: 'quadrant', type: 'varchar', length: '1' },
          { name: 'text', type: 'varchar', length: '300' },
          { name: 'importance', type: 'double' },
          { name: 'subfactor_id', type: 'int', isNullable: true },
        ],
        foreignKeys: [
          { columnNames: ['swot_id'], referencedTableName: 'swots', referencedColumnNames: ['id'], onDelete: 'CASCADE' },
          { columnNames: ['subfactor_id'], referencedTableName: 'ambiental_subfactors', referencedColumnNames: ['id'], onDelete: 'SET NULL' },
        ],
        uniques: [{ name: 'UQ_swot_items_swot_subfactor', columnNames: ['swot_id', 'subfactor_id'] }],
        indices: [{ columnNames: ['subfactor_id'] }],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'swot_crossings',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'internal_item_id', type: 'int' },
          { name: 'external_item_id', type: 'int' },
          { name: 'intensity', type: 'smallint' },
        ],
        foreignKeys: [
          { columnNames: ['internal_item_id'], referencedTableName: 'swot_items', referencedColumnNames: ['id'], onDelete: 'CASCADE' },
          { columnNames: ['external_item_id'], referencedTableName: 'swot_items', referencedColumnNames: ['id'], onDelete: 'CASCADE' },
        ],
        uniques: [{ name: 'UQ_swot_crossings_pair', columnNames: ['internal_item_id', 'external_item_id'] }],
        indices: [{ columnNames: ['external_item_id'] }],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('swot_crossings');
    await queryRunner.dropTable('swot_items');
    await queryRunner.dropTable('swots');
  }
}
