import type { DataSource, EntityManager } from 'typeorm';

const sqliteQueues = new WeakMap<DataSource, Promise<unknown>>();

/**
 * `dataSource.transaction`, made safe on SQLite; every service writes through it. TypeORM's better-sqlite3 driver has one
 * connection and one query runner: two concurrent `transaction()` calls would nest as
 * savepoints of one transaction and interleave (both could read "two owners" and each
 * remove one). On SQLite the transactions of this helper therefore run one after the
 * other; on MySQL/MariaDB they run concurrently and lock rows (`forUpdate`).
 */
export function transaction<T>(dataSource: DataSource, work: (manager: EntityManager) => Promise<T>): Promise<T> {
  if (dataSource.options.type !== 'better-sqlite3') return dataSource.transaction(work);
  const previous = sqliteQueues.get(dataSource) ?? Promise.resolve();
  const run = previous.then(() => dataSource.transaction(work));
  sqliteQueues.set(
    dataSource,
    run.catch(() => undefined),
  );
  return run;
}
