import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import mysql from 'mysql2/promise';
import { E2E_BASE_URL, E2E_PORT, REPO_ROOT, serverEnv } from './environment.js';

/** Instances behind the balancer; instance i listens on E2E_PORT + i (npm run cluster's layout). */
export const CLUSTER_SIZE = 2;
export const INSTANCE_URLS = Array.from({ length: CLUSTER_SIZE }, (_, i) => `http://127.0.0.1:${E2E_PORT + i + 1}`);

const TEST_MYSQL_URL = process.env.TEST_MYSQL_URL || 'mysql://root@127.0.0.1:3306/test';
const TEST_REDIS_URL = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';

async function asAdmin(sql: string): Promise<void> {
  const connection = await mysql.createConnection({ uri: TEST_MYSQL_URL });
  try {
    await connection.query(sql);
  } finally {
    await connection.end();
  }
}

/** The instance that answers at `url` now (`host:pid`, GET /api/health), or null when none does. */
export async function instanceAt(url: string): Promise<{ name: string; pid: number; ready: boolean } | null> {
  try {
    const alive = (await (await fetch(`${url}/api/health`)).json()) as { data: { instance: string } };
    const ready = (await fetch(`${url}/api/health/ready`)).ok;
    return { name: alive.data.instance, pid: Number(alive.data.instance.split(':').pop()), ready };
  } catch {
    return null;
  }
}

/**
 * globalSetup of the cluster phase: `npm run cluster`'s supervisor (backend/dist/cluster.js:
 * HAProxy on E2E_PORT, two instances) on a MariaDB database of its own and Redis, with the e2e
 * environment (outbox, overlay, system administrators). Answers the teardown: SIGTERM (every
 * instance drains, the balancer stops), then the database is dropped.
 */
export default async function clusterSetup(): Promise<() => Promise<void>> {
  if (!existsSync(join(REPO_ROOT, 'backend/dist/cluster.js'))) throw new Error('Production build missing (backend/dist/cluster.js): run npm run build first.');
  const database = `test_${randomBytes(6).toString('hex')}`;
  await asAdmin(`CREATE DATABASE \`${database}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  const databaseUrl = new URL(TEST_MYSQL_URL);
  databaseUrl.pathname = `/${database}`;
  const supervisor: ChildProcess = spawn(process.execPath, [join(REPO_ROOT, 'backend/dist/cluster.js')], {
    cwd: REPO_ROOT,
    env: { ...process.env, ...serverEnv(), DATABASE_URL: databaseUrl.href, REDIS_URL: TEST_REDIS_URL, CLUSTER_SIZE: String(CLUSTER_SIZE) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => supervisor.once('exit', () => resolve()));
  const teardown = async () => {
    supervisor.kill('SIGTERM');
    await exited;
    await asAdmin(`DROP DATABASE IF EXISTS \`${database}\``);
    // npm run cluster stops everything it started.
    const left = (await Promise.all([E2E_BASE_URL, ...INSTANCE_URLS].map(async (url) => ((await instanceAt(url)) ? url : null)))).filter(Boolean);
    if (left.length > 0) throw new Error(`still answering after npm run cluster stopped: ${left.join(', ')}`);
  };
  try {
    const deadline = Date.now() + 120_000;
    for (;;) {
      if (supervisor.exitCode !== null) throw new Error(`npm run cluster exited with ${supervisor.exitCode} (its errors are above)`);
      const instances = await Promise.all(INSTANCE_URLS.map(instanceAt));
      if (instances.every((instance) => instance?.ready) && (await instanceAt(E2E_BASE_URL))?.ready) break;
      if (Date.now() > deadline) throw new Error('the cluster was not ready after 2 minutes');
      await sleep(500);
    }
  } catch (error) {
    await teardown();
    throw error;
  }
  return teardown;
}
