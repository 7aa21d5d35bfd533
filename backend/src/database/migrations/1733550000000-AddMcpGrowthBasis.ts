import { type MigrationInterface, type QueryRunner, TableColumn } from 'typeorm';

/**
 * An MCP's growth basis (contracts `MCP_GROWTH_BASES`): 'year' (the same months a year
 * earlier, where the data reach back that far) or 'previous' (the previous period). Existing
 * MCPs take the default, 'year'.
 */
export class AddMcpGrowthBasis1733550000000 implements MigrationInterface {
  name = 'AddMcpGrowthBasis1733550000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumn('mcps', new TableColumn({ name: 'growth_basis', type: 'varchar', length: '16', default: "'year'" }));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('mcps', 'growth_basis');
  }
}
