import { useEffect, useState } from 'react';
import { usePagePainted } from '../paint/usePagePainted';

export type EditorSchemas = (typeof import('./editor-schemas'))['editorSchemas'];
/** One of the editors' schemas (all of them check an object). */
export type EditorSchema = EditorSchemas[keyof EditorSchemas];

let loaded: EditorSchemas | null = null;
let loading: Promise<EditorSchemas> | null = null;
const load = () => (loading ??= import('./editor-schemas').then(({ editorSchemas }) => (loaded = editorSchemas)));

/**
 * The editors' schemas, null until they arrive: asked for once the editor has painted, so its
 * page never waits for zod (issue 23). Until then a draft shows no error and may be sent: the
 * server checks it with the same schema and answers in pt-BR.
 */
export function useEditorSchemas(): EditorSchemas | null {
  const [schemas, setSchemas] = useState(loaded);
  const painted = usePagePainted(schemas !== null);
  useEffect(() => {
    if (painted && !schemas) void load().then(setSchemas);
  }, [painted, schemas]);
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
