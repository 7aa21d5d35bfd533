import { HttpStatus, Injectable } from '@nestjs/common';
import {
  type AnalysisAction,
  type AnalysisKind,
  analysisRefusal,
  type CompanyMode,
  type CompanyViewer,
  canReadAnalyses,
  demoLimitMessage,
  demoLimitReached,
  MESSAGES,
} from 'contracts';
import type { EntityManager, EntityTarget, FindOptionsOrder, FindOptionsWhere } from 'typeorm';
import type { AuthUser } from '../auth/auth-user.js';
import { ApiError } from '../common/http/api-error.js';
import { CompanyAccessService } from '../companies/company-access.service.js';
import { companyMode } from '../companies/company-view.js';
import { Company } from '../companies/company.entity.js';
import { forUpdate } from '../companies/row-lock.js';
import { LiveService } from '../live/live.service.js';
import type { AnalysisEntity } from './analysis.entity.js';
import { bumpDataVersion } from './data-version.js';
import { startRevision } from './history.js';

/** The caller's standing in the company of the analyses being used. */
export interface AnalysisScope {
  company: Company;
  viewer: CompanyViewer;
  mode: CompanyMode;
}

/** An analysis loaded by id, with the caller's scope in its company. */
export interface ScopedAnalysis<E extends AnalysisEntity> {
  analysis: E;
  scope: AnalysisScope;
}

/** Which analyses a chart covers: all of a company's, one of a company's, or one by its own id. */
export type ChartScope = { companyId: number; analysisId?: number } | { analysisId: number };

/** 404 for an unknown analysis and for one in a company the caller may not see alike. */
export const analysisNotFound = (): ApiError => ApiError.general(HttpStatus.NOT_FOUND, MESSAGES.analysisNotFound);

/**
 * The one access check of every analysis call (docs/domain/companies-and-roles.md, rules from contracts
 * `analysisRefusal`): any member reads, roles 1–3 and system administrators write, a
 * Funcionário's write is 403, a blocked company is 403, a company the caller may not see
 * is 404. Every method runs inside the caller's `transaction(dataSource, manager => …)`
 * and takes its manager, so the check and the work see the same data.
 */
@Injectable()
export class AnalysisAccessService {
  constructor(
    private readonly companies: CompanyAccessService,
    private readonly live: LiveService,
  ) {}

  /**
   * The company's analyses, for `action` (lists, charts, creating children of the company).
   * A write moves the company's data version (its charts' ETags: data-version.ts).
   */
  async company(manager: EntityManager, user: AuthUser, companyId: number, action: AnalysisAction, lock = false): Promise<AnalysisScope> {
    const { company, viewer } = await this.companies.access(manager, user, companyId, lock);
    const scope = this.allowed({ company, viewer, mode: companyMode(company) }, action);
    if (action === 'write') {
      await bumpDataVersion(manager, Company, companyId);
      company.dataVersion += 1;
    }
    return scope;
  }

  /**
   * An analysis by id, for `action`: 404 `analysisNotFound` when it does not exist or its
   * company is not the caller's to see. A module resolves a child (a product, a factor) to
   * its analysis id first, then asks here. A write locks the analysis row (MySQL `FOR
   * UPDATE`) first, so the writes of one analysis run one after the other: a child's
   * foreign-key check and `touchAnalysis` can then never deadlock two requests. A write moves
   * the analysis's data version (its charts' ETags: data-version.ts), in the same transaction.
   */
  async analysis<E extends AnalysisEntity>(
    manager: EntityManager,
    user: AuthUser,
    target: EntityTarget<E>,
    id: number,
    action: AnalysisAction,
  ): Promise<ScopedAnalysis<E>> {
    const analysis = await manager.findOne(target, { where: { id } as FindOptionsWhere<E>, ...(action === 'write' ? forUpdate(manager) : {}) });
    const company = analysis && (await manager.findOne(Company, { where: { id: analysis.companyId } }));
    if (!analysis || !company) throw analysisNotFound();
    const viewer = await this.companies.viewerOf(manager, user, company.id);
    if (!canReadAnalyses(viewer)) throw analysisNotFound();
    const scope = this.allowed({ company, viewer, mode: companyMode(company) }, action);
    if (action === 'write') {
      await bumpDataVersion(manager, target, id);
      // The loaded row (locked) follows, so a later save of it does not write the old version back.
      analysis.dataVersion += 1;
      this.live.changing(manager, manager.getRepository(target).metadata.tableName, analysis, user);
      await startRevision(manager, target as EntityTarget<AnalysisEntity>, analysis, user);
    }
    return { analysis, scope };
  }

  /**
   * Before creating an analysis of `kind` (stored in `target`): write access, the company
   * row locked for the rest of the transaction, and the demo limit (contracts
   * `demoLimitReached`) → 403 `demoLimitMessage`. The lock makes concurrent creations of one
   * company wait for each other (MySQL `FOR UPDATE`; SQLite transactions run one at a
   * time), and the count is a locking read, so it sees every committed row whatever was
   * read before in the transaction: the limit holds under any number of parallel requests.
   */
  async creating<E extends AnalysisEntity>(
    manager: EntityManager,
    user: AuthUser,
    companyId: number,
    kind: AnalysisKind,
    target: EntityTarget<E>,
  ): Promise<AnalysisScope> {
    const scope = await this.company(manager, user, companyId, 'write', true);
    const existing = await manager.count(target, { where: { companyId } as FindOptionsWhere<E>, ...forUpdate(manager) });
    if (demoLimitReached(kind, scope.mode, existing)) {
      throw ApiError.general(HttpStatus.FORBIDDEN, demoLimitMessage(kind, companyId));
    }
    return scope;
  }

  /** A new analysis, saved in the creating transaction: its live event once committed, its first revision (all it starts with). */
  async created<E extends AnalysisEntity>(manager: EntityManager, user: AuthUser, target: EntityTarget<E>, analysis: E): Promise<void> {
    this.live.changing(manager, manager.getRepository(target).metadata.tableName, analysis, user, 'created');
    await startRevision(manager, target as EntityTarget<AnalysisEntity>, analysis, user, true);
  }

  /**
   * The analyses of `target` a chart covers, read-checked, oldest first: the company's (the
   * company checked), the one of them asked for (404 `analysisNotFound` when it is not that
   * company's), or one named by its id alone.
   */
  async charted<E extends AnalysisEntity>(manager: EntityManager, user: AuthUser, target: EntityTarget<E>, scope: ChartScope): Promise<E[]> {
    if (!('companyId' in scope)) return [(await this.analysis(manager, user, target, scope.analysisId, 'read')).analysis];
    await this.company(manager, user, scope.companyId, 'read');
    const where = { companyId: scope.companyId, ...(scope.analysisId === undefined ? {} : { id: scope.analysisId }) } as FindOptionsWhere<E>;
    const analyses = await manager.find(target, { where, order: { id: 'ASC' } as FindOptionsOrder<E> });
    if (scope.analysisId !== undefined && analyses.length === 0) throw analysisNotFound();
    return analyses;
  }

  private allowed(scope: AnalysisScope, action: AnalysisAction): AnalysisScope {
    const refusal = analysisRefusal(scope.viewer, scope.mode, action);
    if (refusal) throw ApiError.general(refusal.status, MESSAGES[refusal.message]);
    return scope;
  }
}
