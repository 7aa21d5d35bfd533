import type {
  Ambiental,
  AnalysisPatchRequest,
  ImportAmbientalRequest,
  NewAnalysisRequest,
  NewSwotItemRequest,
  Swot,
  SwotChartData,
  SwotCrossing,
  SwotCrossingsRequest,
  SwotImportResult,
  SwotItem,
  SwotItemRequest,
} from 'contracts';
import { baseApi } from 'contracts/client';

/**
 * Cache tags of the SWOT area, all of type 'Swot':
 * - `company-{companyId}`: the company's list;
 * - `{swotId}` (a number): the analysis itself (the guard, the header);
 * - `data-{swotId}`: its items and crossings, and so its chart.
 * The Ambiental list it imports from carries the Ambiental area's list tag, so it follows that area's changes.
 */
const listTag = (companyId: number) => ({ type: 'Swot' as const, id: `company-${companyId}` });
const swotTag = (id: number) => ({ type: 'Swot' as const, id });
const dataTag = (id: number) => ({ type: 'Swot' as const, id: `data-${id}` });

/** Mutations refresh nothing when they fail (the server changed nothing). */
const onSuccess =
  <A>(tags: (arg: A) => { type: 'Swot'; id: string | number }[]) =>
  (_result: unknown, error: unknown, arg: A) =>
    error ? [] : tags(arg);

/** Changes inside a SWOT name it, so they refresh its items, crossings and chart. */
interface InSwot {
  swotId: number;
}
const inside = ({ swotId }: InSwot) => [dataTag(swotId), swotTag(swotId)];

export const swotApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/company/{companyId}/swots/ */
    getSwots: build.query<Swot[], number>({
      query: (companyId) => `/api/company/${companyId}/swots/`,
      providesTags: (_result, _error, companyId) => [listTag(companyId)],
    }),
    /** POST /api/company/{companyId}/swots/ */
    createSwot: build.mutation<Swot, { companyId: number; body: NewAnalysisRequest }>({
      query: ({ companyId, body }) => ({ url: `/api/company/${companyId}/swots/`, method: 'POST', body }),
      invalidatesTags: onSuccess(({ companyId }) => [listTag(companyId)]),
    }),
    /** GET /api/swots/{id}/ */
    getSwot: build.query<Swot, number>({
      query: (id) => `/api/swots/${id}/`,
      providesTags: (_result, _error, id) => [swotTag(id)],
    }),
    /** PATCH /api/v3/swots/{id}/ with the changed fields only. */
    updateSwot: build.mutation<Swot, { companyId: number; id: number; patch: AnalysisPatchRequest }>({
      query: ({ id, patch }) => ({ url: `/api/v3/swots/${id}/`, method: 'PATCH', body: patch }),
      invalidatesTags: onSuccess(({ companyId, id }) => [listTag(companyId), swotTag(id)]),
    }),
    /** DELETE /api/swots/{id}/ */
    deleteSwot: build.mutation<null, { companyId: number; id: number }>({
      query: ({ id }) => ({ url: `/api/swots/${id}/`, method: 'DELETE' }),
      invalidatesTags: onSuccess(({ companyId }) => [listTag(companyId)]),
    }),
    /** GET /api/swots/{id}/items/ */
    getSwotItems: build.query<SwotItem[], number>({
      query: (swotId) => `/api/swots/${swotId}/items/`,
      providesTags: (_result, _error, swotId) => [dataTag(swotId)],
    }),
    /** POST /api/swots/{id}/items/ */
    createSwotItem: build.mutation<SwotItem, InSwot & { body: NewSwotItemRequest }>({
      query: ({ swotId, body }) => ({ url: `/api/swots/${swotId}/items/`, method: 'POST', body }),
      invalidatesTags: onSuccess(inside),
    }),
    /** PUT /api/swot_items/{id}/ */
    updateSwotItem: build.mutation<SwotItem, InSwot & { id: number; body: SwotItemRequest }>({
      query: ({ id, body }) => ({ url: `/api/swot_items/${id}/`, method: 'PUT', body }),
      invalidatesTags: onSuccess(inside),
    }),
    /** DELETE /api/swot_items/{id}/ */
    deleteSwotItem: build.mutation<null, InSwot & { id: number }>({
      query: ({ id }) => ({ url: `/api/swot_items/${id}/`, method: 'DELETE' }),
      invalidatesTags: onSuccess(inside),
    }),
    /** PUT /api/swots/{id}/crossings/ with the changed cells only. */
    setCrossings: build.mutation<SwotCrossing[], InSwot & { cells: SwotCrossingsRequest }>({
      query: ({ swotId, cells }) => ({ url: `/api/swots/${swotId}/crossings/`, method: 'PUT', body: cells }),
      invalidatesTags: onSuccess(inside),
    }),
    /** POST /api/swots/{id}/import_ambiental/ */
    importAmbiental: build.mutation<SwotImportResult, InSwot & { body: ImportAmbientalRequest }>({
      query: ({ swotId, body }) => ({ url: `/api/swots/${swotId}/import_ambiental/`, method: 'POST', body }),
      invalidatesTags: onSuccess(inside),
    }),
    /** GET /api/swots/{id}/chart_data/ */
    getSwotChart: build.query<SwotChartData, number>({
      query: (swotId) => `/api/swots/${swotId}/chart_data/`,
      providesTags: (_result, _error, swotId) => [dataTag(swotId)],
    }),
    /** GET /api/company/{id}/ambiental/: the company's Ambiental analyses a SWOT can import from. */
    getImportableAmbientais: build.query<Ambiental[], number>({
      query: (companyId) => `/api/company/${companyId}/ambiental/`,
      providesTags: (_result, _error, companyId) => [{ type: 'Ambiental' as const, id: `company-${companyId}` }],
    }),
  }),
});

export const {
  useGetSwotsQuery,
  useCreateSwotMutation,
  useGetSwotQuery,
  useUpdateSwotMutation,
  useDeleteSwotMutation,
  useGetSwotItemsQuery,
  useCreateSwotItemMutation,
  useUpdateSwotItemMutation,
  useDeleteSwotItemMutation,
  useSetCrossingsMutation,
  useImportAmbientalMutation,
  useGetSwotChartQuery,
  useGetImportableAmbientaisQuery,
} = swotApi;
