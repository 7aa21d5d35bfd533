import { type ReactNode, useEffect, useMemo, useSyncExternalStore } from 'react';
import { useDispatch } from 'react-redux';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { ANALYSIS_KINDS, type AnalysisKind } from '../analyses/kinds.js';
import { initialsOf, LIVE_RECENT_MS, LIVE_RETRY_MS, LIVE_TEXTS, liveAnalysisParam, liveChangeNotice, type LivePerson, readLivePresence } from '../live.js';
import type { LiveCell, LiveChange, LiveTicket } from '../live-schemas.js';
import { baseApi } from './api.js';
import { CELL_MARKED_CLASS, CellMark, type GridMarks } from '../ui/number-grid.js';
import { useHost } from './host.js';

/** After a failed ticket (offline, a restart): try again this much later. */
const TICKET_RETRY_MS = 10_000;

const liveApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** POST /api/company/{id}/events/ticket */
    liveTicket: build.mutation<LiveTicket, number>({
      query: (companyId) => ({ url: `/api/company/${companyId}/events/ticket`, method: 'POST' }),
    }),
  }),
});

/** A part, or a cell of it, a colleague just changed, and their name. */
interface RecentMark extends LiveCell {
  kind: AnalysisKind;
  name: string;
}

/**
 * What the company's stream tells the open pages, kept once per tab (this module is a
 * Module Federation singleton): the analysis the page has open (sent with the stream, for
 * presence), who else has it open, and the parts and cells colleagues just changed.
 */
interface LiveState {
  analysis: string | null;
  people: LivePerson[];
  recent: ReadonlyMap<string, RecentMark>;
}

let state: LiveState = { analysis: null, people: [], recent: new Map() };
const listeners = new Set<() => void>();
const update = (next: Partial<LiveState>) => {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};
const useLiveState = () => useSyncExternalStore(subscribe, () => state);

const recentKey = (kind: string, part: string, id: number, cell?: string) => `${kind}:${part}:${id}:${cell ?? ''}`;

/** What a change marks: the cells it names, else the part it created or changed (a deleted one is gone). */
const markedCells = (change: LiveChange): LiveCell[] =>
  change.cells ? change.cells.list : change.part !== null && change.partId !== null && change.action !== 'deleted' ? [{ part: change.part, id: change.partId }] : [];

/** The RTK Query tags a change refreshes: the kind's list in the company, the analysis, and everything inside it (its parts, charts, reports). */
const liveChangeTags = (change: LiveChange, companyId: number) => {
  const type = ANALYSIS_KINDS[change.kind].tag;
  return [
    { type, id: `company-${companyId}` },
    { type, id: change.analysisId },
    { type, id: `data-${change.analysisId}` },
  ];
};

function received(change: LiveChange, companyId: number, userId: number | undefined, dispatch: ThunkDispatch<unknown, unknown, UnknownAction>, notify: (message: string) => void) {
  dispatch(baseApi.util.invalidateTags(liveChangeTags(change, companyId)));
  // One's own writes refreshed the page already; a colleague's are said and marked.
  if (change.author.id === userId) return;
  notify(liveChangeNotice(change));
  const marks = markedCells(change).map((cell): [string, RecentMark] => [recentKey(change.kind, cell.part, cell.id, cell.cell), { ...cell, kind: change.kind, name: change.author.name }]);
  if (marks.length === 0) return;
  update({ recent: new Map([...state.recent, ...marks]) });
  setTimeout(() => {
    // A later change of the same cell keeps its own mark for its own few seconds.
    const recent = new Map(state.recent);
    for (const [key, mark] of marks) if (recent.get(key) === mark) recent.delete(key);
    update({ recent });
  }, LIVE_RECENT_MS);
}

/**
 * The company's live changes for this tab (the shell mounts it once): a ticket, then the
 * event stream; each change refreshes what it touched and, when a colleague made it, shows a
 * quiet notice. A closed stream (a restart, the network) comes back with a new ticket and
 * replays what it missed; a revoked one (removed from the company, company blocked) stays closed.
 */
type LiveSchemas = typeof import('../live-schemas.js');
let schemas: Promise<LiveSchemas> | null = null;
/** The change messages' schemas (zod), loaded with the stream's first change, not with the page; asked again after a failed load. */
const liveSchemas = (): Promise<LiveSchemas> =>
  (schemas ??= import('../live-schemas.js').catch((error: unknown) => {
    schemas = null;
    throw error;
  }));

export function LiveChanges() {
  const { currentCompany, currentUser, notify } = useHost();
  const dispatch = useDispatch<ThunkDispatch<unknown, unknown, UnknownAction>>();
  const { analysis } = useLiveState();
  const companyId = currentCompany?.id;
  const userId = currentUser?.id;

  useEffect(() => {
    if (companyId === undefined || typeof EventSource === 'undefined') return;
    let stopped = false;
    let source: EventSource | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let lastEventId = '';
    // The messages are read in the order they came: a change waits for the schemas (loaded with
    // the first change), and the messages after it wait for it.
    let reading: Promise<void> = Promise.resolve();
    const read = (message: () => Promise<void> | void) => {
      reading = reading.then(() => (stopped ? undefined : message())).catch(() => undefined);
    };
    const retry = (ms: number) => {
      source?.close();
      if (!stopped) timer = setTimeout(() => void connect(), ms);
    };
    const connect = async () => {
      let ticket: string;
      try {
        ticket = (await dispatch(liveApi.endpoints.liveTicket.initiate(companyId)).unwrap()).ticket;
      } catch {
        return retry(TICKET_RETRY_MS);
      }
      if (stopped) return;
      const params = new URLSearchParams({ ticket });
      if (analysis) params.set('analysis', analysis);
      if (lastEventId) params.set('lastEventId', lastEventId);
      source = new EventSource(`/api/company/${companyId}/events?${params}`);
      source.addEventListener('change', (event) => {
        lastEventId = event.lastEventId || lastEventId;
        read(async () => {
          const { liveChangeSchema } = await liveSchemas();
          const change = liveChangeSchema.safeParse(JSON.parse(event.data));
          if (!stopped && change.success) received(change.data, companyId, userId, dispatch, (message) => notify(message, 'info'));
        });
      });
      source.addEventListener('presence', (event) => {
        read(() => {
          const presence = readLivePresence(JSON.parse(event.data));
          if (presence && liveAnalysisParam(presence.kind, presence.analysisId) === state.analysis) update({ people: presence.people });
        });
      });
      source.addEventListener('revoked', () => {
        stopped = true;
        source?.close();
      });
      source.onerror = () => retry(LIVE_RETRY_MS);
    };
    // A page the browser keeps in its back/forward cache holds no stream: over HTTP/1.1 it has
    // six connections to a host, and a few cached pages' streams left a newly opened page none
    // (it stayed at "Carregando…"). Back on it, the stream resumes from its last event.
    const hide = () => {
      clearTimeout(timer);
      source?.close();
      source = null;
    };
    const show = (event: PageTransitionEvent) => {
      if (event.persisted && !stopped && !source) void connect();
    };
    window.addEventListener('pagehide', hide);
    window.addEventListener('pageshow', show);
    void connect();
    return () => {
      stopped = true;
      window.removeEventListener('pagehide', hide);
      window.removeEventListener('pageshow', show);
      clearTimeout(timer);
      source?.close();
      update({ people: [] });
    };
  }, [companyId, userId, analysis, dispatch, notify]);
  return null;
}

/** An analysis editor says it is open (for presence) while it is mounted. */
export function useLiveAnalysis(kind: AnalysisKind, id: number): void {
  useEffect(() => {
    update({ analysis: liveAnalysisParam(kind, id), people: [] });
    return () => update({ analysis: null, people: [] });
  }, [kind, id]);
}

/** The name of the colleague who just changed this part, or this cell of it (for a few seconds), or null. */
function useRecentChange(kind: AnalysisKind, part: string, id: number, cell?: string): string | null {
  return useLiveState().recent.get(recentKey(kind, part, id, cell))?.name ?? null;
}

/**
 * For a table of cells of its own (not a kit grid): the mark of each cell of `kind` a colleague
 * just changed, the cell's class (placed, outlined) and its note, or null.
 */
export function useRecentCellMarks(kind: AnalysisKind): (part: string, id: number, cell: string) => { className: string; mark: ReactNode } | null {
  const { recent } = useLiveState();
  return (part, id, cell) => {
    const found = recent.get(recentKey(kind, part, id, cell));
    return found ? { className: CELL_MARKED_CLASS, mark: <CellMark text={LIVE_TEXTS.changedBy(found.name)} /> } : null;
  };
}

/**
 * The marks of a kit grid (NumberGrid's `marks`): each cell of `kind` a colleague just changed,
 * placed by `place` at its grid coordinates (none when the grid does not show it), with their name.
 */
export function useRecentGridMarks(kind: AnalysisKind, place: (cell: LiveCell) => readonly (readonly [row: string, column: string])[]): GridMarks | undefined {
  const { recent } = useLiveState();
  const marks: Record<string, Record<string, string>> = {};
  for (const mark of recent.values()) {
    if (mark.kind !== kind) continue;
    for (const [row, column] of place(mark)) (marks[row] ??= {})[column] = LIVE_TEXTS.changedBy(mark.name);
  }
  // The same object while the marks are the same: the grid's unmarked rows skip re-rendering.
  const text = Object.keys(marks).length === 0 ? '' : JSON.stringify(marks);
  return useMemo(() => (text ? (JSON.parse(text) as GridMarks) : undefined), [text]);
}

/** Who else has the open analysis open: their initials, each named on hover and to screen readers. */
export function LivePresence() {
  const { currentUser } = useHost();
  const others = useLiveState().people.filter((person) => person.id !== currentUser?.id);
  if (others.length === 0) return null;
  return (
    <ul aria-label={LIVE_TEXTS.presence} data-testid="live-presence" style={{ display: 'flex', gap: 4, listStyle: 'none', margin: 0, padding: 0 }}>
      {others.map((person) => (
        <li
          key={person.id}
          title={person.name}
          aria-label={person.name}
          style={{ width: 28, height: 28, borderRadius: '50%', display: 'grid', placeItems: 'center', background: '#455a64', color: '#fff', fontSize: 12, fontWeight: 600 }}
        >
          {initialsOf(person.name)}
        </li>
      ))}
    </ul>
  );
}

/** The mark of a row (or of one of its cells, `cell`) a colleague just changed: their name, for a few seconds. */
export function RecentChangeMark({ kind, part, id, cell }: { kind: AnalysisKind; part: string; id: number; cell?: string }) {
  const name = useRecentChange(kind, part, id, cell);
  if (!name) return null;
  return (
    <span role="status" data-testid="live-recent-change" style={{ fontSize: 12, color: '#1565c0', fontWeight: 600 }}>
      {LIVE_TEXTS.changedBy(name)}
    </span>
  );
}
