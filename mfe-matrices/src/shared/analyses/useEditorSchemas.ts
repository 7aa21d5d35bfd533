import { useEffect, useSyncExternalStore } from 'react';

export type EditorSchemas = (typeof import('./editor-schemas'))['editorSchemas'];
/** One of the editors' schemas (all of them check an object). */
export type EditorSchema = EditorSchemas[keyof EditorSchemas];

let loaded: EditorSchemas | null = null;
let requested = false;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};
const current = () => loaded;

/** What a person does first on the page when about to edit: a tap or click, a key, a field taking the focus. */
const FIRST_INTERACTION = ['pointerdown', 'keydown', 'focusin'] as const;

/**
 * Asks for the schemas once, at the person's first interaction with the page: a page only read
 * never evaluates zod (a task of 130–290 ms on a phone's CPU). Every form using them
 * renders again when they arrive.
 */
function request(): void {
  if (requested) return;
  requested = true;
  const load = () => {
    for (const type of FIRST_INTERACTION) document.removeEventListener(type, load, true);
    void import('./editor-schemas').then(({ editorSchemas }) => {
      loaded = editorSchemas;
      for (const listener of listeners) listener();
    });
  };
  for (const type of FIRST_INTERACTION) document.addEventListener(type, load, { capture: true, passive: true });
}

/**
 * The editors' schemas, null until they arrive: asked for at the first interaction with the
 * page, so its page never waits for zod. Until then a draft shows no error and may be sent: the
 * server checks it with the same schema and answers in pt-BR.
 */
export function useEditorSchemas(): EditorSchemas | null {
  const schemas = useSyncExternalStore(subscribe, current, current);
  useEffect(request, []);
  return schemas;
}

/** The first message about `field` when `schema` checks `value` (shown under the field); none without the schema yet. */
export function fieldIssue(schema: EditorSchema | undefined, value: unknown, field: string): string | undefined {
  return schema?.safeParse(value).error?.issues.find((issue) => issue.path[0] === field)?.message;
}

/** Whether `schema` refuses any of the drafts (the save bar's "fix the fields first"); none without the schema yet. */
export function refusesAny(schema: EditorSchema | undefined, drafts: readonly unknown[]): boolean {
  return schema !== undefined && drafts.some((draft) => !schema.safeParse(draft).success);
}
