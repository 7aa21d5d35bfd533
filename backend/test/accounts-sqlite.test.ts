import { join } from 'node:path';
import { afterAll, beforeAll, describe } from 'vitest';
import { accountsSuite } from './support/accounts-suite.js';
import { tempDir } from './support/fixtures.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const SYSADMIN = 'chefe.sqlite@example.com.br';

describe('accounts on SQLite', () => {
  const root = tempDir('accounts-sqlite');
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp(
      { DATABASE_URL: 'sqlite:data/app.sqlite', MAIL_OUTBOX_DIR: join(root.path, 'outbox'), PUBLIC_URL: 'https://estrategia.example.com.br', SYSADMIN_EMAILS: SYSADMIN },
      root.path,
      [],
    );
  });
  afterAll(async () => {
    await app?.close();
    root.remove();
  });

  accountsSuite({ app: () => app, driver: 'sqlite', sysadminEmail: SYSADMIN });
});
