import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { tempDir } from './support/fixtures.js';
import { linkIn, mailsTo } from './support/mail.js';
import { freePort, runBackend, waitForOutput } from './support/process.js';

const CLI_JS = fileURLToPath(new URL('../dist/cli.js', import.meta.url));
const dir = tempDir('accounts-process');
afterAll(() => dir.remove());

// A guard against a hung process, not a speed check (see main.test.ts).
describe('node dist/main.js: account logs', { timeout: 240_000 }, () => {
  const dbFile = join(dir.path, 'app.sqlite');
  const outbox = join(dir.path, 'outbox');
  const env = { DATABASE_URL: `sqlite:${dbFile}`, MAIL_OUTBOX_DIR: outbox };
  const email = 'log.probe@example.com.br';
  const password = 'Log-Probe-Password-42';

  it('logs sign-ins, failed sign-ins and refused authorizations, never a password or a whole token', async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const backend = runBackend({ ...env, PORT: String(port), PUBLIC_URL: base });
    let token: string;
    let confirmToken: string;
    try {
      await waitForOutput(backend, `Listening on`, 120_000);
      const health = await fetch(`${base}/api/health`, { headers: { 'Sec-Fetch-Mode': 'cors' } });
      const xsrf = /XSRF-TOKEN=([^;]+)/.exec(health.headers.get('set-cookie') ?? '')![1];
      const post = (path: string, body: object, headers: Record<string, string> = {}) =>
        fetch(base + path, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Cookie: `XSRF-TOKEN=${xsrf}`, 'X-XSRF-TOKEN': xsrf, ...headers },
          body: JSON.stringify(body),
        });
      expect((await post('/api/auth/register', { name: 'Log', email, password1: password, password2: password, terms: true })).status).toBe(201);
      let linkEmail: string;
      [linkEmail, confirmToken] = linkIn(mailsTo(outbox, email)[0], base, 'confirmacaoDeEmail').params;
      expect((await post('/api/auth/confirmemail', { email: linkEmail, token: confirmToken })).status).toBe(200);
      expect((await post('/api/general/login', { email, password: 'Wrong-Password-99' })).status).toBe(400);
      const login = await post('/api/general/login', { email, password });
      expect(login.status).toBe(200);
      token = ((await login.json()) as { data: { token: string } }).data.token;
      const refused = await fetch(`${base}/api/general/get_authenticated_user`, { headers: { Authorization: `Token ${token.slice(0, -3)}abc` } });
      expect(refused.status).toBe(401);
      const forged = await fetch(`${base}/api/general/update_user_name`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Token ${token}` },
        body: JSON.stringify({ id: 1, name: 'Forjado' }),
      });
      expect(forged.status).toBe(403);
      expect((await fetch(`${base}/api/general/logout`, { headers: { Authorization: `Token ${token}` } })).status).toBe(200);
      backend.child.kill('SIGTERM');
      expect((await backend.exited).code).toBe(0);
    } finally {
      backend.child.kill('SIGKILL');
    }
    const messages = backend
      .stdout()
      .trim()
      .split('\n')
      .map((line) => String((JSON.parse(line) as { msg: unknown }).msg));
    expect(messages).toContainEqual(expect.stringMatching(/^registered user \d+ \(lo\*\*\*@example\.com\.br\)$/));
    expect(messages).toContainEqual(expect.stringMatching(/^failed sign-in for lo\*\*\*@example\.com\.br from /));
    expect(messages).toContainEqual(expect.stringMatching(/^user \d+ signed in from /));
    expect(messages).toContainEqual(expect.stringMatching(/^authorization refused: GET \/api\/general\/get_authenticated_user .*bad or expired token/));
    expect(messages).toContainEqual(expect.stringMatching(/^user \d+ signed out$/));
    expect(messages).toContainEqual(expect.stringMatching(/^XSRF check refused: POST \/api\/general\/update_user_name from .*no X-XSRF-TOKEN header/));
    const output = backend.stdout() + backend.stderr();
    for (const secret of [password, 'Wrong-Password-99', token, token.slice(0, 20), confirmToken.split('.')[1], email]) {
      expect(output).not.toContain(secret);
    }
  });

  it('promotes an existing account with the CLI: node dist/cli.js promote-sysadmin <email>', () => {
    const run = (...args: string[]) =>
      spawnSync(process.execPath, [CLI_JS, ...args], { env: { PATH: process.env.PATH ?? '', ...env }, encoding: 'utf8' });
    const unknown = run('promote-sysadmin', 'nobody@example.com.br');
    expect(unknown.status).toBe(1);
    expect(unknown.stderr).toContain('No account with the e-mail nobody@example.com.br');
    const usage = run('promote');
    expect(usage.status).toBe(2);
    expect(usage.stderr).toContain('promote-sysadmin <email>');

    const ok = run('promote-sysadmin', ` ${email.toUpperCase()} `);
    expect(ok.stderr).toBe('');
    expect(ok.status).toBe(0);
    expect(ok.stdout).toMatch(/^User \d+ \(log\.probe@example\.com\.br\) is now a system administrator\.\n$/);
    const db = new Database(dbFile, { readonly: true });
    try {
      expect(db.prepare('SELECT is_sys_admin FROM users WHERE email = ?').get(email)).toEqual({ is_sys_admin: 1 });
    } finally {
      db.close();
    }
  });
});
