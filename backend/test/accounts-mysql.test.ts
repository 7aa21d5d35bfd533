import { join } from 'node:path';
import { afterAll, beforeAll, describe } from 'vitest';
import { accountsSuite } from './support/accounts-suite.js';
import { tempDir } from './support/fixtures.js';
import { TEST_MYSQL_URL, createTestDatabase, mysqlReachable } from './support/mysql.js';
import { startTestApp, type TestApp } from './support/test-app.js';

// Locally a missing MariaDB skips this file with a notice; in CI it is a failure.
const target = new URL(TEST_MYSQL_URL);
const skip = process.env.CI !== 'true' && !(await mysqlReachable());
if (skip) console.warn(`accounts MariaDB suite SKIPPED: no server at ${target.host} (TEST_MYSQL_URL)`);

const SYSADMIN = 'chefe.mysql@example.com.br';

describe.skipIf(skip)('accounts on MariaDB', () => {
  const root = tempDir('accounts-mysql');
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let app: TestApp;

  beforeAll(async () => {
    database = await createTestDatabase();
    app = await startTestApp(
      { DATABASE_URL: database.url.href, MAIL_OUTBOX_DIR: join(root.path, 'outbox'), PUBLIC_URL: 'https://estrategia.example.com.br', SYSADMIN_EMAILS: SYSADMIN },
      root.path,
      [],
    );
  });
  afterAll(async () => {
    await app?.close();
    await database?.drop();
    root.remove();
  });

  accountsSuite({ app: () => app, driver: 'mysql', sysadminEmail: SYSADMIN });
});
