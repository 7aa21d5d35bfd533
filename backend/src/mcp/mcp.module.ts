import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AnalysesModule } from '../analyses/analyses.module.js';
import { AuthModule } from '../auth/auth.module.js';
import { RateLimitModule } from '../rate-limit/rate-limit.module.js';
import { AnalysisCategory } from '../categories/category.entity.js';
import { ChartDataService } from './chart-data.service.js';
import { McpCompanyDefaultsEntity } from './company-defaults.entity.js';
import { CompetitorControl, ProductControl, ProductExpense } from './control-data.entity.js';
import { ControlDataService } from './control-data.service.js';
import { McpDomain, McpProductTag, McpSubcategoryEntity } from './domain.entity.js';
import { DomainsService } from './domains.service.js';
import { McpAccessService } from './mcp-access.service.js';
import { McpItemsService } from './mcp-items.service.js';
import { McpController } from './mcp.controller.js';
import { Mcp } from './mcp.entity.js';
import { McpsService } from './mcps.service.js';
import { McpCompetitorEntity, McpProductEntity } from './product.entity.js';

/** The MCP analysis (growth–share matrix): its data, its rules and its chart. */
@Module({
  imports: [
    TypeOrmModule.forFeature([
      Mcp,
      AnalysisCategory,
      McpProductEntity,
      McpCompetitorEntity,
      ProductControl,
      CompetitorControl,
      ProductExpense,
      McpDomain,
      McpSubcategoryEntity,
      McpProductTag,
      McpCompanyDefaultsEntity,
    ]),
    AnalysesModule,
    AuthModule,
    RateLimitModule,
  ],
  controllers: [McpController],
  providers: [McpsService, McpItemsService, ControlDataService, DomainsService, ChartDataService, McpAccessService],
  exports: [McpAccessService],
})
export class McpModule {}
