import { Redis } from 'ioredis';
import { describeOnDriver } from './support/driver-suite.js';
import { fairUseSuite } from './support/fair-use-suite.js';
import { REDIS_URL, redisReachable } from './support/redis.js';

// On MariaDB the counters live in Redis (REDIS_URL), as in production with several instances.
const redis = await redisReachable();
if (redis) {
  // A fresh database numbers its users and companies from 1 again: drop counters of an earlier run.
  const client = new Redis(REDIS_URL);
  const keys = await client.keys('ratelimit:fair:*');
  if (keys.length > 0) await client.del(...keys);
  client.disconnect();
} else console.warn(`Fair use on MariaDB: Redis unreachable at ${REDIS_URL}, counting in memory`);

describeOnDriver('mysql', 'Fair use', { env: (): Record<string, string> => (redis ? { REDIS_URL } : {}) }, (app) => fairUseSuite(app));
