import { useEffect, useRef } from 'react';
import { isStale } from 'contracts/client';
import { useSaving } from './useSaving';

/**
 * A page's "Salvar alterações" bar over its drafts: `dirty` while `changes` > 0, `save` runs
 * `persist` and shows `savedMessage` (a failure becomes `error`), `discard` drops every draft
 * and the failure. Spread into what an edits hook answers.
 */
export function useSaveBar(drafts: readonly { discard: () => void }[], changes: number, persist: () => Promise<void>, savedMessage: string) {
  const saving = useSaving();
  return {
    dirty: changes > 0,
    saving: saving.saving,
    error: saving.error,
    save: () => saving.run(persist, savedMessage),
    discard: () => {
      for (const draft of drafts) draft.discard();
      saving.clearError();
    },
  };
}

/**
 * The version the page holds of one of its rows, what its write sends as If-Match (0, which never
 * matches, for a row the page no longer has: the server answers 412 rather than overwrite).
 */
export const versionOf = (rows: readonly { id: number; version: number }[], id: number): number => rows.find((row) => row.id === id)?.version ?? 0;

type Versioned = { id: number; version: number };

/**
 * Each edited row's version when the person first edited it, its save's If-Match: a colleague's
 * change refetched live since then moves the row's version but not what the draft was made
 * from, so the save is answered 412 instead of overwriting the colleague's change.
 */
export function useEditedVersions(rows: readonly Versioned[], changed: readonly (readonly [number, unknown])[]): (id: number) => number {
  const base = useRef(new Map<number, number>());
  useEffect(() => {
    const edited = new Set(changed.map(([id]) => id));
    for (const id of [...base.current.keys()]) if (!edited.has(id)) base.current.delete(id);
    for (const id of edited) if (!base.current.has(id)) base.current.set(id, versionOf(rows, id));
  });
  return (id) => base.current.get(id) ?? versionOf(rows, id);
}

/**
 * One request per changed row, in order; each saved row leaves its drafts, so after a failure
 * only the unsaved ones stay. A stale row (412) leaves its draft too: the page then shows the
 * colleague's value, refetched, beside the message, and the person edits from it.
 */
export async function saveEach<K, V>(
  changed: readonly (readonly [K, V])[],
  drafts: { forget: (keys: readonly K[]) => void },
  put: (key: K, value: V) => Promise<unknown>,
): Promise<void> {
  for (const [key, value] of changed) {
    try {
      await put(key, value);
    } catch (error) {
      if (isStale(error)) drafts.forget([key]);
      throw error;
    }
    drafts.forget([key]);
  }
}
