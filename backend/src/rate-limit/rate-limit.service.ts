import { createHash } from 'node:crypto';
import { HttpStatus, Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { MESSAGES } from 'contracts';
import { maskSubject } from '../common/logging/mask.js';
import { ApiError } from '../common/http/api-error.js';
import type { AppConfig } from '../config/config.js';
import { InjectConfig } from '../config/config.module.js';
import { MemoryRateLimitStore, type RateLimitStore, type WindowCount } from './rate-limit.store.js';
import { RedisRateLimitStore } from './redis-rate-limit.store.js';

/** A limit: at most `max` counted events per `windowMs` for one key. */
export interface Limit {
  /** Names the counter (e.g. `login-fail:ip`); the subject (IP, e-mail) is appended. */
  name: string;
  max: number;
  windowMs: number;
}

/** One counter of a limit: the limit and whom it counts (an IP, an e-mail, a user id). */
export interface Counter {
  limit: Limit;
  subject: string;
}

const MINUTE = 60_000;

/** DECISIONS.md §1 (django-allauth's defaults or stricter). */
export const LIMITS = {
  loginFailuresPerIp: { name: 'login-fail:ip', max: 10, windowMs: MINUTE },
  loginFailuresPerAccount: { name: 'login-fail:account', max: 5, windowMs: 5 * MINUTE },
  registrationPerIp: { name: 'register:ip', max: 20, windowMs: MINUTE },
  recoveryPerIp: { name: 'recover:ip', max: 20, windowMs: MINUTE },
  recoveryPerEmail: { name: 'recover:email', max: 5, windowMs: MINUTE },
  resendPerIp: { name: 'resend:ip', max: 20, windowMs: MINUTE },
  resendPerEmail: { name: 'resend:email', max: 1, windowMs: 3 * MINUTE },
} as const satisfies Record<string, Limit>;

/**
 * Fixed-window counters, shared through Redis when REDIS_URL is set. Over a limit the
 * answer is 429 with `Retry-After` (seconds until the window closes) and the same pt-BR
 * message whatever the account: it never tells whether an e-mail is registered.
 */
@Injectable()
export class RateLimitService implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('RateLimit');
  private readonly memory = new MemoryRateLimitStore();
  private readonly shared?: RedisRateLimitStore;

  constructor(@InjectConfig() config: AppConfig) {
    if (config.redisUrl) this.shared = new RedisRateLimitStore(config.redisUrl);
  }

  async onModuleInit(): Promise<void> {
    if (!this.shared) return;
    try {
      await this.shared.ready();
    } catch (error) {
      this.logger.warn(`Redis unreachable at start, counting in memory until it answers: ${String(error)}`);
    }
  }

  async onApplicationShutdown(): Promise<void> {
    await this.shared?.close();
    await this.memory.close();
  }

  /** The store in use; Redis trouble falls back to memory (limits keep working per instance). */
  private async use<T>(action: (store: RateLimitStore) => Promise<T>): Promise<T> {
    if (this.shared) {
      try {
        return await action(this.shared);
      } catch (error) {
        this.logger.warn(`Redis rate-limit store failed, using memory: ${String(error)}`);
      }
    }
    return action(this.memory);
  }

  /** Counts one event; throws the 429 when this event goes over the limit. */
  async consume(limit: Limit, subject: string): Promise<void> {
    const window = await this.use((store) => store.hit(counterKey(limit, subject), limit.windowMs));
    if (window.count > limit.max) throw this.tooMany(limit, subject, window);
  }

  /**
   * A password guess: every counter is spent before the password is checked, so parallel
   * guesses cannot all pass a check that runs before any failure is counted; a right guess
   * (or a check that could not run: the database was down, a later counter was full) gives
   * its hits back, so only wrong guesses stay counted.
   */
  async guess(counters: readonly Counter[], check: () => Promise<boolean>): Promise<boolean> {
    const spent: Counter[] = [];
    let wrong = false;
    try {
      for (const counter of counters) {
        await this.consume(counter.limit, counter.subject);
        spent.push(counter);
      }
      wrong = !(await check());
      return !wrong;
    } finally {
      if (!wrong) for (const { limit, subject } of spent) await this.use((store) => store.giveBack(counterKey(limit, subject)));
    }
  }

  private tooMany(limit: Limit, subject: string, window: WindowCount): ApiError {
    const retryAfter = Math.max(1, Math.ceil(window.resetInMs / 1000));
    this.logger.warn(`rate limit ${limit.name} reached for ${maskSubject(subject)}; retry after ${retryAfter}s`);
    return ApiError.general(HttpStatus.TOO_MANY_REQUESTS, MESSAGES.rateLimited, { 'Retry-After': String(retryAfter) });
  }
}

/** Counter keys carry a digest of the subject, not the e-mail itself. */
const counterKey = (limit: Limit, subject: string) =>
  `${limit.name}:${createHash('sha256').update(subject).digest('base64url').slice(0, 32)}`;
