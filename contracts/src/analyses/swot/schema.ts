import { z } from 'zod';
import { analysisPatchSchema, analysisSchema, newAnalysisSchema, versionSchema } from '../analysis.js';
import { idSchema } from '../../ids.js';
import { rankByStrength, subfactorStrength, type SubfactorKind } from '../ambiental/formulas.js';
import {
  SWOT_QUADRANTS,
  isInternalQuadrant,
  SWOT_MAX_INTENSITY,
  type SwotCrossQuadrant,
  type SwotItemQuadrant,
  type SwotPosture,
} from './formulas.js';
import { MESSAGES } from '../../messages.js';
import { singleLineText } from '../../text.js';
import { DEFAULT_UNIT_SCORE, unitScoreSchema } from '../../unit-score.js';

/**
 * The SWOT Sistêmica calls (docs/domain/swot.md, issue 11): bodies, answers, the
 * rules of crossings and of the import from an Ambiental; the chart's answer is assembled
 * in ./chart.ts from the formulas of ./formulas.ts (the backend answers it, the frontend only draws).
 */

export const newSwotSchema = newAnalysisSchema;
export const swotPatchSchema = analysisPatchSchema;
export const swotSchema = analysisSchema;
export type Swot = z.infer<typeof swotSchema>;

export const swotQuadrantSchema = z.enum(SWOT_QUADRANTS, { error: MESSAGES.swotQuadrantInvalid });

export const SWOT_ITEM_TEXT_MAX_LENGTH = 300;

/** PUT /api/swot_items/{id}/: the whole item. */
export const swotItemSchema = z.object({
  quadrant: swotQuadrantSchema,
  text: singleLineText(SWOT_ITEM_TEXT_MAX_LENGTH, MESSAGES.swotTextRequired),
  importance: unitScoreSchema,
});
export type SwotItemRequest = z.input<typeof swotItemSchema>;
export type SwotItemBody = z.output<typeof swotItemSchema>;

/** POST /api/swots/{id}/items/: importance 0.5 when not sent. */
export const newSwotItemSchema = swotItemSchema.extend({ importance: unitScoreSchema.default(DEFAULT_UNIT_SCORE) });
export type NewSwotItemRequest = z.input<typeof newSwotItemSchema>;

export const swotItemViewSchema = z.object({
  id: z.number().int(),
  version: versionSchema,
  swotId: z.number().int(),
  quadrant: swotQuadrantSchema,
  text: z.string(),
  importance: z.number(),
  /** The Ambiental subfactor it was imported from (null: typed in, or that subfactor was deleted). */
  subfactorId: z.number().int().nullable(),
});
export type SwotItem = z.infer<typeof swotItemViewSchema>;

export const swotIntensitySchema = z
  .number({ error: MESSAGES.crossingIntensityInvalid })
  .int(MESSAGES.crossingIntensityInvalid)
  .min(0, MESSAGES.crossingIntensityInvalid)
  .max(SWOT_MAX_INTENSITY, MESSAGES.crossingIntensityInvalid);

export const swotCrossingSchema = z.object(
  { internal: idSchema, external: idSchema, intensity: swotIntensitySchema },
  { error: MESSAGES.crossingEntryInvalid },
);
export type SwotCrossing = z.output<typeof swotCrossingSchema>;

/** A recorded crossing as answered (PUT …/crossings/), with its version. */
export const swotCrossingViewSchema = z.object({ internal: z.number().int(), external: z.number().int(), intensity: z.number().int(), version: versionSchema });
export type SwotCrossingView = z.infer<typeof swotCrossingViewSchema>;

/** More cells than a SWOT grid of 70 × 70 items in one call is not an edit. */
export const SWOT_MAX_CROSSINGS_PER_CALL = 5000;

/**
 * PUT /api/swots/{id}/crossings/: the cells to set (intensity 0 clears one), each pair once;
 * the other cells keep their value. All or nothing: one bad entry and nothing is written.
 */
export const swotCrossingsSchema = z
  .array(swotCrossingSchema)
  .max(SWOT_MAX_CROSSINGS_PER_CALL, MESSAGES.tooManyCrossings)
  .superRefine((crossings, context) => {
    const seen = new Set<string>();
    crossings.forEach(({ internal, external }, index) => {
      const key = `${internal}:${external}`;
      if (seen.has(key)) context.addIssue({ code: 'custom', path: [index], message: MESSAGES.crossingDuplicate });
      seen.add(key);
    });
  });
export type SwotCrossingsRequest = z.input<typeof swotCrossingsSchema>;

/**
 * The positions of the crossings that are not an internal item (S or W) of this SWOT
 * against an external one (O or T) of it: the server refuses the call with these.
 */
export function invalidCrossings(
  items: readonly Pick<SwotItem, 'id' | 'quadrant'>[],
  crossings: readonly Pick<SwotCrossing, 'internal' | 'external'>[],
): number[] {
  const quadrantOf = new Map(items.map((item) => [item.id, item.quadrant]));
  return crossings.flatMap(({ internal, external }, index) => {
    const inner = quadrantOf.get(internal);
    const outer = quadrantOf.get(external);
    const valid = inner !== undefined && outer !== undefined && isInternalQuadrant(inner) && !isInternalQuadrant(outer);
    return valid ? [] : [index];
  });
}

/** POST /api/swots/{id}/import_ambiental/ */
export const importAmbientalSchema = z.object({ ambientalId: idSchema });
export type ImportAmbientalRequest = z.input<typeof importAmbientalSchema>;

/** How many of the strongest opportunities and of the strongest threats an import brings. */
export const SWOT_IMPORT_PER_KIND = 5;

const QUADRANT_OF_KIND: Readonly<Record<SubfactorKind, SwotItemQuadrant>> = { oportunidade: 'O', ameaca: 'T' };

/** What an import makes of one subfactor: an O or T item, its weight (importance × grade) as importance. */
export interface ImportedSubfactor {
  subfactorId: number;
  quadrant: SwotItemQuadrant;
  text: string;
  importance: number;
}

/**
 * The subfactors an Ambiental hands a SWOT: its strongest opportunities and threats
 * (importance × grade, the Ambiental ranking), SWOT_IMPORT_PER_KIND of each, leaving out
 * those that weigh nothing; strongest first.
 */
export function ambientalImport(
  subfactors: readonly { id: number; name: string; kind: SubfactorKind; importance: number; grade: number }[],
): ImportedSubfactor[] {
  const ranked = rankByStrength(subfactors.filter((subfactor) => subfactorStrength(subfactor) > 0));
  return (['oportunidade', 'ameaca'] as const).flatMap((kind) =>
    ranked
      .filter((subfactor) => subfactor.kind === kind)
      .slice(0, SWOT_IMPORT_PER_KIND)
      .map((subfactor) => ({ subfactorId: subfactor.id, quadrant: QUADRANT_OF_KIND[kind], text: subfactor.name, importance: subfactorStrength(subfactor) })),
  );
}

export const swotImportResultSchema = z.object({
  created: z.number().int(),
  updated: z.number().int(),
  items: z.array(swotItemViewSchema),
});
export type SwotImportResult = z.infer<typeof swotImportResultSchema>;

const crossQuadrantSchema = z.enum(['ofensiva', 'defensiva', 'debilidade', 'vulnerabilidade'] satisfies SwotCrossQuadrant[]);

export const swotChartSchema = z.object({
  scores: z.object({ ofensiva: z.number(), defensiva: z.number(), debilidade: z.number(), vulnerabilidade: z.number() }),
  /** The dominant quadrant and its posture; null while nothing is crossed. */
  posture: z
    .object({
      quadrant: crossQuadrantSchema,
      posture: z.enum(['Desenvolvimento', 'Crescimento', 'Manutenção', 'Sobrevivência'] satisfies SwotPosture[]),
    })
    .nullable(),
  /** Every item with its weight (its row's or column's imp × imp × intensity), heaviest first. */
  items: z.array(z.object({ id: z.number().int(), quadrant: swotQuadrantSchema, text: z.string(), importance: z.number(), weight: z.number() })),
  /** The recorded cells (intensity 1..3; a missing pair is 0). */
  crossings: z.array(z.object({ internal: z.number().int(), external: z.number().int(), intensity: z.number().int() })),
});
export type SwotChartData = z.infer<typeof swotChartSchema>;
