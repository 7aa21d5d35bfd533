import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Ambiental, AmbientalFactorEntity, AmbientalSubfactorEntity } from '../ambiental/ambiental.entity.js';
import { AnalysesModule } from '../analyses/analyses.module.js';
import { AuthModule } from '../auth/auth.module.js';
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
  ],
  controllers: [SwotController],
  providers: [SwotAccessService, SwotsService, SwotItemsService],
})
export class SwotModule {}
