import { Module, type OnModuleInit } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { CompaniesModule } from '../companies/companies.module.js';
import { AnalysisAccessService } from './analysis-access.service.js';
import { AnalysisRevision } from './analysis-revision.entity.js';
import { DeletedPart } from './deleted-part.entity.js';
import { recordRevisions } from './history.js';

/**
 * The shared part of the four analyses (backend README "Analyses"): an analysis module
 * imports this one for `AnalysisAccessService`; the entity base and
 * the monthly-values convention are plain imports from this folder.
 */
@Module({
  imports: [CompaniesModule, TypeOrmModule.forFeature([DeletedPart, AnalysisRevision])],
  providers: [AnalysisAccessService],
  exports: [AnalysisAccessService],
})
export class AnalysesModule implements OnModuleInit {
  constructor(private readonly dataSource: DataSource) {}

  /** Every write transaction that passed an analysis's write check records its revision before it commits. */
  onModuleInit(): void {
    recordRevisions(this.dataSource);
  }
}
