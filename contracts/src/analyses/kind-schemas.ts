import { z } from 'zod';
import { analysisKindSummarySchema } from './analysis.js';
import { ambientalChartSchema, ambientalPatchSchema, ambientalSchema, newAmbientalSchema } from './ambiental/schema.js';
import { type AnalysisKind, byKind } from './kinds.js';
import { mcpChartLookupsSchema, mcpPatchSchema, mcpSchema, newMcpSchema } from './mcp/schema.js';
import { mcpChartWireSchema } from './mcp/wire-schema.js';
import { multifatorialChartLookupsSchema, multifatorialPatchSchema, multifatorialPointSchema, multifatorialSchema, newMultifatorialSchema } from './multifatorial/schema.js';
import { newSwotSchema, swotChartSchema, swotPatchSchema, swotSchema } from './swot/schema.js';

/** A kind whose chart carries every name it shows (the Ambiental's, the SWOT's) looks up nothing. */
const NO_LOOKUPS = z.object({});

/**
 * Each analysis kind's schemas for its common routes (kinds.ts `routes`): the creation's body on
 * `list`, the patch's body on `patch`, the analysis as answered, its chart as its chart route answers it, and what
 * its chart view looks up beside the chart (the history's past revision carries both). Apart from the kinds'
 * descriptors, which carry no zod (kinds.ts).
 */
export const ANALYSIS_KIND_SCHEMAS = {
  mcp: { create: newMcpSchema, patch: mcpPatchSchema, answer: mcpSchema, chart: mcpChartWireSchema, lookups: mcpChartLookupsSchema },
  multifatorial: {
    create: newMultifatorialSchema,
    patch: multifatorialPatchSchema,
    answer: multifatorialSchema,
    chart: z.array(multifatorialPointSchema),
    lookups: multifatorialChartLookupsSchema,
  },
  ambiental: { create: newAmbientalSchema, patch: ambientalPatchSchema, answer: ambientalSchema, chart: ambientalChartSchema, lookups: NO_LOOKUPS },
  swot: { create: newSwotSchema, patch: swotPatchSchema, answer: swotSchema, chart: swotChartSchema, lookups: NO_LOOKUPS },
} as const satisfies Record<AnalysisKind, { create: z.ZodType; patch: z.ZodType; answer: z.ZodType; chart: z.ZodType; lookups: z.ZodType }>;

/**
 * GET /api/company/{companyId}/analyses_summary/ → data: the overview's tiles in one call,
 * each kind's count and last changed analysis (any member reads it, as the lists).
 */
export const analysesSummarySchema = z.object(byKind(() => analysisKindSummarySchema));
export type AnalysesSummary = z.infer<typeof analysesSummarySchema>;
