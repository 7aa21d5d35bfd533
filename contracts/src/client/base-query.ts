import { fetchBaseQuery, type BaseQueryFn, type FetchArgs, type FetchBaseQueryMeta } from '@reduxjs/toolkit/query/react';
import { MESSAGES, PAGE_DATA_GLOBAL, PAGE_DATA_TTL_MS, pageDataKey, type FieldErrors, type PageDataCalls } from 'contracts';
import { getStoredToken, readCookie, XSRF_COOKIE, XSRF_HEADER } from './token.js';

/** A stale write's (412) message as the page shows it, naming who changed the item. */
const staleVersionMessage = (changedByName: string): string => `${changedByName} alterou este item. Veja a versão atual e salve de novo.`;

/** What every failed call gives its caller: the envelope's errors and message, or a communication error. */
export interface ApiError {
  /** HTTP status, or 'FETCH_ERROR' when the server could not be reached or answered garbage. */
  status: number | 'FETCH_ERROR';
  errors: FieldErrors;
  message: string;
  /** The error envelope's `data`: what a 412 says of the current version or the conflicting cells. */
  data?: unknown;
}

/**
 * A call's arguments; a write of a versioned resource (an analysis or one of its parts) names
 * the `version` the page holds, sent as `If-Match: "<version>"` so a colleague's newer change
 * is answered 412 instead of being overwritten.
 */
export type VersionedArgs = FetchArgs & { version?: number };

export type EnvelopeBaseQuery = BaseQueryFn<string | VersionedArgs, unknown, ApiError, object, FetchBaseQueryMeta>;

/** A 412: the page's copy is stale, so the resource's cache tags are refreshed although nothing was written. */
export const isStale = (error: unknown): boolean => (error as { status?: unknown } | undefined)?.status === 412;

/** The args with their `version` turned into the If-Match header. */
function withIfMatch(args: string | VersionedArgs): string | FetchArgs {
  if (typeof args === 'string' || args.version === undefined) return args;
  const { version, ...rest } = args;
  const headers = new Headers(rest.headers as HeadersInit | undefined);
  headers.set('If-Match', `"${version}"`);
  return { ...rest, headers };
}

const SAFE_METHODS = new Set(['GET', 'HEAD']);

/**
 * The server could not say: unreachable (offline, server down: "Sem conexão com o servidor.",
 * issue 14) or an answer outside the envelope contract (the seed's communication error).
 */
function communicationError(status: ApiError['status']): ApiError {
  const message = status === 'FETCH_ERROR' ? MESSAGES.serverUnreachable : MESSAGES.communicationError;
  return { status, errors: { general: [message] }, message };
}

interface EnvelopeBody {
  success: boolean;
  data?: unknown;
  errors?: FieldErrors;
  message?: string;
}

const isEnvelope = (body: unknown): body is EnvelopeBody =>
  typeof body === 'object' && body !== null && typeof (body as { success?: unknown }).success === 'boolean';

/**
 * A single resource's 412 names who changed it (`data.changedBy.name`, as in contracts
 * `lastChangeSchema`); the message says so. Read without zod: this module is part of every
 * page's first load.
 */
function staleBy(data: unknown): string | undefined {
  const name = (data as { changedBy?: { name?: unknown } | null } | null | undefined)?.changedBy?.name;
  return typeof name === 'string' ? name : undefined;
}

function failure(status: number, body: EnvelopeBody): ApiError {
  const named = status === 412 && body.message === MESSAGES.staleVersion ? staleBy(body.data) : undefined;
  const errors = named ? { ...body.errors, general: [staleVersionMessage(named)] } : (body.errors ?? {});
  const message = named ? staleVersionMessage(named) : (body.message ?? errors.general?.[0] ?? MESSAGES.communicationError);
  return { status, errors: Object.keys(errors).length > 0 ? errors : { general: [message] }, message, ...(body.data === undefined ? {} : { data: body.data }) };
}

/**
 * The page's early answer to this call, if its server copy sent the same call as it opened
 * (contracts page-data.ts: same method, URL, body and token), taken once and only while fresh.
 */
async function earlyAnswer(request: Request): Promise<Promise<Response> | undefined> {
  const calls = (globalThis as { [PAGE_DATA_GLOBAL]?: PageDataCalls })[PAGE_DATA_GLOBAL];
  if (!calls || Date.now() - calls.at > PAGE_DATA_TTL_MS) return undefined;
  if (request.headers.get('Authorization') !== `Token ${calls.token}`) return undefined;
  const url = new URL(request.url);
  const call = pageDataKey(request.method, `${url.pathname}${url.search}`);
  // A body is read (from a clone) only for a call the page did send early: a cloned body goes
  // out as a stream, which DevTools (and so the e2e suites) cannot show.
  if (!Object.keys(calls.responses).some((key) => key === call || key.startsWith(`${call} `))) return undefined;
  const key = SAFE_METHODS.has(request.method) ? call : pageDataKey(request.method, `${url.pathname}${url.search}`, await request.clone().text());
  const answer = calls.responses[key];
  if (answer) delete calls.responses[key];
  return answer;
}

/** fetch, or the early answer to the same call; an early call that failed is sent again. */
async function fetchOrEarlyAnswer(input: RequestInfo, init?: RequestInit): Promise<Response> {
  const early = input instanceof Request ? await earlyAnswer(input) : undefined;
  if (early) {
    try {
      return await early;
    } catch {
      // Sent again below, as if there had been no early call.
    }
  }
  return fetch(input, init);
}

/**
 * fetchBaseQuery plus the product's conventions: `Authorization: Token …` from storage,
 * the XSRF header on non-GET calls, and the envelope `{ success, data, errors, message }`
 * unwrapped into `data` or an {@link ApiError}; a call the page sent early is answered from it.
 */
export function createEnvelopeBaseQuery(baseUrl = ''): EnvelopeBaseQuery {
  const rawBaseQuery = fetchBaseQuery({
    baseUrl,
    credentials: 'same-origin',
    fetchFn: fetchOrEarlyAnswer,
    prepareHeaders: (headers, { arg, getState }) => {
      // The session's token (see session.ts), or the stored one outside an app store.
      const token = (getState() as { auth?: { token: string | null } }).auth?.token ?? getStoredToken();
      if (token) headers.set('Authorization', `Token ${token}`);
      const method = (typeof arg === 'string' ? 'GET' : ((arg as FetchArgs).method ?? 'GET')).toUpperCase();
      const xsrf = readCookie(XSRF_COOKIE);
      if (xsrf && !SAFE_METHODS.has(method)) headers.set(XSRF_HEADER, xsrf);
      return headers;
    },
  });

  return async (args, api, extraOptions) => {
    const result = await rawBaseQuery(withIfMatch(args), api, extraOptions);
    const { meta } = result;
    if (result.error) {
      const error = result.error;
      if (typeof error.status === 'number' && isEnvelope(error.data)) return { error: failure(error.status, error.data), meta };
      // A body that is not JSON (a proxy's HTML page) keeps its HTTP status for diagnosis.
      const status = error.status === 'PARSING_ERROR' ? error.originalStatus : typeof error.status === 'number' ? error.status : 'FETCH_ERROR';
      return { error: communicationError(status), meta };
    }
    const body = result.data;
    const status = meta?.response?.status ?? 200;
    // A 2xx without an envelope breaks the API contract: the caller cannot trust it.
    if (!isEnvelope(body)) return { error: communicationError(status), meta };
    if (!body.success) return { error: failure(status, body), meta };
    return { data: body.data ?? null, meta };
  };
}
