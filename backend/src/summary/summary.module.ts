import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Ambiental } from '../ambiental/ambiental.entity.js';
import { AnalysesModule } from '../analyses/analyses.module.js';
import { AuthModule } from '../auth/auth.module.js';
import { Mcp } from '../mcp/mcp.entity.js';
import { Multifatorial } from '../multifatorial/multifatorial.entity.js';
import { Swot } from '../swot/swot.entity.js';
import { AnalysesSummaryService } from './analyses-summary.service.js';
import { SummaryController } from './summary.controller.js';

/** What a company has done, across the four analyses: the overview's one call. */
@Module({
  imports: [TypeOrmModule.forFeature([Ambiental, Swot, Mcp, Multifatorial]), AnalysesModule, AuthModule],
  controllers: [SummaryController],
  providers: [AnalysesSummaryService],
})
export class SummaryModule {}
