import { mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const E2E_PORT = Number(process.env.E2E_PORT ?? 8123);
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;

/** Scratch space of this run: the database, the outbox and the static overlay folder. */
export const E2E_DIR = process.env.E2E_DIR ?? join(tmpdir(), `e2e-${E2E_PORT}`);
export const STATIC_DIR = join(E2E_DIR, 'static');
export const OUTBOX_DIR = join(E2E_DIR, 'outbox');

/** The system administrator of the e2e runs. */
export const SYSADMIN_EMAIL = 'sysadmin.e2e@exemplo.com';
/** The system administrator of analytics.spec, which signs itself up (it may run without companies.spec). */
export const ANALYTICS_SYSADMIN_EMAIL = 'acessos.sysadmin.e2e@exemplo.com';

/** What every-page.setup.ts leaves for every-page.spec.ts: the owner's saved session and the pages of their company. */
export const EVERY_PAGE_OWNER_FILE = join(E2E_DIR, 'every-page-owner.json');

let prepared = false;
/**
 * Environment of the backend under test; the scratch folder is emptied once per run, by the
 * runner before it starts the server. Each worker loads this configuration too (every phase of
 * projects starts new ones): a worker emptying it would delete the outbox and the database
 * under the running server and the other worker's tests.
 */
export function serverEnv(): Record<string, string> {
  if (!prepared && process.env.TEST_WORKER_INDEX === undefined) {
    rmSync(E2E_DIR, { recursive: true, force: true });
    mkdirSync(STATIC_DIR, { recursive: true });
    mkdirSync(OUTBOX_DIR, { recursive: true });
    prepared = true;
  }
  return {
    PORT: String(E2E_PORT),
    PUBLIC_URL: E2E_BASE_URL,
    DATABASE_URL: `sqlite:${join(E2E_DIR, 'app.sqlite')}`,
    MAIL_OUTBOX_DIR: OUTBOX_DIR,
    STATIC_DIR,
    LOG_LEVEL: 'warn',
    // Accounts with these e-mails become system administrators when confirmed (companies.spec, analytics.spec).
    SYSADMIN_EMAILS: [SYSADMIN_EMAIL, ANALYTICS_SYSADMIN_EMAIL].join(','),
  };
}
