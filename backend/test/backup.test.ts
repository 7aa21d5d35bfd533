import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { newCompanyBody } from './support/companies.js';
import { tempDir } from './support/fixtures.js';
import { createTestDatabase, mysqlReachable } from './support/mysql.js';
import { type Backend, freePort, runBackend, waitForOutput } from './support/process.js';
import { signUp } from './support/users.js';

const CLI_JS = fileURLToPath(new URL('../dist/cli.js', import.meta.url));
const mysqlMissing = process.env.CI !== 'true' && !(await mysqlReachable());

/**
 * The restore drill an operator runs, on both drivers: data made through the API, a backup
 * taken while the server runs (`node dist/cli.js backup`, what `npm run backup` runs), the
 * data changed and deleted, a restore refused while the server answers, then done with the
 * server stopped: the restarted server answers what it answered at the backup.
 */
describe.each(['sqlite', 'mysql'] as const)('backup and restore on %s', (driver) => {
  const root = tempDir(`backup-${driver}`);
  const processes: Backend[] = [];
  let drop: (() => Promise<void>) | undefined;
  afterAll(async () => {
    for (const backend of processes) backend.child.kill('SIGKILL');
    await Promise.all(processes.map((backend) => backend.exited));
    await drop?.();
    root.remove();
  });

  it.skipIf(driver === 'mysql' && mysqlMissing)('restores the data of the backup, after deletions, with the server stopped', async () => {
    let databaseUrl = `sqlite:${join(root.path, 'app.sqlite')}`;
    if (driver === 'mysql') {
      const database = await createTestDatabase();
      drop = database.drop;
      databaseUrl = database.url.href;
    }
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const email = `backup.${driver}.${Date.now().toString(36)}@exemplo.com.br`;
    const env = { PORT: String(port), PUBLIC_URL: base, DATABASE_URL: databaseUrl, MAIL_OUTBOX_DIR: join(root.path, 'outbox'), SYSADMIN_EMAILS: email };
    const cli = (...args: string[]) => spawnSync(process.execPath, [CLI_JS, ...args], { env: { PATH: process.env.PATH ?? '', ...env }, encoding: 'utf8' });
    const start = async () => {
      const backend = runBackend(env);
      processes.push(backend);
      await waitForOutput(backend, `Listening on http://localhost:${port}`, 60_000);
      return backend;
    };

    let server = await start();
    const user = await signUp({ server: base, config: { mailOutboxDir: env.MAIL_OUTBOX_DIR, publicUrl: base, smtpUrl: undefined } }, { email });
    const call = async (path: string, body?: unknown) => {
      const res = await fetch(`${base}${path}`, {
        method: body === undefined ? 'GET' : 'POST',
        headers: { ...user.auth, 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: res.status, body: (await res.json()) as { data: Record<string, unknown> & { id: number } } };
    };
    const created = await call('/api/general/new_company', newCompanyBody('Salva no Backup'));
    expect(created.status).toBe(201);
    const kept = created.body.data.id;
    expect((await call('/api/general/update_company', { id: kept, fantasy_name: 'Salva no Backup', description: 'Descrição salva' })).status).toBe(200);
    const companiesAtBackup = (await call('/api/general/get_my_companies')).body.data;
    const companyAtBackup = (await call('/api/general/get_company_basic_info', { id: kept })).body.data;

    // The backup, while the server runs.
    const file = join(root.path, driver === 'sqlite' ? 'copia.sqlite' : 'copia.sql');
    const backup = cli('backup', file);
    expect(backup.stderr).toBe('');
    expect(backup.status).toBe(0);
    expect(backup.stdout).toBe(`Database saved to ${file}.\n`);
    expect(existsSync(`${file}.partial-${backup.pid}`)).toBe(false);

    // After it: the company deleted, another one made.
    expect((await call('/api/general/delete_company', { id: kept })).status).toBe(200);
    expect((await call('/api/general/new_company', newCompanyBody('Feita Depois'))).status).toBe(201);
    const changed = (await call('/api/general/get_my_companies')).body.data;
    expect(changed).not.toEqual(companiesAtBackup);

    // Refused while the server answers, and for a file that is no backup: nothing changes.
    const whileServed = cli('restore', file);
    expect(whileServed.status).toBe(1);
    expect(whileServed.stderr).toMatch(/^restore refused: a server answers at http:\/\/127\.0\.0\.1:\d+\/api\/health: stop every instance before restoring\n$/);
    expect((await call('/api/general/get_my_companies')).body.data).toEqual(changed);
    server.child.kill('SIGTERM');
    expect(await server.exited).toEqual({ code: 0, signal: null });
    const notABackup = cli('restore', join(root.path, 'outbox', '..', driver === 'sqlite' ? 'copia.sql' : 'copia.sqlite'));
    expect(notABackup.status).toBe(1);
    expect(notABackup.stderr).toMatch(/^restore refused: no backup at /);
    const wrongKind = cli('restore', CLI_JS);
    expect(wrongKind.status).toBe(1);
    expect(wrongKind.stderr).toMatch(/^restore refused: .* is not a (SQLite backup|dump made by npm run backup on MariaDB)/);

    const restore = cli('restore', file);
    expect(restore.stderr).toBe('');
    expect(restore.status).toBe(0);
    expect(restore.stdout).toBe(`Database restored from ${file}.\n`);

    // The restarted server answers as at the backup: the deleted company is back, the later one gone, the session valid.
    server = await start();
    expect((await call('/api/general/get_my_companies')).body.data).toEqual(companiesAtBackup);
    expect((await call('/api/general/get_company_basic_info', { id: kept })).body.data).toEqual(companyAtBackup);
    server.child.kill('SIGTERM');
    expect(await server.exited).toEqual({ code: 0, signal: null });
  });
});
