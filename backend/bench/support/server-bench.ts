import { readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { createServer } from 'node:net';
import { availableParallelism, loadavg } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newCompanyBody } from '../../test/support/companies.js';
import { tempDir } from '../../test/support/fixtures.js';
import { createTestDatabase, mysqlReachable, TEST_MYSQL_URL } from '../../test/support/mysql.js';
import { type Backend, freePort, runBackend, waitForOutput } from '../../test/support/process.js';
import { REDIS_URL } from '../../test/support/redis.js';
import { randomClientIp, signUp } from '../../test/support/users.js';

/** The measured call: method, path and body, with the seeding user's credentials. */
export interface MeasuredCall {
  auth: Record<string, string>;
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
}

/** A signed-up user's calls and a company of theirs, for a benchmark to seed through the API. */
export interface Seeder {
  auth: Record<string, string>;
  companyId: number;
  ok: (method: 'get' | 'post' | 'put', path: string, body?: unknown) => Promise<any>;
}

export interface ServerBenchmark {
  /** What is measured, as the report names it ("MCP chart_data"). */
  title: string;
  /** The test's name after the driver. */
  description: string;
  budgetMs: number;
  /** The answer's JSON (uncompressed, the whole envelope) must stay under this size, when given. */
  budgetBytes?: number;
  /** A part of the measured call's URL, to find its lines in the request log. */
  urlPart: string;
  seed: (seeder: Seeder) => Promise<Omit<MeasuredCall, 'auth'>>;
  /** Checks the answer is the full one (the benchmark measures real work). */
  check: (data: any) => void;
}

const RUNS = 20;
const WARM_UPS = 2;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** The durations the server logged for the measured call's answers (of one status: 200/201 by default), oldest first. */
export const requestDurations = (backend: Backend, urlPart: string, notModified = false): number[] =>
  backend
    .stdout()
    .split('\n')
    .flatMap((line) => {
      if (!line.includes(urlPart)) return [];
      const entry = JSON.parse(line) as { msg?: string; status?: number; durationMs?: number };
      const status = notModified ? entry.status === 304 : entry.status === 200 || entry.status === 201;
      return entry.msg === 'request' && status && typeof entry.durationMs === 'number' ? [entry.durationMs] : [];
    });

/**
 * CPU time the server process has used so far, in ms (Linux /proc: user + system clock ticks,
 * 100 a second), or null elsewhere. On a loaded machine the wall time also holds the waits
 * for a core; this does not.
 */
export function cpuMs(pid: number | undefined): number | null {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}

/** The call without parsing its answer: the client shares the machine, it only drains it. With `etag`, a revalidation (304). */
const drain = (url: string, { auth, method, path, body }: MeasuredCall, etag?: string) =>
  new Promise<void>((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const sent = etag === undefined ? auth : { ...auth, 'If-None-Match': etag };
    const headers = payload === undefined ? sent : { ...sent, 'Content-Type': 'application/json', 'Content-Length': String(Buffer.byteLength(payload)) };
    const req = httpRequest(new URL(path, url), { method, headers }, (res) => {
      const expected = etag === undefined ? res.statusCode === 200 || res.statusCode === 201 : res.statusCode === 304;
      if (!expected) reject(new Error(`${path}: ${res.statusCode}`));
      res.on('end', resolve).resume();
    });
    req.on('error', reject).end(payload);
  });

// Locally a missing MariaDB skips its run with a notice; in CI it is a failure.
const mysqlMissing = process.env.CI !== 'true' && !(await mysqlReachable());

/** The production server of one driver, started before the tests of the describe block it is called in. */
export interface ProductionServer {
  url: () => string;
  backend: () => Backend;
  /**
   * Signs a user up and creates a company of theirs, through the API: a demo company, or with
   * `full` one a system administrator moved to the full plan (no demo limits, full size quotas).
   */
  seeder: (options?: { full?: boolean }) => Promise<Seeder>;
}

/** Made a system administrator by the server's SYSADMIN_EMAILS, to move the seeders' companies to the full plan. */
const SYSADMIN_EMAIL = 'bench.sysadmin@exemplo.com.br';

export interface ServerOptions {
  /** Processes sharing the port (Node's cluster, bench/support/cluster-main.mjs); 1 by default. */
  processes?: number;
  /** Instances behind HAProxy, as npm run cluster runs them (dist/cluster.js, needs `redis`), instead of `processes`. */
  balanced?: number;
  /** Shares rate limits and token revocations through Redis (REDIS_URL), as several processes must. */
  redis?: boolean;
}

const CLUSTER_MAIN = join(import.meta.dirname, 'cluster-main.mjs');
const CLUSTER_JS = join(import.meta.dirname, '../../dist/cluster.js');

/** A port whose `count` - 1 next ports are free too (npm run cluster puts its instances there). */
async function freePortRun(count: number): Promise<number> {
  const free = (port: number) =>
    new Promise<boolean>((resolve) => {
      const server = createServer();
      server.once('error', () => resolve(false));
      server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
    });
  for (;;) {
    const port = await freePort();
    if (port + count <= 65535 && (await Promise.all(Array.from({ length: count - 1 }, (_, i) => free(port + i + 1)))).every(Boolean)) return port;
  }
}

/** Starts `node dist/main.js` on a SQLite file or a MariaDB database of its own for the enclosing describe block. */
export function productionServer(driver: Driver, { processes = 1, balanced, redis = false }: ServerOptions = {}): ProductionServer {
  const root = tempDir(`bench-${driver}-${process.pid}-${Math.random().toString(36).slice(2, 8)}`);
  let database: Awaited<ReturnType<typeof createTestDatabase>> | undefined;
  let backend: Backend;
  let url: string;
  const mailOutboxDir = join(root.path, 'outbox');
  let sysadmin: Promise<Record<string, string>> | undefined;

  beforeAll(async () => {
    if (driver === 'mysql') database = await createTestDatabase();
    const port = balanced ? await freePortRun(balanced + 1) : await freePort();
    url = `http://127.0.0.1:${port}`;
    backend = runBackend({
      PORT: String(port),
      PUBLIC_URL: url,
      DATABASE_URL: database ? database.url.href : `sqlite:${join(root.path, 'bench.sqlite')}`,
      MAIL_OUTBOX_DIR: mailOutboxDir,
      LOG_LEVEL: 'info',
      SYSADMIN_EMAILS: SYSADMIN_EMAIL,
      ...(redis ? { REDIS_URL } : {}),
      ...(balanced ? { CLUSTER_SIZE: String(balanced) } : {}),
      // BENCH_CPU_PROF=<folder>: the server writes a V8 CPU profile there when it stops (where the time goes).
    }, process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [],
    balanced ? [CLUSTER_JS] : processes > 1 ? [CLUSTER_MAIN, String(processes)] : undefined);
    await waitForOutput(backend, balanced ? `serving with ${balanced} instance` : processes > 1 ? `cluster of ${processes} listening` : `Listening on http://localhost:${port}`, 120_000);
  });
  afterAll(async () => {
    backend?.child.kill('SIGTERM');
    await backend?.exited;
    await database?.drop();
    root.remove();
  });

  return {
    url: () => url,
    backend: () => backend,
    seeder: async ({ full = false } = {}) => {
      const target = { server: url, config: { mailOutboxDir, publicUrl: url, smtpUrl: undefined } };
      const user = await signUp(target, { email: `bench.${Date.now()}.${Math.random().toString(36).slice(2, 6)}@exemplo.com.br`, name: 'Bench' });
      const auth = { ...user.auth, 'X-Forwarded-For': randomClientIp() };
      const ok = async (method: 'get' | 'post' | 'put', path: string, body?: unknown) => {
        const call = request(url)[method](path).set(auth);
        const res = await (body === undefined ? call : call.send(body as object));
        if (res.status >= 300) throw new Error(`${path}: ${res.status} ${JSON.stringify(res.body).slice(0, 300)}`);
        return res.body.data;
      };
      const companyId: number = (await ok('post', '/api/general/new_company', newCompanyBody('Bench Ltda'))).id;
      if (full) {
        sysadmin ??= signUp(target, { email: SYSADMIN_EMAIL, name: 'Administração' }).then((admin) => ({ ...admin.auth, 'X-Forwarded-For': randomClientIp() }));
        const res = await request(url).get(`/api/general/toggle_demo/${companyId}`).set(await sysadmin);
        if (res.status !== 200) throw new Error(`toggle_demo: ${res.status} ${JSON.stringify(res.body).slice(0, 300)}`);
      }
      return { auth, companyId, ok };
    },
  };
}

export type Driver = 'sqlite' | 'mysql';
export const DRIVER_NAMES: Record<Driver, string> = { sqlite: 'SQLite', mysql: 'MariaDB' };

/** Both drivers, MariaDB skipped with a notice when unreachable outside CI. */
export function onEachDriver(title: string, body: (driver: Driver) => void): void {
  for (const driver of ['sqlite', 'mysql'] as const) {
    const name = DRIVER_NAMES[driver];
    if (driver === 'mysql' && mysqlMissing) console.warn(`${title} benchmark on MariaDB SKIPPED: no server at ${new URL(TEST_MYSQL_URL).host} (TEST_MYSQL_URL)`);
    describe.skipIf(driver === 'mysql' && mysqlMissing)(`${title} benchmark on ${name}`, () => body(driver));
  }
}

/**
 * Runs the production server (`node dist/main.js`) on SQLite and on MariaDB, seeds it through
 * the API, then measures the call: the median server time of 20 requests after 2 warm-ups, as
 * the server's own request log measures it (`durationMs`: from the request entering the
 * server to the answer sent), and reports it against the budget.
 */
export function serverBenchmark(benchmark: ServerBenchmark): void {
  onEachDriver(benchmark.title, (driver) => {
    const name = DRIVER_NAMES[driver];
    const server = productionServer(driver);

    it(`${benchmark.description}: median server time < ${benchmark.budgetMs} ms`, async () => {
      // A full company: the seeded analyses are larger than a demo company may hold.
      const seeder = await server.seeder({ full: true });
      const url = server.url();
      const backend = server.backend();
      const call: MeasuredCall = { auth: seeder.auth, ...(await benchmark.seed(seeder)) };

      for (let run = 0; run < WARM_UPS; run++) await drain(url, call);
      const cpuBefore = cpuMs(backend.child.pid);
      for (let run = 0; run < RUNS; run++) await drain(url, call);
      const cpuAfter = cpuMs(backend.child.pid);
      const cpu = cpuBefore === null || cpuAfter === null ? 'n/a' : `${((cpuAfter - cpuBefore) / RUNS).toFixed(0)} ms`;
      const answer = await (call.method === 'GET' ? request(url).get(call.path) : request(url).post(call.path).send(call.body as object)).set(seeder.auth);
      expect(answer.status).toBeLessThan(300);
      benchmark.check(answer.body.data);

      const times = requestDurations(backend, benchmark.urlPart).slice(WARM_UPS, WARM_UPS + RUNS);
      expect(times).toHaveLength(RUNS);
      const result = median(times);
      const bytes = Buffer.byteLength(answer.text);
      const sizeOk = benchmark.budgetBytes === undefined || bytes <= benchmark.budgetBytes;
      const gzipped = gzipSync(answer.text).length;
      // An answer with an ETag: the repeated read with If-None-Match (304, nothing summed).
      const etag = answer.headers.etag as string | undefined;
      let revalidation = '';
      if (etag) {
        for (let run = 0; run < RUNS; run++) await drain(url, call, etag);
        // The request log is written asynchronously: its last lines may still be on their way.
        for (let wait = 0; wait < 50 && requestDurations(backend, benchmark.urlPart, true).length < RUNS; wait++) await new Promise((resolve) => setTimeout(resolve, 100));
        const notModified = requestDurations(backend, benchmark.urlPart, true);
        expect(notModified).toHaveLength(RUNS);
        revalidation = `; 304 with If-None-Match: median ${median(notModified).toFixed(1)} ms`;
      }
      console.log(
        `${benchmark.title} on ${name}: median ${result.toFixed(1)} ms server time (min ${Math.min(...times).toFixed(1)}, max ` +
          `${Math.max(...times).toFixed(1)}, ${RUNS} requests; server CPU ${cpu} a request; answer ${(bytes / 1024).toFixed(0)} KB JSON, ` +
          `${(gzipped / 1024).toFixed(0)} KB gzipped${revalidation}; load average ${loadavg()[0].toFixed(1)} on ${availableParallelism()} cores), ` +
          `budget < ${benchmark.budgetMs} ms${benchmark.budgetBytes === undefined ? '' : ` and ≤ ${(benchmark.budgetBytes / 1024 / 1024).toFixed(0)} MB`}: ` +
          `${result < benchmark.budgetMs && sizeOk ? 'ok' : 'OVER'}`,
      );
      if (benchmark.budgetBytes !== undefined) expect(bytes, `${benchmark.title} answer size on ${name}`).toBeLessThanOrEqual(benchmark.budgetBytes);
      expect(result, `${benchmark.title} median on ${name}`).toBeLessThan(benchmark.budgetMs);
    });
  });
}
