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

  /** Healthy means a query goes through right now; otherwise 503, for load balancers and monitors. */
  async check(): Promise<Health> {
    try {
      await this.dataSource.query('SELECT 1');
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
