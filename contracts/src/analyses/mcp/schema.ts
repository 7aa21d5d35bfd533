import { z } from 'zod';
import type { ChartPoint } from '../../format/chart.js';
import { analysisPatchSchema, answeredMonth, moneySchema, monthSchema, newAnalysisSchema, rowId, storedRow, versionSchema } from '../analysis.js';
import { MESSAGES } from '../../messages.js';
import { idSchema, wholeNumber } from '../../ids.js';
import type { McpQuadrant } from './formulas.js';
import { DEFAULT_GROWTH_THRESHOLD } from './formulas.js';
import { singleLineText } from '../../text.js';
import {
  CONTROL_FIELDS,
  DEFAULT_GROWTH_BASIS,
  MCP_BULK_MAX_ROWS,
  MCP_GROUPINGS,
  MCP_GROWTH_BASES,
  MCP_ITEM_NAME_MAX_LENGTH,
  MCP_MAX_EXPENSES_PER_MONTH,
  type McpGrouping,
  type McpGrowthBasis,
} from './constants.js';

/**
 * MCP calls (docs/domain/mcp.md, issue 9). Every request
 * schema here is the one the server validates with and the editor's forms check against;
 * every response type is what `data` of the envelope holds. Names, descriptions, months and
 * money follow the analyses' shared rules (analyses.ts): money and units travel as JSON
 * numbers with centavos at most and are stored as whole centavos, never as floats.
 */

// ---------------------------------------------------------------- field schemas

const itemName = singleLineText(MCP_ITEM_NAME_MAX_LENGTH, MESSAGES.nameRequired);

/** A colour as the seed keeps it: a number 0..0xffffff, 0 = none (a hash of the name picks one). */
export const colorSchema = z
  .number({ error: MESSAGES.colorInvalid })
  .int(MESSAGES.colorInvalid)
  .min(0, MESSAGES.colorInvalid)
  .max(0xffffff, MESSAGES.colorInvalid);

/** G as a fraction of market growth a year (0.10 = 10 %), between −100 % and +1 000 %. */
export const growthThresholdSchema = z
  .number({ error: MESSAGES.growthThresholdInvalid })
  .min(-1, MESSAGES.growthThresholdInvalid)
  .max(10, MESSAGES.growthThresholdInvalid);

/** The MCP's growth basis: 'year' (year over year) or 'previous' (the previous period). */
export const growthBasisSchema = z.enum(MCP_GROWTH_BASES, { error: MESSAGES.growthBasisInvalid });

const MONTH_OF_YEAR = /^\s*\d{4}-\d{2}\s*$/;

/**
 * A month of the MCP calls: 'YYYY-MM', or a calendar date read as its month (the analyses'
 * monthSchema: '2025-03-01', '2025-03-15' → '2025-03-01').
 */
export const mcpMonthSchema = z.preprocess(
  (value) => (typeof value === 'string' && MONTH_OF_YEAR.test(value) ? `${value.trim()}-01` : value),
  monthSchema,
);

/** 1, 3, 6 or 12, as a JSON number or digits (a query string); nothing else is coerced. */
const groupingSchema = wholeNumber(MESSAGES.groupingInvalid).refine((value): value is McpGrouping => (MCP_GROUPINGS as readonly number[]).includes(value), MESSAGES.groupingInvalid);

// ---------------------------------------------------------------- requests

/** POST /api/company/{companyId}/mcps/ */
export const newMcpSchema = newAnalysisSchema.extend({
  growthThreshold: growthThresholdSchema.optional().default(DEFAULT_GROWTH_THRESHOLD),
  growthBasis: growthBasisSchema.optional().default(DEFAULT_GROWTH_BASIS),
});
export type NewMcpRequest = z.input<typeof newMcpSchema>;

/** PATCH /api/v3/mcps/{id}/: the changed fields only (an empty body changes nothing). */
export const mcpPatchSchema = analysisPatchSchema.extend({
  growthThreshold: growthThresholdSchema.optional(),
  growthBasis: growthBasisSchema.optional(),
});

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
export const controlDataSchema = z.object({ date: mcpMonthSchema.optional(), ...controlValues });

/**
 * One month of a product or competitor in the bulk grid call. A field left out keeps its stored
 * value (0 on a new month); at least one is sent. `expected` holds, for fields it changes, the
 * values the client saw (0 for a month it saw without data): a stored value that differs is a
 * conflict and the whole call is 412 (docs/DECISIONS.md "Row versions").
 */
export const controlDataRowSchema = z
  .object(
    {
      kind: z.enum(['product', 'competitor'], { error: MESSAGES.valueInvalid }),
      id: idSchema,
      date: mcpMonthSchema,
      total: moneySchema.optional(),
      cost: moneySchema.optional(),
      amount: moneySchema.optional(),
      expected: z
        .object({ total: moneySchema.optional(), cost: moneySchema.optional(), amount: moneySchema.optional() }, { error: MESSAGES.valueInvalid })
        .optional(),
    },
    { error: MESSAGES.valueInvalid },
  )
  .refine((row) => CONTROL_FIELDS.some((field) => row[field] !== undefined), MESSAGES.valueInvalid);
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
  date: mcpMonthSchema.optional(),
  expenses: z
    .array(z.object({ name: itemName, value: moneySchema }, { error: MESSAGES.valueInvalid }), { error: MESSAGES.valueInvalid })
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

/** GET /api/company/{companyId}/mcps/chart_data/?mcp=&grouping=&basis=&from=&to=&subcategory= (basis: the MCP's own when absent) */
export const mcpChartQuerySchema = z
  .object({
    mcp: idSchema.optional(),
    basis: growthBasisSchema.optional(),
    grouping: groupingSchema.optional(),
    from: mcpMonthSchema.optional(),
    to: mcpMonthSchema.optional(),
    subcategory: idSchema.optional(),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: MESSAGES.periodOrder, path: ['to'] });
export type McpChartQuery = z.input<typeof mcpChartQuerySchema>;

// ---------------------------------------------------------------- responses

export const mcpSchema = z.object({
  ...storedRow,
  companyId: rowId,
  name: z.string(),
  description: z.string(),
  growthThreshold: z.number(),
  growthBasis: growthBasisSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Mcp = z.infer<typeof mcpSchema>;

export const mcpCategorySchema = z.object({ ...storedRow, mcpId: rowId, name: z.string(), color: z.number().int() });
export type McpCategory = z.infer<typeof mcpCategorySchema>;

export const mcpProductSchema = z.object({ ...storedRow, categoryId: rowId, name: z.string(), color: z.number().int(), active: z.boolean() });
export type McpProduct = z.infer<typeof mcpProductSchema>;

export const mcpCompetitorSchema = z.object({ ...storedRow, categoryId: rowId, name: z.string(), color: z.number().int() });
export type McpCompetitor = z.infer<typeof mcpCompetitorSchema>;

/** GET /api/mcps/{id}/categories_and_products/ */
export const categoriesAndProductsSchema = z.array(mcpCategorySchema.extend({ products: z.array(mcpProductSchema) }));
export type CategoriesAndProducts = z.infer<typeof categoriesAndProductsSchema>;
/** GET /api/mcps/{id}/categories_and_competitors/ */
export const categoriesAndCompetitorsSchema = z.array(mcpCategorySchema.extend({ competitors: z.array(mcpCompetitorSchema) }));
export type CategoriesAndCompetitors = z.infer<typeof categoriesAndCompetitorsSchema>;

/** One month of control data ('YYYY-MM-01'). */
export const controlMonthSchema = z.object({ date: answeredMonth, total: z.number(), cost: z.number(), amount: z.number(), version: versionSchema });
export type ControlMonth = z.infer<typeof controlMonthSchema>;

const ownedControlMonth = controlMonthSchema.extend({ id: rowId });
/** Control data of the whole MCP: what the grid shows (GET /api/mcps/{id}/control_data/); a grid save answers the months it wrote. */
export const mcpControlDataSchema = z.object({ products: z.array(ownedControlMonth), competitors: z.array(ownedControlMonth) });
export type McpControlData = z.infer<typeof mcpControlDataSchema>;

export const expenseMonthSchema = z.object({
  date: answeredMonth,
  expenses: z.array(z.object({ name: z.string(), value: z.number() })),
  total: z.number(),
});
export type ExpenseMonth = z.infer<typeof expenseMonthSchema>;

const mcpSubcategorySchema = z.object({ ...storedRow, name: z.string() });

/**
 * A domain with its subcategories (POST …/add_product_domain/ and PUT …/update_product_domain/
 * answer one); a rename names the domain's `version` in If-Match.
 */
export const mcpDomainSchema = z.object({ ...storedRow, name: z.string(), subcategories: z.array(mcpSubcategorySchema) });
/** GET /api/mcps/{id}/retrieve_domains_and_categories/ */
export type McpDomains = z.infer<typeof mcpDomainSchema>[];

/**
 * A product's subcategory in a domain (POST …/add_product_subcategory/ and PUT …/update_product_subcategory/
 * answer one); a retag names the tag's `version` in If-Match.
 */
export const productTagSchema = z.object({ domainId: rowId, domainName: z.string(), subcategoryId: rowId, subcategoryName: z.string(), version: versionSchema });
export type ProductTag = z.infer<typeof productTagSchema>;

/** GET /api/products/{id}/retrieve_additional_info/: tags and the last 12 months. */
export const productAdditionalInfoSchema = z.object({
  product: mcpProductSchema,
  tags: z.array(productTagSchema),
  control: z.array(controlMonthSchema),
  expenses: z.array(expenseMonthSchema),
});
export type ProductAdditionalInfo = z.infer<typeof productAdditionalInfoSchema>;

/** What the MCP's chart view looks up beside the chart: its categories' names and colours (a past revision's are as they were). */
export const mcpChartLookupsSchema = z.object({ categories: z.array(z.object({ id: rowId, name: z.string(), color: z.number().int() })) });
export type McpChartLookups = z.infer<typeof mcpChartLookupsSchema>;

/** The company's chart defaults as answered (PUT …/mcps/update_company/). */
export const mcpCompanyDefaultsViewSchema = z.object({ growthThreshold: z.number(), grouping: z.literal(MCP_GROUPINGS) });
export type McpCompanyDefaults = z.infer<typeof mcpCompanyDefaultsViewSchema>;

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
  /** Like-for-like periods (DECISIONS.md): the first month it covers ('YYYY-MM-01'), how many, and whether it is whole; `periodCaption` names it. */
  from: string;
  months: number;
  complete: boolean;
  /** What its growth was measured against, the months compared, and the threshold judged against (`comparisonCaption` names them). */
  basis: McpGrowthBasis;
  compared: { current: string[]; previous: string[] };
  threshold: number;
  items: McpChartPoint[];
}

/** GET /api/company/{companyId}/mcps/chart_data/ */
export interface McpChartData {
  grouping: McpGrouping;
  /** The basis asked for; each period has the one it used. */
  basis: McpGrowthBasis;
  /** G, yearly. */
  growthThreshold: number;
  periods: McpChartPeriod[];
}
