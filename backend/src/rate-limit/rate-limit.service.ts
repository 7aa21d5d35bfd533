import { createHash } from 'node:crypto';
import { HttpStatus, Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { RATE_LIMIT_MESSAGES, rateLimitedMessage, waitText } from 'contracts';
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
  /** The 429's pt-BR text, told how long to wait; `rateLimitedMessage` when absent. */
  message?: (wait: string) => string;
}

/** One counter of a limit: the limit and whom it counts (an IP, an e-mail, a user id). */
export interface Counter {
  limit: Limit;
  subject: string;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** DECISIONS.md §1 (django-allauth's defaults or stricter), and ours (docs/DECISIONS.md). */
export const LIMITS = {
  loginFailuresPerIp: { name: 'login-fail:ip', max: 10, windowMs: MINUTE },
  loginFailuresPerAccount: { name: 'login-fail:account', max: 5, windowMs: 5 * MINUTE },
  registrationPerIp: { name: 'register:ip', max: 20, windowMs: MINUTE },
  recoveryPerIp: { name: 'recover:ip', max: 20, windowMs: MINUTE },
  recoveryPerEmail: { name: 'recover:email', max: 5, windowMs: MINUTE },
  resendPerIp: { name: 'resend:ip', max: 20, windowMs: MINUTE },
  resendPerEmail: { name: 'resend:email', max: 1, windowMs: 3 * MINUTE },
  // Invitation e-mails go from our sender to any address: per inviter and per company.
  invitationsPerUserHour: { name: 'invite:user:hour', max: 20, windowMs: HOUR, message: RATE_LIMIT_MESSAGES.invitationsByUser },
  invitationsPerUserDay: { name: 'invite:user:day', max: 100, windowMs: DAY, message: RATE_LIMIT_MESSAGES.invitationsByUser },
  invitationsPerCompanyHour: { name: 'invite:company:hour', max: 20, windowMs: HOUR, message: RATE_LIMIT_MESSAGES.invitationsByCompany },
  invitationsPerCompanyDay: { name: 'invite:company:day', max: 100, windowMs: DAY, message: RATE_LIMIT_MESSAGES.invitationsByCompany },
  // find_user_by_email tells a name from an e-mail: not an open directory.
  userLookupsPerUser: { name: 'find-user:user', max: 30, windowMs: HOUR, message: RATE_LIMIT_MESSAGES.userLookups },
  // A browser sends one page-view batch when its page is hidden (or every 50 views): far
  // fewer than this, for an office behind one NAT. Per address only: a session cookie is the
  // client's own to make up.
  pageViewBatchesPerIp: { name: 'pageview:ip', max: 60, windowMs: MINUTE },
} as const satisfies Record<string, Limit>;

/**
 * Fixed-window counters, shared through Redis when REDIS_URL is set. Over a limit the
 * answer is 429 with `Retry-After` (seconds until the window closes) and the limit's pt-BR
 * message (how long to wait) or the general one, the same whatever the account: it never
 * tells whether an e-mail is registered.
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

  /** Whether the shared store (Redis) answers a PING now; null when none is configured. */
  async sharedStoreAnswers(): Promise<boolean | null> {
    return this.shared ? this.shared.answers() : null;
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

  /** Counts one event (weighing `cost`, 1 by default); throws the 429 when this event goes over the limit. */
  async consume(limit: Limit, subject: string, cost = 1): Promise<void> {
    const window = await this.use((store) => store.hit(counterKey(limit, subject), limit.windowMs, cost));
    if (window.count > limit.max) throw this.tooMany(limit, subject, window);
  }

  /** Spends a hit on every counter, or on none: when one is full the others get theirs back and its 429 is thrown. */
  async consumeAll(counters: readonly Counter[]): Promise<void> {
    const spent: Counter[] = [];
    try {
      for (const counter of counters) {
        await this.consume(counter.limit, counter.subject);
        spent.push(counter);
      }
    } catch (error) {
      await this.giveBack(spent);
      throw error;
    }
  }

  /**
   * A password guess: the counters are spent before the password is checked, so parallel
   * guesses cannot all pass a check that runs before any failure is counted; a right guess
   * (or a check that could not run, e.g. the database was down) gives its hits back, so only
   * wrong guesses stay counted.
   */
  async guess(counters: readonly Counter[], check: () => Promise<boolean>): Promise<boolean> {
    await this.consumeAll(counters);
    let wrong = false;
    try {
      wrong = !(await check());
      return !wrong;
    } finally {
      if (!wrong) await this.giveBack(counters);
    }
  }

  private async giveBack(counters: readonly Counter[]): Promise<void> {
    for (const { limit, subject } of counters) await this.use((store) => store.giveBack(counterKey(limit, subject)));
  }

  private tooMany(limit: Limit, subject: string, window: WindowCount): ApiError {
    const retryAfter = Math.max(1, Math.ceil(window.resetInMs / 1000));
    this.logger.warn(`rate limit ${limit.name} reached for ${maskSubject(subject)}; retry after ${retryAfter}s`);
    return tooManyRequests(limit, retryAfter);
  }
}

/** The 429 of a limit: the answer says how long to wait, as its Retry-After header does. */
export function tooManyRequests(limit: Limit, retryAfter: number): ApiError {
  const message = limit.message ? limit.message(waitText(retryAfter)) : rateLimitedMessage(retryAfter);
  return ApiError.general(HttpStatus.TOO_MANY_REQUESTS, message, { 'Retry-After': String(retryAfter) });
}

/** Counter keys carry a digest of the subject, not the e-mail itself. */
const counterKey = (limit: Limit, subject: string) =>
  `${limit.name}:${createHash('sha256').update(subject).digest('base64url').slice(0, 32)}`;
