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

/**
 * One committed write (SSE `event: change`, with an `id:`): the analysis, the part written
 * (`null` for the analysis's own fields) and its id, its name when it has one (what the notice
 * names), the analysis's data version after the write, and who made it.
 */
export const liveChangeSchema = z.object({
  kind: z.enum(ANALYSIS_KIND_KEYS as [AnalysisKind, ...AnalysisKind[]]),
  analysisId: z.number().int(),
  part: z.string().nullable(),
  partId: z.number().int().nullable(),
  label: z.string(),
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

/** `analysis=` of the stream's URL: `swot:12`. */
export const liveAnalysisParam = (kind: AnalysisKind, id: number): string => `${kind}:${id}`;

/** The reverse of liveAnalysisParam; null when the value names no analysis. */
export function parseLiveAnalysis(value: string | undefined): { kind: AnalysisKind; analysisId: number } | null {
  const match = /^([a-z]+):(\d{1,15})$/.exec(value ?? '');
  if (!match || !(ANALYSIS_KIND_KEYS as string[]).includes(match[1]!)) return null;
  return { kind: match[1] as AnalysisKind, analysisId: Number(match[2]) };
}

/** The quiet notice of a colleague's change: "Ana alterou Pão Francês". */
export const liveChangeNotice = (change: Pick<LiveChange, 'author' | 'label'>): string => `${change.author.name} alterou ${change.label}`;

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
export const LIVE_TEXTS = {
  presence: 'Também com esta análise aberta',
  changedBy: (name: string) => `Alterado agora por ${name}`,
} as const;

/** How long a row a colleague just changed stays marked with their name. */
export const LIVE_RECENT_MS = 6_000;
