import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The four analyses: `updated_at` is theirs already. */
const ANALYSES = ['mcps', 'multifatoriais', 'swots', 'ambientais'];

/** Every part of an analysis a client writes. */
const PARTS = [
  'swot_items',
  'swot_crossings',
  'ambiental_factors',
  'ambiental_subfactors',
  'analysis_categories',
  'mcp_products',
  'mcp_competitors',
  'mcp_domains',
  'mcp_subcategories',
  'mcp_product_tags',
  'mcp_product_control',
  'mcp_competitor_control',
  'multifatorial_criteria',
  'multifatorial_items',
  'multifatorial_category_grades',
  'multifatorial_item_grades',
];

/**
 * Row versions: every analysis and every part carries `version` (moved by each write of the
 * row, checked against the writer's If-Match or `expected` values), `updated_by` (the user
 * who wrote it last; no foreign key, so deleting an account keeps the rows) and, on the
 * parts, `updated_at` (when). Rows that exist start at version 1 with nobody and no time.
 * Self-contained, plain ALTER TABLE, one column per statement (SQLite's form).
 */
export class AddRowVersions1733600000000 implements MigrationInterface {
  name = 'AddRowVersions1733600000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const table of [...ANALYSES, ...PARTS]) {
      await queryRunner.query(`ALTER TABLE ${table} ADD COLUMN version int NOT NULL DEFAULT 1`);
      await queryRunner.query(`ALTER TABLE ${table} ADD COLUMN updated_by int NULL`);
    }
    for (const table of PARTS) await queryRunner.query(`ALTER TABLE ${table} ADD COLUMN updated_at datetime NULL`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of PARTS) await queryRunner.query(`ALTER TABLE ${table} DROP COLUMN updated_at`);
    for (const table of [...ANALYSES, ...PARTS]) {
      await queryRunner.query(`ALTER TABLE ${table} DROP COLUMN updated_by`);
      await queryRunner.query(`ALTER TABLE ${table} DROP COLUMN version`);
    }
  }
}
