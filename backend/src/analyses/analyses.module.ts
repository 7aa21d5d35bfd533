import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CompaniesModule } from '../companies/companies.module.js';
import { AnalysisAccessService } from './analysis-access.service.js';
import { DeletedPart } from './deleted-part.entity.js';

/**
 * The shared part of the four analyses (backend README "Analyses"): an analysis module
 * imports this one for `AnalysisAccessService`; the entity base and
 * the monthly-values convention are plain imports from this folder.
 */
@Module({
  imports: [CompaniesModule, TypeOrmModule.forFeature([DeletedPart])],
  providers: [AnalysisAccessService],
  exports: [AnalysisAccessService],
})
export class AnalysesModule {}
