import { z } from 'zod';
import type { ChartPoint } from './format/chart.js';
import { MESSAGES } from './messages.js';
import { idSchema } from './ids.js';
import type { McpQuadrant } from './matrices/mcp.js';
import { DEFAULT_GROWTH_THRESHOLD } from './matrices/mcp.js';
import { multiLineText, singleLineText } from './text.js';

/**
 * MCP calls (seed-matrices-plans §7 "MCP", MATRICES.md "MCP", issue 9). Every request
 * schema here is the one the server validates with and the editor's forms check against;
 * every response type is what `data` of the envelope holds. Money travels as JSON numbers
 * rounded to cents and is stored as exact decimals (DECIMAL), never as floats.
 */

export const ANALYSIS_NAME_MAX_LENGTH = 150;
export const ANALYSIS_DESCRIPTION_MAX_LENGTH = 2000;
export const MCP_ITEM_NAME_MAX_LENGTH = 100;
/** Largest amount of money or units one month may hold (below 2^53 cents, exact in JSON). */
export const MCP_MAX_VALUE = 1e13;
/** Rows one bulk control-data call may carry (200 products × 36 months is 7 200). */
export const MCP_BULK_MAX_ROWS = 20_000;
/** Named expenses of one product in one month. */
export const MCP_MAX_EXPENSES_PER_MONTH = 50;
/** Chart groupings in months (seed §9: month 1, trimester 3, semester 6, year 12). */
export const MCP_GROUPINGS = [1, 3, 6, 12] as const;
export type McpGrouping = (typeof MCP_GROUPINGS)[number];
export const DEFAULT_MCP_GROUPING: McpGrouping = 1;

// ---------------------------------------------------------------- field schemas

const analysisName = singleLineText(ANALYSIS_NAME_MAX_LENGTH, MESSAGES.nameRequired);
const itemName = singleLineText(MCP_ITEM_NAME_MAX_LENGTH, MESSAGES.nameRequired);
const analysisDescription = multiLineText(ANALYSIS_DESCRIPTION_MAX_LENGTH);

/** A colour as the seed keeps it: a number 0..0xffffff, 0 = none (a hash of the name picks one). */
export const colorSchema = z
  .number({ error: MESSAGES.colorInvalid })
  .int(MESSAGES.colorInvalid)
  .min(0, MESSAGES.colorInvalid)
  .max(0xffffff, MESSAGES.colorInvalid);

/** G as a fraction of market growth a period (0.10 = 10 %), between −100 % and +1 000 %. */
export const growthThresholdSchema = z
  .number({ error: MESSAGES.growthThresholdInvalid })
  .min(-1, MESSAGES.growthThresholdInvalid)
  .max(10, MESSAGES.growthThresholdInvalid);

const MONTH_SHAPE = /^(\d{4})-(0[1-9]|1[0-2])(?:-01)?$/;

/** A month as 'YYYY-MM' or 'YYYY-MM-01', normalised to 'YYYY-MM-01' (years 1900–2999). */
export const monthSchema = z
  .string({ error: MESSAGES.monthInvalid })
  .trim()
  .regex(MONTH_SHAPE, MESSAGES.monthInvalid)
  .refine((text) => Number(text.slice(0, 4)) >= 1900 && Number(text.slice(0, 4)) <= 2999, MESSAGES.monthInvalid)
  .transform((text) => `${text.slice(0, 7)}-01`);

/** The month a control-data call stores when it names none: the current month in Brasília. */
export function currentMonth(now: Date = new Date(), timeZone = 'America/Sao_Paulo'): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit' }).formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-01`;
}

/** Money or units: a non-negative number below MCP_MAX_VALUE with at most two decimals. */
export const moneySchema = z
  .number({ error: MESSAGES.valueInvalid })
  .finite(MESSAGES.valueInvalid)
  .min(0, MESSAGES.valueNegative)
  .max(MCP_MAX_VALUE, MESSAGES.valueTooLarge)
  .refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, MESSAGES.valueDecimals)
  .transform((value) => Math.round(value * 100) / 100);

const groupingSchema = z.coerce
  .number({ error: MESSAGES.groupingInvalid })
  .refine((value): value is McpGrouping => (MCP_GROUPINGS as readonly number[]).includes(value), MESSAGES.groupingInvalid);

// ---------------------------------------------------------------- requests

/** POST /api/company/{companyId}/mcps/ */
export const newMcpSchema = z.object({
  name: analysisName,
  description: analysisDescription.optional().default(''),
  growthThreshold: growthThresholdSchema.optional().default(DEFAULT_GROWTH_THRESHOLD),
});
export type NewMcpRequest = z.input<typeof newMcpSchema>;

/** PATCH /api/v3/mcps/{id}/: the changed fields only (an empty body changes nothing). */
export const mcpPatchSchema = z.object({
  name: analysisName.optional(),
  description: analysisDescription.optional(),
  growthThreshold: growthThresholdSchema.optional(),
});
export type McpPatchRequest = z.input<typeof mcpPatchSchema>;

/** POST /api/mcps/{id}/categories/, PUT /api/category/{id}/ */
export const categorySchema = z.object({ name: itemName, color: colorSchema.optional().default(0) });
export type CategoryRequest = z.input<typeof categorySchema>;

/** POST /api/products/, PUT /api/products/{id}/ */
export const productSchema = z.object({
  categoryId: idSchema,
  name: itemName,
  color: colorSchema.optional().default(0),
  active: z.boolean({ error: MESSAGES.valueInvalid }).optional().default(true),
});
export type ProductRequest = z.input<typeof productSchema>;

/** POST /api/competitors/, PUT /api/competitors/{id}/ */
export const competitorSchema = z.object({
  categoryId: idSchema,
  name: itemName,
  color: colorSchema.optional().default(0),
});
export type CompetitorRequest = z.input<typeof competitorSchema>;

const controlValues = { total: moneySchema, cost: moneySchema, amount: moneySchema };

/** PUT /api/products/{id}/update_control/, PUT /api/competitors/{id}/update_control/ (no date: this month). */
export const controlDataSchema = z.object({ date: monthSchema.optional(), ...controlValues });
export type ControlDataRequest = z.input<typeof controlDataSchema>;

export type ControlOwnerKind = 'product' | 'competitor';

/** One cell row of the bulk grid call. */
export const controlDataRowSchema = z.object({
  kind: z.enum(['product', 'competitor'], { error: MESSAGES.valueInvalid }),
  id: idSchema,
  date: monthSchema,
  ...controlValues,
});
export type ControlDataRow = z.input<typeof controlDataRowSchema>;

/** PUT /api/mcps/{id}/control_data/: a list of rows, saved all or nothing. */
export const bulkControlDataSchema = z
  .array(controlDataRowSchema, { error: MESSAGES.valueInvalid })
  .max(MCP_BULK_MAX_ROWS, MESSAGES.tooManyRows)
  .refine(
    (rows) => new Set(rows.map((r) => `${r.kind}:${r.id}:${r.date}`)).size === rows.length,
    MESSAGES.duplicateRows,
  );
export type BulkControlDataRequest = z.input<typeof bulkControlDataSchema>;

/** PUT /api/products/{id}/update_expenses/: replaces that month's named expenses. */
export const expensesSchema = z.object({
  date: monthSchema.optional(),
  expenses: z
    .array(z.object({ name: itemName, value: moneySchema }), { error: MESSAGES.valueInvalid })
    .max(MCP_MAX_EXPENSES_PER_MONTH, MESSAGES.tooManyRows),
});
export type ExpensesRequest = z.input<typeof expensesSchema>;

/** POST /api/products/{id}/add_product_domain/ */
export const newDomainSchema = z.object({ name: itemName });
/** POST /api/products/{id}/add_product_subcategory/: creates the subcategory if new and tags the product. */
export const newSubcategorySchema = z.object({ domainId: idSchema, name: itemName });
/** PUT /api/products/{id}/update_product_domain/: renames the domain. */
export const renameDomainSchema = z.object({ domainId: idSchema, name: itemName });
/** PUT /api/products/{id}/update_product_subcategory/: retags the product inside the domain. */
export const retagSubcategorySchema = z.object({ domainId: idSchema, subcategoryId: idSchema });

/** PUT /api/company/{companyId}/mcps/update_company/: the company's chart defaults. */
export const mcpCompanyDefaultsSchema = z.object({
  growthThreshold: growthThresholdSchema.optional(),
  grouping: groupingSchema.optional(),
});
export type McpCompanyDefaultsRequest = z.input<typeof mcpCompanyDefaultsSchema>;

/** GET /api/company/{companyId}/mcps/chart_data/?mcp=&grouping=&from=&to=&subcategory= */
export const mcpChartQuerySchema = z
  .object({
    mcp: idSchema.optional(),
    grouping: groupingSchema.optional(),
    from: monthSchema.optional(),
    to: monthSchema.optional(),
    subcategory: idSchema.optional(),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: MESSAGES.periodOrder, path: ['to'] });
export type McpChartQuery = z.input<typeof mcpChartQuerySchema>;

// ---------------------------------------------------------------- responses

export interface Mcp {
  id: number;
  companyId: number;
  name: string;
  description: string;
  growthThreshold: number;
  createdAt: string;
  updatedAt: string;
}

export interface McpCategory {
  id: number;
  mcpId: number;
  name: string;
  color: number;
}

export interface McpProduct {
  id: number;
  categoryId: number;
  name: string;
  color: number;
  active: boolean;
}

export interface McpCompetitor {
  id: number;
  categoryId: number;
  name: string;
  color: number;
}

/** GET /api/mcps/{id}/categories_and_products/ */
export type CategoriesAndProducts = (McpCategory & { products: McpProduct[] })[];
/** GET /api/mcps/{id}/categories_and_competitors/ */
export type CategoriesAndCompetitors = (McpCategory & { competitors: McpCompetitor[] })[];

/** One month of control data ('YYYY-MM-01'). */
export interface ControlMonth {
  date: string;
  total: number;
  cost: number;
  amount: number;
}

/** Control data of the whole MCP: what the grid shows (GET /api/mcps/{id}/control_data/). */
export interface McpControlData {
  products: (ControlMonth & { id: number })[];
  competitors: (ControlMonth & { id: number })[];
}

export interface ExpenseMonth {
  date: string;
  expenses: { name: string; value: number }[];
  total: number;
}

export interface McpSubcategory {
  id: number;
  name: string;
}

/** GET /api/mcps/{id}/retrieve_domains_and_categories/ */
export type McpDomains = { id: number; name: string; subcategories: McpSubcategory[] }[];

/** GET /api/products/{id}/retrieve_additional_info/: tags and the last 12 months. */
export interface ProductAdditionalInfo {
  product: McpProduct;
  tags: { domainId: number; domainName: string; subcategoryId: number; subcategoryName: string }[];
  control: ControlMonth[];
  expenses: ExpenseMonth[];
}

export interface McpCompanyDefaults {
  growthThreshold: number;
  grouping: McpGrouping;
}

/**
 * A bubble: the seed's chart record plus who it is. `growth`, `y` and `quadrant` are null
 * when the period has no previous period with sales (the chart lists such products).
 */
export interface McpChartPoint extends ChartPoint {
  mcpId: number;
  productId: number;
  categoryId: number;
  name: string;
  color: number;
  rms: number;
  quadrant: McpQuadrant | null;
}

export interface McpChartPeriod {
  /** First month of the period, 'YYYY-MM-01'. */
  date: string;
  label: string;
  items: McpChartPoint[];
}

/** GET /api/company/{companyId}/mcps/chart_data/ */
export interface McpChartData {
  grouping: McpGrouping;
  growthThreshold: number;
  periods: McpChartPeriod[];
}
