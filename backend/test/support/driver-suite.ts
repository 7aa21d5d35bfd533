import type { Type } from '@nestjs/common';
import { afterAll, beforeAll, describe } from 'vitest';
import { frontendFixture, tempDir } from './fixtures.js';
import { TEST_MYSQL_URL, createTestDatabase, mysqlReachable } from './mysql.js';
import type { AppConfig } from '../../src/config/config.js';
import { startTestApp, type TestApp } from './test-app.js';

export type Driver = 'sqlite' | 'mysql';

// Locally a missing MariaDB skips the MySQL runs with a notice; in CI it is a failure.
const mysqlMissing = process.env.CI !== 'true' && !(await mysqlReachable());

export interface DriverSuiteOptions {
  /** Extra environment of the app, given its scratch folder. */
  env?: (root: string) => Record<string, string>;
  /** Modules mounted beside the app's (the probe routes by default). */
  extraModules?: Type[];
  /** Configuration no variable sets (startTestApp). */
  settings?: Partial<AppConfig>;
}

/**
 * One suite on one driver: a fresh SQLite file, or a database of its own on the MariaDB of
 * TEST_MYSQL_URL, behind the production app; each driver runs from its own test file so the
 * two run in parallel.
 */
export function describeOnDriver(
  driver: Driver,
  title: string,
  options: DriverSuiteOptions,
  suite: (app: () => TestApp, driver: Driver) => void,
): void {
  const skip = driver === 'mysql' && mysqlMissing;
  if (skip) console.warn(`${title}: MariaDB suite SKIPPED, no server at ${new URL(TEST_MYSQL_URL).host} (TEST_MYSQL_URL)`);
  describe.skipIf(skip)(`${title} on ${driver === 'sqlite' ? 'SQLite' : 'MariaDB'}`, () => {
    const root = tempDir(`${title.replace(/\W+/g, '-')}-${driver}`);
    let database: Awaited<ReturnType<typeof createTestDatabase>> | undefined;
    let app: TestApp;

    beforeAll(async () => {
      frontendFixture(root.path);
      if (driver === 'mysql') database = await createTestDatabase();
      const url = database ? database.url.href : 'sqlite:data/app.sqlite';
      app = await startTestApp({ DATABASE_URL: url, ...options.env?.(root.path) }, root.path, options.extraModules, options.settings);
    });
    afterAll(async () => {
      await app?.close();
      await database?.drop();
      root.remove();
    });

    suite(() => app, driver);
  });
}
