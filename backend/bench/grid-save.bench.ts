import { availableParallelism, loadavg } from 'node:os';
import { expect, it } from 'vitest';
import { LARGE_MCP_MONTHS, seedLargeMcp } from './support/large-mcp.js';
import { cpuMs, DRIVER_NAMES, onEachDriver, productionServer, requestDurations } from './support/server-bench.js';

/**
 * The MCP grid's save of 200 products × 12 months (2 400 rows, every field), as the editor
 * sends a year typed in: the server's median time of RUNS saves after WARM_UPS, from its own
 * request log, and the server's CPU time a save (which moves less with the machine's load).
 * Each save writes new values, so every row is really written.
 */
const RUNS = 8;
const WARM_UPS = 1;
const MONTHS = LARGE_MCP_MONTHS.slice(-12);

onEachDriver('MCP grid save', (driver) => {
  const server = productionServer(driver);

  it('saves 200 × 12 cells', async () => {
    const seeder = await server.seeder({ full: true });
    const { mcpId, productRows } = await seedLargeMcp(seeder);
    const ids = [...new Set((productRows as { id: number }[]).map((row) => row.id))];
    const path = `/api/mcps/${mcpId}/control_data/`;
    const save = (run: number) => seeder.ok('put', path, ids.flatMap((id) => MONTHS.map((date, m) => ({ kind: 'product', id, date, total: 1000 + run + m, cost: 400 + run, amount: 10 + run }))));
    for (let run = 0; run < WARM_UPS; run++) await save(run);
    const cpuBefore = cpuMs(server.backend().child.pid);
    for (let run = WARM_UPS; run < WARM_UPS + RUNS; run++) await save(run);
    const cpuAfter = cpuMs(server.backend().child.pid);
    const times = requestDurations(server.backend(), path).slice(-RUNS);
    expect(times).toHaveLength(RUNS);
    const sorted = [...times].sort((a, b) => a - b);
    console.log(
      `MCP grid save on ${DRIVER_NAMES[driver]}: 200 products × 12 months (2 400 rows), median ${sorted[Math.floor(RUNS / 2)].toFixed(0)} ms ` +
        `(min ${sorted[0].toFixed(0)}, max ${sorted.at(-1)!.toFixed(0)}; ${RUNS} saves, server time; server CPU ` +
        `${cpuBefore === null || cpuAfter === null ? 'n/a' : `${((cpuAfter - cpuBefore) / RUNS).toFixed(0)} ms`} a save; load average ${loadavg()[0].toFixed(1)} on ${availableParallelism()} cores)`,
    );
  });
});
