import type { AnalysisKind, AnalysisPatchInput, HistoryPage, HistoryQuery, NewAnalysisInput, Revision } from 'contracts';
import type { DataSource, EntityManager, EntityTarget, FindOptionsOrder, FindOptionsWhere } from 'typeorm';
import type { AuthUser } from '../auth/auth-user.js';
import { transaction } from '../database/transaction.js';
import { noteAction } from '../live/live-changes.js';
import type { AnalysisAccessService } from './analysis-access.service.js';
import { type AnalysisEntity, newAnalysisFields, patchAnalysis, touchAnalysis } from './analysis.entity.js';
import { historyPage, restore, revisionOf, revisionView, rewind } from './history.js';
import { claimVersion, staleVersion } from './row-versions.js';
import type { ExpectedVersion } from '../common/http/if-match.decorator.js';

/** Rolls back the transaction of a read of the past. */
const ROLLBACK = Symbol('rollback');

/**
 * The CRUD every analysis answers (docs/domain/analyses.md): list, create with the
 * demo limit, read, PATCH of its own fields (skipped when nothing changed), delete (what is
 * inside goes with it, by cascade). A kind extends it with its view, its own columns and
 * what a new analysis starts with: `class McpsService extends AnalysesService<Mcp, McpView>`.
 */
export abstract class AnalysesService<
  E extends AnalysisEntity,
  View,
  New extends NewAnalysisInput = NewAnalysisInput,
  Patch extends AnalysisPatchInput & Partial<E> = AnalysisPatchInput & Partial<E>,
> {
  protected constructor(
    protected readonly dataSource: DataSource,
    protected readonly analyses: AnalysisAccessService,
    readonly kind: AnalysisKind,
    /** Where the kind's analyses are stored. */
    readonly target: EntityTarget<E>,
    /** The analysis as answered. */
    private readonly view: (analysis: E) => View,
  ) {}

  /** The kind's own columns of a new row (none by default). */
  protected ownFields(_input: New): Partial<E> {
    return {};
  }

  /** What a new analysis starts with (default factors, criteria…), in the creating transaction. */
  protected async created(_manager: EntityManager, _analysis: E, _input: New): Promise<void> {}

  list(user: AuthUser, companyId: number): Promise<View[]> {
    return transaction(this.dataSource, async (manager) => {
      await this.analyses.company(manager, user, companyId, 'read');
      const rows = await manager.find(this.target, { where: { companyId } as FindOptionsWhere<E>, order: { id: 'ASC' } as FindOptionsOrder<E> });
      return rows.map((row) => this.view(row));
    });
  }

  /** The demo limit is checked in this transaction, the company row locked (AnalysisAccessService.creating). */
  create(user: AuthUser, companyId: number, input: New): Promise<View> {
    return transaction(this.dataSource, async (manager) => {
      await this.analyses.creating(manager, user, companyId, this.kind, this.target);
      const analysis = await manager.save(manager.create(this.target, { ...newAnalysisFields(companyId, user.id, input), ...this.ownFields(input) } as E));
      await this.created(manager, analysis, input);
      await this.analyses.created(manager, user, this.target, analysis);
      return this.view(analysis);
    });
  }

  get(user: AuthUser, id: number): Promise<View> {
    return this.reading(user, id, async (_manager, analysis) => this.view(analysis));
  }

  /** `read` of one analysis (its chart, its contents), after the read check, in one transaction. */
  protected reading<T>(user: AuthUser, id: number, read: (manager: EntityManager, analysis: E) => Promise<T>): Promise<T> {
    return transaction(this.dataSource, async (manager) => read(manager, (await this.analyses.analysis(manager, user, this.target, id, 'read')).analysis));
  }

  /**
   * Only the fields sent change; when none differs from what is stored, nothing is written,
   * not even `updated_at` or the version. `ifMatch` (the version the client saw) is checked
   * either way: 412 with the analysis as it is when it is not the stored one.
   */
  update(user: AuthUser, id: number, patch: Patch, ifMatch?: ExpectedVersion): Promise<View> {
    return transaction(this.dataSource, async (manager) => {
      const { analysis } = await this.analyses.analysis(manager, user, this.target, id, 'write');
      const stored = { ...analysis };
      if (!patchAnalysis(analysis, patch)) {
        if (ifMatch !== undefined && ifMatch !== analysis.version) throw await staleVersion(manager, analysis, this.view(analysis));
        return this.view(analysis);
      }
      await this.claim(manager, user, stored as E, ifMatch);
      Object.assign(analysis, { version: stored.version + 1, updatedBy: user.id });
      return this.view(await manager.save(analysis));
    });
  }

  /** The analysis's revisions, newest first, a page at a time (any member). */
  history(user: AuthUser, id: number, query: HistoryQuery): Promise<HistoryPage> {
    return this.reading(user, id, (manager) => historyPage(manager, this.target, id, query));
  }

  /**
   * The revision with the analysis as it was right after it, and what the kind reads of it then
   * (`state`: its chart and what its chart view looks up beside it). The later revisions are
   * undone inside a transaction that is then rolled back, so every read of the kind serves the
   * past as it serves the present.
   */
  async past<S extends object>(user: AuthUser, id: number, revision: number, state: (manager: EntityManager, analysis: E) => Promise<S>): Promise<Revision & { analysis: View } & S> {
    let answer: (Revision & { analysis: View } & S) | undefined;
    try {
      await transaction(this.dataSource, async (manager) => {
        const { analysis } = await this.analyses.analysis(manager, user, this.target, id, 'read');
        const row = await revisionOf(manager, this.target, id, revision);
        await rewind(manager, this.target, id, revision);
        const then = (await manager.findOneOrFail(this.target, { where: { id } as FindOptionsWhere<E> })) as E;
        then.updatedAt = row.createdAt;
        answer = { ...revisionView(row), analysis: this.view(then), ...(await state(manager, { ...analysis, ...then })) };
        throw ROLLBACK;
      });
    } catch (error) {
      if (error !== ROLLBACK) throw error;
    }
    return answer!;
  }

  /** Writes the analysis back to how it was right after `revision`, as a new revision (writers only); answers the analysis. */
  restore(user: AuthUser, id: number, revision: number): Promise<View> {
    return transaction(this.dataSource, async (manager) => {
      await this.analyses.analysis(manager, user, this.target, id, 'write');
      await restore(manager, this.target, id, revision);
      await touchAnalysis(manager, this.target, id);
      return this.view((await manager.findOneOrFail(this.target, { where: { id } as FindOptionsWhere<E> })) as E);
    });
  }

  delete(user: AuthUser, id: number, ifMatch?: ExpectedVersion): Promise<null> {
    return transaction(this.dataSource, async (manager) => {
      const { analysis } = await this.analyses.analysis(manager, user, this.target, id, 'write');
      await this.claim(manager, user, analysis, ifMatch);
      noteAction(manager, 'deleted');
      await manager.delete(this.target, { id } as FindOptionsWhere<E>);
      return null;
    });
  }

  /** Moves the analysis's version from `ifMatch` (one statement); 412 with the analysis as stored when it was not. */
  private async claim(manager: EntityManager, user: AuthUser, stored: E, ifMatch: ExpectedVersion): Promise<void> {
    if (!(await claimVersion(manager, this.target, stored.id, user.id, ifMatch))) throw await staleVersion(manager, stored, this.view(stored));
  }
}
