import { Injectable } from '@nestjs/common';
import { RATE_LIMIT_MESSAGES } from 'contracts';
import type { AuthUser } from '../auth/auth-user.js';
import { type Limit, RateLimitService } from './rate-limit.service.js';

const MINUTE = 60_000;

/** Fair-use limits of the expensive calls (docs/DECISIONS.md "Fair use"). */
export const FAIR_USE = {
  // Charts and the control-data grid: a person reading charts asks far fewer.
  expensiveReadsPerUser: { name: 'fair:read:user', max: 60, windowMs: MINUTE, message: RATE_LIMIT_MESSAGES.expensiveReads },
  // Rows of grid saves, grade sheets and MCP imports: the largest grid call (MCP_BULK_MAX_ROWS) fits twice.
  bulkRowsPerCompany: { name: 'fair:bulk-rows:company', max: 50_000, windowMs: MINUTE, message: RATE_LIMIT_MESSAGES.bulkWrites },
} as const satisfies Record<string, Limit>;

/**
 * Counts the expensive calls (429 with Retry-After over a limit; Redis-backed when REDIS_URL
 * is set). A call counts once its input is valid: a read at the top of its handler, after the
 * pipes; a bulk write, weighing its rows, once its caller's write access to the company is
 * known, so nobody spends another company's budget.
 */
@Injectable()
export class FairUseService {
  constructor(private readonly rateLimit: RateLimitService) {}

  expensiveRead(user: AuthUser): Promise<void> {
    return this.rateLimit.consume(FAIR_USE.expensiveReadsPerUser, String(user.id));
  }

  /** A write of `rows` rows: what it costs the database, so a one-row save is not counted as a full grid. */
  bulkWrite(companyId: number, rows: number): Promise<void> {
    return this.rateLimit.consume(FAIR_USE.bulkRowsPerCompany, String(companyId), Math.max(1, rows));
  }
}
