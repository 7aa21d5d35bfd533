import { afterAll, beforeAll, describe } from 'vitest';
import { frontendFixture, tempDir } from './support/fixtures.js';
import { robustnessSuite } from './support/robustness-suite.js';
import { startTestApp, type TestApp } from './support/test-app.js';

describe('hostile input on SQLite', () => {
  const root = tempDir('robustness-sqlite');
  let app: TestApp;

  beforeAll(async () => {
    frontendFixture(root.path);
    app = await startTestApp({ DATABASE_URL: 'sqlite:data/app.sqlite' }, root.path);
  });
  afterAll(async () => {
    await app?.close();
    root.remove();
  });

  robustnessSuite(() => app);
});
