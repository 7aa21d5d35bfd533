import { z } from 'zod';
import { analysisKindSummarySchema } from './analysis.js';
import { ambientalPatchSchema, ambientalSchema, newAmbientalSchema } from './ambiental/schema.js';
import { type AnalysisKind, byKind } from './kinds.js';
import { mcpPatchSchema, mcpSchema, newMcpSchema } from './mcp/schema.js';
import { multifatorialPatchSchema, multifatorialSchema, newMultifatorialSchema } from './multifatorial/schema.js';
import { newSwotSchema, swotPatchSchema, swotSchema } from './swot/schema.js';

/**
 * Each analysis kind's schemas for its common routes (kinds.ts `routes`): the creation's body on
 * `list`, the patch's body on `patch`, and the analysis as answered. Apart from the kinds'
 * descriptors, which carry no zod (kinds.ts).
 */
export const ANALYSIS_KIND_SCHEMAS = {
  mcp: { create: newMcpSchema, patch: mcpPatchSchema, answer: mcpSchema },
  multifatorial: { create: newMultifatorialSchema, patch: multifatorialPatchSchema, answer: multifatorialSchema },
  ambiental: { create: newAmbientalSchema, patch: ambientalPatchSchema, answer: ambientalSchema },
  swot: { create: newSwotSchema, patch: swotPatchSchema, answer: swotSchema },
} as const satisfies Record<AnalysisKind, { create: z.ZodType; patch: z.ZodType; answer: z.ZodType }>;

/**
 * GET /api/company/{companyId}/analyses_summary/ → data: the overview's tiles in one call,
 * each kind's count and last changed analysis (any member reads it, as the lists).
 */
export const analysesSummarySchema = z.object(byKind(() => analysisKindSummarySchema));
export type AnalysesSummary = z.infer<typeof analysesSummarySchema>;
