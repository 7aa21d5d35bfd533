import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type Swot as SwotView, type SwotChartData, swotChartData } from 'contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { AnalysesService } from '../analyses/analyses.service.js';
import { AnalysisAccessService } from '../analyses/analysis-access.service.js';
import { analysisView } from '../analyses/analysis.entity.js';
import type { AuthUser } from '../auth/auth-user.js';
import { swotCrossings, swotItems } from './swot-data.js';
import { Swot } from './swot.entity.js';

/** The company's SWOT Sistêmica analyses: the shared CRUD (items and crossings go with a deleted one) and the chart. */
@Injectable()
export class SwotsService extends AnalysesService<Swot, SwotView> {
  constructor(@InjectDataSource() dataSource: DataSource, analyses: AnalysisAccessService) {
    super(dataSource, analyses, 'swot', Swot, analysisView);
  }

  chart(user: AuthUser, id: number): Promise<SwotChartData> {
    return this.reading(user, id, (manager) => this.chartIn(manager, id));
  }

  /** The chart read through `manager` (the history's past reads it inside a rebuilt state). */
  async chartIn(manager: EntityManager, id: number): Promise<SwotChartData> {
    return swotChartData(await swotItems(manager, id), await swotCrossings(manager, id));
  }
}
