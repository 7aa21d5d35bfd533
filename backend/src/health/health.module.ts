import { Module } from '@nestjs/common';
import { RateLimitModule } from '../rate-limit/rate-limit.module.js';
import { HealthController } from './health.controller.js';
import { HealthService } from './health.service.js';
import { Lifecycle } from './lifecycle.js';

@Module({ imports: [RateLimitModule], controllers: [HealthController], providers: [HealthService, Lifecycle], exports: [Lifecycle] })
export class HealthModule {}
