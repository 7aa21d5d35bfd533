import { Table, type TableColumnOptions, type TableForeignKeyOptions, type TableIndexOptions, type TableUniqueOptions } from 'typeorm';

/** What an analysis's migration adds to the base table. */
export interface AnalysisTableExtras {
  columns?: TableColumnOptions[];
  foreignKeys?: TableForeignKeyOptions[];
  indices?: TableIndexOptions[];
  uniques?: TableUniqueOptions[];
}

/**
 * The table of a concrete analysis (`AnalysisEntity`'s columns plus its own), written with
 * the driver-neutral schema API so the migration runs on SQLite and MariaDB:
 * `await queryRunner.createTable(analysisTable('mcps', { columns: [...] }))`.
 * Its rows go with their company (ON DELETE CASCADE). AnalysisEntity's `data_version` is not
 * here: the migrations that call this predate it (AddDataVersions added it to their tables), so
 * a new analysis passes `{ name: 'data_version', type: 'int', default: 0 }` in `columns`.
 */
export function analysisTable(name: string, extras: AnalysisTableExtras = {}): Table {
  return new Table({
    name,
    columns: [
      { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
      { name: 'company_id', type: 'int' },
      { name: 'name', type: 'varchar', length: '150' },
      { name: 'description', type: 'text' },
      { name: 'created_at', type: 'datetime' },
      { name: 'updated_at', type: 'datetime' },
      ...(extras.columns ?? []),
    ],
    foreignKeys: [
      { columnNames: ['company_id'], referencedTableName: 'companies', referencedColumnNames: ['id'], onDelete: 'CASCADE' },
      ...(extras.foreignKeys ?? []),
    ],
    indices: [{ columnNames: ['company_id'] }, ...(extras.indices ?? [])],
    uniques: extras.uniques ?? [],
  });
}
