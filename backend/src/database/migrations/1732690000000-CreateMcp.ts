import { type MigrationInterface, type QueryRunner, Table, TableCheck } from 'typeorm';

const id = { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' as const };
const parent = (column: string, table: string, nullable = false) => ({
  column: { name: column, type: 'int', isNullable: nullable },
  foreignKey: { columnNames: [column], referencedTableName: table, referencedColumnNames: ['id'], onDelete: 'CASCADE' },
});
const name = { name: 'name', type: 'varchar', length: '150' };
const color = { name: 'color', type: 'int', default: 0 };
/** Money or a quantity in whole units of 10^-scale (centavos for money). */
const fixedPoint = (column: string) => ({ name: column, type: 'bigint', default: 0 });
/** One row per owner and month, unique on both (the upserts meet on it); rows go with their owner. */
const monthly = (table: string, owner: { column: string; table: string }, values: { name: string; type: string; default: number }[]) =>
  new Table({
    name: table,
    columns: [id, { name: owner.column, type: 'int' }, { name: 'month', type: 'date' }, ...values],
    foreignKeys: [{ columnNames: [owner.column], referencedTableName: owner.table, referencedColumnNames: ['id'], onDelete: 'CASCADE' }],
    uniques: [{ name: `UQ_${table}_owner_month`, columnNames: [owner.column, 'month'] }],
  });

/**
 * The MCP analysis (docs/domain/mcp.md): MCPs of a company, their categories (markets; the
 * `analysis_categories` table also holds the Multifatorial's categories later, hence one
 * owner column per analysis kind and a check that exactly one is set), products and
 * competitors, their monthly control data (one row per owner and month, the analyses'
 * monthly-values convention: money and units in whole centavos), the products'
 * monthly named expenses, domains → subcategories → product tags, and each company's chart
 * defaults. Everything below an MCP goes with it (cascades).
 */
export class CreateMcp1732690000000 implements MigrationInterface {
  name = 'CreateMcp1732690000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'mcps',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'company_id', type: 'int' },
          { name: 'name', type: 'varchar', length: '150' },
          { name: 'description', type: 'text' },
          { name: 'created_at', type: 'datetime' },
          { name: 'updated_at', type: 'datetime' },
          { name: 'growth_threshold', type: 'double' },
        ],
        foreignKeys: [{ columnNames: ['company_id'], referencedTableName: 'companies', referencedColumnNames: ['id'], onDelete: 'CASCADE' }],
        indices: [{ columnNames: ['company_id'] }],
      }),
    );

    const mcp = parent('mcp_id', 'mcps', true);
    await queryRunner.createTable(
      new Table({
        name: 'analysis_categories',
        columns: [id, mcp.column, { name: 'multifatorial_id', type: 'int', isNullable: true }, name, color],
        // multifatorial_id gets its foreign key with the multifatorial table.
        foreignKeys: [mcp.foreignKey],
        indices: [{ columnNames: ['mcp_id'] }, { columnNames: ['multifatorial_id'] }],
        checks: [new TableCheck({ name: 'CHK_analysis_categories_one_owner', expression: '(mcp_id IS NULL) <> (multifatorial_id IS NULL)' })],
      }),
    );

    const category = parent('category_id', 'analysis_categories');
    await queryRunner.createTable(
      new Table({
        name: 'mcp_products',
        columns: [id, category.column, name, color, { name: 'active', type: 'boolean', default: true }],
        foreignKeys: [category.foreignKey],
        indices: [{ columnNames: ['category_id'] }],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'mcp_competitors',
        columns: [id, category.column, name, color],
        foreignKeys: [category.foreignKey],
        indices: [{ columnNames: ['category_id'] }],
      }),
    );

    const values = ['total', 'cost', 'amount'].map(fixedPoint);
    // A product's month also keeps the total of its named expenses (update_expenses writes both).
    await queryRunner.createTable(monthly('mcp_product_control', { column: 'product_id', table: 'mcp_products' }, [...values, fixedPoint('expenses')]));
    await queryRunner.createTable(monthly('mcp_competitor_control', { column: 'competitor_id', table: 'mcp_competitors' }, values));

    const product = parent('product_id', 'mcp_products');
    await queryRunner.createTable(
      new Table({
        name: 'mcp_product_expenses',
        columns: [
          id,
          product.column,
          { name: 'month', type: 'date' },
          { name: 'sort_order', type: 'int' },
          name,
          fixedPoint('value'),
        ],
        foreignKeys: [product.foreignKey],
        uniques: [{ name: 'UQ_mcp_product_expenses_product_month_order', columnNames: ['product_id', 'month', 'sort_order'] }],
      }),
    );

    const domainMcp = parent('mcp_id', 'mcps');
    await queryRunner.createTable(
      new Table({
        name: 'mcp_domains',
        columns: [id, domainMcp.column, name],
        foreignKeys: [domainMcp.foreignKey],
        uniques: [{ name: 'UQ_mcp_domains_mcp_name', columnNames: ['mcp_id', 'name'] }],
      }),
    );
    const domain = parent('domain_id', 'mcp_domains');
    await queryRunner.createTable(
      new Table({
        name: 'mcp_subcategories',
        columns: [id, domain.column, name],
        foreignKeys: [domain.foreignKey],
        uniques: [{ name: 'UQ_mcp_subcategories_domain_name', columnNames: ['domain_id', 'name'] }],
      }),
    );
    const subcategory = parent('subcategory_id', 'mcp_subcategories');
    await queryRunner.createTable(
      new Table({
        name: 'mcp_product_tags',
        columns: [id, product.column, domain.column, subcategory.column],
        foreignKeys: [product.foreignKey, domain.foreignKey, subcategory.foreignKey],
        // One subcategory per domain per product.
        uniques: [{ name: 'UQ_mcp_product_tags_product_domain', columnNames: ['product_id', 'domain_id'] }],
        indices: [{ columnNames: ['subcategory_id'] }, { columnNames: ['domain_id'] }],
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'mcp_company_defaults',
        columns: [
          { name: 'company_id', type: 'int', isPrimary: true },
          { name: 'growth_threshold', type: 'double' },
          { name: 'chart_grouping', type: 'int' },
        ],
        foreignKeys: [parent('company_id', 'companies').foreignKey],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of [
      'mcp_company_defaults',
      'mcp_product_tags',
      'mcp_subcategories',
      'mcp_domains',
      'mcp_product_expenses',
      'mcp_competitor_control',
      'mcp_product_control',
      'mcp_competitors',
      'mcp_products',
      'analysis_categories',
      'mcps',
    ]) {
      await queryRunner.dropTable(table);
    }
  }
}
