import { afterAll, beforeAll, describe } from 'vitest';
import { companiesSuite } from './support/companies-suite.js';
import { frontendFixture, tempDir } from './support/fixtures.js';
import { startTestApp, type TestApp } from './support/test-app.js';

describe('companies and staff on SQLite', () => {
  const root = tempDir('companies-sqlite');
  let app: TestApp;

  beforeAll(async () => {
    frontendFixture(root.path);
    app = await startTestApp({ DATABASE_URL: 'sqlite:data/app.sqlite' }, root.path);
  });
  afterAll(async () => {
    await app?.close();
    root.remove();
  });

  companiesSuite(() => app);
});
