import { useCallback, useMemo, useState } from 'react';

/**
 * Unsaved edits of rows the server answered (factors, subfactors, items, crossing
 * cells), kept by key until saved: a page shows `value(key, saved)`, `changed(saved rows)`
 * lists only the rows that differ from the server (what a save sends, nothing when nothing
 * changed), and `dirty` drives the leave guard. An edit back to the saved value is no edit.
 */
export function useDrafts<K, V>(same: (a: V, b: V) => boolean) {
  const [drafts, setDrafts] = useState<ReadonlyMap<K, V>>(new Map());

  const edit = useCallback(
    (key: K, value: V, saved: V) =>
      setDrafts((current) => {
        const next = new Map(current);
        if (same(value, saved)) next.delete(key);
        else next.set(key, value);
        return next;
      }),
    [same],
  );
  const forget = useCallback((keys: readonly K[]) => {
    setDrafts((current) => {
      const next = new Map(current);
      for (const key of keys) next.delete(key);
      return next.size === current.size ? current : next;
    });
  }, []);
  const discard = useCallback(() => setDrafts(new Map()), []);

  return useMemo(
    () => ({
      drafts,
      dirty: drafts.size > 0,
      value: (key: K, saved: V): V => drafts.get(key) ?? saved,
      /** The drafts whose key is still among `keys` (a row deleted meanwhile is no change). */
      changed: (keys: readonly K[]) => keys.flatMap((key) => (drafts.has(key) ? [[key, drafts.get(key)!] as const] : [])),
      edit,
      forget,
      discard,
    }),
    [drafts, edit, forget, discard],
  );
}
