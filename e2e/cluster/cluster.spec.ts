import { setTimeout as sleep } from 'node:timers/promises';
import { expect, test, type APIRequestContext } from '@playwright/test';
import type { McpControlData } from 'contracts';
import { INSTANCE_URLS, instanceAt } from '../support/cluster.js';
import { E2E_BASE_URL } from '../support/environment.js';
import { CLUSTER } from '../support/fixtures.js';
import { apiCall, createdCompany, signedUpPerson, uniqueStamp, xsrfToken } from '../support/people.js';

// The cluster phase's own checks (playwright.cluster.config.ts): two instances behind HAProxy,
// on one MariaDB database and one Redis.

const stamp = uniqueStamp();

/** A signed-up owner of a demo company with an MCP of one market holding `products` products. */
async function ownerWithProducts(request: APIRequestContext, name: string, products: number) {
  const token = await signedUpPerson(request, { name, email: `${name.split(' ')[0]!.toLowerCase()}.${stamp}@exemplo.com`, password: 'cluster12345' });
  const companyId = await createdCompany(request, token, `${name} ${stamp}`);
  const mcp = await apiCall<{ id: number }>(request, 'POST', `/api/company/${companyId}/mcps/`, { name: 'Carteira' }, token);
  const category = await apiCall<{ id: number }>(request, 'POST', `/api/mcps/${mcp.id}/categories/`, { name: 'Mercado' }, token);
  const productIds: number[] = [];
  for (let i = 0; i < products; i++) productIds.push((await apiCall<{ id: number }>(request, 'POST', '/api/products/', { categoryId: category.id, name: `Produto ${i + 1}`, color: 0x1f77b4 }, token)).id);
  return { token, mcpId: mcp.id, productIds };
}

test('a rolling restart (SIGTERM of each instance in turn) under a steady write load fails no request and loses no acknowledged write', { tag: CLUSTER }, async ({ request }) => {
  const WRITERS = 4;
  const { token, mcpId, productIds } = await ownerWithProducts(request, 'Rita Reinício', WRITERS);

  // Each writer saves one cell after another of its own product's grid, through the balancer:
  // a month each, a value of its own. An acknowledged write is a 200.
  const acknowledged = new Map<string, number>();
  const failures: string[] = [];
  let writing = true;
  const writer = async (productId: number) => {
    for (let n = 0; writing; n++) {
      const date = `${1990 + Math.floor(n / 12)}-${String((n % 12) + 1).padStart(2, '0')}-01`;
      const total = productId * 10_000 + n;
      try {
        const response = await request.fetch(`${E2E_BASE_URL}/api/products/${productId}/update_control/`, {
          method: 'PUT',
          headers: { Authorization: `Token ${token}`, 'X-XSRF-TOKEN': await xsrfToken(request) },
          data: { date, total, cost: 0, amount: 1 },
        });
        if (response.ok()) acknowledged.set(`${productId} ${date}`, total);
        else failures.push(`${response.status()} ${await response.text()}`);
      } catch (error) {
        failures.push(String(error));
      }
      await sleep(20);
    }
  };
  const writers = productIds.map(writer);
  await expect.poll(() => acknowledged.size).toBeGreaterThan(20);

  const names = new Set<string>();
  for (const url of INSTANCE_URLS) {
    const before = (await instanceAt(url))!;
    expect(before.ready).toBe(true);
    const writesBefore = acknowledged.size;
    process.kill(before.pid, 'SIGTERM');
    // npm run cluster starts it again; it serves once ready, and the balancer sends it requests again.
    await expect.poll(async () => { const now = await instanceAt(url); return Boolean(now?.ready && now.pid !== before.pid); }, { timeout: 90_000 }).toBe(true);
    const after = (await instanceAt(url))!;
    names.add(after.name);
    await expect.poll(async () => {
      for (let i = 0; i < 4; i++) if ((await instanceAt(E2E_BASE_URL))?.name === after.name) return true;
      return false;
    }, { timeout: 30_000 }).toBe(true);
    // The load went on meanwhile.
    expect(acknowledged.size).toBeGreaterThan(writesBefore);
  }
  writing = false;
  await Promise.all(writers);

  expect(names.size).toBe(INSTANCE_URLS.length);
  expect(failures).toEqual([]);
  const saved = await apiCall<McpControlData>(request, 'GET', `/api/mcps/${mcpId}/control_data/`, undefined, token);
  const stored = new Map(saved.products.map((row) => [`${row.id} ${row.date}`, row.total]));
  const lost = [...acknowledged].filter(([cell, total]) => stored.get(cell) !== total);
  expect(lost).toEqual([]);
});

test('the per-user limit of expensive reads holds across instances: 120 a minute in all, not 120 on each', { tag: CLUSTER }, async ({ request }) => {
  const { token, mcpId } = await ownerWithProducts(request, 'Laura Limite', 1);
  // Straight to each instance in turn, not through the balancer: each sees half of the calls.
  const read = (i: number) => fetch(`${INSTANCE_URLS[i % INSTANCE_URLS.length]}/api/mcps/${mcpId}/control_data/`, { headers: { Authorization: `Token ${token}` } });
  let served = 0;
  let refused: Response | undefined;
  for (let i = 0; !refused && i < 2 * 120 + 1; i++) {
    const answer = await read(i);
    if (answer.status === 200) served++;
    else refused = answer;
  }
  // Counted per instance, 240 would pass. (Redis outlives the run: a counter an earlier run left
  // for the same user id within the minute can only lower the figure.)
  expect(served).toBeLessThanOrEqual(120);
  expect(refused?.status).toBe(429);
  expect(Number(refused!.headers.get('retry-after'))).toBeGreaterThan(0);
  expect(((await refused!.json()) as { message: string }).message).toMatch(/^Você pediu muitos gráficos e tabelas de dados em pouco tempo\. Tente novamente em /);
  // Once refused, refused by every instance.
  for (const [i] of INSTANCE_URLS.entries()) expect((await read(i)).status).toBe(429);
});
