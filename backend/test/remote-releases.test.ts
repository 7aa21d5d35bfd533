import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { REMOTES_ELEMENT_ID } from 'contracts';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, type AppConfig } from '../src/config/config.js';
import { REPO_ROOT } from '../src/config/paths.js';
import { releaseRemote, ReleaseError, rollbackRemote, type ReleaseResult } from '../src/static/remote-releases.js';
import { tempDir } from './support/fixtures.js';
import { startTestApp, type TestApp } from './support/test-app.js';

// Real builds of the remotes' packages (they must have been installed; npm test builds them before this runs).

const BUILT_ENTRY = { mfe_accounts: '/static/mfe-accounts/mf-manifest.json', mfe_plans: '/static/mfe-plans/mf-manifest.json' };

describe('npm run release / rollback', () => {
  const overlay = tempDir('backend-releases');
  const data = tempDir('backend-releases-data');
  let config: AppConfig;
  let app: TestApp;
  let accounts: ReleaseResult;
  let plans: ReleaseResult;
  let pageEtag: string;

  const servedRemotes = () =>
    Object.fromEntries(
      (JSON.parse(readFileSync(join(overlay.path, 'app/remotes.json'), 'utf8')) as { remotes: { name: string; entry: string }[] }).remotes.map(
        (remote) => [remote.name, remote.entry],
      ),
    );
  const record = () => JSON.parse(readFileSync(join(overlay.path, 'releases.json'), 'utf8')) as Record<string, { releases: { id: string }[]; served: { entry: string }[] }>;
  /** Every folder of the overlay, and every file with its modification time: what "nothing was written" compares. */
  const snapshot = () =>
    readdirSync(overlay.path, { recursive: true, withFileTypes: true })
      .map((entry) => join(entry.parentPath, entry.name) + (entry.isFile() ? ` ${statSync(join(entry.parentPath, entry.name)).mtimeMs}` : ''))
      .sort();

  beforeAll(async () => {
    config = loadConfig({ STATIC_DIR: overlay.path });
    // Two teams release at the same moment: neither switch is lost.
    [accounts, plans] = await Promise.all([releaseRemote(config, 'mfe-accounts'), releaseRemote(config, 'mfe_plans')]);
    app = await startTestApp({ DATABASE_URL: `sqlite:${join(data.path, 'app.sqlite')}`, STATIC_DIR: overlay.path }, REPO_ROOT, []);
  }, 180_000);
  afterAll(async () => {
    await app?.close();
    overlay.remove();
    data.remove();
  });

  it('builds each remote into a folder named by its version and content, and serves remotes.json pointing at it', () => {
    expect(accounts).toMatchObject({ remote: 'mfe_accounts', built: true, previousEntry: BUILT_ENTRY.mfe_accounts });
    expect(accounts.id).toMatch(/^1\.0\.0-[0-9a-f]{12}$/);
    expect(accounts.entry).toBe(`/static/mfe-accounts/${accounts.id}/mf-manifest.json`);
    expect(existsSync(join(overlay.path, 'mfe-accounts', accounts.id, 'mf-manifest.json'))).toBe(true);
    expect(servedRemotes()).toEqual({ mfe_accounts: accounts.entry, mfe_plans: plans.entry, mfe_companies: '/static/mfe-companies/mf-manifest.json', mfe_matrices: '/static/mfe-matrices/mf-manifest.json' });
    // The record keeps what was served before the first release, so that one can be rolled back too.
    expect(record().mfe_accounts!.served.map((served) => served.entry)).toEqual([BUILT_ENTRY.mfe_accounts, accounts.entry]);
    // No build folder is left behind.
    expect(readdirSync(join(overlay.path, 'mfe-accounts'))).toEqual([accounts.id]);
  });

  it('serves the manifest revalidated (no-cache with a validator) and the content-hashed files for a year', async () => {
    const http = () => request(app.server);
    const manifest = await http().get(accounts.entry).expect(200);
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(manifest.headers.etag).toBeTruthy();
    await http().get(accounts.entry).set('If-None-Match', manifest.headers.etag as string).expect(304);

    const remoteEntry = (JSON.parse(manifest.text) as { metaData: { remoteEntry: { name: string } } }).metaData.remoteEntry.name;
    const chunk = await http().get(`/static/mfe-accounts/${accounts.id}/${remoteEntry}`).expect(200);
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const remotesFile = await http().get('/static/app/remotes.json').expect(200);
    expect(remotesFile.headers['cache-control']).toBe('no-cache');
    expect(remotesFile.headers.etag).toBeTruthy();
    // The page carries remotes.json: the next load of any page uses the release. It is revalidated too.
    const page = await http().get('/login').expect(200);
    expect(page.text).toContain(`id="${REMOTES_ELEMENT_ID}">`);
    expect(page.text).toContain(accounts.entry);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.headers.etag).toMatch(/^W\/".+"$/);
    const unchanged = await http().get('/login').set('If-None-Match', page.headers.etag as string).expect(304);
    expect(unchanged.text).toBe('');
    pageEtag = page.headers.etag as string;
  });

  it('never writes a release folder twice: the same build released again reuses its folder', async () => {
    const before = snapshot().filter((line) => line.includes(accounts.id));
    const again = await releaseRemote(config, 'mfe-accounts');
    expect(again).toMatchObject({ id: accounts.id, built: false, entry: accounts.entry });
    expect(snapshot().filter((line) => line.includes(accounts.id))).toEqual(before);
    expect(record().mfe_accounts!.releases.map((release) => release.id)).toEqual([accounts.id]);
    expect(record().mfe_accounts!.served).toHaveLength(2);
  }, 120_000);

  it('refuses a source that builds another remote, changing nothing', async () => {
    const before = snapshot();
    await expect(releaseRemote(config, 'mfe-accounts', { source: join(REPO_ROOT, 'mfe-plans') })).rejects.toThrow(new ReleaseError(`${join(REPO_ROOT, 'mfe-plans')} builds the remote "mfe_plans", not mfe_accounts`));
    expect(snapshot()).toEqual(before);
  }, 120_000);

  it('rolls back to what was served before, keeps the release folder, and says when there is nothing left to roll back to', async () => {
    expect(await rollbackRemote(config, 'mfe-accounts')).toMatchObject({ remote: 'mfe_accounts', entry: BUILT_ENTRY.mfe_accounts, from: accounts.entry });
    expect(servedRemotes().mfe_accounts).toBe(BUILT_ENTRY.mfe_accounts);
    expect(servedRemotes().mfe_plans).toBe(plans.entry);
    await request(app.server).get(accounts.entry).expect(200);
    // A page the browser revalidates is sent again, with the previous entry in it.
    const page = await request(app.server).get('/login').set('If-None-Match', pageEtag).expect(200);
    expect(page.text).toContain(BUILT_ENTRY.mfe_accounts);
    await expect(rollbackRemote(config, 'mfe-accounts')).rejects.toThrow('mfe_accounts: nothing to roll back to');
    await expect(rollbackRemote(config, 'mfe-companies')).rejects.toThrow('mfe_companies: nothing to roll back to (never released)');
  });

  it('names what is wrong with the command', async () => {
    await expect(releaseRemote(config, 'mfe-nothing')).rejects.toThrow('unknown remote "mfe-nothing": expected one of mfe-accounts, mfe-companies, mfe-matrices, mfe-plans');
    await expect(releaseRemote(loadConfig({}), 'mfe-accounts')).rejects.toThrow(/^STATIC_DIR is not set/);
    await expect(releaseRemote(config, 'mfe-accounts', { source: overlay.path })).rejects.toThrow(`${overlay.path} holds no package.json`);
  });
});
