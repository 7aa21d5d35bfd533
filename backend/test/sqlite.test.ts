import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { foundationSuite } from './support/foundation-suite.js';
import { frontendFixture, tempDir } from './support/fixtures.js';
import { startTestApp, type TestApp } from './support/test-app.js';

describe('foundation on SQLite', () => {
  const root = tempDir('backend-sqlite');
  // A directory that does not exist yet: the backend creates it.
  const env = { DATABASE_URL: 'sqlite:data/nested/app.sqlite' };
  let app: TestApp;

  beforeAll(async () => {
    frontendFixture(root.path);
    app = await startTestApp(env, root.path);
  });
  afterAll(async () => {
    await app?.close();
    root.remove();
  });

  it('creates the database file, relative to the repository root', () => {
    expect(app.config.database).toEqual({ driver: 'sqlite', path: join(root.path, 'data/nested/app.sqlite') });
    expect(existsSync(join(root.path, 'data/nested/app.sqlite'))).toBe(true);
  });

  foundationSuite({ app: () => app, env: () => env, repoRoot: () => root.path, driver: 'sqlite' });
});
