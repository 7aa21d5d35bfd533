import { afterAll, beforeAll, describe } from 'vitest';
import { companiesSuite } from './support/companies-suite.js';
import { frontendFixture, tempDir } from './support/fixtures.js';
import { TEST_MYSQL_URL, createTestDatabase, mysqlReachable } from './support/mysql.js';
import { startTestApp, type TestApp } from './support/test-app.js';

// Locally a missing MariaDB skips this file with a notice; in CI it is a failure.
const skip = process.env.CI !== 'true' && !(await mysqlReachable());
if (skip) console.warn(`companies MariaDB suite SKIPPED: no server at ${new URL(TEST_MYSQL_URL).host}`);

describe.skipIf(skip)('companies and staff on MariaDB', () => {
  const root = tempDir('companies-mysql');
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

  companiesSuite(() => app);
});
