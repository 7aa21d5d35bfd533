import type { EntityManager, FindOneOptions } from 'typeorm';

/**
 * `SELECT … FOR UPDATE` where the driver has it (MySQL/MariaDB). SQLite has no row locks and
 * needs none: better-sqlite3 runs one write transaction at a time on its single connection.
 */
export function forUpdate(manager: EntityManager): Pick<FindOneOptions, 'lock'> {
  return manager.connection.options.type === 'mysql' ? { lock: { mode: 'pessimistic_write' } } : {};
}
