import { Controller, Get, Module } from '@nestjs/common';
import { Agent, get, type IncomingHttpHeaders } from 'node:http';
import { connect } from 'node:net';
import { MESSAGES } from 'contracts';
import { DataSource } from 'typeorm';
import { afterAll, describe, expect, it } from 'vitest';
import { frontendFixture, tempDir } from './support/fixtures.js';
import { createTestDatabase, mysqlReachable } from './support/mysql.js';
import { listeningPort, startTestApp } from './support/test-app.js';

function deferred(): { promise: Promise<void>; resolve: () => void } {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

/** A request the test holds open: it waits at the gate, then queries the database, as a write would. */
const gate = { entered: deferred(), open: deferred() };

@Controller('api/_held')
class HeldController {
  constructor(private readonly dataSource: DataSource) {}

  @Get()
  async held() {
    gate.entered.resolve();
    await gate.open.promise;
    const [row] = (await this.dataSource.query('SELECT 1 AS one')) as { one: number | string }[];
    return { one: Number(row.one) };
  }
}

@Module({ controllers: [HeldController] })
class HeldModule {}

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: { success: boolean; data?: Record<string, unknown>; message?: string };
}

const fetchOn = (port: number, path: string, agent: Agent) =>
  new Promise<Answer>((resolve, reject) => {
    get({ host: '127.0.0.1', port, path, agent }, (res) => {
      let text = '';
      res.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: JSON.parse(text) as Answer['body'] }));
    }).on('error', reject);
  });

/** Whether a new TCP connection to the port is refused. */
const refused = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    socket.once('connect', () => (socket.destroy(), resolve(false)));
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
  });

const mysqlMissing = process.env.CI !== 'true' && !(await mysqlReachable());

/**
 * The drain, step by step, on the production application: a request under way when the
 * application starts closing finishes with its answer (its database query runs after the
 * close began: the pool is still open), readiness answers 503 `draining` on a connection
 * already open, new connections are refused, and the close ends once the request is answered.
 */
describe.each(['sqlite', 'mysql'] as const)('graceful stop on %s', (driver) => {
  const root = tempDir(`drain-${driver}`);
  const databases: { drop: () => Promise<void> }[] = [];
  afterAll(async () => {
    for (const database of databases) await database.drop();
    root.remove();
  });

  it.skipIf(driver === 'mysql' && mysqlMissing)('finishes the request under way, answers not ready meanwhile, refuses new connections, then closes', async () => {
    Object.assign(gate, { entered: deferred(), open: deferred() });
    frontendFixture(root.path);
    const database = driver === 'mysql' ? await createTestDatabase() : undefined;
    if (database) databases.push(database);
    const app = await startTestApp({ DATABASE_URL: database ? database.url.href : 'sqlite:data/drain.sqlite' }, root.path, [HeldModule]);
    const port = await listeningPort(app.server);
    const kept = new Agent({ keepAlive: true, maxSockets: 1 });
    const other = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const before = await fetchOn(port, '/api/health/ready', kept);
      expect(before.status).toBe(200);
      expect(before.body.data).toMatchObject({ ready: true, state: 'ready' });

      const held = fetchOn(port, '/api/_held', other);
      await gate.entered.promise;
      const closed = app.close();

      // Readiness on the connection already open: 503, draining, and the connection is closed after it.
      const during = await fetchOn(port, '/api/health/ready', kept);
      expect(during.status).toBe(503);
      expect(during.body).toMatchObject({ success: false, message: MESSAGES.instanceDraining, data: { ready: false, state: 'draining' } });
      expect(during.headers.connection).toBe('close');
      await expect.poll(() => refused(port)).toBe(true);

      gate.open.resolve();
      const answer = await held;
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ success: true, data: { one: 1 } });
      await closed;
      expect(app.dataSource.isInitialized).toBe(false);
    } finally {
      gate.open.resolve();
      kept.destroy();
      other.destroy();
    }
  });
});
