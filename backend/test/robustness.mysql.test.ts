import { afterAll, beforeAll, describe } from 'vitest';
import { frontendFixture, tempDir } from './support/fixtures.js';
import { TEST_MYSQL_URL, createTestDatabase, mysqlReachable } from './support/mysql.js';
import { robustnessSuite } from './support/robustness-suite.js';
import { startTestApp, type TestApp } from './support/test-app.js';

// Locally a missing MariaDB skips this file with a notice; in CI it is a failure.
const skip = process.env.CI !== 'true' && !(await mysqlReachable());
if (skip) console.warn(`robustness MariaDB suite SKIPPED: no server at ${new URL(TEST_MYSQL_URL).host}`);

describe.skipIf(skip)('hostile input on MariaDB', () => {
  const root = tempDir('robustness-mysql');
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let app: TestApp;

  beforeAll(async () => {
    frontendFixture(root.path);
    database = await createTestDatabase();
    app = await startTestApp({ DATABASE_URL: database.url.href }, root.path);
  });
  afterAll(async () => {
    await app?.close();
    await database?.drop();
    root.remove();
  });

  robustnessSuite(() => app);
});
