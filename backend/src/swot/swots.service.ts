import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type AnalysisPatchInput, type NewAnalysisInput, type Swot as SwotView, type SwotChartData, swotChartData } from 'contracts';
import { DataSource } from 'typeorm';
import { AnalysisAccessService } from '../analyses/analysis-access.service.js';
import { analysisView, newAnalysisFields, patchAnalysis } from '../analyses/analysis.entity.js';
import type { AuthUser } from '../auth/auth-user.js';
import { transaction } from '../database/transaction.js';
import { SwotAccessService } from './swot-access.service.js';
import { swotCrossings, swotItems } from './swot-data.js';
import { Swot } from './swot.entity.js';

/** The company's SWOT Sistêmica analyses: list, create, read, rename, delete, chart. */
@Injectable()
export class SwotsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly analyses: AnalysisAccessService,
    private readonly access: SwotAccessService,
  ) {}

  list(user: AuthUser, companyId: number): Promise<SwotView[]> {
    return transaction(this.dataSource, async (manager) => {
      await this.analyses.company(manager, user, companyId, 'read');
      return (await manager.find(Swot, { where: { companyId }, order: { id: 'ASC' } })).map(analysisView);
    });
  }

  /** The demo limit (1 SWOT) is checked inside the creating transaction. */
  create(user: AuthUser, companyId: number, body: NewAnalysisInput): Promise<SwotView> {
    return transaction(this.dataSource, async (manager) => {
      await this.analyses.creating(manager, user, companyId, 'swot', Swot);
      return analysisView(await manager.save(manager.create(Swot, newAnalysisFields(companyId, body))));
    });
  }

  get(user: AuthUser, id: number): Promise<SwotView> {
    return transaction(this.dataSource, async (manager) => analysisView(await this.access.read(manager, user, 'swot', id)));
  }

  update(user: AuthUser, id: number, patch: AnalysisPatchInput): Promise<SwotView> {
    return transaction(this.dataSource, async (manager) => {
      const { analysis } = await this.analyses.analysis(manager, user, Swot, id, 'write');
      patchAnalysis(analysis, patch);
      return analysisView(await manager.save(analysis));
    });
  }

  /** Its items and their crossings go with it (ON DELETE CASCADE). */
  delete(user: AuthUser, id: number): Promise<null> {
    return transaction(this.dataSource, async (manager) => {
      await this.analyses.analysis(manager, user, Swot, id, 'write');
      await manager.delete(Swot, { id });
      return null;
    });
  }

  chart(user: AuthUser, id: number): Promise<SwotChartData> {
    return transaction(this.dataSource, async (manager) => {
      await this.access.read(manager, user, 'swot', id);
      return swotChartData(await swotItems(manager, id), await swotCrossings(manager, id));
    });
  }
}
