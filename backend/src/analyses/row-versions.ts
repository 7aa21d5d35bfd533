import { HttpStatus } from '@nestjs/common';
import { type CellConflict, type Envelope, type LastChange, MESSAGES } from 'contracts';
import { type EntityManager, type EntityTarget, In, type InsertQueryBuilder, type ObjectLiteral } from 'typeorm';
import { ApiError } from '../common/http/api-error.js';
import type { ExpectedVersion } from '../common/http/if-match.decorator.js';
import { wholeSeconds } from '../database/timestamps.js';
import { User } from '../users/user.entity.js';

/**
 * Row versions (docs/DECISIONS.md "Row versions"): every analysis and part row carries
 * `version`, `updated_by` and `updated_at`. Every write of a row moves its version in the
 * write's transaction; a write that names the version its client saw (If-Match) moves it
 * only from that version, in the same statement (`claimVersion`), so a stale write is
 * refused (412) without an extra round trip and without writing anything.
 */

/** The columns a write sets besides the version: who and when. */
const stamp = (userId: number | null, now: Date) => ({ updatedBy: userId, updatedAt: wholeSeconds(now) });

/**
 * Moves the version of rows `ids` of `target` (an analysis or a part: every such entity has
 * `version`, `updatedBy`, `updatedAt`) and stamps who and when, in the caller's transaction.
 * Every write of a row that does not pass `claimVersion` calls it (a bulk write, a restore).
 */
export async function bumpVersions(
  manager: EntityManager,
  target: EntityTarget<ObjectLiteral>,
  ids: readonly number[],
  userId: number | null,
  now: Date = new Date(),
): Promise<void> {
  if (ids.length === 0) return;
  await manager
    .createQueryBuilder()
    .update(target)
    .set({ version: () => 'version + 1', ...stamp(userId, now) })
    .where({ id: In([...ids]) })
    .execute();
}

/**
 * Runs an `INSERT … ON DUPLICATE KEY UPDATE` (`ON CONFLICT … DO UPDATE` on SQLite) that also
 * moves the version of a row it updates, in the same statement; a new row starts at 1.
 */
export async function upsertMovingVersion(manager: EntityManager, upsert: InsertQueryBuilder<ObjectLiteral>): Promise<void> {
  // Both dialects end the statement with the update list.
  const [sql, parameters] = upsert.getQueryAndParameters();
  await manager.query(`${sql}, version = version + 1`, parameters);
}

/**
 * One statement: `UPDATE … SET version = version + 1 … WHERE id = ? [AND version = ?]`; true
 * when the row was moved, false when it is gone or (with `expected`) at another version.
 */
export async function claimVersion(
  manager: EntityManager,
  target: EntityTarget<ObjectLiteral>,
  id: number,
  userId: number,
  expected: ExpectedVersion,
  now: Date = new Date(),
): Promise<boolean> {
  const query = manager
    .createQueryBuilder()
    .update(target)
    .set({ version: () => 'version + 1', ...stamp(userId, now) })
    .where('id = :id', { id });
  if (expected !== undefined) query.andWhere('version = :expected', { expected });
  const { affected } = await query.execute();
  return (affected ?? 0) > 0;
}

/** Who (id, first name) and when a row was last written, for a 412. */
export async function lastChangeOf(manager: EntityManager, row: { updatedBy: number | null; updatedAt: Date | null }): Promise<LastChange> {
  const author = row.updatedBy === null ? null : await manager.findOne(User, { where: { id: row.updatedBy }, select: { id: true, firstName: true } });
  return {
    changedBy: author ? { id: author.id, name: author.firstName } : null,
    changedAt: row.updatedBy === null || !row.updatedAt ? null : row.updatedAt.toISOString(),
  };
}

/** 412 for a stale If-Match: the row as it is now (`current`, the resource's view) and who changed it last. */
export async function staleVersion(manager: EntityManager, row: { updatedBy: number | null; updatedAt: Date | null }, current: unknown): Promise<ApiError> {
  const envelope: Envelope = {
    success: false,
    data: { current, ...(await lastChangeOf(manager, row)) },
    errors: { general: [MESSAGES.staleVersion] },
    message: MESSAGES.staleVersion,
  };
  return new ApiError(HttpStatus.PRECONDITION_FAILED, envelope);
}

/** 412 for a bulk write whose cells changed since the writer read them: every such cell; nothing was written. */
export async function cellConflicts(
  manager: EntityManager,
  conflicts: (Omit<CellConflict, 'changedBy' | 'changedAt'> & { updatedBy: number | null; updatedAt: Date | null })[],
): Promise<ApiError> {
  const authors = new Map<number, LastChange>();
  const answered: CellConflict[] = [];
  for (const { updatedBy, updatedAt, ...cell } of conflicts) {
    const change = updatedBy === null ? await lastChangeOf(manager, { updatedBy, updatedAt }) : (authors.get(updatedBy) ?? (await lastChangeOf(manager, { updatedBy, updatedAt })));
    if (updatedBy !== null) authors.set(updatedBy, change);
    answered.push({ ...cell, changedBy: change.changedBy, changedAt: updatedBy === null || !updatedAt ? null : updatedAt.toISOString() });
  }
  const envelope: Envelope = { success: false, data: { conflicts: answered }, errors: { general: [MESSAGES.cellConflicts] }, message: MESSAGES.cellConflicts };
  return new ApiError(HttpStatus.PRECONDITION_FAILED, envelope);
}
