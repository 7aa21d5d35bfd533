import { expect, it } from 'vitest';
import { LARGE_MCP_MONTHS, seedLargeMcp } from './support/large-mcp.js';
import { DRIVER_NAMES, onEachDriver, productionServer, requestDurations } from './support/server-bench.js';

/**
 * The MCP grid's save of 200 products × 12 months (2 400 rows, every field), as the editor
 * sends a year typed in: the server's median time of RUNS saves after WARM_UPS, from its own
 * request log. Each save writes new values, so every row is really written.
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
    for (let run = 0; run < WARM_UPS + RUNS; run++) {
      const rows = ids.flatMap((id) => MONTHS.map((date, m) => ({ kind: 'product', id, date, total: 1000 + run + m, cost: 400 + run, amount: 10 + run })));
      await seeder.ok('put', path, rows);
    }
    const times = requestDurations(server.backend(), path).slice(-RUNS);
    expect(times).toHaveLength(RUNS);
    const sorted = [...times].sort((a, b) => a - b);
    console.log(
      `MCP grid save on ${DRIVER_NAMES[driver]}: 200 products × 12 months (2 400 rows), median ${sorted[Math.floor(RUNS / 2)].toFixed(0)} ms ` +
        `(min ${sorted[0].toFixed(0)}, max ${sorted.at(-1)!.toFixed(0)}; ${RUNS} saves, server time)`,
    );
  });
});
