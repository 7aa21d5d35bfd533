import { HttpStatus, Injectable, Logger } from '@nestjs/common';
import type { Health, Readiness } from 'contracts';
import { DataSource } from 'typeorm';
import { ApiError } from '../common/http/api-error.js';
import type { AppConfig } from '../config/config.js';
import { InjectConfig } from '../config/config.module.js';
import { RateLimitService } from '../rate-limit/rate-limit.service.js';
import { aliveAnswer, INSTANCE_NAME, notReadyEnvelope, uncheckedReadiness } from './instance.js';
import { Lifecycle } from './lifecycle.js';

@Injectable()
export class HealthService {
  private readonly logger = new Logger('Health');

  constructor(
    private readonly dataSource: DataSource,
    private readonly lifecycle: Lifecycle,
    private readonly rateLimit: RateLimitService,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  /** The ping under way, which checks arriving meanwhile share. */
  private ping: Promise<boolean> | null = null;

  alive(): Health {
    return aliveAnswer(this.lifecycle.state);
  }

  /**
   * Ready means: started, not draining, and a query goes through right now (and a Redis
   * PING, when Redis is configured); otherwise 503 with the same report. Checks that arrive
   * while a database ping is under way wait for that one (its answer is as fresh as theirs
   * would be) instead of each sending its own.
   */
  async ready(): Promise<Readiness> {
    const state = this.lifecycle.state;
    let readiness: Readiness;
    if (state !== 'ready') readiness = uncheckedReadiness(state, this.config);
    else {
      const [database, redis] = await Promise.all([this.pingDatabase(), this.rateLimit.sharedStoreAnswers()]);
      readiness = {
        ready: database && redis !== false,
        instance: INSTANCE_NAME,
        state,
        database: { status: database ? 'up' : 'down', driver: this.config.database.driver },
        redis: redis === null ? null : { status: redis ? 'up' : 'down' },
      };
    }
    if (!readiness.ready) throw new ApiError(HttpStatus.SERVICE_UNAVAILABLE, notReadyEnvelope(readiness));
    return readiness;
  }

  private pingDatabase(): Promise<boolean> {
    this.ping ??= this.dataSource.query('SELECT 1').then(
      () => true,
      (error: unknown) => {
        this.logger.warn(`database ping failed: ${(error as Error).message}`);
        return false;
      },
    ).finally(() => (this.ping = null));
    return this.ping;
  }
}
