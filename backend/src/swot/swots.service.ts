import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type Swot as SwotView, type SwotChartData, swotChartData } from 'contracts';
import { DataSource } from 'typeorm';
import { AnalysesService } from '../analyses/analyses.service.js';
import { AnalysisAccessService } from '../analyses/analysis-access.service.js';
import { analysisView } from '../analyses/analysis.entity.js';
import type { AuthUser } from '../auth/auth-user.js';
import { transaction } from '../database/transaction.js';
import { SwotAccessService } from './swot-access.service.js';
import { swotCrossings, swotItems } from './swot-data.js';
import { Swot } from './swot.entity.js';

/** The company's SWOT Sistêmica analyses: the shared CRUD (items and crossings go with a deleted one) and the chart. */
@Injectable()
export class SwotsService extends AnalysesService<Swot, SwotView> {
  constructor(
    @InjectDataSource() dataSource: DataSource,
    analyses: AnalysisAccessService,
    private readonly access: SwotAccessService,
  ) {
    super(dataSource, analyses, 'swot', Swot);
  }

  protected view(swot: Swot): SwotView {
    return analysisView(swot);
  }

  chart(user: AuthUser, id: number): Promise<SwotChartData> {
    return transaction(this.dataSource, async (manager) => {
      await this.access.read(manager, user, 'swot', id);
      return swotChartData(await swotItems(manager, id), await swotCrossings(manager, id));
    });
  }
}
