import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { chartSvgSchema, chartTimeLimitsSchema, monthGradesSchema, multifatorialCategoryDetailSchema, multifatorialCategorySchema, multifatorialCategoryWithItemsSchema, multifatorialChartWireSchema, multifatorialCriterionSchema, multifatorialItemViewSchema, multifatorialPointSchema } from 'contracts';
import { z } from 'zod';
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
export class MultifatorialModule {
  /** What `data` holds in the answer of each of its own routes (openapi/answers.ts). */
  static readonly answers: Readonly<Record<string, z.ZodType>> = {
    'GET /api/company/{companyId}/multifatoriais/chart_time_limits': chartTimeLimitsSchema,
    'GET /api/company/{companyId}/multifatoriais/chart_svg': chartSvgSchema,
    'POST /api/company/{companyId}/multifatoriais/simple_chart_data_for_period': z.array(multifatorialPointSchema),
    'POST /api/company/{companyId}/multifatoriais/detailed_chart_data_for_period': multifatorialChartWireSchema,
    'GET /api/company/{companyId}/multifatoriais/chart_data': z.array(multifatorialPointSchema),
    'GET /api/multifatoriais/{id}/multifatorial_chart_data': z.array(multifatorialPointSchema),
    'POST /api/multifatoriais/{id}/import_mcp': z.array(multifatorialCategoryWithItemsSchema),
    'GET /api/multifatoriais/{id}/grades': monthGradesSchema,
    'PUT /api/multifatoriais/{id}/grades': monthGradesSchema,
    'GET /api/multifatoriais/{id}/criteria': z.array(multifatorialCriterionSchema),
    'POST /api/multifatoriais/{id}/criteria': multifatorialCriterionSchema,
    'PUT /api/criteria/{id}': multifatorialCriterionSchema,
    'DELETE /api/criteria/{id}': z.null(),
    'GET /api/multifatorial/{id}/categories': z.array(multifatorialCategoryWithItemsSchema),
    'POST /api/multifatorial/{id}/categories': multifatorialCategorySchema,
    'GET /api/multifatorial/{id}/categories/{categoryId}': multifatorialCategoryDetailSchema,
    'POST /api/multifatorial/{id}/categories/{categoryId}/items': multifatorialItemViewSchema,
    'PUT /api/multifatorial_items/{id}': multifatorialItemViewSchema,
    'DELETE /api/multifatorial_items/{id}': z.null(),
  };
}
