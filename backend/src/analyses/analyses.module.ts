import { Module } from '@nestjs/common';
import { CompaniesModule } from '../companies/companies.module.js';
import { AnalysisAccessService } from './analysis-access.service.js';

/**
 * The shared part of the four analyses (backend README "Analyses"): an analysis module
 * imports this one for `AnalysisAccessService`; the entity base and
 * the monthly-values convention are plain imports from this folder.
 */
@Module({
  imports: [CompaniesModule],
  providers: [AnalysisAccessService],
  exports: [AnalysisAccessService],
})
export class AnalysesModule {}
