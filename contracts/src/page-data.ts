import { ANALYSIS_KIND_KEYS, ANALYSIS_KINDS, type AnalysisKind, type AnalysisPage, apiUrl, kindAt } from './analyses/kinds.js';
import { currentMonth } from './format/date.js';
import { parseId } from './parse-id.js';
import { TOKEN_STORAGE_KEY, XSRF_COOKIE, XSRF_HEADER } from './session-keys.js';

/**
 * Early data of a page (issue 23): the API calls a signed-in page makes as it opens, which the
 * server's copy of the page starts itself, from its first bytes, while the app's scripts are
 * still downloading. On a phone each of these calls otherwise waits for the scripts, then for the
 * call before it (session → company → analysis → the page's data): a round trip each.
 *
 * The backend writes the page's list into the page (`PAGE_DATA_ELEMENT_ID`, JSON) with
 * `PAGE_DATA_SCRIPT`, which sends the calls with the stored token; contracts/client's base query
 * takes each answer instead of sending the same call again (`pageDataKey`). A list that names a
 * call the page does not make only costs that call: every-page.spec checks that none is left.
 */

/** One call of a page's opening: what the app's base query sends for it. */
export interface PageDataRequest {
  method: 'GET' | 'POST';
  url: string;
  /** A POST's JSON body. */
  body?: Record<string, unknown>;
}

/** The id of the page's `<script type="application/json">` that lists its calls. */
export const PAGE_DATA_ELEMENT_ID = 'page-data-requests';

/** The global the early calls are left in for the base query, and the stored token they carry. */
export const PAGE_DATA_GLOBAL = '__pageData';

/** What the early calls leave on `window[PAGE_DATA_GLOBAL]`. */
export interface PageDataCalls {
  token: string;
  /** Date.now() when they were sent: an answer older than PAGE_DATA_TTL_MS is not used. */
  at: number;
  responses: Partial<Record<string, Promise<Response>>>;
}

/** An early answer is for the page's opening only, not for a later visit of the same call. */
export const PAGE_DATA_TTL_MS = 20_000;

/** The key of a call: method, URL and (POST) the JSON body exactly as sent. */
export const pageDataKey = (method: string, url: string, body?: string): string => `${method.toUpperCase()} ${url}${body ? ` ${body}` : ''}`;

/**
 * Sends the listed calls with the stored token (none without one) and the XSRF cookie's header
 * on a POST, as contracts/client's base query does (session-keys.ts). Inline in the page, allowed by its
 * hash in the Content-Security-Policy; plain ES5 so that no browser the app supports stumbles.
 */
export const PAGE_DATA_SCRIPT =
  `(function(){try{var t=localStorage.getItem('${TOKEN_STORAGE_KEY}'),e=document.getElementById('${PAGE_DATA_ELEMENT_ID}');if(!t||!e||!window.fetch)return;` +
  `var x=(document.cookie.match(/(?:^|;\\s*)${XSRF_COOKIE}=([^;]*)/)||[])[1],d=window.${PAGE_DATA_GLOBAL}={token:t,at:Date.now(),responses:{}};` +
  `JSON.parse(e.textContent).forEach(function(r){var h={Authorization:'Token '+t},b;` +
  `if(r.body){b=JSON.stringify(r.body);h['Content-Type']='application/json';if(x)h['${XSRF_HEADER}']=decodeURIComponent(x);}` +
  `var p=fetch(r.url,{method:r.method,headers:h,body:b,credentials:'same-origin'});p.catch(function(){});` +
  `d.responses[r.method+' '+r.url+(b?' '+b:'')]=p;});}catch(_){}})();`;

const SESSION: PageDataRequest = { method: 'GET', url: '/api/general/get_authenticated_user' };

/** A page's first calls (its descriptor's `calls`) for the analysis `id` of company `companyId`. */
const pageCalls = ({ calls = [] }: AnalysisPage, id: number, companyId: number): string[] =>
  calls.map((call) => call.replaceAll('{id}', String(id)).replaceAll('{companyId}', String(companyId)).replaceAll('{month}', currentMonth()));

/** Each kind's report section (its chunk group): its analysis's report page and the company report show it. */
const reportChunk = (kind: string) => `page-${kind}-report`;

/**
 * The company area's own pages, by the path after /empresa/{id}: the overview and the company
 * report, their first calls and their chunk groups (mfe-matrices routes.ts; the report's chunk
 * holds every kind's section).
 */
const COMPANY_PAGES: Record<string, { calls: (companyId: number) => string[]; chunks: string[] }> = {
  '': { calls: (companyId) => [`/api/company/${companyId}/analyses_summary/`], chunks: ['page-overview'] },
  relatorio: {
    calls: (companyId) => ANALYSIS_KIND_KEYS.map((kind) => apiUrl(ANALYSIS_KINDS[kind].routes.list, companyId)),
    chunks: ['page-company-report'],
  },
};

const COMPANY_AREA = /^\/empresa\/([^/]+)(?:\/(.*?))?\/?$/;
const ANALYSIS = /^([a-z]+)\/([^/]+)(?:\/([a-z]+))?$/;

const get = (url: string): PageDataRequest => ({ method: 'GET', url });

/** A path of a company's area (/empresa/{id}/…): the company, and the rest ('' for its overview). */
function companyAreaOf(pathname: string): { companyId: number; rest: string } | null {
  const area = COMPANY_AREA.exec(pathname);
  const companyId = area ? parseId(area[1]) : null;
  return area && companyId !== null ? { companyId, rest: area[2] ?? '' } : null;
}

/** An analysis's page in a company's area ('mcp/9/grafico'): its kind, its id and the page (none for the editor's index). */
function analysisPageOf(rest: string): { kind: AnalysisKind; id: number | null; page: string | undefined } | null {
  const analysis = ANALYSIS.exec(rest);
  const kind = analysis ? kindAt(analysis[1]!) : undefined;
  return kind ? { kind, id: parseId(analysis![2]), page: analysis![3] } : null;
}

/**
 * The calls a signed-in page at `pathname` makes as it opens, in the order it makes them: the
 * session check on every page; in a company's area (/empresa/{id}/…) the company's basic info,
 * then, on an analysis's pages, the analysis its guard loads and the page's own first calls
 * (those that depend on no earlier answer). Only ids the app itself would accept are used.
 */
export function pageDataRequests(pathname: string): PageDataRequest[] {
  const area = companyAreaOf(pathname);
  if (!area) return [SESSION];
  const { companyId, rest } = area;
  const requests: PageDataRequest[] = [SESSION, { method: 'POST', url: '/api/general/get_company_basic_info', body: { id: companyId } }];
  const companyPage = COMPANY_PAGES[rest];
  if (companyPage) return [...requests, ...companyPage.calls(companyId).map(get)];
  const analysis = analysisPageOf(rest);
  if (!analysis || analysis.id === null) return requests;
  const { routes, pages } = ANALYSIS_KINDS[analysis.kind];
  const page: AnalysisPage | undefined = analysis.page !== undefined && Object.hasOwn(pages, analysis.page) ? pages[analysis.page as keyof typeof pages] : undefined;
  return [...requests, get(apiUrl(routes.one, analysis.id)), ...(page ? pageCalls(page, analysis.id, companyId).map(get) : [])];
}

/** What a remote's build writes beside its manifest: its pages' chunk groups and their files (contracts/tooling PageChunksPlugin). */
export const PAGE_CHUNKS_FILE = 'page-chunks.json';

/**
 * The chunk groups (webpackChunkName) of the matrices remote that the page at `pathname` opens
 * with, in its build's page-chunks.json: the overview, the company report and each kind's section
 * ("page-{kind}-report"), or an analysis's page ("page-{kind}-{path}"; its report page:
 * "page-analysis-report" and its kind's section; its history: "page-analysis-history" and its
 * kind's chart page; mfe-matrices app/analyses.ts). The server
 * preloads their files with the page, so they download beside the shell's scripts (issue 23);
 * the analyses' guard is in the remote's routes module, preloaded anyway.
 */
export function pageChunkGroups(pathname: string): string[] {
  const area = companyAreaOf(pathname);
  if (!area) return [];
  const companyPage = COMPANY_PAGES[area.rest];
  if (companyPage) return companyPage.chunks;
  const analysis = analysisPageOf(area.rest);
  if (!analysis || analysis.id === null) return [];
  const { kind, page } = analysis;
  if (page === 'relatorio') return ['page-analysis-report', reportChunk(kind)];
  // The history draws a past chart with the kind's chart view, in its chart page's chunk.
  if (page === 'historico') return ['page-analysis-history', `page-${kind}-grafico`];
  return page ? [`page-${kind}-${page}`] : [];
}
