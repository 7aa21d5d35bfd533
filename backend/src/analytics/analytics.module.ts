import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from '../auth/auth.module.js';
import { RateLimitModule } from '../rate-limit/rate-limit.module.js';
import { AnalyticsController } from './analytics.controller.js';
import { AnalyticsService } from './analytics.service.js';
import { PageViewCount } from './page-view-count.entity.js';

/** Page-view analytics (issue 14): daily counts per route pattern, read by system administrators. */
@Module({
  imports: [TypeOrmModule.forFeature([PageViewCount]), AuthModule, RateLimitModule],
  controllers: [AnalyticsController],
  providers: [AnalyticsService],
})
export class AnalyticsModule {}
