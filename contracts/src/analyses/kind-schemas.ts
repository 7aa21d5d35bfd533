import { z } from 'zod';
import { analysisKindSummarySchema } from './analysis.js';
import { ambientalChartSchema, ambientalPatchSchema, ambientalSchema, factorSchema, newAmbientalSchema, newFactorSchema, newSubfactorSchema, subfactorSchema } from './ambiental/schema.js';
import { type AnalysisKind, byKind } from './kinds.js';
import { categorySchema, mcpChartLookupsSchema, mcpPatchSchema, mcpSchema, newMcpSchema } from './mcp/schema.js';
import { mcpChartWireSchema } from './mcp/wire-schema.js';
import {
  criterionSchema,
  multifatorialChartLookupsSchema,
  multifatorialItemSchema,
  multifatorialPatchSchema,
  multifatorialPointSchema,
  multifatorialSchema,
  newCriterionSchema,
  newMultifatorialSchema,
} from './multifatorial/schema.js';
import { newSwotItemSchema, newSwotSchema, swotChartSchema, swotItemSchema, swotPatchSchema, swotSchema } from './swot/schema.js';

/** A kind whose chart carries every name it shows (the Ambiental's, the SWOT's) looks up nothing. */
const NO_LOOKUPS = z.object({});

/**
 * Each analysis kind's schemas for its common routes (kinds.ts `routes`): the creation's body on
 * `list`, the patch's body on `patch`, the analysis as answered, its chart as its chart route answers it, and what
 * its chart view looks up beside the chart (the history's past revision carries both), and the
 * schemas its editors check their drafts and new parts with, by name (`forms`: mfe-matrices'
 * editor schemas). Apart from the kinds' descriptors, which carry no zod (kinds.ts).
 */
export const ANALYSIS_KIND_SCHEMAS = {
  mcp: { create: newMcpSchema, patch: mcpPatchSchema, answer: mcpSchema, chart: mcpChartWireSchema, lookups: mcpChartLookupsSchema, forms: {} },
  multifatorial: {
    create: newMultifatorialSchema,
    patch: multifatorialPatchSchema,
    answer: multifatorialSchema,
    chart: z.array(multifatorialPointSchema),
    lookups: multifatorialChartLookupsSchema,
    // Its markets are categories, checked as an MCP's are.
    forms: { categorySchema, criterionSchema, multifatorialItemSchema, newCriterionSchema },
  },
  ambiental: {
    create: newAmbientalSchema,
    patch: ambientalPatchSchema,
    answer: ambientalSchema,
    chart: ambientalChartSchema,
    lookups: NO_LOOKUPS,
    forms: { factorSchema, newFactorSchema, newSubfactorSchema, subfactorSchema },
  },
  swot: {
    create: newSwotSchema,
    patch: swotPatchSchema,
    answer: swotSchema,
    chart: swotChartSchema,
    lookups: NO_LOOKUPS,
    forms: { newSwotItemSchema, swotItemSchema },
  },
} as const satisfies Record<
  AnalysisKind,
  { create: z.ZodType; patch: z.ZodType; answer: z.ZodType; chart: z.ZodType; lookups: z.ZodType; forms: Record<string, z.ZodType> }
>;

/**
 * GET /api/company/{companyId}/analyses_summary/ → data: the overview's tiles in one call,
 * each kind's count and last changed analysis (any member reads it, as the lists).
 */
export const analysesSummarySchema = z.object(byKind(() => analysisKindSummarySchema));
export type AnalysesSummary = z.infer<typeof analysesSummarySchema>;
