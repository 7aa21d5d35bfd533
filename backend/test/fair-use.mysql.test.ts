import { Redis } from 'ioredis';
import { afterAll } from 'vitest';
import { describeOnDriver } from './support/driver-suite.js';
import { FAIR_USE_WINDOW, fairUseSuite } from './support/fair-use-suite.js';
import { REDIS_URL, redisReachable } from './support/redis.js';

/**
 * A fresh database numbers its users and companies from 1 again: counters of an earlier run
 * are dropped before, and this run's (an hour long) after, for the cluster phase's companies.
 */
async function dropFairUseCounters(): Promise<void> {
  const client = new Redis(REDIS_URL);
  const keys = await client.keys('ratelimit:fair:*');
  if (keys.length > 0) await client.del(...keys);
  client.disconnect();
}

// On MariaDB the counters live in Redis (REDIS_URL), as in production with several instances.
const redis = await redisReachable();
if (redis) {
  await dropFairUseCounters();
  afterAll(dropFairUseCounters);
} else console.warn(`Fair use on MariaDB: Redis unreachable at ${REDIS_URL}, counting in memory`);

describeOnDriver('mysql', 'Fair use', { env: (): Record<string, string> => (redis ? { REDIS_URL } : {}), settings: FAIR_USE_WINDOW }, (app) => fairUseSuite(app));
