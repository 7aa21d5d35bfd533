import { setTimeout as sleep } from 'node:timers/promises';
import { Injectable } from '@nestjs/common';
import { RATE_LIMIT_MESSAGES } from 'contracts';
import type { AuthUser } from '../auth/auth-user.js';
import { ApiError } from '../common/http/api-error.js';
import type { AppConfig } from '../config/config.js';
import { InjectConfig } from '../config/config.module.js';
import { type Limit, RateLimitService, tooManyRequests } from './rate-limit.service.js';

const MINUTE = 60_000;

/** Fair-use limits of the expensive calls (docs/DECISIONS.md "Fair use"). */
export const FAIR_USE = {
  // Charts, the control-data grid and the report's charts (a company report of a dozen analyses
  // asks about thirty, printed): a person reading charts asks far fewer.
  expensiveReadsPerUser: { name: 'fair:read:user', max: 120, windowMs: MINUTE, message: RATE_LIMIT_MESSAGES.expensiveReads },
  // Rows of grid saves and reads, grade sheets and MCP imports: the largest grid call (MCP_BULK_MAX_ROWS) fits twice.
  bulkRowsPerCompany: { name: 'fair:bulk-rows:company', max: 50_000, windowMs: MINUTE, message: RATE_LIMIT_MESSAGES.bulkWrites },
} as const satisfies Record<string, Limit>;

/** Expensive reads of one user computed at once in this process; the others wait their turn. */
export const READS_RUNNING_PER_USER = 2;
/** A refused expensive read is answered after this: a client looping past its 429s gets one a second per connection. */
export const REFUSAL_DELAY_MS = 1_000;

/**
 * Counts the expensive calls (429 with Retry-After over a limit; Redis-backed when REDIS_URL
 * is set). A call counts once its input is valid: a read at the top of its handler, after the
 * pipes; a bulk write, weighing its rows, once its caller's write access to the company is
 * known, so nobody spends another company's budget.
 */
@Injectable()
export class FairUseService {
  private readonly reads = new Map<number, { running: number; waiting: (() => void)[] }>();
  /** Until when bulk writes to a target (`mcp:12`, what the path names) are refused, since its company's rows ran out. */
  private readonly refusedBulk = new Map<string, number>();
  /** FAIR_USE, on the configured window when there is one (config.fairUseWindowMs). */
  private readonly limits: Record<keyof typeof FAIR_USE, Limit>;

  constructor(
    private readonly rateLimit: RateLimitService,
    @InjectConfig() config: AppConfig,
  ) {
    const windowMs = config.fairUseWindowMs;
    this.limits = windowMs
      ? { expensiveReadsPerUser: { ...FAIR_USE.expensiveReadsPerUser, windowMs }, bulkRowsPerCompany: { ...FAIR_USE.bulkRowsPerCompany, windowMs } }
      : FAIR_USE;
  }

  /**
   * Counts the read, then runs it when fewer than READS_RUNNING_PER_USER of the user's are
   * running: a report's dozen charts all succeed, one after another, and a user's calls in
   * flight never hold more of the server than that, whatever their number.
   */
  async expensiveRead<T>(user: AuthUser, read: () => Promise<T>): Promise<T> {
    try {
      await this.rateLimit.consume(this.limits.expensiveReadsPerUser, String(user.id));
    } catch (error) {
      await sleep(REFUSAL_DELAY_MS);
      throw error;
    }
    await this.turn(user.id);
    try {
      return await read();
    } finally {
      this.done(user.id);
    }
  }

  /**
   * A bulk call of `rows` rows on `target` (`mcp:12`, as its route's BodyOptions name it): a
   * write of them, or a read of the whole grid. It weighs what it costs the database, so a
   * one-row save is not counted as a full grid, nor a read of 20 000 rows as one call. A
   * refusal is remembered in this process until the window closes: the target's next bulk
   * writes are refused before their bodies are read (bulkRefusal).
   */
  async bulkRows(companyId: number, rows: number, target: string): Promise<void> {
    try {
      await this.rateLimit.consume(this.limits.bulkRowsPerCompany, String(companyId), Math.max(1, rows));
    } catch (error) {
      if (error instanceof ApiError && error.getStatus() === 429) {
        if (this.refusedBulk.size > 10_000) for (const [key, until] of this.refusedBulk) if (until <= Date.now()) this.refusedBulk.delete(key);
        this.refusedBulk.set(target, Date.now() + Number(error.headers['Retry-After']) * 1000);
      }
      throw error;
    }
  }

  /**
   * The 429 of a bulk write to `target` while its company's rows are spent (a refusal seen
   * here), due after REFUSAL_DELAY_MS as a refused read's; else undefined.
   */
  bulkRefusal(target: string): Promise<ApiError> | undefined {
    const until = this.refusedBulk.get(target);
    if (until === undefined) return undefined;
    if (until <= Date.now()) {
      this.refusedBulk.delete(target);
      return undefined;
    }
    const refusal = tooManyRequests(this.limits.bulkRowsPerCompany, Math.ceil((until - Date.now()) / 1000));
    return sleep(REFUSAL_DELAY_MS).then(() => refusal);
  }

  private async turn(userId: number): Promise<void> {
    const reads = this.reads.get(userId) ?? { running: 0, waiting: [] };
    this.reads.set(userId, reads);
    if (reads.running >= READS_RUNNING_PER_USER) await new Promise<void>((resolve) => reads.waiting.push(resolve));
    else reads.running += 1;
  }

  /** Hands the slot to the next waiting read (running stays the same), or frees it. */
  private done(userId: number): void {
    const reads = this.reads.get(userId)!;
    const next = reads.waiting.shift();
    if (next) return next();
    reads.running -= 1;
    if (reads.running === 0) this.reads.delete(userId);
  }
}
