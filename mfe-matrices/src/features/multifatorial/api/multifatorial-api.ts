import type {
  CategoryRequest,
  ChartSvg,
  ChartPeriodRequest,
  ChartTimeLimits,
  CriterionRequest,
  GradesRequest,
  MonthGrades,
  MultifatorialCategory,
  MultifatorialCategoryWithItems,
  MultifatorialChartSvgQuery,
  MultifatorialChartWire,
  MultifatorialCriterion,
  MultifatorialItem,
  MultifatorialItemRequest,
  MultifatorialPoint,
  NewCriterionRequest,
} from 'contracts';
import { expandMultifatorialPoints } from 'contracts';
import { analysisTag, injectPartEndpoints, partTags } from '../../../shared/api/analyses-api';

/** What is computed from grades (the charts, the history) carries `derived-{id}` too: a grade save refreshes only it. */
const { derivedTag, inside, onSuccess } = partTags('multifatorial');

/** What hangs from the analysis's `data-{id}` tag (shared/api/analyses-api `partEndpoints`): its criteria, markets, items and grades, and so its charts. */
export const multifatorialApi = injectPartEndpoints('multifatorial', 'multifatorialId', (parts, build) => {
  const { dataTag } = parts;
  return {
    /** Re-syncs from the linked MCP, or links `mcpId`. */
    importMcp: parts.write<MultifatorialCategoryWithItems[], { mcpId?: number }>(({ multifatorialId, mcpId }) => ({
      url: `/api/multifatoriais/${multifatorialId}/import_mcp/`,
      method: 'POST',
      body: mcpId ? { mcpId } : {},
    })),
    getCriteria: parts.read<MultifatorialCriterion[]>((id) => `/api/multifatoriais/${id}/criteria/`),
    createCriterion: parts.write<MultifatorialCriterion, { body: NewCriterionRequest }>(({ multifatorialId, body }) => ({ url: `/api/multifatoriais/${multifatorialId}/criteria/`, method: 'POST', body })),
    updateCriterion: parts.update<MultifatorialCriterion, CriterionRequest>('/api/criteria/'),
    deleteCriterion: parts.remove('/api/criteria/'),
    /** The markets with their items. */
    getMarkets: parts.read<MultifatorialCategoryWithItems[]>((id) => `/api/multifatorial/${id}/categories/`),
    createMarket: parts.write<MultifatorialCategory, { body: CategoryRequest }>(({ multifatorialId, body }) => ({ url: `/api/multifatorial/${multifatorialId}/categories/`, method: 'POST', body })),
    updateMarket: parts.update<MultifatorialCategory, CategoryRequest>('/api/category/'),
    deleteMarket: parts.remove('/api/category/'),
    createItem: parts.write<MultifatorialItem, { categoryId: number; body: MultifatorialItemRequest }>(({ multifatorialId, categoryId, body }) => ({
      url: `/api/multifatorial/${multifatorialId}/categories/${categoryId}/items/`,
      method: 'POST',
      body,
    })),
    updateItem: parts.update<MultifatorialItem, MultifatorialItemRequest>('/api/multifatorial_items/'),
    deleteItem: parts.remove('/api/multifatorial_items/'),
    /** GET /api/multifatoriais/{id}/grades/?date= */
    getGrades: build.query<MonthGrades, { multifatorialId: number; date: string }>({
      query: ({ multifatorialId, date }) => `/api/multifatoriais/${multifatorialId}/grades/?date=${encodeURIComponent(date)}`,
      providesTags: (_result, _error, { multifatorialId }) => [dataTag(multifatorialId)],
    }),
    /**
     * PUT /api/multifatoriais/{id}/grades/: a month's grades, all or nothing. It answers only the
     * grades it wrote, which the page merges into the month's cache (`mergeSavedGrades`), so only
     * what is computed from grades (charts, history) and the analysis are refetched; a 412
     * refetches everything inside.
     */
    saveGrades: build.mutation<MonthGrades, { multifatorialId: number; body: GradesRequest }>({
      query: ({ multifatorialId, body }) => ({ url: `/api/multifatoriais/${multifatorialId}/grades/`, method: 'PUT', body }),
      invalidatesTags: (result, error, arg) =>
        error ? onSuccess(({ multifatorialId }: { multifatorialId: number }) => inside(multifatorialId))(result, error, arg) : [derivedTag(arg.multifatorialId), analysisTag('multifatorial', arg.multifatorialId)],
    }),
    /** GET /api/company/{companyId}/multifatoriais/chart_time_limits/?multifatorial= */
    getChartTimeLimits: build.query<ChartTimeLimits, { companyId: number; multifatorialId: number }>({
      query: ({ companyId, multifatorialId }) => `/api/company/${companyId}/multifatoriais/chart_time_limits/?multifatorial=${multifatorialId}`,
      providesTags: (_result, _error, { multifatorialId }) => [dataTag(multifatorialId), derivedTag(multifatorialId)],
    }),
    /** POST …/simple_chart_data_for_period/ or …/detailed_chart_data_for_period/ for one multifatorial (a read: a query). */
    getChartPoints: build.query<MultifatorialPoint[], { companyId: number; detailed: boolean; body: ChartPeriodRequest & { multifatorialId: number } }>({
      query: ({ companyId, detailed, body }) => ({
        url: `/api/company/${companyId}/multifatoriais/${detailed ? 'detailed' : 'simple'}_chart_data_for_period/`,
        method: 'POST',
        body,
      }),
      // The detailed chart comes compact: its points are made here.
      transformResponse: (data: MultifatorialPoint[] | MultifatorialChartWire, _meta, { detailed }) =>
        detailed ? expandMultifatorialPoints(data as MultifatorialChartWire) : (data as MultifatorialPoint[]),
      providesTags: (_result, _error, { body }) => [dataTag(body.multifatorialId), derivedTag(body.multifatorialId)],
    }),
    /** GET /api/company/{companyId}/multifatoriais/chart_svg/?multifatorial=&width=&height=: the chart page's first screen, drawn by the server. */
    getMultifatorialChartSvg: build.query<ChartSvg, { companyId: number; query: MultifatorialChartSvgQuery & { multifatorial: number } }>({
      query: ({ companyId, query }) => ({ url: `/api/company/${companyId}/multifatoriais/chart_svg/`, params: query }),
      providesTags: (_result, _error, { query }) => [dataTag(query.multifatorial), derivedTag(query.multifatorial)],
    }),
  };
});

export const {
  useImportMcpMutation,
  useGetCriteriaQuery,
  useCreateCriterionMutation,
  useUpdateCriterionMutation,
  useDeleteCriterionMutation,
  useGetMarketsQuery,
  useCreateMarketMutation,
  useCreateItemMutation,
  useGetGradesQuery,
  useLazyGetGradesQuery,
  useSaveGradesMutation,
  useGetChartTimeLimitsQuery,
  useGetChartPointsQuery,
  useGetMultifatorialChartSvgQuery,
} = multifatorialApi;
