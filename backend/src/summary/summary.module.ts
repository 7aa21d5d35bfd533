import { Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { AnalysesModule } from '../analyses/analyses.module.js';
import { AuthModule } from '../auth/auth.module.js';
import { AnalysesSummaryService } from './analyses-summary.service.js';
import { SummaryController } from './summary.controller.js';

/** What a company has done, across its analyses of every kind: the overview's one call. */
@Module({
  imports: [DiscoveryModule, AnalysesModule, AuthModule],
  controllers: [SummaryController],
  providers: [AnalysesSummaryService],
})
export class SummaryModule {}
