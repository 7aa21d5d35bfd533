import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager, EntityTarget, ObjectLiteral } from 'typeorm';
import type { AuthUser } from '../auth/auth-user.js';
import { AnalysisAccessService, analysisNotFound } from './analysis-access.service.js';
import { type AnalysisEntity, touchAnalysis } from './analysis.entity.js';

/**
 * Where a part of an analysis hangs: its entity and the property holding its parent's id; the
 * parent is the part named by `in`, or the analysis itself when `in` is absent.
 */
export interface PartLink<Part extends string> {
  entity: new () => ObjectLiteral;
  parent: string;
  in?: Part;
}

/** Each path part of an analysis kind: `'analysis'` for the analysis's own id, else where it hangs. */
export type PartLinks<Part extends string> = Record<Part, PartLink<Part> | 'analysis'>;

/**
 * The access check of an analysis's calls whose path names the analysis or a part of it (a
 * factor, a SWOT item): the part is resolved to its analysis, then AnalysisAccessService
 * decides. Each kind declares its parts (`PartLinks`); the chain up to the analysis is one
 * query. An unknown part, or one whose analysis column is empty (a category of the other kind:
 * MCP and Multifatorial share `analysis_categories`), throws `analysisNotFound`, so an unknown
 * id and an id of a company the caller may not see get the same 404.
 */
abstract class AnalysisPartsAccess<E extends AnalysisEntity, Part extends string> {
  protected constructor(
    private readonly analyses: AnalysisAccessService,
    private readonly target: EntityTarget<E>,
    private readonly parts: PartLinks<Part>,
  ) {}

  async read(manager: EntityManager, user: AuthUser, part: Part, id: number): Promise<E> {
    return (await this.analyses.analysis(manager, user, this.target, await this.analysisIdOf(manager, part, id), 'read')).analysis;
  }

  /** For a change inside the analysis: its row locked for the transaction, its `updatedAt` moved. */
  async write(manager: EntityManager, user: AuthUser, part: Part, id: number): Promise<E> {
    const { analysis } = await this.analyses.analysis(manager, user, this.target, await this.analysisIdOf(manager, part, id), 'write');
    await touchAnalysis(manager, this.target, analysis.id);
    return analysis;
  }

  /** The analysis id the part belongs to: the part's row joined up its parents to the analysis column. */
  private async analysisIdOf(manager: EntityManager, part: Part, id: number): Promise<number> {
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
    if (!row) throw analysisNotFound();
    return Number(row.analysisId);
  }
}

/**
 * The access service of one analysis kind, from its parts alone:
 * `@Injectable() export class XAccessService extends analysisPartsAccess(X, { … }) {}`.
 */
export function analysisPartsAccess<E extends AnalysisEntity, Part extends string>(target: EntityTarget<E>, parts: PartLinks<Part>) {
  @Injectable()
  class KindAccess extends AnalysisPartsAccess<E, Part> {
    constructor(@Inject(AnalysisAccessService) analyses: AnalysisAccessService) {
      super(analyses, target, parts);
    }
  }
  return KindAccess;
}
