import type {
  CategoryRequest,
  ChartPeriodRequest,
  ChartTimeLimits,
  CriterionRequest,
  GradesRequest,
  MonthGrades,
  MultifatorialCategory,
  MultifatorialCategoryWithItems,
  MultifatorialChartWire,
  MultifatorialCriterion,
  MultifatorialItem,
  MultifatorialItemRequest,
  MultifatorialPoint,
  NewCriterionRequest,
} from 'contracts';
import { expandMultifatorialPoints } from 'contracts';
import { baseApi } from 'contracts/client';
import { analysisTag, partTags } from '../../../shared/api/analyses-api';

/**
 * Cache tags of type 'Multifatorial' (the list's and the analysis's own: shared/api/analyses-api):
 * `data-{id}` holds its criteria, markets, items and grades, and so its charts.
 */
const { dataTag, derivedTag, inside: insideMultifatorial, onSuccess } = partTags('multifatorial');

/** Changes inside an analysis name it, so they refresh its data and charts (and its updated_at). */
interface InMultifatorial {
  multifatorialId: number;
}
const inside = ({ multifatorialId }: InMultifatorial) => insideMultifatorial(multifatorialId);

export const multifatorialApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** POST /api/multifatoriais/{id}/import_mcp/: re-sync from the linked MCP, or link `mcpId`. */
    importMcp: build.mutation<MultifatorialCategoryWithItems[], InMultifatorial & { mcpId?: number }>({
      query: ({ multifatorialId, mcpId }) => ({ url: `/api/multifatoriais/${multifatorialId}/import_mcp/`, method: 'POST', body: mcpId ? { mcpId } : {} }),
      invalidatesTags: onSuccess(inside),
    }),
    /** GET /api/multifatoriais/{id}/criteria/ */
    getCriteria: build.query<MultifatorialCriterion[], number>({
      query: (id) => `/api/multifatoriais/${id}/criteria/`,
      providesTags: (_result, _error, id) => [dataTag(id)],
    }),
    /** POST /api/multifatoriais/{id}/criteria/ */
    createCriterion: build.mutation<MultifatorialCriterion, InMultifatorial & { body: NewCriterionRequest }>({
      query: ({ multifatorialId, body }) => ({ url: `/api/multifatoriais/${multifatorialId}/criteria/`, method: 'POST', body }),
      invalidatesTags: onSuccess(inside),
    }),
    /** PUT /api/criteria/{id}/ */
    updateCriterion: build.mutation<MultifatorialCriterion, InMultifatorial & { id: number; version: number; body: CriterionRequest }>({
      query: ({ id, version, body }) => ({ url: `/api/criteria/${id}/`, method: 'PUT', body, version }),
      invalidatesTags: onSuccess(inside),
    }),
    /** DELETE /api/criteria/{id}/ */
    deleteCriterion: build.mutation<null, InMultifatorial & { id: number; version: number }>({
      query: ({ id, version }) => ({ url: `/api/criteria/${id}/`, method: 'DELETE', version }),
      invalidatesTags: onSuccess(inside),
    }),
    /** GET /api/multifatorial/{id}/categories/: the markets with their items. */
    getMarkets: build.query<MultifatorialCategoryWithItems[], number>({
      query: (id) => `/api/multifatorial/${id}/categories/`,
      providesTags: (_result, _error, id) => [dataTag(id)],
    }),
    /** POST /api/multifatorial/{id}/categories/ */
    createMarket: build.mutation<MultifatorialCategory, InMultifatorial & { body: CategoryRequest }>({
      query: ({ multifatorialId, body }) => ({ url: `/api/multifatorial/${multifatorialId}/categories/`, method: 'POST', body }),
      invalidatesTags: onSuccess(inside),
    }),
    /** PUT /api/category/{id}/ */
    updateMarket: build.mutation<MultifatorialCategory, InMultifatorial & { id: number; version: number; body: CategoryRequest }>({
      query: ({ id, version, body }) => ({ url: `/api/category/${id}/`, method: 'PUT', body, version }),
      invalidatesTags: onSuccess(inside),
    }),
    /** DELETE /api/category/{id}/ */
    deleteMarket: build.mutation<null, InMultifatorial & { id: number; version: number }>({
      query: ({ id, version }) => ({ url: `/api/category/${id}/`, method: 'DELETE', version }),
      invalidatesTags: onSuccess(inside),
    }),
    /** POST /api/multifatorial/{id}/categories/{categoryId}/items/ */
    createItem: build.mutation<MultifatorialItem, InMultifatorial & { categoryId: number; body: MultifatorialItemRequest }>({
      query: ({ multifatorialId, categoryId, body }) => ({ url: `/api/multifatorial/${multifatorialId}/categories/${categoryId}/items/`, method: 'POST', body }),
      invalidatesTags: onSuccess(inside),
    }),
    /** PUT /api/multifatorial_items/{id}/ */
    updateItem: build.mutation<MultifatorialItem, InMultifatorial & { id: number; version: number; body: MultifatorialItemRequest }>({
      query: ({ id, version, body }) => ({ url: `/api/multifatorial_items/${id}/`, method: 'PUT', body, version }),
      invalidatesTags: onSuccess(inside),
    }),
    /** DELETE /api/multifatorial_items/{id}/ */
    deleteItem: build.mutation<null, InMultifatorial & { id: number; version: number }>({
      query: ({ id, version }) => ({ url: `/api/multifatorial_items/${id}/`, method: 'DELETE', version }),
      invalidatesTags: onSuccess(inside),
    }),
    /** GET /api/multifatoriais/{id}/grades/?date= */
    getGrades: build.query<MonthGrades, InMultifatorial & { date: string }>({
      query: ({ multifatorialId, date }) => `/api/multifatoriais/${multifatorialId}/grades/?date=${encodeURIComponent(date)}`,
      providesTags: (_result, _error, { multifatorialId }) => [dataTag(multifatorialId)],
    }),
    /**
     * PUT /api/multifatoriais/{id}/grades/: a month's grades, all or nothing. It answers only the
     * grades it wrote, which the page merges into the month's cache (`mergeSavedGrades`), so only
     * what is computed from grades (charts, history) and the analysis are refetched; a 412
     * refetches everything inside.
     */
    saveGrades: build.mutation<MonthGrades, InMultifatorial & { body: GradesRequest }>({
      query: ({ multifatorialId, body }) => ({ url: `/api/multifatoriais/${multifatorialId}/grades/`, method: 'PUT', body }),
      invalidatesTags: (result, error, arg) => (error ? onSuccess(inside)(result, error, arg) : [derivedTag(arg.multifatorialId), analysisTag('multifatorial', arg.multifatorialId)]),
    }),
    /** GET /api/company/{companyId}/multifatoriais/chart_time_limits/?multifatorial= */
    getChartTimeLimits: build.query<ChartTimeLimits, { companyId: number } & InMultifatorial>({
      query: ({ companyId, multifatorialId }) => `/api/company/${companyId}/multifatoriais/chart_time_limits/?multifatorial=${multifatorialId}`,
      providesTags: (_result, _error, { multifatorialId }) => [dataTag(multifatorialId), derivedTag(multifatorialId)],
    }),
    /** POST …/simple_chart_data_for_period/ or …/detailed_chart_data_for_period/ for one multifatorial (a read: a query). */
    getChartPoints: build.query<MultifatorialPoint[], { companyId: number; detailed: boolean; body: ChartPeriodRequest & InMultifatorial }>({
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
  }),
});

export const {
  useImportMcpMutation,
  useGetCriteriaQuery,
  useCreateCriterionMutation,
  useUpdateCriterionMutation,
  useDeleteCriterionMutation,
  useGetMarketsQuery,
  useCreateMarketMutation,
  useUpdateMarketMutation,
  useDeleteMarketMutation,
  useCreateItemMutation,
  useUpdateItemMutation,
  useDeleteItemMutation,
  useGetGradesQuery,
  useLazyGetGradesQuery,
  useSaveGradesMutation,
  useGetChartTimeLimitsQuery,
  useGetChartPointsQuery,
} = multifatorialApi;
