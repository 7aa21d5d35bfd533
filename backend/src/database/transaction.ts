import { AsyncLocalStorage } from 'node:async_hooks';
import type { DataSource, EntityManager } from 'typeorm';

const sqliteQueues = new WeakMap<DataSource, Promise<unknown>>();

/** Marks the code running inside one of this helper's SQLite transactions (until it ends). */
const sqliteTransactionScope = new AsyncLocalStorage<{ open: boolean }>();

/** True inside a `transaction()` on SQLite: its queries belong on the writing connection. */
export const insideSqliteTransaction = (): boolean => sqliteTransactionScope.getStore()?.open === true;

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
    const scope = { open: true };
    // Work the transaction leaves running (a promise not awaited) reads like any other code once it ends.
    return sqliteTransactionScope.run(scope, () => dataSource.transaction(work)).finally(() => (scope.open = false));
  });
  sqliteQueues.set(
    dataSource,
    run.catch(() => undefined),
  );
  return run;
}
