import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The tables whose rows carry a data version: the companies and the four analyses. */
const TABLES = ['companies', 'mcps', 'multifatoriais', 'swots', 'ambientais'];

/**
 * Data versions (issue 24): a counter on every company and analysis row, moved by each write
 * check, that the chart answers' ETags are made from (a repeated read answers 304 without
 * summing anything). Self-contained: the column is spelled out here. Plain ALTER TABLE, valid
 * on SQLite and MariaDB alike (TypeORM's addColumn would copy each table on SQLite).
 */
export class AddDataVersions1733400000000 implements MigrationInterface {
  name = 'AddDataVersions1733400000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const table of TABLES) {
      await queryRunner.query(`ALTER TABLE ${table} ADD COLUMN data_version int NOT NULL DEFAULT 0`);
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of TABLES) await queryRunner.query(`ALTER TABLE ${table} DROP COLUMN data_version`);
  }
}
