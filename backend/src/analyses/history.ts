import { HttpStatus } from '@nestjs/common';
import { type HistoryPage, type HistoryQuery, MESSAGES, PART_NOUNS, type RevisionAction, revisionSummary } from 'contracts';
import {
  type DataSource,
  type EntityManager,
  type EntityMetadata,
  type EntitySubscriberInterface,
  type EntityTarget,
  MoreThan,
  type ObjectLiteral,
  type QueryRunner,
  type SelectQueryBuilder,
  type TransactionCommitEvent,
} from 'typeorm';
import type { AuthUser } from '../auth/auth-user.js';
import { ApiError } from '../common/http/api-error.js';
import { wholeSeconds } from '../database/timestamps.js';
import { pendingChange } from '../live/live-changes.js';
import { AnalysisRevision, type RowChange } from './analysis-revision.entity.js';
import type { AnalysisEntity } from './analysis.entity.js';
import { DeletedPart } from './deleted-part.entity.js';

/**
 * History of the analyses (docs/ARCHITECTURE.md "History"). A write transaction gathers the
 * rows it may change (`watch`: read before the change, read again before the commit; a write
 * that reads them itself, `watchRows`, hands its reads over), and records one revision with
 * the rows that differ, their images before and after, in the same transaction (a
 * subscriber's `beforeTransactionCommit`). An earlier state is rebuilt by applying the later
 * revisions' "before" images (`rewind`); nothing snapshots a whole analysis.
 */

type EntityClass = new () => ObjectLiteral;

/** A table of an analysis kind and the columns that link its rows to their parents: a table of the kind, or the analysis. */
export interface HistoryTable {
  entity: EntityClass;
  parents: Record<string, EntityClass | 'analysis'>;
}

/** Each analysis entity's tables, parents before children (registered by the kind's parts access). */
const TABLES = new Map<EntityTarget<AnalysisEntity>, HistoryTable[]>();

export function registerHistoryTables(target: EntityTarget<AnalysisEntity>, tables: HistoryTable[]): void {
  TABLES.set(target, tables);
}

type Image = Record<string, unknown>;
type Rows = Map<string, { table: string; id: number; image: Image }>;

interface Scope {
  entity: EntityTarget<ObjectLiteral>;
  where: Record<string, unknown[]>;
  subtree: boolean;
  before: Rows;
  /** The rows as the write left them, when it read them itself (`WatchedRows.now`); otherwise read before the COMMIT. */
  after?: Rows;
}

interface Pending {
  target: EntityTarget<AnalysisEntity>;
  analysisId: number;
  companyId: number;
  author: { id: number; name: string };
  scopes: Scope[];
  /** Rows a restore wrote, already as changes. */
  restored: RowChange[];
  action?: RevisionAction;
  /** The kind's parts by the name the paths give them (to name the part written in the summary). */
  parts?: Record<string, EntityClass | null>;
}

const pending = new WeakMap<QueryRunner, Pending>();

/** What an image leaves out: what every write moves (the analysis's time and data version). */
const UNRECORDED = new Set(['updatedAt', 'dataVersion', 'createdAt']);
const rowKey = (table: string, id: number) => `${table}:${id}`;

/** The properties an image of the entity records (a grid save makes thousands of images). */
const recordedOf = new WeakMap<EntityMetadata, string[]>();

function imageOf(metadata: EntityMetadata, row: ObjectLiteral): Image {
  let recorded = recordedOf.get(metadata);
  if (!recorded) recordedOf.set(metadata, (recorded = metadata.columns.map((column) => column.propertyName).filter((property) => !UNRECORDED.has(property))));
  const image: Image = {};
  for (const property of recorded) {
    const value = row[property] as unknown;
    // A join column is also a plain property here; the related object (when loaded) is not.
    if (value !== null && typeof value === 'object' && !(value instanceof Date)) continue;
    image[property] = value instanceof Date ? value.toISOString() : (value ?? null);
  }
  return image;
}

/** Images hold only strings, numbers, booleans and nulls: equal when every column is. */
function sameImage(a: Image | null, b: Image | null): boolean {
  if (a === null || b === null) return a === b;
  const columns = Object.keys(a);
  return columns.length === Object.keys(b).length && columns.every((column) => a[column] === b[column]);
}

function tablesOf(target: EntityTarget<AnalysisEntity>): HistoryTable[] {
  return TABLES.get(target) ?? [];
}

/**
 * A locking read on MySQL/MariaDB: under REPEATABLE READ a plain read sees the snapshot taken at
 * the transaction's first read, which may predate the commit of the writer this one waited
 * for on the analysis's lock (a stale image, a revision number already taken). SQLite's
 * writes run one at a time.
 */
function latest<Q extends SelectQueryBuilder<ObjectLiteral>>(manager: EntityManager, query: Q): Q {
  if (manager.connection.options.type === 'mysql') query.setLock('pessimistic_write');
  return query;
}

/**
 * The rows of `entity` matching `where` (each column IN its values), read with `latest`: raw
 * rows hydrated column by column as getMany would (same values, transformers included),
 * without building entities.
 */
async function readRows(manager: EntityManager, entity: EntityTarget<ObjectLiteral>, where: Record<string, unknown[]>): Promise<ObjectLiteral[]> {
  if (Object.values(where).some((values) => values.length === 0)) return [];
  const metadata = manager.connection.getMetadata(entity);
  const query = manager.createQueryBuilder(entity, 'row');
  Object.entries(where).forEach(([column, values], index) => query.andWhere(`row.${column} IN (:...v${index})`, { [`v${index}`]: values }));
  const driver = manager.connection.driver;
  const columns = metadata.columns.map((column) => ({ column, property: column.propertyName, raw: `row_${column.databaseName}` }));
  return (await latest(manager, query).getRawMany<Record<string, unknown>>()).map((raw) => {
    const row: ObjectLiteral = {};
    for (const { column, property, raw: key } of columns) row[property] = driver.prepareHydratedValue(raw[key], column) as unknown;
    return row;
  });
}

/** Adds the images of `entity`'s `rows` to `into`. */
function addImages(manager: EntityManager, entity: EntityTarget<ObjectLiteral>, rows: ObjectLiteral[], into: Rows): Rows {
  const metadata = manager.connection.getMetadata(entity);
  for (const row of rows) into.set(rowKey(metadata.tableName, Number(row.id)), { table: metadata.tableName, id: Number(row.id), image: imageOf(metadata, row) });
  return into;
}

/** The rows of `entity` matching `where`, and with `subtree` every row inside them, by table and id. */
async function collect(manager: EntityManager, target: EntityTarget<AnalysisEntity>, entity: EntityTarget<ObjectLiteral>, where: Record<string, unknown[]>, subtree: boolean, into: Rows = new Map()): Promise<Rows> {
  const rows = await readRows(manager, entity, where);
  addImages(manager, entity, rows, into);
  if (!subtree || rows.length === 0) return into;
  const ids = rows.map((row) => Number(row.id));
  for (const table of tablesOf(target)) {
    for (const [column, parent] of Object.entries(table.parents)) {
      if ((parent === 'analysis' ? target : parent) === entity) await collect(manager, target, table.entity, { [column]: ids }, true, into);
    }
  }
  return into;
}

/**
 * Opens the revision of the caller's write transaction on `analysis` (its write check): the
 * analysis row is watched. `created`: the analysis is new, everything in it is recorded as added.
 */
export async function startRevision(manager: EntityManager, target: EntityTarget<AnalysisEntity>, analysis: AnalysisEntity, user: AuthUser, created = false): Promise<void> {
  const runner = manager.queryRunner;
  if (!runner?.isTransactionActive || pending.has(runner)) return;
  pending.set(runner, { target, analysisId: analysis.id, companyId: analysis.companyId, author: { id: user.id, name: user.firstName }, scopes: [], restored: [] });
  await watch(manager, target, { id: [analysis.id] }, { subtree: created, fresh: created });
  if (created) pending.get(runner)!.action = { type: 'created', noun: 'a análise', label: analysis.name };
}

/**
 * Rows the write may change: `entity`'s rows matching `where` (each property IN its values),
 * with `subtree` everything inside them; `fresh` ones did not exist before (a new part).
 * Outside a revision (no write check yet), nothing.
 */
export async function watch(manager: EntityManager, entity: EntityTarget<ObjectLiteral>, where: Record<string, unknown[]>, options: { subtree?: boolean; fresh?: boolean } = {}): Promise<void> {
  const revision = manager.queryRunner && pending.get(manager.queryRunner);
  if (!revision) return;
  const subtree = options.subtree ?? false;
  const before = options.fresh ? new Map() : await collect(manager, revision.target, entity, where, subtree);
  revision.scopes.push({ entity, where, subtree, before });
}

/** Rows a write reads anyway (to merge into them, to answer them), watched once: see `watchRows`. */
export interface WatchedRows {
  /** The rows before the write, hydrated as `find` would (a locking read on MySQL). */
  before: ObjectLiteral[];
  /**
   * The rows as they are now; call it once the write of them is over (nothing in the
   * transaction writes them afterwards): they are also the revision's "after" images, which
   * are then not read again before the COMMIT.
   */
  now: () => Promise<ObjectLiteral[]>;
}

/**
 * `watch` (without `subtree`) for a write that needs the rows itself: a cell merge compares
 * the stored cells with the client's `expected` ones, and answers the cells it wrote. One read
 * before and one after serve both, where the merge and the history would each read them.
 */
export async function watchRows(manager: EntityManager, entity: EntityTarget<ObjectLiteral>, where: Record<string, unknown[]>): Promise<WatchedRows> {
  const revision = manager.queryRunner && pending.get(manager.queryRunner);
  const before = await readRows(manager, entity, where);
  if (!revision) return { before, now: () => readRows(manager, entity, where) };
  const scope: Scope = { entity, where, subtree: false, before: addImages(manager, entity, before, new Map()) };
  revision.scopes.push(scope);
  return {
    before,
    now: async () => {
      const rows = await readRows(manager, entity, where);
      scope.after = addImages(manager, entity, rows, new Map());
      return rows;
    },
  };
}

/** Says what the write did, for its summary, when the part named by its path does not say it (bulk saves, imports). */
export function describeRevision(manager: EntityManager, action: RevisionAction): void {
  const revision = manager.queryRunner && pending.get(manager.queryRunner);
  if (revision) revision.action = action;
}

/** The kind's parts, so the summary can name the part a write changed (the live change's `part`). */
export function revisionParts(manager: EntityManager, parts: Record<string, EntityClass | null>): void {
  const revision = manager.queryRunner && pending.get(manager.queryRunner);
  if (revision) revision.parts ??= parts;
}

/** The summary: what the write said, else the part it named (created, changed or deleted), else the analysis changed. */
function summaryOf(manager: EntityManager, revision: Pending, changes: Map<string, RowChange>, analysisName: string): string {
  if (revision.action) return revisionSummary(revision.author.name, revision.action);
  const live = pendingChange(manager);
  const entity = live?.part ? revision.parts?.[live.part] : null;
  const change = entity && live?.partId != null ? changes.get(rowKey(manager.connection.getMetadata(entity).tableName, live.partId)) : undefined;
  if (!live?.part || !change) return revisionSummary(revision.author.name, { type: 'changed', noun: null, label: analysisName });
  const image = change.after ?? change.before ?? {};
  const label = [image.name, image.text].find((value): value is string => typeof value === 'string' && value.trim() !== '') ?? live.label ?? analysisName;
  const type = change.before === null ? 'created' : change.after === null ? 'deleted' : 'changed';
  return revisionSummary(revision.author.name, { type, noun: PART_NOUNS[live.part] ?? null, label });
}

/** Records the transaction's revision (before it commits): the rows that differ, or nothing when none does. */
async function record(manager: EntityManager, revision: Pending): Promise<void> {
  const metadata = manager.connection.getMetadata(revision.target);
  const analysis = await manager.findOne(revision.target, { where: { id: revision.analysisId } });
  if (!analysis) {
    // The analysis was deleted: its history goes with it.
    await manager.delete(AnalysisRevision, { analysisTable: metadata.tableName, analysisId: revision.analysisId });
    return;
  }
  const changes = new Map(revision.restored.map((change) => [rowKey(change.table, change.id), change]));
  const before: Rows = new Map();
  const after: Rows = new Map();
  for (const scope of revision.scopes) {
    for (const [key, row] of scope.before) if (!before.has(key)) before.set(key, row);
    if (!scope.after) for (const [key, row] of await collect(manager, revision.target, scope.entity, scope.where, scope.subtree)) if (!after.has(key)) after.set(key, row);
  }
  // Rows the write read itself once it was done with them, unless read again just now through another scope.
  for (const scope of revision.scopes) for (const [key, row] of scope.after ?? []) if (!after.has(key)) after.set(key, row);
  for (const key of new Set([...before.keys(), ...after.keys()])) {
    if (changes.has(key)) continue;
    const row = (before.get(key) ?? after.get(key))!;
    const change = { table: row.table, id: row.id, before: before.get(key)?.image ?? null, after: after.get(key)?.image ?? null };
    if (!sameImage(change.before, change.after)) changes.set(key, change);
  }
  if (changes.size === 0) return;
  const last = await latest(
    manager,
    manager
      .createQueryBuilder(AnalysisRevision, 'revision')
      .select('MAX(revision.revision)', 'last')
      .where('revision.analysisTable = :table AND revision.analysisId = :id', { table: metadata.tableName, id: revision.analysisId }),
  ).getRawOne<{ last: number | string | null }>();
  await manager.insert(AnalysisRevision, {
    companyId: revision.companyId,
    analysisTable: metadata.tableName,
    analysisId: revision.analysisId,
    revision: Number(last?.last ?? 0) + 1,
    authorId: revision.author.id,
    authorName: revision.author.name,
    createdAt: wholeSeconds(new Date()),
    summary: summaryOf(manager, revision, changes, String(analysis.name)),
    changes: JSON.stringify([...changes.values()]),
  });
}

/** Records the revision of an outermost transaction right before its COMMIT; installed once, at start. */
class RevisionSubscriber implements EntitySubscriberInterface {
  async beforeTransactionCommit(event: TransactionCommitEvent): Promise<void> {
    const runner = event.queryRunner;
    if ((runner as unknown as { transactionDepth: number }).transactionDepth > 1) return; // a savepoint
    const revision = pending.get(runner);
    if (!revision) return;
    pending.delete(runner);
    await record(event.manager, revision);
  }

  afterTransactionRollback(event: { queryRunner: QueryRunner }): void {
    if ((event.queryRunner as unknown as { transactionDepth: number }).transactionDepth === 0) pending.delete(event.queryRunner);
  }
}

export function recordRevisions(dataSource: DataSource): void {
  dataSource.subscribers.push(new RevisionSubscriber());
}

// ---------------------------------------------------------------- reading and rewinding

const revisionNotFound = (): ApiError => ApiError.general(HttpStatus.NOT_FOUND, MESSAGES.revisionNotFound);

/** A page of the analysis's revisions, newest first. */
export async function historyPage(manager: EntityManager, target: EntityTarget<AnalysisEntity>, analysisId: number, { limit, offset }: HistoryQuery): Promise<HistoryPage> {
  const where = { analysisTable: manager.connection.getMetadata(target).tableName, analysisId };
  const [rows, count] = await manager.findAndCount(AnalysisRevision, { where, order: { revision: 'DESC' }, take: limit, skip: offset });
  return { results: rows.map(revisionView), count };
}

export const revisionView = (row: AnalysisRevision) => ({
  revision: row.revision,
  at: row.createdAt.toISOString(),
  author: { id: row.authorId, name: row.authorName },
  summary: row.summary,
});

/** One revision of the analysis; 404 `revisionNotFound` when it has none by that number. */
export async function revisionOf(manager: EntityManager, target: EntityTarget<AnalysisEntity>, analysisId: number, revision: number): Promise<AnalysisRevision> {
  const row = await manager.findOne(AnalysisRevision, { where: { analysisTable: manager.connection.getMetadata(target).tableName, analysisId, revision } });
  if (!row) throw revisionNotFound();
  return row;
}

/** Per row the later revisions changed: its image now (`before`) and right after `revision` (`after`), for rows that differ. */
async function changesSince(manager: EntityManager, target: EntityTarget<AnalysisEntity>, analysisId: number, revision: number): Promise<RowChange[]> {
  const later = await manager.find(AnalysisRevision, {
    where: { analysisTable: manager.connection.getMetadata(target).tableName, analysisId, revision: MoreThan(revision) },
    order: { revision: 'ASC' },
  });
  const rows = new Map<string, RowChange>();
  for (const row of later) {
    for (const change of JSON.parse(row.changes) as RowChange[]) {
      const key = rowKey(change.table, change.id);
      const seen = rows.get(key);
      if (seen) seen.before = change.after;
      else rows.set(key, { table: change.table, id: change.id, before: change.after, after: change.before });
    }
  }
  return [...rows.values()].filter((change) => !sameImage(change.before, change.after));
}

/**
 * Writes `changes` (each row from `before` to `after`): deletions children first, then per
 * table, parents first, updates and re-insertions with their own ids (a part restored is no
 * longer recorded as deleted). The one way a past state is written back.
 */
async function applyChanges(manager: EntityManager, target: EntityTarget<AnalysisEntity>, changes: RowChange[]): Promise<void> {
  const entities = [target, ...tablesOf(target).map((table) => table.entity)];
  const order = entities.map((entity) => manager.connection.getMetadata(entity));
  const position = new Map(order.map((metadata, index) => [metadata.tableName, index]));
  const sorted = [...changes].sort((a, b) => position.get(a.table)! - position.get(b.table)! || a.id - b.id);
  const entityOf = (table: string) => order[position.get(table)!]!.target as EntityTarget<ObjectLiteral>;
  for (const change of [...sorted].reverse()) if (change.after === null) await manager.delete(entityOf(change.table), { id: change.id });
  for (const change of sorted) {
    if (change.after === null) continue;
    // A row version only moves forward: a client holding the version it had then must get 412.
    const versioned = order[position.get(change.table)!]!.findColumnWithPropertyName('version') !== undefined;
    const { id, version, ...values } = change.after;
    if (change.before !== null) await manager.update(entityOf(change.table), { id }, versioned ? { ...values, version: () => 'version + 1' } : values);
    else {
      await manager.insert(entityOf(change.table), versioned ? { ...change.after, version: Number(version ?? 0) + 1 } : change.after);
      await manager.delete(DeletedPart, { partTable: change.table, partId: change.id });
    }
  }
}

/** Brings the analysis's rows back to how they were right after `revision` (in the caller's transaction). */
export async function rewind(manager: EntityManager, target: EntityTarget<AnalysisEntity>, analysisId: number, revision: number): Promise<RowChange[]> {
  await revisionOf(manager, target, analysisId, revision);
  const changes = await changesSince(manager, target, analysisId, revision);
  await applyChanges(manager, target, changes);
  return changes;
}

/** A restore inside the caller's write transaction (opened by the write check): rewinds and records the rows written as the new revision. */
export async function restore(manager: EntityManager, target: EntityTarget<AnalysisEntity>, analysisId: number, revision: number): Promise<void> {
  const changes = await rewind(manager, target, analysisId, revision);
  const open = manager.queryRunner && pending.get(manager.queryRunner);
  if (!open) return;
  open.restored.push(...changes);
  open.action = { type: 'restored', revision };
}
