import { historyPageSchema } from 'contracts';
import { expect } from 'vitest';
import type { ApiCalls } from './analysis-matrix.js';

/** A seeded generator (mulberry32): the same seed, the same sequence, on every run. */
export function seeded(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (below: number) => Math.floor(next() * below);
  const pick = <T>(values: readonly T[]): T | undefined => (values.length === 0 ? undefined : values[int(values.length)]);
  return { next, int, pick };
}
export type Random = ReturnType<typeof seeded>;

/** One kind's random history: how to read its whole state through the API, and its random writes (each a list of calls' outcomes ignored). */
export interface HistoryModel {
  /** The analysis's base path (`/api/swots/7/`). */
  base: string;
  state: () => Promise<unknown>;
  /** One random edit or deletion (it may change nothing). */
  step: (random: Random) => Promise<void>;
}

/**
 * What a restore brings back: an answer without the time of the last change and the row
 * versions, which every write (a restore too) moves forward.
 */
export const restorable = (answer: unknown): unknown =>
  JSON.parse(JSON.stringify(answer, (key, value: unknown) => (key === 'updated_at' || key === 'updatedAt' || key === 'version' ? undefined : value))) as unknown;

/**
 * Random sequences of edits, deletions and restores: after each write the state is kept under
 * the revision it made; restoring revision k must give exactly the state kept for k, and the
 * past answered for k (`GET …/history/k/`) must be what was read then.
 */
export async function checkHistoryProperty(api: ApiCalls, model: HistoryModel, random: Random, steps: number): Promise<void> {
  const read = async () => restorable(await model.state());
  const latest = async () => historyPageSchema.parse(await api.ok('funcionario', 'get', `${model.base}history/?limit=1`)).results[0]?.revision ?? 0;
  const states = new Map<number, unknown>([[await latest(), await read()]]);
  for (let step = 0; step < steps; step += 1) {
    const restore = states.size > 1 && random.next() < 0.3;
    if (restore) {
      const revision = random.pick([...states.keys()])!;
      await api.ok('consultor', 'post', `${model.base}history/${revision}/restore/`, undefined, 201);
      expect(await read(), `restore of ${revision} at step ${step}`).toEqual(states.get(revision));
    } else {
      await model.step(random);
    }
    states.set(await latest(), await read());
  }
}
