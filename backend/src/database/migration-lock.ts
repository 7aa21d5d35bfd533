import { Logger } from '@nestjs/common';
import type { DataSource } from 'typeorm';

/** How long an instance waits for another one's migrations before it gives up starting. */
const LOCK_WAIT_SECONDS = 600;

/**
 * Runs the pending migrations, one instance at a time. On MariaDB the instances that start
 * together take turns on a named lock (GET_LOCK: server-wide, so named after the database;
 * held by one connection and released when it closes, even if the process dies): the first
 * migrates, the others find nothing left to run. TypeORM has no lock of its own, and MariaDB's
 * DDL is not transactional, so two instances racing would both try to create the same tables.
 * SQLite has one writer and is served by one instance (docs/DECISIONS.md "Migrations under
 * concurrent starts"): no lock there.
 */
export async function runMigrationsOneAtATime(dataSource: DataSource): Promise<void> {
  if (dataSource.options.type !== 'mysql') {
    await dataSource.runMigrations({ transaction: 'each' });
    return;
  }
  const logger = new Logger('Migrations');
  const lock = `migrations:${String(dataSource.options.database)}`.slice(0, 64);
  const holder = dataSource.createQueryRunner();
  await holder.connect();
  try {
    const take = async (seconds: number) => {
      const [{ taken }] = (await holder.query('SELECT GET_LOCK(?, ?) AS taken', [lock, seconds])) as { taken: number | string | null }[];
      return Number(taken) === 1;
    };
    if (!(await take(0))) {
      logger.log('another instance is running the migrations: waiting for it');
      if (!(await take(LOCK_WAIT_SECONDS))) throw new Error(`the migration lock "${lock}" was not released within ${LOCK_WAIT_SECONDS} s`);
    }
    try {
      await dataSource.runMigrations({ transaction: 'each' });
    } finally {
      await holder.query('SELECT RELEASE_LOCK(?)', [lock]);
    }
  } finally {
    await holder.release();
  }
}
