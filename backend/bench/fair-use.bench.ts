import { request as httpRequest } from 'node:http';
import { availableParallelism, loadavg } from 'node:os';
import { expect, it } from 'vitest';
import { LARGE_MCP_MONTHS, seedLargeMcp } from './support/large-mcp.js';
import { DRIVER_NAMES, onEachDriver, productionServer } from './support/server-bench.js';

/**
 * Fair use (issue 24): one user at the limit no longer slows another company. A user of a
 * full company with the large MCP (200 products × 36 months) hammers chart_data with 16
 * calls in flight, then the whole grid's bulk write (7 200 rows) with 4 in flight, while a
 * user of another company lists its MCPs one call after another. Budget: that list call's
 * p50 under the hammer within 2× its idle p50. Latencies are the client's wall time (what
 * the other company waits), not the server's log.
 */
const IDLE_SECONDS = 8;
const HAMMER_SECONDS = 20;
const READS_IN_FLIGHT = 16;
const WRITES_IN_FLIGHT = 4;
const BUDGET_RATIO = 2;

interface Call {
  method: 'GET' | 'PUT';
  path: string;
  auth: Record<string, string>;
  /** The JSON body, serialised once. */
  body?: string;
}

/** One call, its answer drained: its status and wall time in ms. */
const timed = (url: string, { method, path, auth, body }: Call) =>
  new Promise<{ status: number; ms: number }>((resolve, reject) => {
    const start = process.hrtime.bigint();
    const headers = body === undefined ? auth : { ...auth, 'Content-Type': 'application/json', 'Content-Length': String(Buffer.byteLength(body)) };
    const req = httpRequest(new URL(path, url), { method, headers }, (res) => {
      res.on('end', () => resolve({ status: res.statusCode ?? 0, ms: Number(process.hrtime.bigint() - start) / 1e6 })).resume();
    });
    req.on('error', reject).end(body);
  });

/** Sends the call from `inFlight` loops until `until`; answers the statuses seen. */
async function hammer(url: string, call: Call, inFlight: number, until: number): Promise<Map<number, number>> {
  const statuses = new Map<number, number>();
  await Promise.all(
    Array.from({ length: inFlight }, async () => {
      while (Date.now() < until) {
        const { status } = await timed(url, call);
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
      }
    }),
  );
  return statuses;
}

/** The other company's list call, one after another until `until`: its wall times. */
async function listCalls(url: string, call: Call, until: number): Promise<number[]> {
  const times: number[] = [];
  while (Date.now() < until) {
    const { status, ms } = await timed(url, call);
    if (status !== 200) throw new Error(`${call.path}: ${status}`);
    times.push(ms);
  }
  return times;
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))];
};
const figures = (times: number[]) => `p50 ${percentile(times, 50).toFixed(1)} ms, p99 ${percentile(times, 99).toFixed(1)} ms (${times.length} calls)`;
const counts = (statuses: Map<number, number>) => [...statuses].sort(([a], [b]) => a - b).map(([status, n]) => `${n}× ${status}`).join(', ');

onEachDriver('Fair use', (driver) => {
  const server = productionServer(driver);

  it(`another company's list call under a user hammering chart_data and bulk writes: p50 within ${BUDGET_RATIO}× idle`, async () => {
    const url = server.url();
    const heavy = await server.seeder({ full: true });
    const { mcpId, productRows } = await seedLargeMcp(heavy);
    const quiet = await server.seeder();
    await quiet.ok('post', `/api/company/${quiet.companyId}/mcps/`, { name: 'Pequena' });
    const list: Call = { method: 'GET', path: `/api/company/${quiet.companyId}/mcps/`, auth: quiet.auth };
    const chart: Call = { method: 'GET', path: `/api/company/${heavy.companyId}/mcps/chart_data/?mcp=${mcpId}`, auth: heavy.auth };
    const grid: Call = { method: 'PUT', path: `/api/mcps/${mcpId}/control_data/`, auth: heavy.auth, body: JSON.stringify(productRows) };

    const idle = await listCalls(url, list, Date.now() + IDLE_SECONDS * 1000);
    const phase = async (call: Call, inFlight: number) => {
      const until = Date.now() + HAMMER_SECONDS * 1000;
      const [statuses, times] = await Promise.all([hammer(url, call, inFlight, until), listCalls(url, list, until)]);
      return { statuses, times };
    };
    const reads = await phase(chart, READS_IN_FLIGHT);
    const writes = await phase(grid, WRITES_IN_FLIGHT);

    const idleP50 = percentile(idle, 50);
    const verdict = (times: number[]) => {
      const ratio = percentile(times, 50) / idleP50;
      return `${ratio.toFixed(2)}× idle: ${ratio <= BUDGET_RATIO ? 'ok' : 'OVER'}`;
    };
    console.log(
      `Fair use on ${DRIVER_NAMES[driver]} (load average ${loadavg()[0].toFixed(1)} on ${availableParallelism()} cores):\n` +
        `  other company's list call, idle (${IDLE_SECONDS} s):                         ${figures(idle)}\n` +
        `  … while chart_data ${LARGE_MCP_MONTHS.length} months × 200 products is hammered (${READS_IN_FLIGHT} in flight, ${HAMMER_SECONDS} s): ${figures(reads.times)}; ${verdict(reads.times)}\n` +
        `      the hammering user got ${counts(reads.statuses)}\n` +
        `  … while the 7 200-row grid is written (${WRITES_IN_FLIGHT} in flight, ${HAMMER_SECONDS} s):          ${figures(writes.times)}; ${verdict(writes.times)}\n` +
        `      the hammering user got ${counts(writes.statuses)}`,
    );
    // The limits answered: the hammer was refused, not served.
    expect(reads.statuses.get(429) ?? 0).toBeGreaterThan(0);
    expect(writes.statuses.get(429) ?? 0).toBeGreaterThan(0);
    expect(percentile(reads.times, 50), 'list p50 under the chart hammer').toBeLessThanOrEqual(BUDGET_RATIO * idleP50);
    expect(percentile(writes.times, 50), 'list p50 under the bulk-write hammer').toBeLessThanOrEqual(BUDGET_RATIO * idleP50);
  });
});
