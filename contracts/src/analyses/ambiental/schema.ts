import { z } from 'zod';
import { analysisPatchSchema, analysisSchema, newAnalysisSchema, versionSchema } from '../analysis.js';
import { DEFAULT_AMBIENTAL_FACTORS, SUBFACTOR_KINDS } from './formulas.js';
import { MESSAGES } from '../../messages.js';
import { singleLineText } from '../../text.js';
import { DEFAULT_UNIT_SCORE, unitScoreSchema } from '../../unit-score.js';

/**
 * The Ambiental calls (issue 11): bodies and answers;
 * the chart's answer is assembled in ./chart.ts from the formulas of docs/domain/ambiental.md (./formulas.ts),
 * which the backend answers and the frontend only draws.
 */

export const AMBIENTAL_ITEM_NAME_MAX_LENGTH = 150;

const itemName = singleLineText(AMBIENTAL_ITEM_NAME_MAX_LENGTH, MESSAGES.nameRequired);

/** POST /api/company/{id}/ambiental/: `{ name, description? }`; the six PESTAL factors come with it. */
export const newAmbientalSchema = newAnalysisSchema;
/** PATCH /api/v3/ambientais/{id}/: the changed fields only. */
export const ambientalPatchSchema = analysisPatchSchema;
export const ambientalSchema = analysisSchema;
export type Ambiental = z.infer<typeof ambientalSchema>;

export const subfactorKindSchema = z.enum(SUBFACTOR_KINDS, { error: MESSAGES.subfactorKindInvalid });

/** PUT /api/factors/{id}/: the whole factor. */
export const factorSchema = z.object({ name: itemName, importance: unitScoreSchema });
export type FactorRequest = z.input<typeof factorSchema>;
export type FactorInput = z.output<typeof factorSchema>;

/** POST /api/ambientais/{id}/factors/: importance 0.5 when not sent. */
export const newFactorSchema = factorSchema.extend({ importance: unitScoreSchema.default(DEFAULT_UNIT_SCORE) });
export type NewFactorRequest = z.input<typeof newFactorSchema>;

/** PUT /api/subfactors/{id}/: the whole subfactor. */
export const subfactorSchema = z.object({ name: itemName, kind: subfactorKindSchema, importance: unitScoreSchema, grade: unitScoreSchema });
export type SubfactorRequest = z.input<typeof subfactorSchema>;
export type SubfactorBody = z.output<typeof subfactorSchema>;

/** POST /api/factors/{id}/subfactors/: importance and grade 0.5 when not sent. */
export const newSubfactorSchema = subfactorSchema.extend({
  importance: unitScoreSchema.default(DEFAULT_UNIT_SCORE),
  grade: unitScoreSchema.default(DEFAULT_UNIT_SCORE),
});
export type NewSubfactorRequest = z.input<typeof newSubfactorSchema>;

export const ambientalFactorSchema = z.object({ id: z.number().int(), version: versionSchema, ambientalId: z.number().int(), name: z.string(), importance: z.number() });
export type AmbientalFactor = z.infer<typeof ambientalFactorSchema>;

export const ambientalSubfactorSchema = z.object({
  id: z.number().int(),
  version: versionSchema,
  factorId: z.number().int(),
  name: z.string(),
  kind: subfactorKindSchema,
  importance: z.number(),
  grade: z.number(),
});
export type AmbientalSubfactor = z.infer<typeof ambientalSubfactorSchema>;

/** GET …/factors/listWithSubfactors/: each factor with its subfactors (both in creation order). */
export const factorWithSubfactorsSchema = ambientalFactorSchema.extend({ subfactors: z.array(ambientalSubfactorSchema) });
export type FactorWithSubfactors = z.infer<typeof factorWithSubfactorsSchema>;

/** GET /api/novaambiental/{companyId}/: what a new analysis starts from (nothing saved). */
export const ambientalTemplateSchema = z.object({
  company_id: z.number().int(),
  name: z.string(),
  description: z.string(),
  factors: z.array(z.object({ name: z.string(), importance: z.number(), subfactors: z.array(z.never()) })),
});
export type AmbientalTemplate = z.infer<typeof ambientalTemplateSchema>;

export function ambientalTemplate(companyId: number): AmbientalTemplate {
  return {
    company_id: companyId,
    name: '',
    description: '',
    factors: DEFAULT_AMBIENTAL_FACTORS.map((name) => ({ name, importance: DEFAULT_UNIT_SCORE, subfactors: [] })),
  };
}

export const ambientalChartSchema = z.object({
  /** The whole environment, 0..1 (above 0.5 favourable). */
  favorability: z.number(),
  factors: z.array(
    z.object({
      factorId: z.number().int(),
      name: z.string(),
      importance: z.number(),
      /** Σ_opp imp·grade / Σ_all imp */
      O: z.number(),
      /** Σ_threat imp·grade / Σ_all imp */
      T: z.number(),
      favorability: z.number(),
      subfactorCount: z.number().int(),
    }),
  ),
  /** Every subfactor, strongest (importance × grade) first. */
  ranking: z.array(
    z.object({ subfactorId: z.number().int(), factorId: z.number().int(), name: z.string(), kind: subfactorKindSchema, weight: z.number() }),
  ),
});
export type AmbientalChartData = z.infer<typeof ambientalChartSchema>;
