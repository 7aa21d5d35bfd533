import { createHash } from 'node:crypto';
import { HttpStatus, Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { rateLimitedMessage } from 'contracts';
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

  /** Throws the 429 when the limit is already reached, without counting (failed logins). */
  async check(limit: Limit, subject: string): Promise<void> {
    const window = await this.use((store) => store.peek(counterKey(limit, subject)));
    if (window.count >= limit.max) throw this.tooMany(limit, subject, window);
  }

  /** Counts one event without refusing it (a failed login is answered 400; the next one 429). */
  async record(limit: Limit, subject: string): Promise<void> {
    await this.use((store) => store.hit(counterKey(limit, subject), limit.windowMs));
  }

  private tooMany(limit: Limit, subject: string, window: WindowCount): ApiError {
    const retryAfter = Math.max(1, Math.ceil(window.resetInMs / 1000));
    this.logger.warn(`rate limit ${limit.name} reached for ${maskSubject(subject)}; retry after ${retryAfter}s`);
    // The answer says how long to wait, as its Retry-After header does.
    return ApiError.general(HttpStatus.TOO_MANY_REQUESTS, rateLimitedMessage(retryAfter), { 'Retry-After': String(retryAfter) });
  }
}

/** Counter keys carry a digest of the subject, not the e-mail itself. */
const counterKey = (limit: Limit, subject: string) =>
  `${limit.name}:${createHash('sha256').update(subject).digest('base64url').slice(0, 32)}`;
