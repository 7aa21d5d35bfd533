import { ANALYSIS_KIND_KEYS, type AnalysisKind } from './analyses/kinds.js';

// The change messages' schemas are in live-schemas.ts: this module is part of every page's
// first load (the shell's live stream), and zod, evaluated there, would be too. The presence
// message, which every analysis page receives as it opens, is read here without zod.

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

/** One person on the stream: who made a change, who has an analysis open. */
export interface LivePerson {
  id: number;
  name: string;
}

/** Who has one analysis open (SSE `event: presence`, no `id:`: it is never replayed). */
export interface LivePresence {
  kind: AnalysisKind;
  analysisId: number;
  people: LivePerson[];
}

const isInteger = (value: unknown): value is number => Number.isInteger(value);
const isPerson = (value: unknown): value is LivePerson =>
  typeof value === 'object' && value !== null && isInteger((value as LivePerson).id) && typeof (value as LivePerson).name === 'string';

/**
 * A presence message as the stream sends it, or null when it is not one. A plain check, not
 * a zod schema: every analysis page gets one as it opens, and zod's evaluation alone is a long
 * task on a phone (the change messages, which come only with a colleague's write, load theirs).
 */
export function readLivePresence(data: unknown): LivePresence | null {
  if (typeof data !== 'object' || data === null) return null;
  const { kind, analysisId, people } = data as Record<string, unknown>;
  if (!(ANALYSIS_KIND_KEYS as unknown[]).includes(kind) || !isInteger(analysisId) || !Array.isArray(people) || !people.every(isPerson)) return null;
  return { kind: kind as AnalysisKind, analysisId, people: people.map(({ id, name }) => ({ id, name })) };
}

/** The quiet notice of a colleague's change: "Ana alterou Pão Francês", "Ana excluiu Pão Francês", "Ana alterou 84 células de Dados de controle". */
export const liveChangeNotice = (change: { author: { name: string }; action: LiveAction; label: string; cells?: { area: LiveCellArea; count: number } }): string =>
  change.cells ? LIVE_TEXTS.cells[change.cells.area](change.author.name, change.cells.count) : LIVE_TEXTS.actions[change.action](change.author.name, change.label);

/** A person's initials for the presence badges: "Ana Souza" → "AS". */
export const initialsOf = (name: string): string =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('');

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
