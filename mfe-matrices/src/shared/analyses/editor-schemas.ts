import {
  categorySchema,
  criterionSchema,
  factorSchema,
  multifatorialItemSchema,
  newCriterionSchema,
  newFactorSchema,
  newSubfactorSchema,
  newSwotItemSchema,
  subfactorSchema,
  swotItemSchema,
} from 'contracts';

/**
 * The contracts' schemas the editors check their drafts and new items with, in a module of its
 * own: zod is 22 KB brotli, and `useEditorSchemas` loads it once the editor has painted, not
 * with the editor (issue 23).
 */
export const editorSchemas = {
  categorySchema,
  criterionSchema,
  factorSchema,
  multifatorialItemSchema,
  newCriterionSchema,
  newFactorSchema,
  newSubfactorSchema,
  newSwotItemSchema,
  subfactorSchema,
  swotItemSchema,
};
