import { type MigrationInterface, type QueryRunner, Table, TableColumn, TableForeignKey } from 'typeorm';

const id = { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' as const };
const parent = (column: string, table: string) => ({
  column: { name: column, type: 'int' },
  foreignKey: { columnNames: [column], referencedTableName: table, referencedColumnNames: ['id'], onDelete: 'CASCADE' },
});
const link = (column: string, table: string) => ({
  column: { name: column, type: 'int', isNullable: true },
  foreignKey: { columnNames: [column], referencedTableName: table, referencedColumnNames: ['id'], onDelete: 'SET NULL' },
});
const name = { name: 'name', type: 'varchar', length: '150' };

/**
 * The Multifatorial analysis (docs/domain/multifatorial.md): multifatoriais (linked to the MCP
 * they import from), their criteria, their categories in the shared `analysis_categories`
 * (its `multifatorial_id` gets its foreign key here, and `mcp_category_id` links an
 * imported category to its MCP category), items (faturamento in centavos, linked to their
 * MCP product) and the monthly grades: categories' per attractiveness criterion, items' per
 * force criterion, one row per owner, criterion and month. Everything below a multifatorial
 * goes with it; deleting an MCP only unlinks what was imported from it.
 */
export class CreateMultifatorial1733100000000 implements MigrationInterface {
  name = 'CreateMultifatorial1733100000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const mcp = link('mcp_id', 'mcps');
    await queryRunner.createTable(
      new Table({
        name: 'multifatoriais',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'company_id', type: 'int' },
          { name: 'name', type: 'varchar', length: '150' },
          { name: 'description', type: 'text' },
          { name: 'created_at', type: 'datetime' },
          { name: 'updated_at', type: 'datetime' },
          mcp.column,
        ],
        foreignKeys: [{ columnNames: ['company_id'], referencedTableName: 'companies', referencedColumnNames: ['id'], onDelete: 'CASCADE' }, mcp.foreignKey],
        indices: [{ columnNames: ['company_id'] }, { columnNames: ['mcp_id'] }],
      }),
    );

    const multifatorial = parent('multifatorial_id', 'multifatoriais');
    await queryRunner.createTable(
      new Table({
        name: 'multifatorial_criteria',
        columns: [id, multifatorial.column, { name: 'axis', type: 'varchar', length: '16' }, name, { name: 'importance', type: 'double' }],
        foreignKeys: [multifatorial.foreignKey],
        indices: [{ columnNames: ['multifatorial_id'] }],
      }),
    );

    const mcpCategory = link('mcp_category_id', 'analysis_categories');
    await queryRunner.addColumn('analysis_categories', new TableColumn(mcpCategory.column));
    await queryRunner.createForeignKeys('analysis_categories', [new TableForeignKey(multifatorial.foreignKey), new TableForeignKey(mcpCategory.foreignKey)]);

    const category = parent('category_id', 'analysis_categories');
    const mcpProduct = link('mcp_product_id', 'mcp_products');
    await queryRunner.createTable(
      new Table({
        name: 'multifatorial_items',
        columns: [id, category.column, name, { name: 'color', type: 'int', default: 0 }, { name: 'faturamento', type: 'bigint', default: 0 }, mcpProduct.column],
        foreignKeys: [category.foreignKey, mcpProduct.foreignKey],
        indices: [{ columnNames: ['category_id'] }, { columnNames: ['mcp_product_id'] }],
      }),
    );

    const criterion = parent('criterion_id', 'multifatorial_criteria');
    for (const [table, owner] of [
      ['multifatorial_category_grades', category],
      ['multifatorial_item_grades', parent('item_id', 'multifatorial_items')],
    ] as const) {
      await queryRunner.createTable(
        new Table({
          name: table,
          columns: [id, owner.column, criterion.column, { name: 'month', type: 'date' }, { name: 'grade', type: 'double' }],
          foreignKeys: [owner.foreignKey, criterion.foreignKey],
          uniques: [{ name: `UQ_${table}`, columnNames: [owner.column.name, 'criterion_id', 'month'] }],
          indices: [{ columnNames: ['criterion_id'] }],
        }),
      );
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('multifatorial_item_grades');
    await queryRunner.dropTable('multifatorial_category_grades');
    await queryRunner.dropTable('multifatorial_items');
    const categories = await queryRunner.getTable('analysis_categories');
    const added = categories!.foreignKeys.filter((key) => key.columnNames.some((column) => column === 'multifatorial_id' || column === 'mcp_category_id'));
    await queryRunner.dropForeignKeys('analysis_categories', added);
    await queryRunner.query('DELETE FROM analysis_categories WHERE multifatorial_id IS NOT NULL');
    await queryRunner.dropColumn('analysis_categories', 'mcp_category_id');
    await queryRunner.dropTable('multifatorial_criteria');
    await queryRunner.dropTable('multifatoriais');
  }
}
