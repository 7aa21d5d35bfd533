import { z } from 'zod';
import { analysisPatchSchema, analysisSchema, answeredMonth, moneySchema, newAnalysisSchema, rowId, storedRow, versionSchema } from '../analysis.js';
import { idSchema } from '../../ids.js';
import { colorSchema, mcpMonthSchema } from '../mcp/schema.js';
import { CRITERION_AXES, type CriterionAxis, type GeZone } from './formulas.js';
import { MESSAGES } from '../../messages.js';
import { singleLineText } from '../../text.js';
import { DEFAULT_UNIT_SCORE, unitScoreSchema } from '../../unit-score.js';

/**
 * Multifatorial calls (docs/domain/multifatorial.md,
 * issue 10): bodies the server validates with and the editor checks against, answers, and
 * the chart points computed from the formulas of docs/domain/multifatorial.md (./formulas.ts).
 */

export const MULTIFATORIAL_ITEM_NAME_MAX_LENGTH = 100;
/** Grades one PUT may carry (40 items × 10 criteria plus their categories is well under it). */
export const MULTIFATORIAL_MAX_GRADES = 5_000;

const itemName = singleLineText(MULTIFATORIAL_ITEM_NAME_MAX_LENGTH, MESSAGES.nameRequired);

// ---------------------------------------------------------------- criteria

export const criterionAxisSchema = z.enum(CRITERION_AXES, { error: MESSAGES.criterionAxisInvalid });

/**
 * The criteria a new multifatorial starts with, from the GE–McKinsey literature. A grade says
 * how much there is of the criterion; all of them favour the market or the business the more
 * there is, but "Intensidade da concorrência", which is "quanto maior, pior" (a fierce
 * competition is graded high and counts low: formulas `countedGrade`).
 */
export const DEFAULT_MULTIFATORIAL_CRITERIA: readonly { axis: CriterionAxis; name: string; importance: number; higherIsWorse: boolean }[] = [
  { axis: 'attractiveness', name: 'Tamanho do mercado', importance: 0.3, higherIsWorse: false },
  { axis: 'attractiveness', name: 'Crescimento do mercado', importance: 0.3, higherIsWorse: false },
  { axis: 'attractiveness', name: 'Rentabilidade do setor', importance: 0.2, higherIsWorse: false },
  { axis: 'attractiveness', name: 'Intensidade da concorrência', importance: 0.2, higherIsWorse: true },
  { axis: 'force', name: 'Participação de mercado', importance: 0.3, higherIsWorse: false },
  { axis: 'force', name: 'Força da marca', importance: 0.2, higherIsWorse: false },
  { axis: 'force', name: 'Qualidade do produto', importance: 0.3, higherIsWorse: false },
  { axis: 'force', name: 'Posição de custos', importance: 0.2, higherIsWorse: false },
];

/** PUT /api/criteria/{id}/: the whole criterion ("quanto maior, pior" false when not sent). */
export const criterionSchema = z.object({
  axis: criterionAxisSchema,
  name: itemName,
  importance: unitScoreSchema,
  higherIsWorse: z.boolean({ error: MESSAGES.invalidChoice }).optional().default(false),
});
export type CriterionRequest = z.input<typeof criterionSchema>;
export type CriterionInput = z.output<typeof criterionSchema>;

/** POST /api/multifatoriais/{id}/criteria/: importance 0.5 when not sent. */
export const newCriterionSchema = criterionSchema.extend({ importance: unitScoreSchema.default(DEFAULT_UNIT_SCORE) });
export type NewCriterionRequest = z.input<typeof newCriterionSchema>;

export const multifatorialCriterionSchema = z.object({
  ...storedRow,
  multifatorialId: rowId,
  axis: criterionAxisSchema,
  name: z.string(),
  importance: z.number(),
  /** "Quanto maior, pior": its grades count inverted (1 − grade) in the scores, the colours and the reading. */
  higherIsWorse: z.boolean(),
});
export type MultifatorialCriterion = z.infer<typeof multifatorialCriterionSchema>;

// ---------------------------------------------------------------- the analysis

/** POST /api/company/{companyId}/multifatoriais/: `mcpId` imports that MCP's markets and products. */
export const newMultifatorialSchema = newAnalysisSchema.extend({ mcpId: idSchema.optional() });
export type NewMultifatorialRequest = z.input<typeof newMultifatorialSchema>;
export type NewMultifatorialInput = z.output<typeof newMultifatorialSchema>;

/** PATCH /api/v3/multifatoriais/{id}/: the changed fields only. */
export const multifatorialPatchSchema = analysisPatchSchema;

/** A multifatorial as answered: the analysis fields and the MCP it imports from (null when none, or deleted). */
export const multifatorialSchema = analysisSchema.extend({ mcp_id: rowId.nullable() });
export type Multifatorial = z.infer<typeof multifatorialSchema>;

/**
 * POST /api/multifatoriais/{id}/import_mcp/: re-syncs from the linked MCP, or links and
 * imports `mcpId` (an MCP of the same company).
 */
export const importMcpSchema = z.object({ mcpId: idSchema.optional() });

/** How many months of MCP revenue make an imported item's faturamento: its last 12 with data. */
export const MCP_IMPORT_MONTHS = 12;

// ---------------------------------------------------------------- categories and items

/** A market of a multifatorial (`/api/category/{id}/` answers it for a multifatorial's category). */
export const multifatorialCategorySchema = z.object({
  ...storedRow,
  multifatorialId: rowId,
  name: z.string(),
  color: z.number().int(),
  /** The MCP category it was imported from, null when created here or when that category is gone. */
  mcpCategoryId: rowId.nullable(),
});
export type MultifatorialCategory = z.infer<typeof multifatorialCategorySchema>;

/** POST /api/multifatorial/{id}/categories/{categoryId}/items/, PUT /api/multifatorial_items/{id}/ */
export const multifatorialItemSchema = z.object({
  name: itemName,
  color: colorSchema.optional().default(0),
  faturamento: moneySchema.optional().default(0),
});
export type MultifatorialItemRequest = z.input<typeof multifatorialItemSchema>;
export type MultifatorialItemInput = z.output<typeof multifatorialItemSchema>;

/** A business unit or product in a market; faturamento (R$) sizes its bubble. */
export const multifatorialItemViewSchema = z.object({
  ...storedRow,
  categoryId: rowId,
  name: z.string(),
  color: z.number().int(),
  faturamento: z.number(),
  /** The MCP product it was imported from, null when created here or when that product is gone. */
  mcpProductId: rowId.nullable(),
});
export type MultifatorialItem = z.infer<typeof multifatorialItemViewSchema>;

/** GET /api/multifatorial/{id}/categories/: each market with its items. */
export const multifatorialCategoryWithItemsSchema = multifatorialCategorySchema.extend({ items: z.array(multifatorialItemViewSchema) });
export type MultifatorialCategoryWithItems = z.infer<typeof multifatorialCategoryWithItemsSchema>;

// ---------------------------------------------------------------- grades

/** A grade as answered: of a category (attractiveness criterion) or of an item (force criterion). */
const multifatorialGradeSchema = z.object({ version: versionSchema, criterionId: rowId, categoryId: rowId.nullable(), itemId: rowId.nullable(), grade: z.number() });
export type MultifatorialGrade = z.infer<typeof multifatorialGradeSchema>;

/**
 * The grades of one month ('YYYY-MM-01'; null when nothing was graded yet): GET …/grades/ answers
 * all of them; a save (PUT …/grades/) answers only the grades it wrote, with their new versions.
 */
export const monthGradesSchema = z.object({ date: answeredMonth.nullable(), grades: z.array(multifatorialGradeSchema) });
export type MonthGrades = z.infer<typeof monthGradesSchema>;

/** GET /api/multifatorial/{id}/categories/{categoryId}/: the market, its items and its latest grades. */
export const multifatorialCategoryDetailSchema = multifatorialCategoryWithItemsSchema.extend({ latestGrades: monthGradesSchema });
export type MultifatorialCategoryDetail = z.infer<typeof multifatorialCategoryDetailSchema>;

const gradeEntrySchema = z
  .object(
    {
      criterionId: idSchema,
      categoryId: idSchema.optional(),
      itemId: idSchema.optional(),
      grade: unitScoreSchema,
      /** The grade the client saw (null: it saw none); a stored grade that differs is a conflict (412). */
      expected: z.number().nullable().optional(),
    },
    { error: MESSAGES.gradeTargetInvalid },
  )
  .refine((entry) => (entry.categoryId === undefined) !== (entry.itemId === undefined), MESSAGES.gradeTargetInvalid);

/**
 * PUT /api/multifatoriais/{id}/grades/: a month's grades, upserted all or nothing; each
 * names its criterion and either a category (attractiveness) or an item (force). An entry
 * with `expected` is merged at the cell: a stored grade that differs answers 412 listing
 * every conflicting grade, and nothing is written.
 */
export const gradesSchema = z
  .object({
    date: mcpMonthSchema,
    grades: z.array(gradeEntrySchema, { error: MESSAGES.valueInvalid }).max(MULTIFATORIAL_MAX_GRADES, MESSAGES.tooManyGrades),
  })
  .refine(
    ({ grades }) => new Set(grades.map((g) => `${g.criterionId}:${g.categoryId ?? ''}:${g.itemId ?? ''}`)).size === grades.length,
    { message: MESSAGES.gradeDuplicate, path: ['grades'] },
  );
export type GradesRequest = z.input<typeof gradesSchema>;
export type GradesInput = z.output<typeof gradesSchema>;

/** GET /api/multifatoriais/{id}/grades/?date= */
export const gradesQuerySchema = z.object({ date: mcpMonthSchema });

// ---------------------------------------------------------------- charts

/** The months with grades: `{ start, end }`, both null when nothing was graded. */
export const chartTimeLimitsSchema = z.object({ start: answeredMonth.nullable(), end: answeredMonth.nullable() });
export type ChartTimeLimits = z.infer<typeof chartTimeLimitsSchema>;

/** GET …/chart_time_limits/?multifatorial= (one analysis; all of the company's when left out). */
export const chartTimeLimitsQuerySchema = z.object({ multifatorial: idSchema.optional() });

/** POST …/simple_chart_data_for_period/ and …/detailed_chart_data_for_period/: `{ start, end }`, optionally one analysis. */
export const chartPeriodSchema = z
  .object({ start: mcpMonthSchema, end: mcpMonthSchema, multifatorialId: idSchema.optional() })
  .refine((period) => period.start <= period.end, { message: MESSAGES.periodOrder, path: ['end'] });
export type ChartPeriodRequest = z.input<typeof chartPeriodSchema>;

/** One bubble: an item at a month, x = force, y = attractiveness (0..1), size 0..1 from faturamento. */
/**
 * What the multifatorial's chart view looks up beside the points: its markets' names and colours,
 * its criteria as the table and the reading use them (a past revision's are as they were).
 */
export const multifatorialChartLookupsSchema = z.object({
  markets: z.array(z.object({ id: rowId, name: z.string(), color: z.number().int() })),
  criteria: z.array(multifatorialCriterionSchema.pick({ id: true, axis: true, name: true, importance: true, higherIsWorse: true })),
});
export type MultifatorialChartLookups = z.infer<typeof multifatorialChartLookupsSchema>;

export const multifatorialPointSchema = z.object({
  itemId: rowId,
  multifatorialId: rowId,
  categoryId: rowId,
  name: z.string(),
  color: z.number().int(),
  /** 'YYYY-MM-01': the month of the grades that made the point. */
  date: answeredMonth,
  x: z.number(),
  y: z.number(),
  size: z.number(),
  faturamento: z.number(),
  zone: z.enum(['Investir/Crescer', 'Seletividade', 'Colher/Desinvestir'] satisfies GeZone[]),
  /** The grades that made x (the item's) and y (its category's). */
  grades: z.array(z.object({ criterionId: rowId, grade: z.number() })),
});
export type MultifatorialPoint = z.infer<typeof multifatorialPointSchema>;
