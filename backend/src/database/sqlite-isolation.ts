import Database from 'better-sqlite3';
import type { DataSource, QueryRunner } from 'typeorm';
import type { BetterSqlite3Driver } from 'typeorm/driver/better-sqlite3/BetterSqlite3Driver.js';
import { BetterSqlite3QueryRunner } from 'typeorm/driver/better-sqlite3/BetterSqlite3QueryRunner.js';
import { openingSqliteTransactionNow } from './transaction.js';

/** Raised when code outside `transaction()` tries to write to SQLite: a programming error, caught by the tests. */
export const OUTSIDE_WRITE = 'SQLite writes go through transaction() (backend/src/database/transaction.ts)';

/** A query runner on the read-only connection: it may never open a transaction. */
class CommittedReadsQueryRunner extends BetterSqlite3QueryRunner {
  constructor(
    driver: BetterSqlite3Driver,
    private readonly reader: Database.Database,
  ) {
    super(driver);
  }

  override connect(): Promise<Database.Database> {
    return Promise.resolve(this.reader);
  }

  override startTransaction(): Promise<void> {
    return Promise.reject(new Error(OUTSIDE_WRITE));
  }
}

/**
 * Keeps SQLite's one writing connection to the code of `transaction()`: TypeORM's
 * better-sqlite3 driver hands every caller the same query runner, so a read from another
 * request would see an open transaction's uncommitted rows, and a write from another
 * request would become part of it (and be undone by its rollback). After this, the queries of
 * `transaction()` (through the manager it hands its code) use the writing connection; every
 * other query, including one made inside `transaction()` past its manager, uses a second
 * connection on the same file, in WAL mode, which sees committed data only and is
 * `query_only` (a write outside `transaction()` fails loudly instead of slipping into
 * someone else's transaction). Run once, after the migrations.
 */
export function isolateSqliteReads(dataSource: DataSource): void {
  const driver = dataSource.driver as BetterSqlite3Driver;
  const writer = driver.createQueryRunner('master');
  const reader = new Database(driver.options.database, { fileMustExist: true });
  reader.pragma('query_only = ON');
  const readRunner = new CommittedReadsQueryRunner(driver, reader);
  driver.createQueryRunner = (): QueryRunner => (openingSqliteTransactionNow() ? writer : readRunner);
  const disconnect = driver.disconnect.bind(driver);
  driver.disconnect = async () => {
    reader.close();
    await disconnect();
  };
}
