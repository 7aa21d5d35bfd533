import { Module } from '@nestjs/common';
import { FairUseService } from './fair-use.service.js';
import { RateLimitService } from './rate-limit.service.js';

@Module({ providers: [RateLimitService, FairUseService], exports: [RateLimitService, FairUseService] })
export class RateLimitModule {}
