import { z } from 'zod';
import { ANALYSIS_KIND_KEYS, type AnalysisKind } from './analyses/kinds.js';

/**
 * Live changes of a company (Server-Sent Events). The browser asks for a ticket first
 * (`POST /api/company/{id}/events/ticket`, a member only: EventSource cannot send the token
 * header), then opens `GET /api/company/{id}/events?ticket=…` with it once, within
 * `LIVE_TICKET_SECONDS`; `analysis=<kind>:<id>` says which analysis the page has open
 * (presence), `lastEventId=` (or the `Last-Event-ID` header) replays what it missed.
 */
export const LIVE_TICKET_SECONDS = 60;
/** How far back `Last-Event-ID` replays. */
export const LIVE_REPLAY_MS = 5 * 60_000;
/** A comment line this often keeps proxies from closing a quiet stream. */
export const LIVE_HEARTBEAT_MS = 25_000;
/** The `retry:` hint of a stream closed by the server (a restart): how long a client waits to come back. */
export const LIVE_RETRY_MS = 2_000;

export const liveTicketSchema = z.object({ ticket: z.string() });
export type LiveTicket = z.infer<typeof liveTicketSchema>;

const personSchema = z.object({ id: z.number().int(), name: z.string() });
export type LivePerson = z.infer<typeof personSchema>;

/** What a write did to the part (or the analysis) it names. */
export const LIVE_ACTIONS = ['created', 'updated', 'deleted'] as const;
export type LiveAction = (typeof LIVE_ACTIONS)[number];

/**
 * The areas a write of many cells at once changes (the MCP grid, a product's expenses of a
 * month, a crossing grid, a Multifatorial's grade sheet, an import of items): its notice
 * names the count of cells, not each.
 */
export const LIVE_CELL_AREAS = ['controlData', 'expenses', 'crossings', 'grades', 'import'] as const;
export type LiveCellArea = (typeof LIVE_CELL_AREAS)[number];

/** An event lists the cells it changed up to this many; beyond, only their count (the event stays small). */
export const LIVE_CELLS_MAX = 40;

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

/** Who has one analysis open (SSE `event: presence`, no `id:`: it is never replayed). */
export const livePresenceSchema = z.object({
  kind: z.enum(ANALYSIS_KIND_KEYS as [AnalysisKind, ...AnalysisKind[]]),
  analysisId: z.number().int(),
  people: z.array(personSchema),
});
export type LivePresence = z.infer<typeof livePresenceSchema>;

/** The `cell` of a grade in a live change: its criterion and month. */
export const liveGradeCell = (criterionId: number, month: string): string => `${criterionId}@${month}`;

/** `analysis=` of the stream's URL: `mcp:12`. */
export const liveAnalysisParam = (kind: AnalysisKind, id: number): string => `${kind}:${id}`;

/** The reverse of liveAnalysisParam; null when the value names no analysis. */
export function parseLiveAnalysis(value: string | undefined): { kind: AnalysisKind; analysisId: number } | null {
  const match = /^([a-z]+):(\d{1,15})$/.exec(value ?? '');
  if (!match || !(ANALYSIS_KIND_KEYS as string[]).includes(match[1]!)) return null;
  return { kind: match[1] as AnalysisKind, analysisId: Number(match[2]) };
}

/** The quiet notice of a colleague's change: "Ana alterou Pão Francês", "Ana excluiu Pão Francês", "Ana alterou 84 células de Dados de controle". */
export const liveChangeNotice = (change: Pick<LiveChange, 'author' | 'action' | 'label' | 'cells'>): string =>
  change.cells ? LIVE_TEXTS.cells[change.cells.area](change.author.name, change.cells.count) : LIVE_TEXTS.actions[change.action](change.author.name, change.label);

/** A person's initials for the presence badges: "Ana Souza" → "AS". */
export const initialsOf = (name: string): string =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('');

/** The query of `GET /api/company/{id}/events`. */
export const liveStreamQuerySchema = z.object({
  ticket: z.string().max(200),
  analysis: z.string().max(40).optional(),
  lastEventId: z.string().max(40).optional(),
});
export type LiveStreamQuery = z.infer<typeof liveStreamQuerySchema>;

/** The live features' pt-BR texts. */
const cellCount = (count: number) => `${count} ${count === 1 ? 'célula' : 'células'}`;
export const LIVE_TEXTS = {
  presence: 'Também com esta análise aberta',
  changedBy: (name: string) => `Alterado agora por ${name}`,
  actions: {
    created: (name: string, label: string) => `${name} criou ${label}`,
    updated: (name: string, label: string) => `${name} alterou ${label}`,
    deleted: (name: string, label: string) => `${name} excluiu ${label}`,
  } satisfies Record<LiveAction, (name: string, label: string) => string>,
  cells: {
    controlData: (name: string, count: number) => `${name} alterou ${cellCount(count)} de Dados de controle`,
    expenses: (name: string, count: number) => `${name} alterou ${count === 1 ? '1 mês' : `${count} meses`} de Despesas`,
    crossings: (name: string, count: number) => `${name} alterou ${cellCount(count)} de Cruzamentos`,
    grades: (name: string, count: number) => `${name} alterou ${cellCount(count)} de Notas`,
    import: (name: string, count: number) => `${name} importou ${count} ${count === 1 ? 'item' : 'itens'}`,
  } satisfies Record<LiveCellArea, (name: string, count: number) => string>,
} as const;

/** How long a row a colleague just changed stays marked with their name. */
export const LIVE_RECENT_MS = 6_000;
