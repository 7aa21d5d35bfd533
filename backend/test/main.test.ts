import { existsSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { tempDir } from './support/fixtures.js';
import { freePort, runBackend, waitForOutput } from './support/process.js';

const dir = tempDir('backend-main');
afterAll(() => dir.remove());

// A guard against a hung process, not a speed check: a production process's first start on a
// fresh database took 15–30 s while a CI run's other lane kept both cores and the disk busy.
describe('node dist/main.js', { timeout: 240_000 }, () => {
  it('migrates a fresh SQLite file, serves, logs requests without secrets and stops on SIGTERM', async () => {
    const port = await freePort();
    const dbFile = join(dir.path, 'fresh/dir/app.sqlite');
    const backend = runBackend({ PORT: String(port), DATABASE_URL: `sqlite:${dbFile}`, MAIL_OUTBOX_DIR: join(dir.path, 'outbox') });
    try {
      await waitForOutput(backend, `Listening on http://localhost:${port}`, 120_000);
      expect(existsSync(dbFile)).toBe(true);

      const health = await fetch(`http://127.0.0.1:${port}/api/health?token=supersecretvalue`, {
        headers: { Authorization: 'Token tok3n-that-must-not-leak', Cookie: 'XSRF-TOKEN=cookie-that-must-not-leak' },
      });
      expect(health.status).toBe(200);
      expect(await health.json()).toMatchObject({ success: true, data: { status: 'ok', instance: `${hostname()}:${backend.child.pid}`, state: 'ready' } });
      await fetch(`http://127.0.0.1:${port}/redefinirSenha/MQ/c29tZS1sb25nLXJlc2V0LXRva2VuLXZhbHVl`);
      await fetch(`http://127.0.0.1:${port}/api/nothing-here`, { method: 'POST', body: '{"password":"pw-that-must-not-leak"}' });

      backend.child.kill('SIGTERM');
      const { code } = await backend.exited;
      expect(code).toBe(0);
    } finally {
      backend.child.kill('SIGKILL');
    }

    const lines = backend.stdout().trim().split('\n');
    const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    const requests = entries.filter((entry) => entry.msg === 'request');
    expect(requests.map(({ method, url, status }) => ({ method, url, status }))).toEqual([
      { method: 'GET', url: '/api/health?token=:redacted', status: 200 },
      { method: 'GET', url: '/redefinirSenha/:redacted/:redacted', status: expect.any(Number) },
      { method: 'POST', url: '/api/nothing-here', status: 404 },
    ]);
    for (const entry of requests) expect(typeof entry.durationMs).toBe('number');
    const output = backend.stdout() + backend.stderr();
    for (const secret of ['supersecretvalue', 'tok3n-that-must-not-leak', 'cookie-that-must-not-leak', 'pw-that-must-not-leak', 'c29tZS1sb25n']) {
      expect(output).not.toContain(secret);
    }
    expect(entries.some((entry) => String(entry.msg).includes('SIGTERM received'))).toBe(true);
    // The default sandbox provider is announced as a warning at start.
    expect(entries.some((entry) => entry.level === 40 && String(entry.msg).startsWith('PAYMENT_PROVIDER=sandbox: checkouts are test pages'))).toBe(true);
  });
});
