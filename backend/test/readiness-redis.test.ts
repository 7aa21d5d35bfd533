import { MESSAGES } from 'contracts';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { frontendFixture, tempDir } from './support/fixtures.js';
import { REDIS_URL, redisReachable } from './support/redis.js';
import { TcpProxy } from './support/tcp-proxy.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const skip = process.env.CI !== 'true' && !(await redisReachable());
if (skip) console.warn(`Readiness with Redis SKIPPED: no Redis at ${REDIS_URL}; CI=true makes this a failure`);

/** With REDIS_URL set, an instance is ready only while Redis answers too (sessions and limits are shared through it). */
describe.skipIf(skip)('readiness with Redis configured', () => {
  const root = tempDir('readiness-redis');
  const target = new URL(REDIS_URL);
  const proxy = new TcpProxy(target.hostname, Number(target.port || 6379));
  let app: TestApp;

  beforeAll(async () => {
    frontendFixture(root.path);
    await proxy.start();
    const url = new URL(REDIS_URL);
    url.host = `127.0.0.1:${proxy.port}`;
    app = await startTestApp({ DATABASE_URL: 'sqlite:data/app.sqlite', REDIS_URL: url.href }, root.path);
  });
  afterAll(async () => {
    await app?.close();
    await proxy.stop();
    root.remove();
  });

  it('is ready while Redis answers, 503 naming Redis while it is away, ready again once it is back', async () => {
    const ready = () => request(app.server).get('/api/health/ready');
    const up = await ready();
    expect(up.status).toBe(200);
    expect(up.body.data).toMatchObject({ ready: true, database: { status: 'up' }, redis: { status: 'up' } });

    await proxy.stop();
    await expect.poll(async () => (await ready()).status).toBe(503);
    const down = await ready();
    expect(down.body).toMatchObject({
      success: false,
      message: MESSAGES.sharedStoreUnavailable,
      data: { ready: false, state: 'ready', database: { status: 'up' }, redis: { status: 'down' } },
    });
    // Alive all the same.
    expect((await request(app.server).get('/api/health')).status).toBe(200);

    await proxy.start();
    await expect.poll(async () => (await ready()).status, { timeout: 15_000, interval: 200 }).toBe(200);
  });
});
