import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AnalysesModule } from '../analyses/analyses.module.js';
import { AuthModule } from '../auth/auth.module.js';
import { RateLimitModule } from '../rate-limit/rate-limit.module.js';
import { AnalysisCategory } from '../categories/category.entity.js';
import { ProductControl } from '../mcp/control-data.entity.js';
import { Mcp } from '../mcp/mcp.entity.js';
import { McpProductEntity } from '../mcp/product.entity.js';
import { MultifatorialChartService } from './chart.service.js';
import { GradesService } from './grades.service.js';
import { MultifatoriaisService } from './multifatoriais.service.js';
import { MultifatorialAccessService } from './multifatorial-access.service.js';
import { MultifatorialPartsService } from './multifatorial-parts.service.js';
import { MultifatorialController } from './multifatorial.controller.js';
import { CategoryGrade, ItemGrade, Multifatorial, MultifatorialCriterionEntity, MultifatorialItemEntity } from './multifatorial.entity.js';

/** The Multifatorial analysis (GE–McKinsey, issue 10): criteria, markets, items, monthly grades, MCP import, charts. */
@Module({
  imports: [
    TypeOrmModule.forFeature([
      Multifatorial,
      MultifatorialCriterionEntity,
      MultifatorialItemEntity,
      CategoryGrade,
      ItemGrade,
      AnalysisCategory,
      Mcp,
      McpProductEntity,
      ProductControl,
    ]),
    AnalysesModule,
    AuthModule,
    RateLimitModule,
  ],
  controllers: [MultifatorialController],
  providers: [MultifatoriaisService, MultifatorialPartsService, GradesService, MultifatorialChartService, MultifatorialAccessService],
  exports: [MultifatorialAccessService],
})
export class MultifatorialModule {}
