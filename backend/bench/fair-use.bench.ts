import { request as httpRequest } from 'node:http';
import { availableParallelism, loadavg } from 'node:os';
import { expect, it } from 'vitest';
import { LARGE_MCP_MONTHS, seedLargeMcp } from './support/large-mcp.js';
import { DRIVER_NAMES, onEachDriver, productionServer } from './support/server-bench.js';

/**
 * Fair use (issue 24): one user at the limit no longer slows another company. A user of a
 * full company with the large MCP (200 products × 36 months) hammers chart_data with 16
 * calls in flight, then the whole grid's bulk write (7 200 rows) with 4 in flight, while a
 * user of another company lists its MCPs one call after another. Each hammer runs until its
 * first 429 (the calls the limit lets through, reported too), then AT_LIMIT_SECONDS more
 * inside the same window (the user at the limit, still hammering). Budget: the list call's
 * p50 at the limit within 2× its idle p50. Latencies are the client's wall time (what the
 * other company waits), not the server's log.
 */
const IDLE_SECONDS = 8;
const AT_LIMIT_SECONDS = 20;
/** A hammer that meets no limit stops after this. */
const MAX_RAMP_SECONDS = 60;
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

/** One call, its answer drained: its status, Retry-After (seconds) and wall time in ms. */
const timed = (url: string, { method, path, auth, body }: Call) =>
  new Promise<{ status: number; retryAfter: number; ms: number }>((resolve, reject) => {
    const start = process.hrtime.bigint();
    const headers = body === undefined ? auth : { ...auth, 'Content-Type': 'application/json', 'Content-Length': String(Buffer.byteLength(body)) };
    const req = httpRequest(new URL(path, url), { method, headers }, (res) => {
      const retryAfter = Number(res.headers['retry-after'] ?? 0);
      res.on('end', () => resolve({ status: res.statusCode ?? 0, retryAfter, ms: Number(process.hrtime.bigint() - start) / 1e6 })).resume();
    });
    req.on('error', reject).end(body);
  });

/** A hammer's course: when its first 429 came (null: never), what it got before and after. */
interface Hammer {
  limitedAt: number | null;
  stopAt: number;
  before: Map<number, number>;
  after: Map<number, number>;
}

/**
 * Sends the call from `inFlight` loops until its first 429, then AT_LIMIT_SECONDS more (less
 * when the window closes sooner, so the measure stays at the limit), MAX_RAMP_SECONDS at most
 * without a 429.
 */
async function hammer(url: string, call: Call, inFlight: number, course: Hammer): Promise<void> {
  await Promise.all(
    Array.from({ length: inFlight }, async () => {
      while (Date.now() < course.stopAt) {
        const { status, retryAfter } = await timed(url, call);
        if (status === 429 && course.limitedAt === null) {
          course.limitedAt = Date.now();
          course.stopAt = course.limitedAt + Math.min(AT_LIMIT_SECONDS, retryAfter - 2) * 1000;
        }
        const seen = course.limitedAt === null ? course.before : course.after;
        seen.set(status, (seen.get(status) ?? 0) + 1);
      }
    }),
  );
}

/** The other company's list call, one after another until the hammer stops: when each ended and its wall time. */
async function listCalls(url: string, call: Call, until: () => number): Promise<{ at: number; ms: number }[]> {
  const times: { at: number; ms: number }[] = [];
  while (Date.now() < until()) {
    const { status, ms } = await timed(url, call);
    if (status !== 200) throw new Error(`${call.path}: ${status}`);
    times.push({ at: Date.now(), ms });
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

    const idleUntil = Date.now() + IDLE_SECONDS * 1000;
    const idle = (await listCalls(url, list, () => idleUntil)).map((call) => call.ms);
    const phase = async (call: Call, inFlight: number) => {
      const started = Date.now();
      const course: Hammer = { limitedAt: null, stopAt: started + MAX_RAMP_SECONDS * 1000, before: new Map(), after: new Map() };
      const [, times] = await Promise.all([hammer(url, call, inFlight, course), listCalls(url, list, () => course.stopAt)]);
      const limitedAt = course.limitedAt ?? Infinity;
      return {
        course,
        rampSeconds: ((Math.min(limitedAt, course.stopAt) - started) / 1000).toFixed(1),
        atLimitSeconds: ((course.stopAt - Math.min(limitedAt, course.stopAt)) / 1000).toFixed(1),
        ramp: times.filter((t) => t.at <= limitedAt).map((t) => t.ms),
        atLimit: times.filter((t) => t.at > limitedAt).map((t) => t.ms),
      };
    };
    const reads = await phase(chart, READS_IN_FLIGHT);
    const writes = await phase(grid, WRITES_IN_FLIGHT);

    const idleP50 = percentile(idle, 50);
    const verdict = (times: number[]) => {
      if (times.length === 0) return 'not measured: the limit was never reached';
      const ratio = percentile(times, 50) / idleP50;
      return `${ratio.toFixed(2)}× idle: ${ratio <= BUDGET_RATIO ? 'ok' : 'OVER'}`;
    };
    const report = (what: string, inFlight: number, result: Awaited<ReturnType<typeof phase>>) =>
      `  ${what} hammered, ${inFlight} in flight:\n` +
      `    until its first 429 (${result.rampSeconds} s; the user got ${counts(result.course.before)}): ${result.ramp.length ? figures(result.ramp) : 'no list call'}\n` +
      `    at the limit (${result.atLimitSeconds} s more; the user got ${counts(result.course.after) || 'nothing'}): ${result.atLimit.length ? figures(result.atLimit) : 'no list call'}; ${verdict(result.atLimit)}`;
    console.log(
      `Fair use on ${DRIVER_NAMES[driver]} (load average ${loadavg()[0].toFixed(1)} on ${availableParallelism()} cores): the other company's list call\n` +
        `  idle (${IDLE_SECONDS} s): ${figures(idle)}\n` +
        `${report(`chart_data of ${LARGE_MCP_MONTHS.length} months × 200 products`, READS_IN_FLIGHT, reads)}\n` +
        `${report('the 7 200-row grid write', WRITES_IN_FLIGHT, writes)}`,
    );
    // The limits answered (the hammer was refused, not served) and the other company kept its pace.
    for (const [name, result] of [['chart_data', reads], ['bulk write', writes]] as const) {
      expect(result.course.limitedAt, `${name}: a 429`).not.toBeNull();
      expect(percentile(result.atLimit, 50), `list p50 at the ${name} limit`).toBeLessThanOrEqual(BUDGET_RATIO * idleP50);
    }
  });
});
