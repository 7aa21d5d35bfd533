import { z } from 'zod';
import { monthStart } from './periods.js';
import { MESSAGES } from '../messages.js';
import { multiLineText, singleLineText } from '../text.js';

/**
 * What every analysis (each kind of analyses/kinds.ts; docs/domain/analyses.md) shares on the wire: its base fields, create/rename bodies, months and money.
 * Each analysis extends these schemas with its own fields.
 */

export const ANALYSIS_NAME_MAX_LENGTH = 150;
export const ANALYSIS_DESCRIPTION_MAX_LENGTH = 2000;

const analysisName = singleLineText(ANALYSIS_NAME_MAX_LENGTH, MESSAGES.nameRequired);
const analysisDescription = multiLineText(ANALYSIS_DESCRIPTION_MAX_LENGTH);

/** Create body: a name, and a description (empty when left out). */
export const newAnalysisSchema = z.object({ name: analysisName, description: analysisDescription.optional().default('') });
export type NewAnalysisRequest = z.input<typeof newAnalysisSchema>;
export type NewAnalysisInput = z.output<typeof newAnalysisSchema>;

/** PATCH body: only the changed fields (docs/domain/analyses.md; an empty patch changes nothing). */
export const analysisPatchSchema = z.object({ name: analysisName.optional(), description: analysisDescription.optional() });
export type AnalysisPatchRequest = z.input<typeof analysisPatchSchema>;
export type AnalysisPatchInput = z.output<typeof analysisPatchSchema>;

/**
 * A row's version: 1 when created, moved by every write of it. Single-resource answers send it
 * as the strong ETag `"<version>"`, and a write names it in If-Match (docs/DECISIONS.md
 * "Row versions").
 */
export const versionSchema = z.number().int();

/** A row's id, as the answers of an analysis's parts name it and their parents. */
export const rowId = z.number().int();
/** The start of a stored row as answered: its id and its version (what a write of it sends in If-Match). */
export const storedRow = { id: rowId, version: versionSchema };
/** A month as answered: 'YYYY-MM-01'. */
export const answeredMonth = z.string();

/** Who wrote a row last and when (ISO), as a 412 names them; null for rows written before versions were kept. */
export const lastChangeSchema = z.object({
  changedBy: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  changedAt: z.string().nullable(),
});
export type LastChange = z.infer<typeof lastChangeSchema>;


/** A cell of a bulk write whose stored value is not the one the writer expected. */
export const cellConflictSchema = lastChangeSchema.extend({
  /** The row kind: `product`/`competitor` (MCP grid), `category`/`item` (grade sheet). */
  kind: z.string(),
  id: z.number().int(),
  /** 'YYYY-MM-01'. */
  date: z.string(),
  /** The field: `total`, `cost`, `amount` (MCP grid) or `grade` (grade sheet). */
  field: z.string(),
  /** The graded criterion (grade sheet only). */
  criterionId: z.number().int().optional(),
  /** The stored value (null: no value stored). */
  current: z.number().nullable(),
  expected: z.number().nullable(),
});
export type CellConflict = z.infer<typeof cellConflictSchema>;

/** A 412's `data` for a bulk write with conflicting cells: every one of them; nothing was written. */
export const cellConflictsSchema = z.object({ conflicts: z.array(cellConflictSchema) });
export type CellConflicts = z.infer<typeof cellConflictsSchema>;

/** An analysis as answered: its id, company, name, description, ISO timestamps and version. */
export const analysisSchema = z.object({
  id: z.number().int(),
  version: versionSchema,
  company_id: z.number().int(),
  name: z.string(),
  description: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Analysis = z.infer<typeof analysisSchema>;

/** One kind in a company's summary: how many analyses it has and the last changed one (null without any). */
export const analysisKindSummarySchema = z.object({
  count: z.number().int(),
  last: z.object({ id: z.number().int(), name: z.string(), updated_at: z.string() }).nullable(),
});
export type AnalysisKindSummary = z.infer<typeof analysisKindSummarySchema>;

/** A month sent as a calendar date ('YYYY-MM-DD', any day): answers its 'YYYY-MM-01'. */
export const monthSchema = z
  .string({ error: MESSAGES.invalidMonth })
  .max(40, MESSAGES.invalidMonth)
  .transform((text, context) => {
    const month = monthStart(text);
    if (month === null) context.addIssue({ code: 'custom', message: MESSAGES.invalidMonth });
    return month ?? z.NEVER;
  });

/**
 * A JSON number with at most `scale` decimals inside [min, max]; the server stores it as an
 * exact whole number of 10^-scale units (no float ever reaches the database).
 */
export const fixedPointSchema = (scale: number, bounds: { min: number; max: number }, message: string) =>
  z
    .number({ error: message })
    .min(bounds.min, message)
    .max(bounds.max, message)
    .refine((value) => Math.round(value * 10 ** scale) / 10 ** scale === value, message);

/** The largest amount of money accepted: 10 trillion reais, still exact in centavos as a double. */
export const MONEY_MAX = 9_999_999_999_999.99;

/** Money in reais (revenue, costs, expenses): not negative, centavos at most. */
export const moneySchema = fixedPointSchema(2, { min: 0, max: MONEY_MAX }, MESSAGES.invalidMoney);
