import { Redis } from 'ioredis';
import type { RateLimitStore, WindowCount } from './rate-limit.store.js';

/** DECR keeps the key's expiry; a closed window (no key) or a count at 0 is left alone. */
const GIVE_BACK = `local count = tonumber(redis.call('GET', KEYS[1]) or '0')
if count > 0 then return redis.call('DECR', KEYS[1]) end
return 0`;

/**
 * Counters in Redis: `SET key 0 PX window NX` opens the window, `INCRBY` counts, `PTTL` tells
 * when it closes, all in one MULTI; a Lua script takes a hit back, atomically too. Commands
 * fail fast while Redis is away (no offline queue), and the caller falls back to its memory
 * store meanwhile.
 */
export class RedisRateLimitStore implements RateLimitStore {
  private readonly redis: Redis;

  constructor(url: string, private readonly prefix = 'ratelimit:') {
    this.redis = new Redis(url, {
      lazyConnect: false,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      connectTimeout: 2000,
    });
    // Errors surface through the failed commands; an unhandled 'error' event would crash the process.
    this.redis.on('error', () => undefined);
  }

  /** Resolves once connected (or rejects): start-up waits for it so the first requests count too. */
  async ready(): Promise<void> {
    if (this.redis.status === 'ready') return;
    await new Promise<void>((resolve, reject) => {
      const onReady = () => {
        this.redis.off('error', onError);
        resolve();
      };
      const onError = (error: Error) => {
        this.redis.off('ready', onReady);
        reject(error);
      };
      this.redis.once('ready', onReady);
      this.redis.once('error', onError);
    });
  }

  async hit(key: string, windowMs: number, cost = 1): Promise<WindowCount> {
    const full = this.prefix + key;
    const results = await this.redis.multi().set(full, '0', 'PX', windowMs, 'NX').incrby(full, cost).pttl(full).exec();
    if (!results) throw new Error('rate limit transaction aborted');
    for (const [error] of results) if (error) throw error;
    const count = Number(results[1][1]);
    const ttl = Number(results[2][1]);
    return { count, resetInMs: ttl > 0 ? ttl : windowMs };
  }

  async giveBack(key: string): Promise<void> {
    await this.redis.eval(GIVE_BACK, 1, this.prefix + key);
  }

  /** A PING answered within `timeoutMs` (commands fail at once while disconnected). */
  async answers(timeoutMs = 2000): Promise<boolean> {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), timeoutMs)));
    try {
      return await Promise.race([this.redis.ping().then(() => true, () => false), late]);
    } finally {
      clearTimeout(timer);
    }
  }

  async close(): Promise<void> {
    this.redis.disconnect();
  }
}
