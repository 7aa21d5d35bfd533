import { type MigrationInterface, type QueryRunner, Table } from 'typeorm';

/**
 * Companies, who belongs to them with which role, and each user's active company.
 * `company_mode` is never stored: it is derived from `blocked`, `plan` and `lock_date`
 * (docs/domain/companies-and-roles.md, contracts `deriveCompanyMode`).
 */
export class CreateCompanies1732500000000 implements MigrationInterface {
  name = 'CreateCompanies1732500000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'companies',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'fantasy_name', type: 'varchar', length: '150' },
          { name: 'name', type: 'varchar', length: '150' },
          { name: 'description', type: 'text' },
          { name: 'email', type: 'varchar', length: '254' },
          { name: 'business_model', type: 'int', default: 1 },
          { name: 'sector', type: 'int', default: 1 },
          { name: 'revenue', type: 'int', default: 1 },
          { name: 'reach', type: 'int', default: 1 },
          { name: 'plan', type: 'varchar', length: '10', default: "'demo'" },
          { name: 'blocked', type: 'boolean', default: false },
          { name: 'lock_date', type: 'datetime', isNullable: true },
          { name: 'date_joined', type: 'datetime' },
          { name: 'created_by', type: 'int', isNullable: true },
        ],
        foreignKeys: [
          { columnNames: ['created_by'], referencedTableName: 'users', referencedColumnNames: ['id'], onDelete: 'SET NULL' },
        ],
        indices: [{ columnNames: ['created_by'] }],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'company_memberships',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'company_id', type: 'int' },
          { name: 'user_id', type: 'int' },
          { name: 'role', type: 'int' },
          { name: 'created_at', type: 'datetime' },
        ],
        foreignKeys: [
          { columnNames: ['company_id'], referencedTableName: 'companies', referencedColumnNames: ['id'], onDelete: 'CASCADE' },
          { columnNames: ['user_id'], referencedTableName: 'users', referencedColumnNames: ['id'], onDelete: 'CASCADE' },
        ],
        uniques: [{ name: 'UQ_company_memberships_company_user', columnNames: ['company_id', 'user_id'] }],
        indices: [{ columnNames: ['user_id'] }],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'user_active_companies',
        columns: [
          { name: 'user_id', type: 'int', isPrimary: true },
          { name: 'company_id', type: 'int' },
          { name: 'updated_at', type: 'datetime' },
        ],
        foreignKeys: [
          { columnNames: ['user_id'], referencedTableName: 'users', referencedColumnNames: ['id'], onDelete: 'CASCADE' },
          { columnNames: ['company_id'], referencedTableName: 'companies', referencedColumnNames: ['id'], onDelete: 'CASCADE' },
        ],
        indices: [{ columnNames: ['company_id'] }],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('user_active_companies');
    await queryRunner.dropTable('company_memberships');
    await queryRunner.dropTable('companies');
  }
}
