import { type MigrationInterface, type QueryRunner, Table } from 'typeorm';
import { createInstallationSecret, dropInstallationSecret } from './installation-secrets.js';

/** The plans on sale at installation (editable later by a system administrator). */
const SEED_PRODUCTS = [
  {
    name: 'Mensal',
    cost_cents: 4990,
    months: 1,
    description: 'Acesso completo às quatro análises, sem os limites da demonstração, por 1 mês.',
    incentivar: false,
    ordem: 1,
  },
  {
    name: 'Semestral',
    cost_cents: 4490,
    months: 6,
    description: 'Seis meses de acesso completo, com desconto sobre o plano mensal.',
    incentivar: false,
    ordem: 2,
  },
  {
    name: 'Anual',
    cost_cents: 3990,
    months: 12,
    description: 'Um ano de acesso completo pelo menor valor mensal: o melhor para acompanhar a estratégia da empresa.',
    incentivar: true,
    ordem: 3,
  },
];

/**
 * Plans, purchases and the sandbox provider's payments (docs/domain/plans-and-limits.md), the seeded plans,
 * and the installation's secret that signs the sandbox's notifications
 * (`app_meta.sandbox_webhook_secret`, like the link-signing secret: shared by every
 * instance on the database).
 */
export class CreatePayments1733000000000 implements MigrationInterface {
  name = 'CreatePayments1733000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'products',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'name', type: 'varchar', length: '100' },
          { name: 'cost_cents', type: 'int' },
          { name: 'months', type: 'int' },
          { name: 'description', type: 'text' },
          { name: 'incentivar', type: 'boolean', default: false },
          { name: 'ordem', type: 'int', default: 0 },
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'purchases',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'company_id', type: 'int' },
          { name: 'buyer_id', type: 'int', isNullable: true },
          { name: 'product_id', type: 'int', isNullable: true },
          { name: 'product_name', type: 'varchar', length: '100' },
          { name: 'cost_cents', type: 'int' },
          { name: 'months', type: 'int' },
          { name: 'amount_cents', type: 'int' },
          { name: 'checkout_code', type: 'varchar', length: '22', isUnique: true },
          { name: 'provider', type: 'varchar', length: '20' },
          { name: 'provider_payment_id', type: 'varchar', length: '64', isNullable: true },
          { name: 'status', type: 'varchar', length: '20', isNullable: true },
          { name: 'status_at', type: 'datetime', precision: 3, isNullable: true },
          { name: 'approved_at', type: 'datetime', isNullable: true },
          { name: 'created_at', type: 'datetime', precision: 3 },
        ],
        foreignKeys: [
          { columnNames: ['company_id'], referencedTableName: 'companies', referencedColumnNames: ['id'], onDelete: 'CASCADE' },
          { columnNames: ['buyer_id'], referencedTableName: 'users', referencedColumnNames: ['id'], onDelete: 'SET NULL' },
          { columnNames: ['product_id'], referencedTableName: 'products', referencedColumnNames: ['id'], onDelete: 'SET NULL' },
        ],
        indices: [{ columnNames: ['company_id'] }, { columnNames: ['buyer_id', 'status'] }, { columnNames: ['product_id'] }],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'sandbox_payments',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'checkout_code', type: 'varchar', length: '22' },
          { name: 'status', type: 'varchar', length: '20' },
          { name: 'amount_cents', type: 'int' },
          { name: 'updated_at', type: 'datetime', precision: 3 },
        ],
        indices: [{ columnNames: ['checkout_code'] }],
      }),
    );
    // Plain SQL (the same on both drivers): a query builder aimed at 'products' would map
    // the values through today's entity, and a migration must not depend on it.
    for (const p of SEED_PRODUCTS) {
      await queryRunner.query('INSERT INTO products (name, cost_cents, months, description, incentivar, ordem) VALUES (?, ?, ?, ?, ?, ?)', [
        p.name,
        p.cost_cents,
        p.months,
        p.description,
        p.incentivar ? 1 : 0,
        p.ordem,
      ]);
    }
    await createInstallationSecret(queryRunner, 'sandbox_webhook_secret');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await dropInstallationSecret(queryRunner, 'sandbox_webhook_secret');
    await queryRunner.dropTable('sandbox_payments');
    await queryRunner.dropTable('purchases');
    await queryRunner.dropTable('products');
  }
}
