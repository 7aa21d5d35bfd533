import type { AnalysesSummary, Analysis, AnalysisKind, AnalysisPatchRequest, Mcp, NewAnalysisRequest, NewMcpRequest, NewMultifatorialRequest } from 'contracts';
import { baseApi } from 'contracts/client';

/**
 * An MCP in the shared analysis shape: the API answers it in camelCase, every other analysis in
 * snake_case, so its answers are mapped here, once, and every list, guard, page and report reads
 * one shape. `growthThreshold` and `growthBasis` keep the names they are sent under (POST and PATCH bodies).
 */
type McpAnalysis = Analysis & Pick<Mcp, 'growthThreshold' | 'growthBasis'>;

const fromMcp = (mcp: Mcp): McpAnalysis => ({
  id: mcp.id,
  company_id: mcp.companyId,
  name: mcp.name,
  description: mcp.description,
  growthThreshold: mcp.growthThreshold,
  growthBasis: mcp.growthBasis,
  created_at: mcp.createdAt,
  updated_at: mcp.updatedAt,
});

/**
 * Each kind's cache tag type and its paths: the company list and create at
 * /api/company/{companyId}/{list}/, the analysis at /api/{one}/{id}/ (PATCH under /api/v3/).
 * An MCP's rename may change its G or growth basis, and so its chart: it refreshes the MCP's data too.
 */
const KINDS = {
  ambiental: { tag: 'Ambiental', list: 'ambiental', one: 'ambientais', patchRefreshesData: false },
  swot: { tag: 'Swot', list: 'swots', one: 'swots', patchRefreshesData: false },
  mcp: { tag: 'Mcp', list: 'mcps', one: 'mcps', patchRefreshesData: true },
  multifatorial: { tag: 'Multifatorial', list: 'multifatoriais', one: 'multifatoriais', patchRefreshesData: false },
} as const satisfies Record<AnalysisKind, { tag: string; list: string; one: string; patchRefreshesData: boolean }>;

/**
 * The cache tags every analysis kind shares (its feature's api adds its own inside `data-{id}`):
 * - `company-{companyId}`: the company's list of that kind;
 * - `{id}` (a number): the analysis itself (the guard, the header);
 * - `data-{id}`: everything inside it, and so its chart.
 */
type TagOf<K extends AnalysisKind> = (typeof KINDS)[K]['tag'];
const analysisListTag = <K extends AnalysisKind>(kind: K, companyId: number): { type: TagOf<K>; id: string } => ({ type: KINDS[kind].tag, id: `company-${companyId}` });
export const analysisTag = <K extends AnalysisKind>(kind: K, id: number): { type: TagOf<K>; id: number } => ({ type: KINDS[kind].tag, id });
export const analysisDataTag = <K extends AnalysisKind>(kind: K, id: number): { type: TagOf<K>; id: string } => ({ type: KINDS[kind].tag, id: `data-${id}` });

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
    /** GET /api/company/{companyId}/{ambiental|swots|mcps|multifatoriais}/ */
    getAnalysisList: build.query<Analysis[], Target>({
      query: ({ kind, companyId }) => `/api/company/${companyId}/${KINDS[kind].list}/`,
      transformResponse: (answer: unknown[], _meta, { kind }) => answer.map((item) => asAnalysis(kind, item)),
      providesTags: (_result, _error, { kind, companyId }) => [analysisListTag(kind, companyId)],
    }),
    /** The company's lists of several kinds at once (the company report): one list call per kind. */
    getAnalysisLists: build.query<Partial<Record<AnalysisKind, Analysis[]>>, { kinds: readonly AnalysisKind[]; companyId: number }>({
      queryFn: async ({ kinds, companyId }, _api, _options, fetchList) => {
        const answers = await Promise.all(kinds.map((kind) => fetchList(`/api/company/${companyId}/${KINDS[kind].list}/`)));
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
      providesTags: (_result, _error, companyId) => (Object.keys(KINDS) as AnalysisKind[]).map((kind) => analysisListTag(kind, companyId)),
    }),
    /** GET /api/{ambientais|swots|mcps|multifatoriais}/{id}/ */
    getAnalysis: build.query<Analysis, { kind: AnalysisKind; id: number }>({
      query: ({ kind, id }) => `/api/${KINDS[kind].one}/${id}/`,
      transformResponse: (answer: unknown, _meta, { kind }) => asAnalysis(kind, answer),
      providesTags: (_result, _error, { kind, id }) => [analysisTag(kind, id)],
    }),
    /** POST /api/company/{companyId}/{list}/ */
    createAnalysis: build.mutation<Analysis, Target & { body: NewAnalysisBody }>({
      query: ({ kind, companyId, body }) => ({ url: `/api/company/${companyId}/${KINDS[kind].list}/`, method: 'POST', body }),
      transformResponse: (answer: unknown, _meta, { kind }) => asAnalysis(kind, answer),
      invalidatesTags: (_result, error, { kind, companyId }) => (error ? [] : [analysisListTag(kind, companyId)]),
    }),
    /** PATCH /api/v3/{one}/{id}/ with the changed fields only. */
    updateAnalysis: build.mutation<Analysis, Target & { id: number; patch: AnalysisPatchBody }>({
      query: ({ kind, id, patch }) => ({ url: `/api/v3/${KINDS[kind].one}/${id}/`, method: 'PATCH', body: patch }),
      transformResponse: (answer: unknown, _meta, { kind }) => asAnalysis(kind, answer),
      invalidatesTags: (_result, error, { kind, companyId, id }) =>
        error ? [] : [analysisListTag(kind, companyId), analysisTag(kind, id), ...(KINDS[kind].patchRefreshesData ? [analysisDataTag(kind, id)] : [])],
    }),
    /** DELETE /api/{one}/{id}/ */
    deleteAnalysis: build.mutation<unknown, Target & { id: number }>({
      query: ({ kind, id }) => ({ url: `/api/${KINDS[kind].one}/${id}/`, method: 'DELETE' }),
      invalidatesTags: (_result, error, { kind, companyId }) => (error ? [] : [analysisListTag(kind, companyId)]),
    }),
  }),
});

/** The company's analyses of one kind (its list page, the overview, the company report, an import box). */
export const useAnalysisList = (kind: AnalysisKind, companyId: number, options: { skip?: boolean } = {}) =>
  analysesApi.useGetAnalysisListQuery({ kind, companyId }, options);

export const { useGetAnalysesSummaryQuery, useGetAnalysisListsQuery, useGetAnalysisQuery, useCreateAnalysisMutation, useUpdateAnalysisMutation, useDeleteAnalysisMutation } = analysesApi;
