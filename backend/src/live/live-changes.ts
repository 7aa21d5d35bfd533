import type { LiveChange } from 'contracts';
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

/**
 * Names the part a write changed (the part service's `writing()` hook; a create names the new
 * part first): `result` is the write's answer, whose `id` and name (`name`, `text`) are the
 * part's when it has them. The first part named stays.
 */
export function notePart(manager: EntityManager, part: string, id: number, result: unknown): void {
  const change = pendingChange(manager);
  if (!change || change.part !== null) return;
  const answer = (result && typeof result === 'object' ? result : {}) as Record<string, unknown>;
  const label = [answer.name, answer.text].find((value): value is string => typeof value === 'string' && value.trim() !== '');
  change.part = part;
  change.partId = typeof answer.id === 'number' ? answer.id : id;
  if (label) change.label = label;
}
