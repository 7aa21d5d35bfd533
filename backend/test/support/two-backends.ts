import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { tempDir } from './fixtures.js';
import { createTestDatabase } from './mysql.js';
import { type Backend, freePort, runBackend, waitForOutput } from './process.js';
import { REDIS_URL } from './redis.js';

/**
 * Two `node dist/main.js` processes on one MariaDB database of their own and one Redis, as
 * behind a load balancer, started in the suite's beforeAll and stopped (the database dropped)
 * in its afterAll: `a()` and `b()` are their URLs, `outbox` the folder of their e-mails.
 */
export function twoBackends(name: string) {
  const root = tempDir(name);
  const outbox = join(root.path, 'outbox');
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  const processes: Backend[] = [];
  const urls: string[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    const start = async () => {
      const port = await freePort();
      const url = `http://127.0.0.1:${port}`;
      const backend = runBackend({ PORT: String(port), PUBLIC_URL: url, DATABASE_URL: database.url.href, REDIS_URL, MAIL_OUTBOX_DIR: outbox });
      processes.push(backend);
      await waitForOutput(backend, `Listening on http://localhost:${port}`, 60_000);
      urls.push(url);
    };
    // One after the other: both would run the migrations at once otherwise.
    await start();
    await start();
  }, 120_000);
  afterAll(async () => {
    for (const backend of processes) backend.child.kill('SIGTERM');
    await Promise.all(processes.map((backend) => backend.exited));
    await database?.drop();
    root.remove();
  });

  return { a: () => urls[0]!, b: () => urls[1]!, outbox };
}
