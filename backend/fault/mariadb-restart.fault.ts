/**
 * `npm run fault` (scripts/fault.sh): restarts the real MariaDB server under a running backend
 * with writes in flight, then checks what the clients were told against what the database
 * holds. Not part of `npm test`: it stops a server other suites share.
 *
 * 1. A fresh database on TEST_MYSQL_URL, `node dist/main.js` on it (FAULT_PORT, loopback).
 * 2. A system administrator (registered, confirmed from the outbox, signed in) and two
 *    companies to rename.
 * 3. Writers, back to back: three create companies (company + owner membership + active
 *    company, one transaction), two rename one company each (so their order is known).
 * 4. After a few seconds of writes, MariaDB is shut down (MARIADB_STOP), kept down a moment,
 *    started again (MARIADB_START); writes go on until the backend has answered 2xx again
 *    for a while, within fixed bounds of time and count.
 * 5. Checks: every answer is 2xx or 503; 503s were seen while the server was down; the same
 *    backend process answers 2xx again; every 2xx creation is in the database whole; a
 *    creation answered 503 is absent or whole (its commit may have landed as the connection
 *    died), never half-written; no company lacks its owner; each renamed company holds its
 *    last acknowledged name or one sent after it.
 */
import { exec } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import mysql from 'mysql2/promise';
import { expect, it } from 'vitest';
import { linkIn, mailsTo } from '../test/support/mail.js';
import { createTestDatabase, mysqlReachable } from '../test/support/mysql.js';
import { runBackend, waitForOutput } from '../test/support/process.js';

const run = promisify(exec);
const PORT = Number(process.env.FAULT_PORT || 8125);
const MARIADB_STOP = process.env.MARIADB_STOP || 'mysqladmin -h127.0.0.1 -uroot shutdown';
const MARIADB_START = process.env.MARIADB_START || 'start-stop-daemon --start --oknodo --background --exec /usr/sbin/mariadbd';

/** Bounds: writes before the restart, time kept down, writes after recovery, hard caps. */
const WARM_UP_MS = 3_000;
const DOWN_MS = 2_000;
const AFTER_RECOVERY_MS = 3_000;
const RECOVERY_DEADLINE_MS = 30_000;
const MAX_WRITES = 3_000;
const PAUSE_MS = 40;
const REQUEST_TIMEOUT_MS = 15_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const is2xx = (status: number) => status >= 200 && status < 300;

interface Answer {
  status: number;
  data?: { id?: number; token?: string; email?: string };
  /** Set when no HTTP answer came at all. */
  networkError?: string;
}

/** A browser-like client of the backend: XSRF cookie and header, then the sign-in token. */
class Client {
  private cookie = '';
  private xsrf = '';
  private token = '';

  constructor(private readonly base: string) {}

  async start(): Promise<void> {
    const res = await fetch(`${this.base}/api/health`);
    this.xsrf = /XSRF-TOKEN=([^;]+)/.exec(res.headers.get('set-cookie') ?? '')?.[1] ?? '';
    this.cookie = `XSRF-TOKEN=${this.xsrf}`;
    await res.arrayBuffer();
  }

  signIn(token: string): void {
    this.token = token;
  }

  async post(path: string, body: object): Promise<Answer> {
    try {
      const res = await fetch(`${this.base}${path}`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Cookie: this.cookie,
          'X-XSRF-TOKEN': this.xsrf,
          ...(this.token ? { Authorization: `Token ${this.token}` } : {}),
        },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      const json = (await res.json().catch(() => ({}))) as { data?: Answer['data'] };
      return { status: res.status, data: json.data };
    } catch (error) {
      return { status: 0, networkError: String(error) };
    }
  }
}

interface Write {
  kind: 'create' | 'rename';
  /** The unique name sent (fantasy_name of a creation, new name of a rename). */
  name: string;
  /** The renamed company, or the created one when the answer said so. */
  companyId?: number;
  answer: Answer;
  /** Milliseconds since the writes began, when the answer came. */
  at: number;
}

const NEW_COMPANY = { description: 'Escrita durante a queda do banco', business_model: 1, sector: 1, revenue: 1, reach: 1 };

it('restarts MariaDB under running writes: 503 meanwhile, recovery without a restart, nothing lost or half-written', async () => {
  const runId = randomBytes(3).toString('hex');
  const scratch = mkdtempSync(join(tmpdir(), 'fault-'));
  const database = await createTestDatabase();
  const admin = `fault.${runId}@example.com.br`;
  const base = `http://127.0.0.1:${PORT}`;
  const backend = runBackend({
    PORT: String(PORT),
    PUBLIC_URL: base,
    DATABASE_URL: database.url.href,
    MAIL_OUTBOX_DIR: join(scratch, 'outbox'),
    SYSADMIN_EMAILS: admin,
  });
  let restartedAt: number | undefined;
  try {
    await waitForOutput(backend, 'Listening on');

    // The system administrator and the two companies to rename.
    const client = new Client(base);
    await client.start();
    const password = 'senha da falha 1';
    expect((await client.post('/api/auth/register', { name: 'Falha', email: admin, password1: password, password2: password, terms: true })).status).toBe(201);
    const [linkEmail, token] = linkIn(mailsTo(join(scratch, 'outbox'), admin)[0], base, 'confirmacaoDeEmail').params;
    expect((await client.post('/api/auth/confirmemail', { email: linkEmail, token })).status).toBe(200);
    const login = await client.post('/api/general/login', { email: admin, password });
    expect(login.status).toBe(200);
    client.signIn(login.data!.token!);
    const renamed: { id: number; initial: string }[] = [];
    for (const initial of [`Renomeada A ${runId}`, `Renomeada B ${runId}`]) {
      const created = await client.post('/api/general/new_company', { ...NEW_COMPANY, fantasy_name: initial });
      expect(created.status).toBe(201);
      renamed.push({ id: created.data!.id!, initial });
    }

    // Writers, back to back, until told to stop (or the caps are reached).
    const writes: Write[] = [];
    const started = Date.now();
    let stop = false;
    let sequence = 0;
    const write = async (kind: Write['kind'], name: string, send: () => Promise<Answer>, companyId?: number) => {
      const answer = await send();
      writes.push({ kind, name, companyId: companyId ?? answer.data?.id, answer, at: Date.now() - started });
    };
    const creator = async () => {
      while (!stop && writes.length < MAX_WRITES) {
        const name = `Falha ${runId} ${++sequence}`;
        await write('create', name, () => client.post('/api/general/new_company', { ...NEW_COMPANY, fantasy_name: name }));
        await sleep(PAUSE_MS);
      }
    };
    const renamer = (id: number) => async () => {
      while (!stop && writes.length < MAX_WRITES) {
        const name = `Nome ${runId} ${++sequence}`;
        await write('rename', name, () => client.post('/api/general/update_company', { id, fantasy_name: name, description: 'Renomeada' }), id);
        await sleep(PAUSE_MS);
      }
    };
    const writers = Promise.all([creator(), creator(), creator(), ...renamed.map(({ id }) => renamer(id)())]);

    // The restart, while the writers run.
    await sleep(WARM_UP_MS);
    const stoppedAt = Date.now() - started;
    await run(MARIADB_STOP, { timeout: 60_000 });
    const downAt = Date.now() - started;
    await sleep(DOWN_MS);
    await run(MARIADB_START, { timeout: 60_000 });
    const pingDeadline = Date.now() + 60_000;
    while (!(await mysqlReachable())) {
      if (Date.now() > pingDeadline) throw new Error('MariaDB did not come back within 60 s');
      await sleep(200);
    }
    restartedAt = Date.now() - started;
    const recoveryDeadline = Date.now() + RECOVERY_DEADLINE_MS;
    while (!writes.some((w) => w.at > restartedAt! && is2xx(w.answer.status)) && Date.now() < recoveryDeadline) await sleep(100);
    const recoveredAt = writes.find((w) => w.at > restartedAt! && is2xx(w.answer.status))?.at;
    await sleep(AFTER_RECOVERY_MS);
    stop = true;
    await writers;

    // What the database holds, read directly.
    const db = await mysql.createConnection({ uri: database.url.href });
    const violations: string[] = [];
    const created = { acknowledged: 0, refused: 0, refusedAbsent: 0, refusedWhole: 0 };
    let renames = { acknowledged: 0, refused: 0 };
    try {
      for (const w of writes) {
        if (is2xx(w.answer.status) || w.answer.status === 503) continue;
        violations.push(`${w.kind} "${w.name}" answered ${w.answer.status || w.answer.networkError}`);
      }
      for (const w of writes.filter((x) => x.kind === 'create')) {
        const [rows] = await db.query<mysql.RowDataPacket[]>(
          `SELECT c.id, (SELECT COUNT(*) FROM company_memberships m WHERE m.company_id = c.id AND m.role = 1) AS owners
             FROM companies c WHERE c.fantasy_name = ?`,
          [w.name],
        );
        const whole = rows.length === 1 && Number(rows[0].owners) === 1;
        if (is2xx(w.answer.status)) {
          created.acknowledged++;
          if (!whole || rows[0].id !== w.companyId) violations.push(`company "${w.name}" answered ${w.answer.status} but is ${rows.length ? 'half-written' : 'missing'}`);
        } else if (w.answer.status === 503) {
          created.refused++;
          if (rows.length === 0) created.refusedAbsent++;
          else if (whole) created.refusedWhole++;
          else violations.push(`company "${w.name}" answered 503 and is half-written`);
        }
      }
      const [orphans] = await db.query<mysql.RowDataPacket[]>(
        `SELECT c.fantasy_name FROM companies c
          WHERE NOT EXISTS (SELECT 1 FROM company_memberships m WHERE m.company_id = c.id AND m.role = 1)`,
      );
      for (const orphan of orphans) violations.push(`company "${orphan.fantasy_name}" has no owner`);

      for (const { id, initial } of renamed) {
        const sent = writes.filter((w) => w.kind === 'rename' && w.companyId === id);
        renames = {
          acknowledged: renames.acknowledged + sent.filter((w) => is2xx(w.answer.status)).length,
          refused: renames.refused + sent.filter((w) => w.answer.status === 503).length,
        };
        const lastAcknowledged = sent.findLastIndex((w) => is2xx(w.answer.status));
        const allowed = new Set(sent.slice(Math.max(lastAcknowledged, 0)).map((w) => w.name));
        if (lastAcknowledged < 0) allowed.add(initial);
        const [[row]] = await db.query<mysql.RowDataPacket[]>('SELECT fantasy_name FROM companies WHERE id = ?', [id]);
        if (!allowed.has(row.fantasy_name)) violations.push(`company ${id} holds "${row.fantasy_name}", not its last acknowledged name`);
      }
    } finally {
      await db.end();
    }

    const outageAnswers = writes.filter((w) => w.answer.status === 503);
    const count = (test: (w: Write) => boolean) => writes.filter(test).length;
    const seconds = (ms: number | undefined) => (ms === undefined ? '—' : `${(ms / 1000).toFixed(1)} s`);
    console.log(
      [
        `fault: MariaDB shutdown at +${seconds(stoppedAt)}, down at +${seconds(downAt)}, answering again at +${seconds(restartedAt)}; ` +
          `backend's first 2xx after that at +${seconds(recoveredAt)} (same process, pid ${backend.child.pid})`,
        `writes: ${writes.length} in ${seconds(writes.at(-1)?.at)} — 2xx ${count((w) => is2xx(w.answer.status))}, 503 ${outageAnswers.length}` +
          ` (from +${seconds(outageAnswers[0]?.at)} to +${seconds(outageAnswers.at(-1)?.at)}), other ${count((w) => !is2xx(w.answer.status) && w.answer.status !== 503)}`,
        `  creations: 2xx ${created.acknowledged} (all checked whole), 503 ${created.refused} ` +
          `(absent ${created.refusedAbsent}, committed whole before the answer was lost ${created.refusedWhole})`,
        `  renames: 2xx ${renames.acknowledged}, 503 ${renames.refused}; ${renamed.length} companies checked against their last acknowledged name`,
        `violations: ${violations.length}`,
        ...violations.slice(0, 20).map((v) => `  - ${v}`),
      ].join('\n'),
    );

    expect(violations).toEqual([]);
    expect(outageAnswers.length, 'no 503 while MariaDB was down').toBeGreaterThan(0);
    expect(recoveredAt, 'the backend did not answer 2xx again').toBeDefined();
    expect(backend.child.exitCode).toBeNull();
  } finally {
    // Whatever happened, MariaDB must be running again for everyone else.
    if (!(await mysqlReachable())) await run(MARIADB_START, { timeout: 60_000 }).catch(() => undefined);
    backend.child.kill('SIGTERM');
    await Promise.race([backend.exited, sleep(10_000)]);
    backend.child.kill('SIGKILL');
    await database.drop().catch((error: unknown) => console.error(`could not drop ${database.url.pathname}: ${String(error)}`));
    rmSync(scratch, { recursive: true, force: true });
  }
});
