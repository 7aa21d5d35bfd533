import type {
  ImportAmbientalRequest,
  NewSwotItemRequest,
  SwotChartData,
  SwotCrossing,
  SwotCrossingsRequest,
  SwotImportResult,
  SwotItem,
  SwotItemRequest,
} from 'contracts';
import { baseApi } from 'contracts/client';
import { partTags } from '../../../shared/api/analyses-api';

/**
 * Cache tags of type 'Swot' (the list's and the analysis's own: shared/api/analyses-api):
 * `data-{id}` holds its items and crossings, and so its chart.
 */
const { dataTag, inside: insideSwot, onSuccess } = partTags('swot');

/** Changes inside a SWOT name it, so they refresh its items, crossings and chart (and its updated_at). */
interface InSwot {
  swotId: number;
}
const inside = ({ swotId }: InSwot) => insideSwot(swotId);

export const swotApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
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
    updateSwotItem: build.mutation<SwotItem, InSwot & { id: number; version: number; body: SwotItemRequest }>({
      query: ({ id, version, body }) => ({ url: `/api/swot_items/${id}/`, method: 'PUT', body, version }),
      invalidatesTags: onSuccess(inside),
    }),
    /** DELETE /api/swot_items/{id}/ */
    deleteSwotItem: build.mutation<null, InSwot & { id: number; version: number }>({
      query: ({ id, version }) => ({ url: `/api/swot_items/${id}/`, method: 'DELETE', version }),
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
  }),
});

export const {
  useGetSwotItemsQuery,
  useCreateSwotItemMutation,
  useUpdateSwotItemMutation,
  useDeleteSwotItemMutation,
  useSetCrossingsMutation,
  useImportAmbientalMutation,
  useGetSwotChartQuery,
} = swotApi;
