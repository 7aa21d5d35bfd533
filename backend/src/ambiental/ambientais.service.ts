import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  type Ambiental as AmbientalView,
  type AmbientalChartData,
  ambientalChartData,
  type AmbientalTemplate,
  ambientalTemplate,
  type AnalysisPatchInput,
  type NewAnalysisInput,
} from 'contracts';
import { DataSource } from 'typeorm';
import { AnalysisAccessService } from '../analyses/analysis-access.service.js';
import { analysisView, newAnalysisFields, patchAnalysis } from '../analyses/analysis.entity.js';
import type { AuthUser } from '../auth/auth-user.js';
import { transaction } from '../database/transaction.js';
import { AmbientalAccessService } from './ambiental-access.service.js';
import { factorsWithSubfactors } from './ambiental-data.js';
import { Ambiental, AmbientalFactorEntity } from './ambiental.entity.js';

/** The company's Ambiental analyses: list, create (with the PESTAL factors), read, rename, delete, chart. */
@Injectable()
export class AmbientaisService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly analyses: AnalysisAccessService,
    private readonly access: AmbientalAccessService,
  ) {}

  list(user: AuthUser, companyId: number): Promise<AmbientalView[]> {
    return transaction(this.dataSource, async (manager) => {
      await this.analyses.company(manager, user, companyId, 'read');
      return (await manager.find(Ambiental, { where: { companyId }, order: { id: 'ASC' } })).map(analysisView);
    });
  }

  /** The new analysis and its six default factors in one transaction, the demo limit checked inside it. */
  create(user: AuthUser, companyId: number, body: NewAnalysisInput): Promise<AmbientalView> {
    return transaction(this.dataSource, async (manager) => {
      await this.analyses.creating(manager, user, companyId, 'ambiental', Ambiental);
      const ambiental = await manager.save(manager.create(Ambiental, newAnalysisFields(companyId, body)));
      for (const factor of ambientalTemplate(companyId).factors) {
        await manager.insert(AmbientalFactorEntity, { ambientalId: ambiental.id, name: factor.name, importance: factor.importance });
      }
      return analysisView(ambiental);
    });
  }

  /** GET /api/novaambiental/{companyId}/: the unsaved starting point the create form shows. */
  template(user: AuthUser, companyId: number): Promise<AmbientalTemplate> {
    return transaction(this.dataSource, async (manager) => {
      await this.analyses.company(manager, user, companyId, 'read');
      return ambientalTemplate(companyId);
    });
  }

  get(user: AuthUser, id: number): Promise<AmbientalView> {
    return transaction(this.dataSource, async (manager) => analysisView(await this.access.read(manager, user, 'ambiental', id)));
  }

  update(user: AuthUser, id: number, patch: AnalysisPatchInput): Promise<AmbientalView> {
    return transaction(this.dataSource, async (manager) => {
      const { analysis } = await this.analyses.analysis(manager, user, Ambiental, id, 'write');
      patchAnalysis(analysis, patch);
      return analysisView(await manager.save(analysis));
    });
  }

  /** Its factors and subfactors go with it (ON DELETE CASCADE); SWOT items imported from it stay, unlinked. */
  delete(user: AuthUser, id: number): Promise<null> {
    return transaction(this.dataSource, async (manager) => {
      await this.analyses.analysis(manager, user, Ambiental, id, 'write');
      await manager.delete(Ambiental, { id });
      return null;
    });
  }

  chart(user: AuthUser, id: number): Promise<AmbientalChartData> {
    return transaction(this.dataSource, async (manager) => {
      await this.access.read(manager, user, 'ambiental', id);
      return ambientalChartData(await factorsWithSubfactors(manager, id));
    });
  }
}
