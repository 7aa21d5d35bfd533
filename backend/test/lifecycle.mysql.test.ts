import { join } from 'node:path';
import { MESSAGES } from 'contracts';
import mysql from 'mysql2/promise';
import { afterAll, describe, expect, it } from 'vitest';
import { newCompanyBody } from './support/companies.js';
import { tempDir } from './support/fixtures.js';
import { createTestDatabase, mysqlReachable, TEST_MYSQL_URL } from './support/mysql.js';
import { type Backend, freePort, runBackend, waitForOutput } from './support/process.js';
import { signUp, type SignedUpUser } from './support/users.js';

/**
 * The instance's life as an operator runs it: real `node dist/main.js` processes on MariaDB,
 * started together on an empty database, stopped with SIGTERM under load, killed with SIGKILL.
 */
const skip = process.env.CI !== 'true' && !(await mysqlReachable());
if (skip) console.warn(`Instance lifecycle suite SKIPPED: no MariaDB at ${new URL(TEST_MYSQL_URL).host}; CI=true makes this a failure`);

type Database = Awaited<ReturnType<typeof createTestDatabase>>;

describe.skipIf(skip)('instances on MariaDB: concurrent starts, readiness, SIGTERM and SIGKILL', () => {
  const root = tempDir('lifecycle');
  const databases: Database[] = [];
  const processes: Backend[] = [];
  afterAll(async () => {
    for (const backend of processes) backend.child.kill('SIGKILL');
    await Promise.all(processes.map((backend) => backend.exited));
    for (const database of databases) await database.drop();
    root.remove();
  });

  const newDatabase = async () => {
    const database = await createTestDatabase();
    databases.push(database);
    return database;
  };
  const start = async (database: Database, env: Record<string, string> = {}) => {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const backend = runBackend({ PORT: String(port), PUBLIC_URL: url, DATABASE_URL: database.url.href, MAIL_OUTBOX_DIR: join(root.path, 'outbox'), ...env });
    processes.push(backend);
    return { backend, url, port, listening: () => waitForOutput(backend, `Listening on http://localhost:${port}`, 120_000) };
  };
  const json = async (url: string) => {
    const res = await fetch(url);
    return { status: res.status, body: (await res.json()) as { success: boolean; data?: Record<string, unknown>; message?: string } };
  };
  /** Log lines at error level or above (pino's 50), and anything on stderr. */
  const errorsIn = (backend: Backend) => [
    ...backend
      .stdout()
      .split('\n')
      .filter(Boolean)
      .filter((line) => (JSON.parse(line) as { level: number }).level >= 50),
    ...backend.stderr().split('\n').filter(Boolean),
  ];
  /** Tables, columns, indexes and the migrations run, as information_schema tells them. */
  const schemaOf = async (database: Database) => {
    const db = await mysql.createConnection({ uri: database.url.href });
    try {
      const name = database.url.pathname.slice(1);
      const [columns] = await db.query(
        `SELECT TABLE_NAME, COLUMN_NAME, ORDINAL_POSITION, COLUMN_TYPE, IS_NULLABLE, COLUMN_DEFAULT, COLUMN_KEY, EXTRA
           FROM information_schema.COLUMNS WHERE TABLE_SCHEMA = ? ORDER BY TABLE_NAME, ORDINAL_POSITION`,
        [name],
      );
      const [indexes] = await db.query(
        `SELECT TABLE_NAME, INDEX_NAME, NON_UNIQUE, SEQ_IN_INDEX, COLUMN_NAME
           FROM information_schema.STATISTICS WHERE TABLE_SCHEMA = ? ORDER BY TABLE_NAME, INDEX_NAME, SEQ_IN_INDEX`,
        [name],
      );
      const [migrations] = await db.query<mysql.RowDataPacket[]>('SELECT timestamp, name FROM migrations ORDER BY id');
      return { columns, indexes, migrations };
    } finally {
      await db.end();
    }
  };

  it('four instances started at once on an empty database all become ready, log no error, and build the schema one alone builds', async () => {
    const shared = await newDatabase();
    const four = await Promise.all([1, 2, 3, 4].map(() => start(shared)));
    await Promise.all(four.map((instance) => instance.listening()));
    for (const { url, backend } of four) {
      const ready = await json(`${url}/api/health/ready`);
      expect(ready.status).toBe(200);
      expect(ready.body.data).toMatchObject({ ready: true, state: 'ready', database: { status: 'up', driver: 'mysql' } });
      expect(String(ready.body.data?.instance)).toMatch(new RegExp(`:${backend.child.pid}$`));
    }
    for (const { backend } of four) expect(errorsIn(backend)).toEqual([]);

    const alone = await newDatabase();
    const single = await start(alone);
    await single.listening();
    const [together, byItself] = await Promise.all([schemaOf(shared), schemaOf(alone)]);
    expect(together.migrations).toHaveLength(byItself.migrations.length);
    expect(together).toEqual(byItself);

    for (const { backend } of [...four, single]) backend.child.kill('SIGTERM');
    for (const { backend } of [...four, single]) expect(await backend.exited).toEqual({ code: 0, signal: null });
  });

  it('is alive but not ready while it waits for the migration lock, and ready once it has migrated', async () => {
    const database = await newDatabase();
    // Another instance migrating, as far as the new one can tell: the lock is held by this connection.
    const other = await mysql.createConnection({ uri: database.url.href });
    try {
      const [[{ taken }]] = await other.query<mysql.RowDataPacket[]>('SELECT GET_LOCK(?, 10) AS taken', [`migrations:${database.url.pathname.slice(1)}`]);
      expect(taken).toBe(1);
      const instance = await start(database);
      await waitForOutput(instance.backend, 'another instance is running the migrations: waiting for it', 60_000);

      const alive = await json(`${instance.url}/api/health`);
      expect(alive.status).toBe(200);
      expect(alive.body.data).toMatchObject({ status: 'ok', state: 'starting', instance: expect.stringMatching(new RegExp(`:${instance.backend.child.pid}$`)) });
      const ready = await json(`${instance.url}/api/health/ready`);
      expect(ready.status).toBe(503);
      expect(ready.body).toMatchObject({ success: false, message: MESSAGES.instanceStarting, data: { ready: false, state: 'starting', database: { status: 'unchecked' } } });
      const call = await json(`${instance.url}/api/general/get_authenticated_user`);
      expect(call.status).toBe(503);
      expect(call.body.success).toBe(false);

      await other.query('SELECT RELEASE_LOCK(?)', [`migrations:${database.url.pathname.slice(1)}`]);
      await instance.listening();
      expect((await json(`${instance.url}/api/health/ready`)).status).toBe(200);
      expect(errorsIn(instance.backend)).toEqual([]);
      instance.backend.child.kill('SIGTERM');
      expect(await instance.backend.exited).toEqual({ code: 0, signal: null });
    } finally {
      await other.end();
    }
  });

  /** One call of the load and what became of it. */
  interface Call {
    kind: 'create' | 'read' | 'ready';
    /** Whether it was sent before the signal. */
    before: boolean;
    /** The company's fantasy_name, for a creation. */
    name?: string;
    status?: number;
    /** The network error's code when no answer came. */
    error?: string;
  }

  /**
   * Writers (company creations, each one transaction) and readers back to back, plus a
   * readiness poll, until the server stops answering; `signal()` marks the calls sent after it.
   */
  function load(url: string, user: SignedUpUser) {
    const calls: Call[] = [];
    let signalled = false;
    let stopped = false;
    let sequence = 0;
    const send = async (kind: Call['kind'], path: string, init: RequestInit = {}, name?: string) => {
      const call: Call = { kind, before: !signalled, name };
      calls.push(call);
      try {
        const res = await fetch(`${url}${path}`, { ...init, headers: { ...user.auth, 'Content-Type': 'application/json' } });
        call.status = res.status;
        await res.arrayBuffer();
      } catch (error) {
        call.error = String((error as { cause?: { code?: string } }).cause?.code ?? error);
      }
      // Refused: the instance has stopped listening; the rest of this client's calls would go to another one.
      if (call.error === 'ECONNREFUSED') stopped = true;
    };
    const loop = (step: () => Promise<void>) => async () => {
      while (!stopped) await step();
    };
    const writer = loop(() => {
      const name = `Carga ${++sequence} ${Date.now().toString(36)}`;
      return send('create', '/api/general/new_company', { method: 'POST', body: JSON.stringify(newCompanyBody(name)) }, name);
    });
    const reader = loop(() => send('read', '/api/general/get_my_companies'));
    const poller = loop(async () => {
      await send('ready', '/api/health/ready');
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    const running = Promise.all([writer(), writer(), writer(), writer(), reader(), reader(), poller()]);
    return {
      calls,
      acknowledged: () => calls.filter((call) => call.kind === 'create' && call.status === 201).length,
      signal: () => (signalled = true),
      /** Ends the clients (after the process is gone, every call is refused). */
      finished: () => running,
    };
  }

  const companiesNamed = async (database: Database, names: string[]) => {
    const db = await mysql.createConnection({ uri: database.url.href });
    try {
      const [rows] = await db.query<mysql.RowDataPacket[]>('SELECT fantasy_name FROM companies WHERE fantasy_name IN (?)', [names]);
      return new Set(rows.map((row) => String(row.fantasy_name)));
    } finally {
      await db.end();
    }
  };
  const admin = (label: string) => `${label}.${Date.now().toString(36)}@exemplo.com.br`;
  const signUpOn = (url: string, email: string) => signUp({ server: url, config: { mailOutboxDir: join(root.path, 'outbox'), publicUrl: url, smtpUrl: undefined } }, { email });
  const normal = { create: 201, read: 200, ready: 200 } as const;

  it('SIGTERM under a steady stream of reads and writes: what was sent before is answered, nothing is reset, it exits 0, nothing acknowledged is lost', async () => {
    const database = await newDatabase();
    const email = admin('drain');
    const instance = await start(database, { SYSADMIN_EMAILS: email });
    await instance.listening();
    const user = await signUpOn(instance.url, email);

    const traffic = load(instance.url, user);
    await expect.poll(traffic.acknowledged, { timeout: 60_000, interval: 20 }).toBeGreaterThanOrEqual(20);
    traffic.signal();
    instance.backend.child.kill('SIGTERM');
    expect(await instance.backend.exited).toEqual({ code: 0, signal: null });
    await traffic.finished();

    const { calls } = traffic;
    // Sent before the signal: the normal answer, every one.
    expect(calls.filter((call) => call.before && call.status !== normal[call.kind])).toEqual([]);
    // After it: a normal answer (it reached the instance before the listener closed), readiness
    // 503 (draining), or a refused connection; never a reset or an error answer.
    const wrong = calls.filter(
      (call) => !call.before && call.status !== normal[call.kind] && !(call.kind === 'ready' && call.status === 503) && call.error !== 'ECONNREFUSED',
    );
    expect(wrong).toEqual([]);
    expect(calls.some((call) => !call.before && call.error === 'ECONNREFUSED')).toBe(true);
    expect(instance.backend.stdout()).toContain('SIGTERM received, shutting down');
    expect(errorsIn(instance.backend)).toEqual([]);

    // Every creation answered 201 is in the database; a refused one is not.
    const creations = calls.filter((call) => call.kind === 'create');
    const stored = await companiesNamed(database, creations.map((call) => call.name!));
    expect(creations.filter((call) => call.status === 201 && !stored.has(call.name!))).toEqual([]);
    expect(creations.filter((call) => call.error === 'ECONNREFUSED' && stored.has(call.name!))).toEqual([]);
  });

  it('SIGKILL under writes: after a restart, every acknowledged write is there', async () => {
    const database = await newDatabase();
    const email = admin('kill');
    const first = await start(database, { SYSADMIN_EMAILS: email });
    await first.listening();
    const user = await signUpOn(first.url, email);

    const traffic = load(first.url, user);
    await expect.poll(traffic.acknowledged, { timeout: 60_000, interval: 20 }).toBeGreaterThanOrEqual(20);
    traffic.signal();
    first.backend.child.kill('SIGKILL');
    expect(await first.backend.exited).toEqual({ code: null, signal: 'SIGKILL' });
    await traffic.finished();

    const again = await start(database, { SYSADMIN_EMAILS: email });
    await again.listening();
    const listed = await fetch(`${again.url}/api/general/get_my_companies`, { headers: user.auth });
    expect(listed.status).toBe(200);
    const names = new Set(((await listed.json()) as { data: { companies: { fantasy_name: string }[] } }).data.companies.map((company) => company.fantasy_name));
    const acknowledged = traffic.calls.filter((call) => call.kind === 'create' && call.status === 201);
    expect(acknowledged.length).toBeGreaterThanOrEqual(20);
    expect(acknowledged.filter((call) => !names.has(call.name!))).toEqual([]);
    again.backend.child.kill('SIGTERM');
    expect(await again.backend.exited).toEqual({ code: 0, signal: null });
  });
});
