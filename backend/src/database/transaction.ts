import type { DataSource, EntityManager } from 'typeorm';

const sqliteQueues = new WeakMap<DataSource, Promise<unknown>>();

/**
 * True while `transaction()` hands TypeORM the query runner of a new SQLite transaction: its
 * queries belong on the writing connection. TypeORM asks for that runner synchronously at
 * the start of `dataSource.transaction`, and the transaction's code then works through the
 * manager it is given, which keeps that runner; so a flag set around the call is enough
 * (an AsyncLocalStorage would do it too, at the price of async hooks on every promise of
 * every request).
 */
let openingSqliteTransaction = false;
export const openingSqliteTransactionNow = (): boolean => openingSqliteTransaction;

/**
 * `dataSource.transaction`, made safe on SQLite; every write goes through it. TypeORM's
 * better-sqlite3 driver has one connection and one query runner: two concurrent
 * `transaction()` calls would nest as savepoints of one transaction and interleave (both
 * could read "two owners" and each remove one). On SQLite the transactions of this helper
 * therefore run one after the other, and only their code reaches the writing connection:
 * everything else reads through a second, read-only connection that sees committed data
 * only (`sqlite-isolation.ts`). On MySQL/MariaDB they run concurrently and lock rows
 * (`forUpdate`).
 */
export function transaction<T>(dataSource: DataSource, work: (manager: EntityManager) => Promise<T>): Promise<T> {
  if (dataSource.options.type !== 'better-sqlite3') return dataSource.transaction(work);
  const previous = sqliteQueues.get(dataSource) ?? Promise.resolve();
  const run = previous.then(() => {
    openingSqliteTransaction = true;
    try {
      return dataSource.transaction(work);
    } finally {
      openingSqliteTransaction = false;
    }
  });
  sqliteQueues.set(
    dataSource,
    run.catch(() => undefined),
  );
  return run;
}
