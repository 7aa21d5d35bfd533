import request from 'supertest';
import { expect, it } from 'vitest';
import { LARGE_MCP, seedLargeMcp } from './support/large-mcp.js';
import { DRIVER_NAMES, onEachDriver, productionServer } from './support/server-bench.js';

/**
 * The MCP grid save: 200 products × 12 months (2 400 cells of each field) written in one
 * `PUT /api/mcps/{id}/control_data/` on an MCP that already holds 200 products and 20
 * competitors over 36 months; every run changes every value, so each one records a revision
 * of 2 400 changed rows. The median of the server's own request times (docs/PERFORMANCE.md).
 */
const RUNS = 10;
const WARM_UPS = 2;
const MONTHS = Array.from({ length: 12 }, (_, index) => `2026-${String(index + 1).padStart(2, '0')}`);

onEachDriver('MCP grid save', (driver) => {
  const server = productionServer(driver);

  it(`${LARGE_MCP.categories * LARGE_MCP.productsPerCategory} products × ${MONTHS.length} months`, async () => {
    const seeder = await server.seeder({ full: true });
    const { mcpId, productRows } = await seedLargeMcp(seeder);
    const products = [...new Set((productRows as { id: number }[]).map((row) => row.id))];
    const body = (run: number) => products.flatMap((id) => MONTHS.map((date, month) => ({ kind: 'product', id, date, total: 1000 + run + month, cost: 400 + run, amount: 10 + run })));
    // The server's times of this MCP's grid saves (the request log is written asynchronously).
    const times = () =>
      server
        .backend()
        .stdout()
        .split('\n')
        .flatMap((line) => {
          if (!line.includes(`/api/mcps/${mcpId}/control_data/`)) return [];
          const entry = JSON.parse(line) as { msg?: string; method?: string; status?: number; durationMs?: number };
          return entry.msg === 'request' && entry.method === 'PUT' && entry.status === 200 ? [entry.durationMs!] : [];
        });
    // The seeding's own saves are in the log too: wait for them, then count from there.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const seeding = times().length;
    for (let run = 0; run < WARM_UPS + RUNS; run++) {
      const res = await request(server.url()).put(`/api/mcps/${mcpId}/control_data/`).set(seeder.auth).send(body(run));
      expect(res.status).toBe(200);
    }
    for (let wait = 0; wait < 50 && times().length < seeding + WARM_UPS + RUNS; wait++) await new Promise((resolve) => setTimeout(resolve, 100));
    const measured = times().slice(seeding + WARM_UPS).sort((a, b) => a - b);
    expect(measured).toHaveLength(RUNS);
    const median = (measured[RUNS / 2 - 1]! + measured[RUNS / 2]!) / 2;
    console.log(`MCP grid save on ${DRIVER_NAMES[driver]}: median ${median.toFixed(1)} ms server time (min ${measured[0]!.toFixed(1)}, max ${measured.at(-1)!.toFixed(1)}, ${RUNS} saves of ${products.length * MONTHS.length} rows)`);
  });
});
