import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { type AnalysisAction, MESSAGES } from 'contracts';
import type { EntityManager, EntityTarget, ObjectLiteral } from 'typeorm';
import type { AuthUser } from '../auth/auth-user.js';
import { ApiError } from '../common/http/api-error.js';
import { AnalysisAccessService, analysisNotFound } from './analysis-access.service.js';
import { type AnalysisEntity, analysisView, touchAnalysis } from './analysis.entity.js';
import { DeletedPart } from './deleted-part.entity.js';
import { type HistoryTable, registerHistoryTables, revisionParts, watch } from './history.js';
import { claimVersion, staleVersion } from './row-versions.js';
import type { ExpectedVersion } from '../common/http/if-match.decorator.js';
import type { VersionedRow } from './versioned-row.js';

/** 404 for a part someone else deleted, to a caller who may still use its analysis. */
export const partDeleted = (): ApiError => ApiError.general(HttpStatus.NOT_FOUND, MESSAGES.partDeleted);

/**
 * Where a part of an analysis hangs: its entity and the property holding its parent's id; the
 * parent is the part named by `in`, or the analysis itself when `in` is absent.
 */
export interface PartLink<Part extends string> {
  entity: new () => ObjectLiteral;
  parent: string;
  in?: Part;
  /** The part as answered (a 412 answers it as it is now). */
  view: (row: never) => unknown;
}

/** Each path part of an analysis kind: `'analysis'` for the analysis's own id, else where it hangs. */
export type PartLinks<Part extends string> = Record<Part, PartLink<Part> | 'analysis'>;

/**
 * The access check of an analysis's calls whose path names the analysis or a part of it (a
 * factor, a product): the part is resolved to its analysis, then AnalysisAccessService
 * decides. Each kind declares its parts (`PartLinks`); the chain up to the analysis is one
 * query. An unknown part, or one whose analysis column is empty (a category of the other kind:
 * MCP and Multifatorial share `analysis_categories`), throws `analysisNotFound`, so an unknown
 * id and an id of a company the caller may not see get the same 404. A part recorded as
 * deleted (`recordDeleted`, table `deleted_parts`) answers `partDeleted` instead, but only
 * to a caller the check of its analysis lets through: to anyone else it stays unknown.
 */
export abstract class AnalysisPartsAccess<E extends AnalysisEntity, Part extends string> {
  protected constructor(
    private readonly analyses: AnalysisAccessService,
    private readonly target: EntityTarget<E>,
    private readonly parts: PartLinks<Part>,
    private readonly analysisView: (analysis: E) => unknown,
  ) {}

  async read(manager: EntityManager, user: AuthUser, part: Part, id: number): Promise<E> {
    return (await this.analyses.analysis(manager, user, this.target, await this.analysisIdOf(manager, user, part, id, 'read'), 'read')).analysis;
  }

  /**
   * For a change inside the analysis: its row locked for the transaction, its `updatedAt`
   * moved, the part named watched for the revision (its row; what is inside it is the
   * writer's to watch: `watchInside`).
   */
  async write(manager: EntityManager, user: AuthUser, part: Part, id: number): Promise<E> {
    const { analysis } = await this.analyses.analysis(manager, user, this.target, await this.analysisIdOf(manager, user, part, id, 'write'), 'write');
    await touchAnalysis(manager, this.target, analysis.id);
    revisionParts(manager, Object.fromEntries(Object.entries(this.parts).map(([name, link]) => [name, link === 'analysis' ? null : (link as PartLink<Part>).entity])));
    if (this.isPart(part)) await watch(manager, this.entityOf(part), { id: [id] });
    return analysis;
  }

  /** The part and everything inside it, watched for the revision (before a delete, or a change of what it holds). */
  watchInside(manager: EntityManager, part: Part, ids: number[]): Promise<void> {
    return watch(manager, this.entityOf(part), { id: ids }, { subtree: true });
  }

  /**
   * The version check of a write named by `part` `id` (its If-Match, `expected`): a part's
   * version is moved from `expected` in one statement (`claimVersion`); the analysis itself,
   * named by the calls that write inside it (a create, a bulk save), is only compared, as its
   * row is already read under lock and its own version counts the writes of its own fields.
   * 412 with the resource as it is now when the version is not `expected`.
   */
  async claim(manager: EntityManager, user: AuthUser, analysis: E, part: Part, id: number, expected: ExpectedVersion): Promise<void> {
    const link = this.parts[part];
    if (link === 'analysis') {
      if (expected !== undefined && expected !== analysis.version) throw await staleVersion(manager, analysis, this.analysisView(analysis));
      return;
    }
    if (await claimVersion(manager, link.entity, id, user.id, expected)) return;
    const row = await manager.findOne(link.entity, { where: { id } });
    if (!row) throw partDeleted();
    throw await staleVersion(manager, row as VersionedRow, link.view(row as never));
  }

  /** Where a new `part` goes: the part (or the analysis) it hangs on, and the column that links it there. */
  parentOf(part: Part): { part: Part; column: string } {
    const link = this.parts[part];
    if (link === 'analysis') throw new Error(`${part} is the analysis itself, not a part of it`);
    return { part: link.in ?? (Object.keys(this.parts) as Part[]).find((name) => this.parts[name] === 'analysis')!, column: link.parent };
  }

  /** Whether `part` names a part, not the analysis itself. */
  isPart(part: Part): boolean {
    return this.parts[part] !== 'analysis';
  }

  /** The part as answered. */
  viewOf(part: Part): (row: never) => unknown {
    const link = this.parts[part];
    if (link === 'analysis') throw new Error(`${part} is the analysis itself, not a part of it`);
    return link.view;
  }

  /** The table a part is stored in. */
  entityOf(part: Part): new () => ObjectLiteral {
    const link = this.parts[part];
    if (link === 'analysis') throw new Error(`${part} is the analysis itself, not a part of it`);
    return link.entity;
  }

  /**
   * Records the part and every part inside it (those its delete cascades to) as deleted from
   * `analysis`, before the delete, in its transaction.
   */
  async recordDeleted(manager: EntityManager, analysis: E, part: Part, ids: number[]): Promise<void> {
    if (ids.length === 0) return;
    const entity = this.entityOf(part);
    const analysisTable = manager.getRepository(this.target).metadata.tableName;
    const partTable = manager.getRepository(entity).metadata.tableName;
    await manager.upsert(DeletedPart, ids.map((partId) => ({ partTable, partId, analysisTable, analysisId: analysis.id })), ['partTable', 'partId']);
    for (const [child, link] of Object.entries(this.parts) as [Part, PartLink<Part> | 'analysis'][]) {
      if (link === 'analysis' || link.in !== part) continue;
      const rows = await manager.createQueryBuilder(link.entity, 'child').select('child.id', 'id').where(`child.${link.parent} IN (:...ids)`, { ids }).getRawMany<{ id: number | string }>();
      await this.recordDeleted(manager, analysis, child, rows.map((row) => Number(row.id)));
    }
  }

  /** A part that is not there: deleted by someone (to whom may still use its analysis), else unknown. */
  private async missing(manager: EntityManager, user: AuthUser, part: Part, id: number, action: AnalysisAction): Promise<never> {
    const deleted = await manager.findOne(DeletedPart, {
      where: { partTable: manager.getRepository(this.entityOf(part)).metadata.tableName, partId: id, analysisTable: manager.getRepository(this.target).metadata.tableName },
    });
    if (!deleted) throw analysisNotFound();
    // Refuses as for the analysis itself: 404 when it is gone or not the caller's to see, 403 when the caller may not write.
    await this.analyses.analysis(manager, user, this.target, deleted.analysisId, action);
    throw partDeleted();
  }

  /** The analysis id the part belongs to: the part's row joined up its parents to the analysis column. */
  private async analysisIdOf(manager: EntityManager, user: AuthUser, part: Part, id: number, action: AnalysisAction): Promise<number> {
    const own = this.parts[part];
    if (own === 'analysis') return id;
    let link: PartLink<Part> = own;
    let depth = 0;
    const query = manager.createQueryBuilder(link.entity, 'p0').where('p0.id = :id', { id });
    while (link.in !== undefined) {
      const parent = this.parts[link.in];
      if (parent === 'analysis') break;
      depth += 1;
      query.innerJoin(parent.entity, `p${depth}`, `p${depth}.id = p${depth - 1}.${link.parent}`);
      link = parent;
    }
    const column = `p${depth}.${link.parent}`;
    const row = await query.select(column, 'analysisId').andWhere(`${column} IS NOT NULL`).getRawOne<{ analysisId: number | string }>();
    if (!row) return this.missing(manager, user, part, id, action);
    return Number(row.analysisId);
  }
}

/**
 * The tables of a kind for its history, parents first: each part's table linked to its parent
 * (its `in`, else the analysis), then the tables no path names (`others`: cross-links between parts,
 * an MCP's monthly controls), with the columns linking them to their parents.
 */
function historyTables<Part extends string>(parts: PartLinks<Part>, others: HistoryTable[]): HistoryTable[] {
  const links = Object.values<PartLink<Part> | 'analysis'>(parts).filter((link): link is PartLink<Part> => link !== 'analysis');
  const parentOf = (link: PartLink<Part>): HistoryTable['parents'][string] => (link.in === undefined ? 'analysis' : (parts[link.in] as PartLink<Part>).entity);
  return [...links.map((link) => ({ entity: link.entity, parents: { [link.parent]: parentOf(link) } })), ...others];
}

/**
 * The access service of one analysis kind, from its parts alone:
 * `@Injectable() export class XAccessService extends analysisPartsAccess(X, { … }) {}`. `view`:
 * the analysis as a 412 answers it (default: the shared fields); `others`: the kind's tables
 * that no path names, parents first, for the history (docs/ARCHITECTURE.md "History").
 */
export function analysisPartsAccess<E extends AnalysisEntity, Part extends string>(
  target: EntityTarget<E>,
  parts: PartLinks<Part>,
  { view = analysisView, others = [] }: { view?: (analysis: E) => unknown; others?: HistoryTable[] } = {},
) {
  registerHistoryTables(target as EntityTarget<AnalysisEntity>, historyTables(parts, others));
  @Injectable()
  class KindAccess extends AnalysisPartsAccess<E, Part> {
    constructor(@Inject(AnalysisAccessService) analyses: AnalysisAccessService) {
      super(analyses, target, parts, view);
    }
  }
  return KindAccess;
}
