import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { chartSvgSchema, swotChartSchema, swotCrossingViewSchema, swotImportResultSchema, swotItemViewSchema } from 'contracts';
import { z } from 'zod';
import { Ambiental, AmbientalFactorEntity, AmbientalSubfactorEntity } from '../ambiental/ambiental.entity.js';
import { AnalysesModule } from '../analyses/analyses.module.js';
import { AuthModule } from '../auth/auth.module.js';
import { RateLimitModule } from '../rate-limit/rate-limit.module.js';
import { SwotAccessService } from './swot-access.service.js';
import { SwotItemsService } from './swot-items.service.js';
import { SwotController } from './swot.controller.js';
import { Swot, SwotCrossingEntity, SwotItemEntity } from './swot.entity.js';
import { SwotsService } from './swots.service.js';

/** SWOT Sistêmica (issue 11): analyses, items, crossings, the import from an Ambiental; the chart from contracts `swotChartData`. */
@Module({
  imports: [
    TypeOrmModule.forFeature([Swot, SwotItemEntity, SwotCrossingEntity, Ambiental, AmbientalFactorEntity, AmbientalSubfactorEntity]),
    AnalysesModule,
    AuthModule,
    RateLimitModule,
  ],
  controllers: [SwotController],
  providers: [SwotAccessService, SwotsService, SwotItemsService],
})
export class SwotModule {
  /** What `data` holds in the answer of each of its own routes (openapi/answers.ts). */
  static readonly answers: Readonly<Record<string, z.ZodType>> = {
    'GET /api/swots/{id}/chart_data': swotChartSchema,
    'GET /api/swots/{id}/chart_svg': chartSvgSchema,
    'GET /api/swots/{id}/items': z.array(swotItemViewSchema),
    'POST /api/swots/{id}/items': swotItemViewSchema,
    'PUT /api/swot_items/{id}': swotItemViewSchema,
    'DELETE /api/swot_items/{id}': z.null(),
    'PUT /api/swots/{id}/crossings': z.array(swotCrossingViewSchema),
    'POST /api/swots/{id}/import_ambiental': swotImportResultSchema,
  };
}
