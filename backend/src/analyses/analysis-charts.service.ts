import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager, type EntityTarget } from 'typeorm';
import type { AuthUser } from '../auth/auth-user.js';
import { transaction } from '../database/transaction.js';
import { AnalysisAccessService, type ChartScope } from './analysis-access.service.js';
import type { AnalysisEntity } from './analysis.entity.js';

/**
 * The chart reads of a kind whose charts cover a company's analyses or one of them (the MCP's,
 * the Multifatorial's): `charting` reads in one transaction, after the read check, the analyses
 * in the scope. `@Injectable() export class XChartService extends analysisCharts(X) { … }`; a
 * service that needs more declares its constructor: `(dataSource, analyses, …more)`.
 */
export function analysisCharts<E extends AnalysisEntity>(target: EntityTarget<E>) {
  @Injectable()
  abstract class KindCharts {
    constructor(
      @InjectDataSource() protected readonly dataSource: DataSource,
      @Inject(AnalysisAccessService) protected readonly analyses: AnalysisAccessService,
    ) {}

    protected charting<T>(user: AuthUser, scope: ChartScope, work: (manager: EntityManager, analyses: E[]) => Promise<T>): Promise<T> {
      return transaction(this.dataSource, async (manager) => work(manager, await this.analyses.charted(manager, user, target, scope)));
    }
  }
  return KindCharts;
}
