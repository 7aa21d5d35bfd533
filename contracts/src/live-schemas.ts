import { z } from 'zod';
import { ANALYSIS_KIND_KEYS, type AnalysisKind } from './analyses/kinds.js';
import { LIVE_ACTIONS, LIVE_CELL_AREAS, LIVE_CELLS_MAX, type LivePerson } from './live.js';

// The live stream's change messages (live.ts). A module of its own: the shell's stream loads
// it with the first change, so zod is not evaluated with the page (presence, which every
// analysis page receives, is read by live.ts's readLivePresence).

export const liveTicketSchema = z.object({ ticket: z.string() });
export type LiveTicket = z.infer<typeof liveTicketSchema>;

const personSchema: z.ZodType<LivePerson> = z.object({ id: z.number().int(), name: z.string() });

/**
 * One cell a write changed: a part and its id, and where inside it (`cell`: an MCP row's
 * month 'YYYY-MM-01', a crossing's external item id, a grade's '<criterion id>@<month>');
 * no `cell` names the whole part (an imported item).
 */
const liveCellSchema = z.object({ part: z.string(), id: z.number().int(), cell: z.string().optional() });
export type LiveCell = z.infer<typeof liveCellSchema>;

/**
 * One committed write (SSE `event: change`, with an `id:`): the analysis, the part written
 * (`null` for the analysis's own fields) and its id, what was done to it, its name when it has
 * one (what the notice names), the analysis's data version after the write, and who made it.
 * A write of many cells (`cells`) names its area, how many cells it changed, and which ones
 * when they are at most `LIVE_CELLS_MAX` (an empty list beyond).
 */
export const liveChangeSchema = z.object({
  kind: z.enum(ANALYSIS_KIND_KEYS as [AnalysisKind, ...AnalysisKind[]]),
  analysisId: z.number().int(),
  part: z.string().nullable(),
  partId: z.number().int().nullable(),
  action: z.enum(LIVE_ACTIONS),
  label: z.string(),
  cells: z.object({ area: z.enum(LIVE_CELL_AREAS), count: z.number().int(), list: z.array(liveCellSchema).max(LIVE_CELLS_MAX) }).optional(),
  version: z.number().int(),
  author: personSchema,
  at: z.string(),
});
export type LiveChange = z.infer<typeof liveChangeSchema>;

/** The query of `GET /api/company/{id}/events`. */
export const liveStreamQuerySchema = z.object({
  ticket: z.string().max(200),
  analysis: z.string().max(40).optional(),
  lastEventId: z.string().max(40).optional(),
});
export type LiveStreamQuery = z.infer<typeof liveStreamQuerySchema>;
