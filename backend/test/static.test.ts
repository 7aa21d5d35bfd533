import { MESSAGES } from 'contracts';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_REMOTES, SHELL_INDEX, frontendFixture, tempDir, writeFiles } from './support/fixtures.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const OVERLAY_REMOTES = {
  remotes: [{ name: 'mfe_accounts', entry: '/static/mfe-accounts-v2/mf-manifest.json' }],
};

describe('STATIC_DIR overlay', () => {
  const root = tempDir('backend-static');
  const overlay = tempDir('backend-overlay');
  let app: TestApp;

  beforeAll(async () => {
    frontendFixture(root.path);
    writeFiles(overlay.path, {
      'mfe-accounts/mf-manifest.json': '{"id":"mfe_accounts","version":"hotfix"}',
      'mfe-accounts-v2/mf-manifest.json': '{"id":"mfe_accounts","version":"2"}',
      'mfe-accounts-v2/static/js/main.0badc0de.js': 'export {};',
    });
    app = await startTestApp({ DATABASE_URL: 'sqlite:data/app.sqlite', STATIC_DIR: overlay.path }, root.path, []);
  });
  afterAll(async () => {
    await app?.close();
    root.remove();
    overlay.remove();
  });

  const http = () => request(app.server);

  it('serves overlay files first, in known and new folders, and the builds for the rest', async () => {
    expect(JSON.parse((await http().get('/static/mfe-accounts/mf-manifest.json').expect(200)).text).version).toBe('hotfix');
    expect(JSON.parse((await http().get('/static/mfe-accounts-v2/mf-manifest.json').expect(200)).text).version).toBe('2');
    const hashed = await http().get('/static/mfe-accounts-v2/static/js/main.0badc0de.js').expect(200);
    expect(hashed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await http().get('/static/mfe-accounts/remoteEntry.js').expect(200)).text).toBe('var mfe_accounts;');
    await http().get('/static/mfe-accounts-v2/remoteEntry.js').expect(404);
  });

  it("takes remotes.json from the overlay once present, and picks up edits without a restart", async () => {
    expect(JSON.parse((await http().get('/static/app/remotes.json').expect(200)).text)).toEqual(DEFAULT_REMOTES);

    writeFiles(overlay.path, { 'app/remotes.json': JSON.stringify(OVERLAY_REMOTES) });
    const res = await http().get('/static/app/remotes.json').expect(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(JSON.parse(res.text)).toEqual(OVERLAY_REMOTES);

    const edited = { remotes: [...OVERLAY_REMOTES.remotes, { name: 'mfe_plans', entry: '/static/mfe-plans/mf-manifest.json' }] };
    writeFiles(overlay.path, { 'app/remotes.json': JSON.stringify(edited) });
    expect(JSON.parse((await http().get('/static/app/remotes.json').expect(200)).text)).toEqual(edited);
  });

  it('answers client routes with the overlay index.html when there is one', async () => {
    expect((await http().get('/planos').expect(200)).text).toBe(SHELL_INDEX);
    writeFiles(overlay.path, { 'app/index.html': '<!doctype html><title>shell v2</title>' });
    expect((await http().get('/planos').expect(200)).text).toBe('<!doctype html><title>shell v2</title>');
  });
});

describe('without frontend builds', () => {
  const root = tempDir('backend-nobuild');
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp({ DATABASE_URL: 'sqlite:data/app.sqlite' }, root.path, []);
  });
  afterAll(async () => {
    await app?.close();
    root.remove();
  });

  it('says the interface is unavailable instead of failing, and the API still works', async () => {
    const res = await request(app.server).get('/empresas').expect(503);
    expect(res.body).toEqual({ success: false, errors: { general: [MESSAGES.frontendUnavailable] }, message: MESSAGES.frontendUnavailable });
    await request(app.server).get('/static/app/remotes.json').expect(404);
    await request(app.server).get('/api/health').expect(200);
  });
});
