import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AnalysesModule } from '../analyses/analyses.module.js';
import { AuthModule } from '../auth/auth.module.js';
import { AmbientalAccessService } from './ambiental-access.service.js';
import { AmbientalController } from './ambiental.controller.js';
import { Ambiental, AmbientalFactorEntity, AmbientalSubfactorEntity } from './ambiental.entity.js';
import { AmbientaisService } from './ambientais.service.js';
import { FactorsService } from './factors.service.js';

/** Ambiental (issue 11): analyses, factors and subfactors; the chart from contracts `ambientalChartData`. */
@Module({
  imports: [TypeOrmModule.forFeature([Ambiental, AmbientalFactorEntity, AmbientalSubfactorEntity]), AnalysesModule, AuthModule],
  controllers: [AmbientalController],
  providers: [AmbientalAccessService, AmbientaisService, FactorsService],
})
export class AmbientalModule {}
