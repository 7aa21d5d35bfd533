import type {
  AmbientalChartData,
  AmbientalFactor,
  AmbientalSubfactor,
  AmbientalTemplate,
  FactorRequest,
  FactorWithSubfactors,
  NewFactorRequest,
  NewSubfactorRequest,
  SubfactorRequest,
} from 'contracts';
import { baseApi } from 'contracts/client';
import { partTags } from '../../../shared/api/analyses-api';

/**
 * Cache tags of type 'Ambiental' (the list's and the analysis's own: shared/api/analyses-api):
 * `data-{id}` holds its factors and subfactors, and so its chart.
 */
const { dataTag, inside: insideAmbiental, onSuccess } = partTags('ambiental');

/** Changes inside an analysis name it, so they refresh its factors and chart (and its updated_at in the list). */
interface InAmbiental {
  ambientalId: number;
}
const inside = ({ ambientalId }: InAmbiental) => insideAmbiental(ambientalId);

export const ambientalApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/novaambiental/{companyId}/: the factors a new analysis starts with. */
    getAmbientalTemplate: build.query<AmbientalTemplate, number>({
      query: (companyId) => `/api/novaambiental/${companyId}/`,
    }),
    /** GET /api/ambientais/{id}/factors/listWithSubfactors/ */
    getFactorsWithSubfactors: build.query<FactorWithSubfactors[], number>({
      query: (ambientalId) => `/api/ambientais/${ambientalId}/factors/listWithSubfactors/`,
      providesTags: (_result, _error, ambientalId) => [dataTag(ambientalId)],
    }),
    /** POST /api/ambientais/{id}/factors/ */
    createFactor: build.mutation<AmbientalFactor, InAmbiental & { body: NewFactorRequest }>({
      query: ({ ambientalId, body }) => ({ url: `/api/ambientais/${ambientalId}/factors/`, method: 'POST', body }),
      invalidatesTags: onSuccess(inside),
    }),
    /** PUT /api/factors/{id}/ */
    updateFactor: build.mutation<AmbientalFactor, InAmbiental & { id: number; version: number; body: FactorRequest }>({
      query: ({ id, version, body }) => ({ url: `/api/factors/${id}/`, method: 'PUT', body, version }),
      invalidatesTags: onSuccess(inside),
    }),
    /** DELETE /api/factors/{id}/ */
    deleteFactor: build.mutation<null, InAmbiental & { id: number; version: number }>({
      query: ({ id, version }) => ({ url: `/api/factors/${id}/`, method: 'DELETE', version }),
      invalidatesTags: onSuccess(inside),
    }),
    /** POST /api/factors/{id}/subfactors/ */
    createSubfactor: build.mutation<AmbientalSubfactor, InAmbiental & { factorId: number; body: NewSubfactorRequest }>({
      query: ({ factorId, body }) => ({ url: `/api/factors/${factorId}/subfactors/`, method: 'POST', body }),
      invalidatesTags: onSuccess(inside),
    }),
    /** PUT /api/subfactors/{id}/ */
    updateSubfactor: build.mutation<AmbientalSubfactor, InAmbiental & { id: number; version: number; body: SubfactorRequest }>({
      query: ({ id, version, body }) => ({ url: `/api/subfactors/${id}/`, method: 'PUT', body, version }),
      invalidatesTags: onSuccess(inside),
    }),
    /** DELETE /api/subfactors/{id}/ */
    deleteSubfactor: build.mutation<null, InAmbiental & { id: number; version: number }>({
      query: ({ id, version }) => ({ url: `/api/subfactors/${id}/`, method: 'DELETE', version }),
      invalidatesTags: onSuccess(inside),
    }),
    /** GET /api/ambientais/{id}/chart_data/ */
    getAmbientalChart: build.query<AmbientalChartData, number>({
      query: (ambientalId) => `/api/ambientais/${ambientalId}/chart_data/`,
      providesTags: (_result, _error, ambientalId) => [dataTag(ambientalId)],
    }),
  }),
});

export const {
  useGetAmbientalTemplateQuery,
  useGetFactorsWithSubfactorsQuery,
  useCreateFactorMutation,
  useUpdateFactorMutation,
  useDeleteFactorMutation,
  useCreateSubfactorMutation,
  useUpdateSubfactorMutation,
  useDeleteSubfactorMutation,
  useGetAmbientalChartQuery,
} = ambientalApi;
