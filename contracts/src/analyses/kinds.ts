import { z } from 'zod';
import type { SizeQuota } from '../size-quotas.js';
import type { MatrixThemeName } from '../format/theme.js';
import { analysisKindSummarySchema } from './analysis.js';
import { ambientalPatchSchema, ambientalSchema, newAmbientalSchema } from './ambiental/schema.js';
import { mcpPatchSchema, mcpSchema, newMcpSchema } from './mcp/schema.js';
import { multifatorialPatchSchema, multifatorialSchema, newMultifatorialSchema } from './multifatorial/schema.js';
import { newSwotSchema, swotPatchSchema, swotSchema } from './swot/schema.js';

/**
 * The routes every analysis answers, as the server routes them under /api (each with one
 * `:param`, its id): the company's list (GET) and creation (POST) on `list`, the analysis
 * read and deleted on `one`, patched on `patch`.
 */
export interface AnalysisRoutes {
  list: string;
  one: string;
  patch: string;
}

/**
 * One analysis kind, all that the apps derive from it: the server's common routes and their
 * OpenAPI answers, the client's cache tag and URLs, the demo limit, the size quotas of its
 * parts, its theme and labels. What is particular to a kind (its parts' routes, its chart)
 * lives in its own folders.
 */
export interface AnalysisKindDescriptor {
  /** Its segment in the web paths (/empresa/{id}/{key}/…) and in the summary's answer. */
  key: string;
  /** Named in the singular and the plural (pt-BR), as the demo limit's message says it. */
  labels: { one: string; other: string };
  theme: MatrixThemeName;
  /** The RTK Query tag type of its list, the analysis and what is inside (contracts/client TAG_TYPES). */
  tag: string;
  /** How many a demo company may hold. */
  demoLimit: number;
  /** The quotas (SIZE_QUOTAS) that bound its parts. */
  quotas: readonly SizeQuota[];
  routes: AnalysisRoutes;
  schemas: { create: z.ZodType; patch: z.ZodType; answer: z.ZodType };
}

/** The four analyses, in the order the product shows them. */
export const ANALYSIS_KINDS = {
  mcp: {
    key: 'mcp',
    labels: { one: 'matriz MCP', other: 'matrizes MCP' },
    theme: 'mcp',
    tag: 'Mcp',
    demoLimit: 3,
    quotas: ['mcpProducts', 'mcpCompetitors'],
    routes: { list: 'company/:companyId/mcps/', one: 'mcps/:id/', patch: 'v3/mcps/:id/' },
    schemas: { create: newMcpSchema, patch: mcpPatchSchema, answer: mcpSchema },
  },
  multifatorial: {
    key: 'multifatorial',
    labels: { one: 'matriz multifatorial', other: 'matrizes multifatoriais' },
    theme: 'multifatorial',
    tag: 'Multifatorial',
    demoLimit: 3,
    quotas: ['multifatorialItems', 'multifatorialCriteria'],
    routes: { list: 'company/:companyId/multifatoriais/', one: 'multifatoriais/:id/', patch: 'v3/multifatoriais/:id/' },
    schemas: { create: newMultifatorialSchema, patch: multifatorialPatchSchema, answer: multifatorialSchema },
  },
  ambiental: {
    key: 'ambiental',
    labels: { one: 'análise ambiental', other: 'análises ambientais' },
    theme: 'ambiental',
    tag: 'Ambiental',
    demoLimit: 1,
    quotas: ['ambientalFactors', 'ambientalSubfactors'],
    // The seed names the company's id `:id` here.
    routes: { list: 'company/:id/ambiental/', one: 'ambientais/:id/', patch: 'v3/ambientais/:id/' },
    schemas: { create: newAmbientalSchema, patch: ambientalPatchSchema, answer: ambientalSchema },
  },
  swot: {
    key: 'swot',
    labels: { one: 'análise SWOT Sistêmica', other: 'análises SWOT Sistêmicas' },
    theme: 'swot',
    tag: 'Swot',
    demoLimit: 1,
    quotas: ['swotItems'],
    routes: { list: 'company/:companyId/swots/', one: 'swots/:id/', patch: 'v3/swots/:id/' },
    schemas: { create: newSwotSchema, patch: swotPatchSchema, answer: swotSchema },
  },
} as const satisfies Record<string, AnalysisKindDescriptor>;

export type AnalysisKind = keyof typeof ANALYSIS_KINDS;

/** Every kind's key, in the descriptor's order. */
export const ANALYSIS_KIND_KEYS = Object.keys(ANALYSIS_KINDS) as AnalysisKind[];

/** A value for each kind, made from its descriptor. */
export const byKind = <T>(make: (descriptor: (typeof ANALYSIS_KINDS)[AnalysisKind], kind: AnalysisKind) => T): Record<AnalysisKind, T> =>
  Object.fromEntries(ANALYSIS_KIND_KEYS.map((kind) => [kind, make(ANALYSIS_KINDS[kind], kind)])) as Record<AnalysisKind, T>;

/** The name of a route's one parameter ('company/:id/ambiental/' → 'id'). */
export const routeParam = (route: string): string => /:(\w+)/.exec(route)![1]!;

/** The URL of a route for one id, as the client calls it: `apiUrl('swots/:id/', 7)` → '/api/swots/7/'. */
export const apiUrl = (route: string, id: number): string => `/api/${route.replace(/:\w+/, String(id))}`;

/**
 * GET /api/company/{companyId}/analyses_summary/ → data: the overview's tiles in one call,
 * each kind's count and last changed analysis (any member reads it, as the lists).
 */
export const analysesSummarySchema = z.object(byKind(() => analysisKindSummarySchema));
export type AnalysesSummary = z.infer<typeof analysesSummarySchema>;
