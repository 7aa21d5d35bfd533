import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ambientalChartSchema, chartSvgSchema, ambientalFactorSchema, ambientalSubfactorSchema, ambientalTemplateSchema, factorWithSubfactorsSchema } from 'contracts';
import { z } from 'zod';
import { AnalysesModule } from '../analyses/analyses.module.js';
import { AuthModule } from '../auth/auth.module.js';
import { RateLimitModule } from '../rate-limit/rate-limit.module.js';
import { AmbientalAccessService } from './ambiental-access.service.js';
import { AmbientalController } from './ambiental.controller.js';
import { Ambiental, AmbientalFactorEntity, AmbientalSubfactorEntity } from './ambiental.entity.js';
import { AmbientaisService } from './ambientais.service.js';
import { FactorsService } from './factors.service.js';

/** Ambiental (issue 11): analyses, factors and subfactors; the chart from contracts `ambientalChartData`. */
@Module({
  imports: [TypeOrmModule.forFeature([Ambiental, AmbientalFactorEntity, AmbientalSubfactorEntity]), AnalysesModule, AuthModule, RateLimitModule],
  controllers: [AmbientalController],
  providers: [AmbientalAccessService, AmbientaisService, FactorsService],
})
export class AmbientalModule {
  /** What `data` holds in the answer of each of its own routes (openapi/answers.ts). */
  static readonly answers: Readonly<Record<string, z.ZodType>> = {
    'GET /api/novaambiental/{id}': ambientalTemplateSchema,
    'GET /api/ambientais/{id}/chart_data': ambientalChartSchema,
    'GET /api/ambientais/{id}/chart_svg': chartSvgSchema,
    'GET /api/ambientais/{id}/factors': z.array(ambientalFactorSchema),
    'GET /api/ambientais/{id}/factors/listWithSubfactors': z.array(factorWithSubfactorsSchema),
    'POST /api/ambientais/{id}/factors': ambientalFactorSchema,
    'GET /api/factors/{id}': ambientalFactorSchema,
    'PUT /api/factors/{id}': ambientalFactorSchema,
    'DELETE /api/factors/{id}': z.null(),
    'GET /api/factors/{id}/subfactors': z.array(ambientalSubfactorSchema),
    'POST /api/factors/{id}/subfactors': ambientalSubfactorSchema,
    'PUT /api/subfactors/{id}': ambientalSubfactorSchema,
    'DELETE /api/subfactors/{id}': z.null(),
  };
}
