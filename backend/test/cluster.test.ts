import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { tmpdir } from 'node:os';
import { describe, expect, it } from 'vitest';

// npm run cluster refuses a configuration its instances could not share, before it starts anything
// (the cluster itself runs in the e2e cluster phase: playwright.cluster.config.ts).
const CLUSTER_JS = fileURLToPath(new URL('../dist/cluster.js', import.meta.url));
const MYSQL = 'mysql://root@127.0.0.1:3306/unused';
const REDIS = 'redis://127.0.0.1:6379';

const start = (env: Record<string, string>) => {
  const result = spawnSync(process.execPath, [CLUSTER_JS], { cwd: tmpdir(), env: { PATH: process.env.PATH ?? '', ...env }, encoding: 'utf8', timeout: 30_000 });
  return { code: result.status, stderr: result.stderr };
};

describe('npm run cluster', () => {
  it('refuses SQLite, a missing REDIS_URL, a bad CLUSTER_SIZE and the server\'s own configuration errors, naming the variable', () => {
    const cases: [Record<string, string>, string][] = [
      [{ REDIS_URL: REDIS }, 'DATABASE_URL: the instances share one database: it must be MariaDB/MySQL'],
      [{ DATABASE_URL: MYSQL }, 'REDIS_URL: required'],
      [{ DATABASE_URL: MYSQL, REDIS_URL: REDIS, CLUSTER_SIZE: '0' }, 'CLUSTER_SIZE: must be a whole number from 1 to 16 (got "0")'],
      [{ DATABASE_URL: MYSQL, REDIS_URL: REDIS, CLUSTER_SIZE: 'two' }, 'CLUSTER_SIZE: must be a whole number from 1 to 16 (got "two")'],
      [{ DATABASE_URL: MYSQL, REDIS_URL: REDIS, PORT: '65530', CLUSTER_SIZE: '8' }, 'PORT: the instances listen on PORT+1 to PORT+8, past 65535'],
      [{ DATABASE_URL: MYSQL, REDIS_URL: REDIS, LOG_LEVEL: 'loud' }, 'LOG_LEVEL: must be one of'],
    ];
    for (const [env, message] of cases) {
      const { code, stderr } = start(env);
      expect(code, message).toBe(1);
      expect(stderr, message).toContain(`Invalid configuration: ${message}`);
    }
  });
});
