import { Inject, Injectable, type Type } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { SizeQuota } from 'contracts';
import { DataSource, type EntityManager, type FindOptionsWhere, type ObjectLiteral, type SelectQueryBuilder } from 'typeorm';
import type { AuthUser } from '../auth/auth-user.js';
import { transaction } from '../database/transaction.js';
import { wholeSeconds } from '../database/timestamps.js';
import { notePart } from '../live/live-changes.js';
import { type AnalysisPartsAccess, partDeleted } from './analysis-parts-access.js';
import type { AnalysisEntity } from './analysis.entity.js';
import { watch } from './history.js';
import type { ExpectedVersion } from '../common/http/if-match.decorator.js';
import { requireSizeQuota } from './size-quotas.js';

/**
 * The quota a create must keep: its name and the query that counts the analysis's parts it
 * bounds. Its name alone, for a part that hangs on the analysis itself: the quota counts the
 * analysis's parts of that kind.
 */
export type PartQuota<E extends AnalysisEntity> = SizeQuota | { quota: SizeQuota; parts: (manager: EntityManager, analysis: E) => SelectQueryBuilder<ObjectLiteral> };

/** What `updatePart` may add: `check` refuses a change the kind does not allow, `write` writes it when a plain save does not do (default: the changes saved over the row). */
export interface PartUpdate<E extends AnalysisEntity, R> {
  check?: (manager: EntityManager, row: R, analysis: E, changes: Partial<R>) => Promise<void>;
  write?: (manager: EntityManager, row: R, changes: Partial<R>) => Promise<R>;
}

/**
 * What is particular to the CRUD of one part (its routes: part-routes.ts `crud`), beside its
 * table, parent and view (`PartLinks`): its list when it is more than its rows in id order, what
 * a new one is stored with besides its body, its quota, and how an update is checked or written.
 */
export interface PartRules<E extends AnalysisEntity> {
  list?: (manager: EntityManager, parentId: number) => Promise<unknown[]>;
  defaults?: Record<string, unknown>;
  quota?: PartQuota<E>;
  /** Each function names the row and body it takes (a criterion's check reads a criterion). */
  update?: { check?: (manager: EntityManager, row: never, analysis: E, changes: never) => Promise<void>; write?: (manager: EntityManager, row: never, changes: never) => Promise<ObjectLiteral> };
}

/**
 * The one way to read and write the parts of an analysis (an Ambiental's factors and
 * subfactors, a Multifatorial's criteria, an MCP's products…), whatever the kind: each call is one
 * transaction, checked by the kind's `AnalysisPartsAccess` (read: any member; write: the
 * analysis row locked, its `updatedAt` and data version moved), a create keeps its size quota,
 * the answer is the part's view. A part gone when it is written (deleted by someone else,
 * now or while this call waited for the analysis's lock) answers `MESSAGES.partDeleted`. A
 * kind's service extends it with its own rules (a criterion's axis, the crossings of items).
 */
export abstract class AnalysisPartsService<E extends AnalysisEntity, Part extends string> {
  protected constructor(
    protected readonly dataSource: DataSource,
    protected readonly access: AnalysisPartsAccess<E, Part>,
    private readonly rules: Partial<Record<Part, PartRules<E>>> = {},
  ) {}

  // ---------------------------------------------------------------- the CRUD of a part, as its routes call it

  /** The parts of `part` in the one `parentId` names. */
  list(user: AuthUser, part: Part, parentId: number): Promise<unknown[]> {
    const list = this.rules[part]?.list;
    if (!list) return this.listParts(user, part, parentId, this.access.viewOf(part));
    return this.reading(user, this.access.parentOf(part).part, parentId, (manager) => list(manager, parentId));
  }

  create(user: AuthUser, part: Part, parentId: number, body: object): Promise<unknown> {
    const rules = this.rules[part];
    return this.createPart(user, part, parentId, { ...rules?.defaults, ...body }, this.access.viewOf(part) as (row: ObjectLiteral) => unknown, rules?.quota);
  }

  get(user: AuthUser, part: Part, id: number): Promise<unknown> {
    return this.getPart(user, part, id, this.access.viewOf(part));
  }

  update(user: AuthUser, part: Part, id: number, body: object, ifMatch: ExpectedVersion): Promise<unknown> {
    const view = this.access.viewOf(part) as (row: ObjectLiteral) => unknown;
    return this.updatePart(user, part, id, body, view, ifMatch, this.rules[part]?.update as PartUpdate<E, ObjectLiteral> | undefined);
  }

  /** Deletes the part with what is inside it. */
  delete(user: AuthUser, part: Part, id: number, ifMatch: ExpectedVersion): Promise<null> {
    return this.deletePart(user, part, id, ifMatch);
  }

  // ---------------------------------------------------------------- the steps a kind's own calls are written with

  /** `work` after the read check of the analysis that `part` `id` is in. */
  protected reading<T>(user: AuthUser, part: Part, id: number, work: (manager: EntityManager, analysis: E) => Promise<T>): Promise<T> {
    return transaction(this.dataSource, async (manager) => work(manager, await this.access.read(manager, user, part, id)));
  }

  /**
   * `work` after the write check of the analysis that `part` `id` is in. Every write inside an
   * analysis passes here, so this is the one place for what each write must also do (checking
   * the version the writer saw, recording the change in the analysis's history). The part
   * named is written: its version moves (from `ifMatch`, when the client sent one) before
   * `work`, so `work` reads and answers the new version; the analysis named is only checked
   * (AnalysisPartsAccess.claim). `inside`: the call writes inside the part named (a create
   * under it), which keeps its version.
   */
  protected writing<T>(
    user: AuthUser,
    part: Part,
    id: number,
    work: (manager: EntityManager, analysis: E) => Promise<T>,
    ifMatch?: ExpectedVersion,
    inside = false,
  ): Promise<T> {
    return transaction(this.dataSource, async (manager) => {
      const analysis = await this.access.write(manager, user, part, id);
      if (!inside) await this.access.claim(manager, user, analysis, part, id, ifMatch);
      const result = await work(manager, analysis);
      if (this.access.isPart(part)) notePart(manager, part, id, result);
      return result;
    });
  }

  /** The part's row inside a write; `partDeleted` when it is gone. */
  protected async partRow<R extends ObjectLiteral>(manager: EntityManager, part: Part, id: number): Promise<R> {
    const row = await manager.findOne(this.access.entityOf(part), { where: { id } });
    if (!row) throw partDeleted();
    return row as R;
  }

  /** The parts of `part` inside the one its path names (its parent part, or the analysis: `PartLinks`), oldest first. */
  protected listParts<R extends ObjectLiteral, V>(user: AuthUser, part: Part, parentId: number, view: (row: R) => V): Promise<V[]> {
    const parent = this.access.parentOf(part);
    return this.reading(user, parent.part, parentId, async (manager) => {
      const rows = await manager.find(this.access.entityOf(part), { where: { [parent.column]: parentId }, order: { id: 'ASC' } });
      return (rows as R[]).map(view);
    });
  }

  /** One part, read-checked. */
  protected getPart<R extends ObjectLiteral, V>(user: AuthUser, part: Part, id: number, view: (row: R) => V): Promise<V> {
    return this.reading(user, part, id, async (manager) => view(await this.partRow<R>(manager, part, id)));
  }

  /** A new `part` in the one `parentId` names (a part must still be there), within `quota` when the kind bounds it. */
  protected createPart<R extends ObjectLiteral, V>(user: AuthUser, part: Part, parentId: number, fields: Partial<R>, view: (row: R) => V, quota?: PartQuota<E>): Promise<V> {
    const parent = this.access.parentOf(part);
    return this.writing(
      user,
      parent.part,
      parentId,
      async (manager, analysis) => {
        if (this.access.isPart(parent.part)) await this.partRow(manager, parent.part, parentId);
        const entity = this.access.entityOf(part);
        const stamp = { version: 1, updatedBy: user.id, updatedAt: wholeSeconds(new Date()) };
        const row = (await manager.save(manager.create(entity, { ...fields, ...stamp, [parent.column]: parentId }))) as R;
        await watch(manager, entity, { id: [Number(row.id)] }, { subtree: true, fresh: true });
        if (quota) await requireSizeQuota(manager, analysis, typeof quota === 'string' ? quota : quota.quota, this.quotaParts(manager, analysis, part, quota));
        const answer = view(row);
        notePart(manager, part, Number(row.id), answer, 'created');
        return answer;
      },
      undefined,
      true,
    );
  }

  /** The rows `quota` counts: its query, else the analysis's parts of kind `part` (hanging on the analysis itself). */
  private quotaParts(manager: EntityManager, analysis: E, part: Part, quota: PartQuota<E>): SelectQueryBuilder<ObjectLiteral> {
    if (typeof quota !== 'string') return quota.parts(manager, analysis);
    const parent = this.access.parentOf(part);
    if (this.access.isPart(parent.part)) throw new Error(`${part}: a quota by name counts parts of the analysis itself; give its query`);
    return manager.createQueryBuilder(this.access.entityOf(part), 'part').where(`part.${parent.column} = :id`, { id: analysis.id });
  }

  /** The part with `changes` written over it (`how`: the kind's check before anything is written, its own write). */
  protected updatePart<R extends ObjectLiteral, V>(
    user: AuthUser,
    part: Part,
    id: number,
    changes: Partial<R>,
    view: (row: R) => V,
    ifMatch: ExpectedVersion,
    how: PartUpdate<E, R> = {},
  ): Promise<V> {
    return this.writing(
      user,
      part,
      id,
      async (manager, analysis) => {
        const row = await this.partRow<R>(manager, part, id);
        await how.check?.(manager, row, analysis, changes);
        return view(await (how.write ? how.write(manager, row, changes) : manager.save(Object.assign(row, changes))));
      },
      ifMatch,
    );
  }

  /** Deletes the part (what is inside it goes with it, by cascade), recorded as deleted for whoever saves it later. */
  protected deletePart(user: AuthUser, part: Part, id: number, ifMatch: ExpectedVersion): Promise<null> {
    return this.writing(
      user,
      part,
      id,
      async (manager, analysis) => {
        // Named before it goes: the notice says what was deleted ("Ana excluiu Pão Francês").
        notePart(manager, part, id, await manager.findOne(this.access.entityOf(part), { where: { id } as FindOptionsWhere<ObjectLiteral> }), 'deleted');
        await this.access.watchInside(manager, part, [id]);
        await this.access.recordDeleted(manager, analysis, part, [id]);
        await manager.delete(this.access.entityOf(part), { id } as FindOptionsWhere<ObjectLiteral>);
        return null;
      },
      ifMatch,
    );
  }
}

/**
 * The part service of one kind, on its access service (`analysisPartsAccess`), with the rules of
 * its parts' CRUD: `@Injectable() export class FactorsService extends analysisPartsService(AmbientalAccessService, { factor: { quota: 'ambientalFactors' } }) { … }`.
 * A service that needs more declares its constructor: `(dataSource, access, …more)`.
 */
export function analysisPartsService<E extends AnalysisEntity, Part extends string>(access: Type<AnalysisPartsAccess<E, Part>>, rules: Partial<Record<Part, PartRules<E>>> = {}) {
  @Injectable()
  abstract class KindParts extends AnalysisPartsService<E, Part> {
    constructor(@InjectDataSource() dataSource: DataSource, @Inject(access) kindAccess: AnalysisPartsAccess<E, Part>) {
      super(dataSource, kindAccess, rules);
    }
  }
  return KindParts;
}
