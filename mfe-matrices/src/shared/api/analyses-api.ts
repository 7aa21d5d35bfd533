import {
  type AnalysesSummary,
  type Analysis,
  ANALYSIS_KIND_KEYS,
  ANALYSIS_KINDS,
  type AnalysisKind,
  type AnalysisPatchRequest,
  apiUrl,
  type Mcp,
  type NewAnalysisRequest,
  type NewMcpRequest,
  type NewMultifatorialRequest,
} from 'contracts';
import type { EndpointDefinitions } from '@reduxjs/toolkit/query';
import { baseApi, isStale, type VersionedArgs } from 'contracts/client';

/**
 * An MCP in the shared analysis shape: the API answers it in camelCase, every other analysis in
 * snake_case, so its answers are mapped here, once, and every list, guard, page and report reads
 * one shape. `growthThreshold` and `growthBasis` keep the names they are sent under (POST and PATCH bodies).
 */
type McpAnalysis = Analysis & Pick<Mcp, 'growthThreshold' | 'growthBasis'>;

const fromMcp = (mcp: Mcp): McpAnalysis => ({
  id: mcp.id,
  version: mcp.version,
  company_id: mcp.companyId,
  name: mcp.name,
  description: mcp.description,
  growthThreshold: mcp.growthThreshold,
  growthBasis: mcp.growthBasis,
  created_at: mcp.createdAt,
  updated_at: mcp.updatedAt,
});

/** Each kind's cache tag type and its URLs (the company's list, the analysis, its PATCH): its contracts descriptor's. */
const listUrl = (kind: AnalysisKind, companyId: number) => apiUrl(ANALYSIS_KINDS[kind].routes.list, companyId);
const oneUrl = (kind: AnalysisKind, id: number) => apiUrl(ANALYSIS_KINDS[kind].routes.one, id);
/** An MCP's rename may change its G or growth basis, and so its chart: it refreshes the MCP's data too. */
const patchRefreshesData = (kind: AnalysisKind) => kind === 'mcp';

/**
 * The cache tags every analysis kind shares (its feature's api adds its own inside `data-{id}`):
 * - `company-{companyId}`: the company's list of that kind;
 * - `{id}` (a number): the analysis itself (the guard, the header);
 * - `data-{id}`: everything inside it, and so its chart.
 */
type TagOf<K extends AnalysisKind> = (typeof ANALYSIS_KINDS)[K]['tag'];
const analysisListTag = <K extends AnalysisKind>(kind: K, companyId: number): { type: TagOf<K>; id: string } => ({ type: ANALYSIS_KINDS[kind].tag, id: `company-${companyId}` });
export const analysisTag = <K extends AnalysisKind>(kind: K, id: number): { type: TagOf<K>; id: number } => ({ type: ANALYSIS_KINDS[kind].tag, id });
export const analysisDataTag = <K extends AnalysisKind>(kind: K, id: number): { type: TagOf<K>; id: string } => ({ type: ANALYSIS_KINDS[kind].tag, id: `data-${id}` });
/**
 * `derived-{id}`: what is computed from the parts (charts, history), beside `data-{id}`; a save
 * that puts its own answer in the cache (the grade sheet) refreshes these instead of all the data.
 */
export const analysisDerivedTag = <K extends AnalysisKind>(kind: K, id: number): { type: TagOf<K>; id: string } => ({ type: ANALYSIS_KINDS[kind].tag, id: `derived-${id}` });

/**
 * The tags a kind's feature api uses for what is inside an analysis: `dataTag(id)`; `inside(id)`,
 * what a change inside refreshes (its data and charts, and the analysis's updated_at); and
 * `onSuccess(tags)`, which refreshes nothing when the mutation failed (the server changed
 * nothing), except after a 412: the page's copy is stale, so it fetches the colleague's change.
 */
export function partTags<K extends AnalysisKind>(kind: K) {
  const dataTag = (id: number) => analysisDataTag(kind, id);
  return {
    dataTag,
    derivedTag: (id: number) => analysisDerivedTag(kind, id),
    inside: (id: number) => [dataTag(id), analysisTag(kind, id)],
    onSuccess:
      <A>(tags: (arg: A) => { type: TagOf<K>; id: string | number }[]) =>
      (_result: unknown, error: unknown, arg: A) =>
        error && !isStale(error) ? [] : tags(arg),
  };
}

/** The endpoint builder a feature api's `injectEndpoints` hands over. */
type EndpointBuild = Parameters<Parameters<typeof baseApi.injectEndpoints>[0]['endpoints']>[0];

/**
 * The endpoints of a kind's parts, with their cache tags made once: every call names its
 * analysis by `param` (`{ ambientalId }`), a read provides the analysis's `data-{id}`, a write
 * refreshes it and the analysis (`partTags`' `inside`, after success or a 412). `update` and
 * `remove` are the PUT and DELETE of one part by its route (`/api/factors/`) and id, with the
 * version the page holds.
 */
export function partEndpoints<K extends AnalysisKind, P extends string>(build: EndpointBuild, kind: K, param: P) {
  type In = Record<P, number>;
  const { dataTag, inside, onSuccess } = partTags(kind);
  const refresh = onSuccess((arg: In) => inside(arg[param]));
  return {
    dataTag,
    /** GET `url(id)`: something inside the analysis `id`. */
    read: <T>(url: (id: number) => string) => build.query<T, number>({ query: url, providesTags: (_result, _error, id) => [dataTag(id)] }),
    /** A write inside the analysis (a POST or PUT of its own). */
    write: <T, A = object>(request: (arg: In & A) => VersionedArgs) => build.mutation<T, In & A>({ query: request, invalidatesTags: refresh }),
    /** PUT `{route}{id}/`: one part. */
    update: <T, Body>(route: string) =>
      build.mutation<T, In & { id: number; version: number; body: Body }>({
        query: ({ id, version, body }) => ({ url: `${route}${id}/`, method: 'PUT', body, version }),
        invalidatesTags: refresh,
      }),
    /** DELETE `{route}{id}/`: one part (and what hangs from it). */
    remove: (route: string) =>
      build.mutation<null, In & { id: number; version: number }>({
        query: ({ id, version }) => ({ url: `${route}${id}/`, method: 'DELETE', version }),
        invalidatesTags: refresh,
      }),
  };
}

/**
 * A kind's feature api: `endpoints` lists its calls, most of them made by `parts`
 * (partEndpoints, its analysis named by `param`).
 */
export const injectPartEndpoints = <K extends AnalysisKind, P extends string, E extends EndpointDefinitions>(
  kind: K,
  param: P,
  endpoints: (parts: ReturnType<typeof partEndpoints<K, P>>, build: EndpointBuild) => E,
) => baseApi.injectEndpoints({ endpoints: (build) => endpoints(partEndpoints(build, kind, param), build) });

/** An answer of any kind in the shared shape. */
const asAnalysis = (kind: AnalysisKind, answer: unknown): Analysis => (kind === 'mcp' ? fromMcp(answer as Mcp) : (answer as Analysis));

/** What creating sends: name and description, and a kind's own fields (an MCP's G and growth basis, the MCP a multifatorial imports). */
export type NewAnalysisBody = NewAnalysisRequest & Pick<NewMcpRequest, 'growthThreshold' | 'growthBasis'> & Pick<NewMultifatorialRequest, 'mcpId'>;
export type AnalysisPatchBody = AnalysisPatchRequest & Pick<NewMcpRequest, 'growthThreshold' | 'growthBasis'>;

interface Target {
  kind: AnalysisKind;
  companyId: number;
}

const analysesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET the kind's `routes.list` (contracts ANALYSIS_KINDS). */
    getAnalysisList: build.query<Analysis[], Target>({
      query: ({ kind, companyId }) => listUrl(kind, companyId),
      transformResponse: (answer: unknown[], _meta, { kind }) => answer.map((item) => asAnalysis(kind, item)),
      providesTags: (_result, _error, { kind, companyId }) => [analysisListTag(kind, companyId)],
    }),
    /** The company's lists of several kinds at once (the company report): one list call per kind. */
    getAnalysisLists: build.query<Partial<Record<AnalysisKind, Analysis[]>>, { kinds: readonly AnalysisKind[]; companyId: number }>({
      queryFn: async ({ kinds, companyId }, _api, _options, fetchList) => {
        const answers = await Promise.all(kinds.map((kind) => fetchList(listUrl(kind, companyId))));
        const failed = answers.find((answer) => answer.error);
        if (failed?.error) return { error: failed.error };
        return { data: Object.fromEntries(kinds.map((kind, index) => [kind, (answers[index]!.data as unknown[]).map((item) => asAnalysis(kind, item))])) };
      },
      providesTags: (_result, _error, { kinds, companyId }) => kinds.map((kind) => analysisListTag(kind, companyId)),
    }),
    /**
     * GET /api/company/{companyId}/analyses_summary/: each kind's count and last changed
     * analysis, the overview's tiles in one call; any list change of the company refreshes it.
     */
    getAnalysesSummary: build.query<AnalysesSummary, number>({
      query: (companyId) => `/api/company/${companyId}/analyses_summary/`,
      providesTags: (_result, _error, companyId) => ANALYSIS_KIND_KEYS.map((kind) => analysisListTag(kind, companyId)),
    }),
    /** GET the kind's `routes.one`. */
    getAnalysis: build.query<Analysis, { kind: AnalysisKind; id: number }>({
      query: ({ kind, id }) => oneUrl(kind, id),
      transformResponse: (answer: unknown, _meta, { kind }) => asAnalysis(kind, answer),
      providesTags: (_result, _error, { kind, id }) => [analysisTag(kind, id)],
    }),
    /** POST the kind's `routes.list`. */
    createAnalysis: build.mutation<Analysis, Target & { body: NewAnalysisBody }>({
      query: ({ kind, companyId, body }) => ({ url: listUrl(kind, companyId), method: 'POST', body }),
      transformResponse: (answer: unknown, _meta, { kind }) => asAnalysis(kind, answer),
      invalidatesTags: (_result, error, { kind, companyId }) => (error ? [] : [analysisListTag(kind, companyId)]),
    }),
    /** PATCH the kind's `routes.patch` with the changed fields only. */
    updateAnalysis: build.mutation<Analysis, Target & { id: number; version: number; patch: AnalysisPatchBody }>({
      query: ({ kind, id, version, patch }) => ({ url: apiUrl(ANALYSIS_KINDS[kind].routes.patch, id), method: 'PATCH', body: patch, version }),
      transformResponse: (answer: unknown, _meta, { kind }) => asAnalysis(kind, answer),
      invalidatesTags: (_result, error, { kind, companyId, id }) =>
        error && !isStale(error) ? [] : [analysisListTag(kind, companyId), analysisTag(kind, id), ...(patchRefreshesData(kind) ? [analysisDataTag(kind, id)] : [])],
    }),
    /** DELETE the kind's `routes.one`. */
    deleteAnalysis: build.mutation<unknown, Target & { id: number; version: number }>({
      query: ({ kind, id, version }) => ({ url: oneUrl(kind, id), method: 'DELETE', version }),
      invalidatesTags: (_result, error, { kind, companyId }) => (error && !isStale(error) ? [] : [analysisListTag(kind, companyId)]),
    }),
  }),
});

/** The company's analyses of one kind (its list page, the overview, the company report, an import box). */
export const useAnalysisList = (kind: AnalysisKind, companyId: number, options: { skip?: boolean } = {}) =>
  analysesApi.useGetAnalysisListQuery({ kind, companyId }, options);

export const { useGetAnalysesSummaryQuery, useGetAnalysisListsQuery, useGetAnalysisQuery, useCreateAnalysisMutation, useUpdateAnalysisMutation, useDeleteAnalysisMutation } = analysesApi;
