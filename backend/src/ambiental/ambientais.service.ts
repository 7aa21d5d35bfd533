import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  type AmbientalChartData,
  type Ambiental as AmbientalView,
  ambientalChartData,
  type AmbientalTemplate,
  ambientalTemplate,
} from 'contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { AnalysesService } from '../analyses/analyses.service.js';
import { AnalysisAccessService } from '../analyses/analysis-access.service.js';
import { analysisView } from '../analyses/analysis.entity.js';
import type { AuthUser } from '../auth/auth-user.js';
import { transaction } from '../database/transaction.js';
import { factorsWithSubfactors } from './ambiental-data.js';
import { Ambiental, AmbientalFactorEntity } from './ambiental.entity.js';

/**
 * The company's Ambiental analyses: the shared CRUD (a new one gets the PESTAL factors; on
 * delete its factors and subfactors go with it, items other analyses imported from it stay, unlinked),
 * the create form's template and the chart.
 */
@Injectable()
export class AmbientaisService extends AnalysesService<Ambiental, AmbientalView> {
  constructor(@InjectDataSource() dataSource: DataSource, analyses: AnalysisAccessService) {
    super(dataSource, analyses, 'ambiental', Ambiental, analysisView);
  }

  protected async created(manager: EntityManager, ambiental: Ambiental): Promise<void> {
    for (const factor of ambientalTemplate(ambiental.companyId).factors) {
      await manager.insert(AmbientalFactorEntity, {
        ambientalId: ambiental.id,
        name: factor.name,
        importance: factor.importance,
        updatedBy: ambiental.updatedBy,
        updatedAt: ambiental.updatedAt,
      });
    }
  }

  /** GET /api/novaambiental/{companyId}/: the unsaved starting point the create form shows. */
  template(user: AuthUser, companyId: number): Promise<AmbientalTemplate> {
    return transaction(this.dataSource, async (manager) => {
      await this.analyses.company(manager, user, companyId, 'read');
      return ambientalTemplate(companyId);
    });
  }

  chart(user: AuthUser, id: number): Promise<AmbientalChartData> {
    return this.reading(user, id, (manager) => this.chartIn(manager, id));
  }

  /** The chart read through `manager` (the history's past reads it inside a rebuilt state). */
  async chartIn(manager: EntityManager, id: number): Promise<AmbientalChartData> {
    return ambientalChartData(await factorsWithSubfactors(manager, id));
  }
}
