import { createHash } from 'node:crypto';
import type { EntityManager, EntityTarget, ObjectLiteral } from 'typeorm';

/**
 * Data versions (docs/DECISIONS.md "Chart answers"): every analysis row and
 * every company row carry `data_version`, a counter moved by each write transaction that may
 * change what a chart of them reads. AnalysisAccessService moves it where every write starts,
 * its write check: an analysis's own (anything inside it: items, data, grades, criteria,
 * categories, tags, its G), and the company's for the company's own chart inputs (an analysis
 * created, the MCP chart defaults). A failed write rolls its move back with it; a write that
 * changes nothing moves it all the same (a needless refetch, never a stale chart).
 */

/** `data_version = data_version + 1` of one row, in the caller's transaction. */
export async function bumpDataVersion<E extends ObjectLiteral>(manager: EntityManager, target: EntityTarget<E>, id: number): Promise<void> {
  await manager
    .createQueryBuilder()
    .update(target)
    .set({ dataVersion: () => 'data_version + 1' } as never)
    .where('id = :id', { id })
    .execute();
}

/**
 * A weak ETag naming an answer: what was asked (route, query) and the data versions it was
 * made from. Weak: the bytes differ with the compression chosen, the content does not.
 */
export function answerEtag(parts: unknown): string {
  return `W/"${createHash('sha256').update(JSON.stringify(parts)).digest('base64url').slice(0, 27)}"`;
}

/** If-None-Match's weak comparison (RFC 9110 §13.1.2): `*` or any listed tag naming the same answer. */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  const wanted = opaque(etag);
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === wanted);
}
