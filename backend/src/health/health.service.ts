import { Injectable, Logger } from '@nestjs/common';
import type { Health } from 'contracts';
import { DataSource } from 'typeorm';
import type { AppConfig } from '../config/config.js';
import { InjectConfig } from '../config/config.module.js';
import { databaseUnavailable } from '../common/http/api-error.js';

@Injectable()
export class HealthService {
  private readonly logger = new Logger('Health');

  constructor(
    private readonly dataSource: DataSource,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  /** The ping under way, which checks arriving meanwhile share. */
  private ping: Promise<void> | null = null;

  /**
   * Healthy means a query goes through right now; otherwise 503, for load balancers and
   * monitors. Checks that arrive while a ping is under way wait for that one (its answer is
   * as fresh as theirs would be) instead of each sending its own.
   */
  async check(): Promise<Health> {
    try {
      this.ping ??= this.dataSource.query('SELECT 1').then(
        () => void (this.ping = null),
        (error: unknown) => {
          this.ping = null;
          throw error;
        },
      );
      await this.ping;
    } catch (error) {
      this.logger.warn(`database ping failed: ${(error as Error).message}`);
      throw databaseUnavailable();
    }
    return {
      status: 'ok',
      database: { status: 'up', driver: this.config.database.driver },
      uptimeSeconds: Math.round(process.uptime()),
    };
  }
}
