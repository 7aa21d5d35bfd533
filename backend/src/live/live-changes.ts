import { LIVE_CELLS_MAX, type LiveAction, type LiveCell, type LiveCellArea, type LiveChange } from 'contracts';
import type { EntityManager, QueryRunner } from 'typeorm';

/**
 * What a write transaction changed, gathered while it runs, published once it commits: its
 * label is the part's name, else the analysis's as it is at the commit (a rename's new name).
 */
export type PendingChange = Omit<LiveChange, 'at' | 'label'> & { companyId: number; label: string | null; analysis: { name: string } };

const pending = new WeakMap<QueryRunner, PendingChange>();

/** The change of the caller's transaction so far (null outside one). */
export function pendingChange(manager: EntityManager): PendingChange | undefined {
  const runner = manager.queryRunner;
  return runner ? pending.get(runner) : undefined;
}

/** Starts the transaction's change; true when it is the first (the caller then arranges its publication). */
export function startChange(manager: EntityManager, change: PendingChange): boolean {
  const runner = manager.queryRunner;
  if (!runner?.isTransactionActive) return false;
  const first = !pending.has(runner);
  pending.set(runner, { ...pending.get(runner), ...change });
  return first;
}

/** Hands the transaction's change over (once). */
export function takeChange(manager: EntityManager): PendingChange | undefined {
  const runner = manager.queryRunner;
  const change = runner && pending.get(runner);
  if (runner) pending.delete(runner);
  return change;
}

/** The name a part's row or view shows (`name`, else `text`), if any. */
function labelOf(row: unknown): string | undefined {
  const fields = (row && typeof row === 'object' ? row : {}) as Record<string, unknown>;
  return [fields.name, fields.text].find((value): value is string => typeof value === 'string' && value.trim() !== '');
}

/**
 * Names the part a write changed (the part service's `writing()` hook; a create or a delete
 * names its part first, with its action): `result` is the write's answer, or the deleted row,
 * whose `id` and name (`name`, `text`) are the part's when it has them. The first part named stays.
 */
export function notePart(manager: EntityManager, part: string, id: number, result: unknown, action: LiveAction = 'updated'): void {
  const change = pendingChange(manager);
  if (!change || change.part !== null || change.cells) return;
  const answer = (result && typeof result === 'object' ? result : {}) as Record<string, unknown>;
  const label = labelOf(answer);
  change.part = part;
  change.partId = typeof answer.id === 'number' ? answer.id : id;
  change.action = action;
  if (label) change.label = label;
}

/** What the transaction's write did to the analysis itself (its deletion). */
export function noteAction(manager: EntityManager, action: LiveAction): void {
  const change = pendingChange(manager);
  if (change && change.part === null) change.action = action;
}

/**
 * Names the cells a write of many at once changed (the MCP grid, the crossings, a grade
 * sheet, an import): their area, their count, and the cells themselves while they are few
 * (`LIVE_CELLS_MAX`); such a change names no single part.
 */
export function noteCells(manager: EntityManager, area: LiveCellArea, cells: readonly LiveCell[]): void {
  const change = pendingChange(manager);
  if (!change) return;
  change.part = null;
  change.partId = null;
  change.action = 'updated';
  change.cells = { area, count: cells.length, list: cells.length <= LIVE_CELLS_MAX ? [...cells] : [] };
}
