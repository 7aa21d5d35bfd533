import { join } from 'node:path';
import Database from 'better-sqlite3';
import mysql from 'mysql2/promise';
import { DataSource, QueryFailedError } from 'typeorm';
import { afterAll, describe, expect, it } from 'vitest';
import { tempDir } from '../../test/support/fixtures.js';
import { freePort } from '../../test/support/process.js';
import { isDatabaseUnavailableError } from './database-errors.js';

/** The error a call really raises, to classify the drivers' own errors rather than hand-made ones. */
async function errorOf(run: () => unknown): Promise<unknown> {
  try {
    await run();
  } catch (error) {
    return error;
  }
  throw new Error('expected the call to fail');
}

describe('isDatabaseUnavailableError', () => {
  const dir = tempDir('db-errors');
  afterAll(() => dir.remove());

  it('recognises an unreachable MySQL server', async () => {
    const port = await freePort();
    const error = await errorOf(() => mysql.createConnection({ host: '127.0.0.1', port, connectTimeout: 2000 }));
    expect(isDatabaseUnavailableError(error)).toBe(true);
  });

  it('recognises a SQLite database locked by another process, also wrapped by TypeORM', async () => {
    const file = join(dir.path, 'locked.sqlite');
    const holder = new Database(file);
    holder.exec('CREATE TABLE t (x INTEGER)');
    holder.exec('BEGIN EXCLUSIVE');
    const dataSource = new DataSource({ type: 'better-sqlite3', database: file, timeout: 0 });
    await dataSource.initialize();
    try {
      const error = await errorOf(() => dataSource.query('INSERT INTO t VALUES (1)'));
      expect(error).toBeInstanceOf(QueryFailedError);
      expect(isDatabaseUnavailableError(error)).toBe(true);
    } finally {
      holder.exec('ROLLBACK');
      holder.close();
      await dataSource.destroy();
    }
  });

  it('recognises a data source already closed (while shutting down)', async () => {
    const dataSource = new DataSource({ type: 'better-sqlite3', database: join(dir.path, 'closed.sqlite') });
    await dataSource.initialize();
    await dataSource.destroy();
    expect(isDatabaseUnavailableError(await errorOf(() => dataSource.query('SELECT 1')))).toBe(true);
  });

  it('leaves query mistakes and other errors to the 500 path', async () => {
    const dataSource = new DataSource({ type: 'better-sqlite3', database: join(dir.path, 'ok.sqlite') });
    await dataSource.initialize();
    try {
      expect(isDatabaseUnavailableError(await errorOf(() => dataSource.query('SELEC 1')))).toBe(false);
      expect(isDatabaseUnavailableError(await errorOf(() => dataSource.query('SELECT * FROM missing')))).toBe(false);
    } finally {
      await dataSource.destroy();
    }
    expect(isDatabaseUnavailableError(new TypeError('x is undefined'))).toBe(false);
    expect(isDatabaseUnavailableError(undefined)).toBe(false);
  });
});
