import { readFileSync } from 'node:fs';
import { get } from 'node:http';
import { join } from 'node:path';
import { availableParallelism, loadavg } from 'node:os';
import type { McpChartData } from 'contracts';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newCompanyBody } from '../test/support/companies.js';
import { tempDir } from '../test/support/fixtures.js';
import { createTestDatabase, mysqlReachable, TEST_MYSQL_URL } from '../test/support/mysql.js';
import { type Backend, freePort, runBackend, waitForOutput } from '../test/support/process.js';
import { seededRandom } from '../test/support/robustness-suite.js';
import { randomClientIp, signUp } from '../test/support/users.js';

/**
 * chart_data of one MCP with 200 products and 20 competitors (10 categories of 20 + 2) over
 * 36 months, on the production server (`node dist/main.js`) with SQLite and with MariaDB:
 * the median server time of 20 requests after 2 warm-ups, as the server's own request log
 * measures it (`durationMs`: from the request entering Express to the answer sent).
 * Budget: under 100 ms (issue 9).
 */
export const CHART_DATA_BUDGET_MS = 100;
const CATEGORIES = 10;
const PRODUCTS_PER_CATEGORY = 20;
const COMPETITORS_PER_CATEGORY = 2;
const MONTHS = Array.from({ length: 36 }, (_, i) => `${2023 + Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}`);
const RUNS = 20;
const WARM_UPS = 2;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** The durations the server logged for its chart_data answers, oldest first. */
const chartDataDurations = (backend: Backend): number[] =>
  backend
    .stdout()
    .split('\n')
    .flatMap((line) => {
      if (!line.includes('chart_data')) return [];
      const entry = JSON.parse(line) as { msg?: string; url?: string; status?: number; durationMs?: number };
      return entry.msg === 'request' && entry.status === 200 && typeof entry.durationMs === 'number' ? [entry.durationMs] : [];
    });

/** The MCP made through the API: items one by one, the grid in bulk calls, a month of expenses per product. */
async function seed(url: string, config: { mailOutboxDir: string; publicUrl: string }) {
  const user = await signUp({ server: url, config: { ...config, smtpUrl: undefined } }, { email: `bench.${Date.now()}@exemplo.com.br`, name: 'Bench' });
  const auth = { ...user.auth, 'X-Forwarded-For': randomClientIp() };
  const ok = async (method: 'post' | 'put', path: string, body: unknown) => {
    const res = await request(url)[method](path).set(auth).send(body as object);
    if (res.status >= 300) throw new Error(`${path}: ${res.status} ${JSON.stringify(res.body).slice(0, 300)}`);
    return res.body.data;
  };
  const companyId: number = (await ok('post', '/api/general/new_company', newCompanyBody('Bench Ltda'))).id;
  const mcpId: number = (await ok('post', `/api/company/${companyId}/mcps/`, { name: 'Bench' })).id;
  const random = seededRandom(9);
  const money = (max: number) => Math.round(random() * max * 100) / 100;
  const rows: unknown[] = [];
  const products: number[] = [];
  for (let c = 0; c < CATEGORIES; c++) {
    const categoryId = (await ok('post', `/api/mcps/${mcpId}/categories/`, { name: `Mercado ${c + 1}` })).id;
    for (let p = 0; p < PRODUCTS_PER_CATEGORY; p++) {
      const id = (await ok('post', '/api/products/', { categoryId, name: `Produto ${c + 1}.${p + 1}` })).id;
      products.push(id);
      for (const date of MONTHS) rows.push({ kind: 'product', id, date, total: money(100_000), cost: money(40_000), amount: money(500) });
    }
    for (let k = 0; k < COMPETITORS_PER_CATEGORY; k++) {
      const id = (await ok('post', '/api/competitors/', { categoryId, name: `Concorrente ${c + 1}.${k + 1}` })).id;
      for (const date of MONTHS) rows.push({ kind: 'competitor', id, date, total: money(800_000), cost: 0, amount: money(4_000) });
    }
  }
  for (let start = 0; start < rows.length; start += 2_000) await ok('put', `/api/mcps/${mcpId}/control_data/`, rows.slice(start, start + 2_000));
  for (const id of products) {
    await ok('put', `/api/products/${id}/update_expenses/`, {
      date: MONTHS.at(-1),
      expenses: [
        { name: 'Comissão', value: money(3_000) },
        { name: 'Frete', value: money(2_000) },
      ],
    });
  }
  return { auth, path: `/api/company/${companyId}/mcps/chart_data/?mcp=${mcpId}` };
}

/**
 * CPU time the server process has used so far, in ms (Linux /proc: user + system clock ticks,
 * 100 a second), or null elsewhere. On a loaded machine the wall time also holds the waits
 * for a core; this does not.
 */
function cpuMs(pid: number | undefined): number | null {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}

/** GET without parsing: the client shares the machine, it only drains the answer. */
const drain = (url: string, path: string, headers: Record<string, string>) =>
  new Promise<void>((resolve, reject) =>
    get(new URL(path, url), { headers }, (res) => {
      if (res.statusCode !== 200) reject(new Error(`chart_data: ${res.statusCode}`));
      res.on('end', resolve).resume();
    }).on('error', reject),
  );

// Locally a missing MariaDB skips its run with a notice; in CI it is a failure.
const mysqlMissing = process.env.CI !== 'true' && !(await mysqlReachable());

for (const driver of ['sqlite', 'mysql'] as const) {
  const name = driver === 'sqlite' ? 'SQLite' : 'MariaDB';
  if (driver === 'mysql' && mysqlMissing) console.warn(`chart_data benchmark on MariaDB SKIPPED: no server at ${new URL(TEST_MYSQL_URL).host} (TEST_MYSQL_URL)`);
  describe.skipIf(driver === 'mysql' && mysqlMissing)(`MCP chart_data benchmark on ${name}`, () => {
    const root = tempDir(`bench-chart-data-${driver}`);
    let database: Awaited<ReturnType<typeof createTestDatabase>> | undefined;
    let backend: Backend;
    let url: string;
    const mailOutboxDir = join(root.path, 'outbox');

    beforeAll(async () => {
      if (driver === 'mysql') database = await createTestDatabase();
      const port = await freePort();
      url = `http://127.0.0.1:${port}`;
      backend = runBackend({
        PORT: String(port),
        PUBLIC_URL: url,
        DATABASE_URL: database ? database.url.href : `sqlite:${join(root.path, 'bench.sqlite')}`,
        MAIL_OUTBOX_DIR: mailOutboxDir,
        LOG_LEVEL: 'info',
      });
      await waitForOutput(backend, `Listening on http://localhost:${port}`, 60_000);
    });
    afterAll(async () => {
      backend?.child.kill('SIGTERM');
      await backend?.exited;
      await database?.drop();
      root.remove();
    });

    it(`chart_data, ${CATEGORIES * PRODUCTS_PER_CATEGORY} products × ${CATEGORIES * COMPETITORS_PER_CATEGORY} competitors × ${MONTHS.length} months: median server time < ${CHART_DATA_BUDGET_MS} ms`, async () => {
      const { auth, path } = await seed(url, { mailOutboxDir, publicUrl: url });
      for (let run = 0; run < WARM_UPS; run++) await drain(url, path, auth);
      const cpuBefore = cpuMs(backend.child.pid);
      for (let run = 0; run < RUNS; run++) await drain(url, path, auth);
      const cpuAfter = cpuMs(backend.child.pid);
      const cpu = cpuBefore === null || cpuAfter === null ? 'n/a' : `${((cpuAfter - cpuBefore) / RUNS).toFixed(0)} ms`;
      const answer: McpChartData = (await request(url).get(path).set(auth).expect(200)).body.data;
      expect(answer.periods).toHaveLength(MONTHS.length);
      expect(answer.periods.every((period) => period.items.length === CATEGORIES * PRODUCTS_PER_CATEGORY)).toBe(true);

      const times = chartDataDurations(backend).slice(WARM_UPS, WARM_UPS + RUNS);
      expect(times).toHaveLength(RUNS);
      const result = median(times);
      const size = (JSON.stringify(answer).length / 1024 / 1024).toFixed(1);
      console.log(
        `chart_data on ${name}: median ${result.toFixed(1)} ms server time (min ${Math.min(...times).toFixed(1)}, max ` +
          `${Math.max(...times).toFixed(1)}, ${RUNS} requests; server CPU ${cpu} a request; ${size} MB answer; load average ${loadavg()[0].toFixed(1)} on ` +
          `${availableParallelism()} cores), budget < ${CHART_DATA_BUDGET_MS} ms: ${result < CHART_DATA_BUDGET_MS ? 'ok' : 'OVER'}`,
      );
      expect(result, `chart_data median on ${name}`).toBeLessThan(CHART_DATA_BUDGET_MS);
    });
  });
}
