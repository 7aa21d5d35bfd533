import { ANALYSIS_KIND_KEYS, ANALYSIS_KIND_SCHEMAS, type AnalysisKind } from 'contracts';

/** Every kind's form schemas in one object (the kinds' names differ). */
type AllOf<Forms> = (Forms extends unknown ? (forms: Forms) => void : never) extends (forms: infer All) => void ? All : never;
type AllForms = AllOf<(typeof ANALYSIS_KIND_SCHEMAS)[AnalysisKind]['forms']>;

/**
 * The contracts' schemas the editors check their drafts and new items with (each kind's
 * `forms`), in a module of its own: zod is 22 KB brotli, and `useEditorSchemas` loads it once
 * the editor has painted, not with the editor (issue 23).
 */
export const editorSchemas = Object.assign({}, ...ANALYSIS_KIND_KEYS.map((kind) => ANALYSIS_KIND_SCHEMAS[kind].forms)) as AllForms;
