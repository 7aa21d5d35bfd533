import type {
  Ambiental,
  AmbientalChartData,
  AmbientalFactor,
  AmbientalSubfactor,
  AmbientalTemplate,
  AnalysisPatchRequest,
  FactorRequest,
  FactorWithSubfactors,
  NewAnalysisRequest,
  NewFactorRequest,
  NewSubfactorRequest,
  SubfactorRequest,
} from 'contracts';
import { baseApi } from 'contracts/client';

/**
 * Cache tags of the Ambiental area, all of type 'Ambiental':
 * - `company-{companyId}`: the company's list (also what a SWOT offers to import from);
 * - `{ambientalId}` (a number): the analysis itself (the guard, the header);
 * - `data-{ambientalId}`: its factors and subfactors, and so its chart.
 */
const listTag = (companyId: number) => ({ type: 'Ambiental' as const, id: `company-${companyId}` });
const ambientalTag = (id: number) => ({ type: 'Ambiental' as const, id });
const dataTag = (id: number) => ({ type: 'Ambiental' as const, id: `data-${id}` });

/** Mutations refresh nothing when they fail (the server changed nothing). */
const onSuccess =
  <A>(tags: (arg: A) => { type: 'Ambiental'; id: string | number }[]) =>
  (_result: unknown, error: unknown, arg: A) =>
    error ? [] : tags(arg);

/** Changes inside an analysis name it, so they refresh its factors and chart (and its updated_at in the list). */
interface InAmbiental {
  ambientalId: number;
}
const inside = ({ ambientalId }: InAmbiental) => [dataTag(ambientalId), ambientalTag(ambientalId)];

export const ambientalApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/company/{id}/ambiental/ */
    getAmbientais: build.query<Ambiental[], number>({
      query: (companyId) => `/api/company/${companyId}/ambiental/`,
      providesTags: (_result, _error, companyId) => [listTag(companyId)],
    }),
    /** GET /api/novaambiental/{companyId}/: the factors a new analysis starts with. */
    getAmbientalTemplate: build.query<AmbientalTemplate, number>({
      query: (companyId) => `/api/novaambiental/${companyId}/`,
    }),
    /** POST /api/company/{id}/ambiental/ */
    createAmbiental: build.mutation<Ambiental, { companyId: number; body: NewAnalysisRequest }>({
      query: ({ companyId, body }) => ({ url: `/api/company/${companyId}/ambiental/`, method: 'POST', body }),
      invalidatesTags: onSuccess(({ companyId }) => [listTag(companyId)]),
    }),
    /** GET /api/ambientais/{id}/ */
    getAmbiental: build.query<Ambiental, number>({
      query: (id) => `/api/ambientais/${id}/`,
      providesTags: (_result, _error, id) => [ambientalTag(id)],
    }),
    /** PATCH /api/v3/ambientais/{id}/ with the changed fields only. */
    updateAmbiental: build.mutation<Ambiental, { companyId: number; id: number; patch: AnalysisPatchRequest }>({
      query: ({ id, patch }) => ({ url: `/api/v3/ambientais/${id}/`, method: 'PATCH', body: patch }),
      invalidatesTags: onSuccess(({ companyId, id }) => [listTag(companyId), ambientalTag(id)]),
    }),
    /** DELETE /api/ambientais/{id}/ */
    deleteAmbiental: build.mutation<null, { companyId: number; id: number }>({
      query: ({ id }) => ({ url: `/api/ambientais/${id}/`, method: 'DELETE' }),
      invalidatesTags: onSuccess(({ companyId }) => [listTag(companyId)]),
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
    updateFactor: build.mutation<AmbientalFactor, InAmbiental & { id: number; body: FactorRequest }>({
      query: ({ id, body }) => ({ url: `/api/factors/${id}/`, method: 'PUT', body }),
      invalidatesTags: onSuccess(inside),
    }),
    /** DELETE /api/factors/{id}/ */
    deleteFactor: build.mutation<null, InAmbiental & { id: number }>({
      query: ({ id }) => ({ url: `/api/factors/${id}/`, method: 'DELETE' }),
      invalidatesTags: onSuccess(inside),
    }),
    /** POST /api/factors/{id}/subfactors/ */
    createSubfactor: build.mutation<AmbientalSubfactor, InAmbiental & { factorId: number; body: NewSubfactorRequest }>({
      query: ({ factorId, body }) => ({ url: `/api/factors/${factorId}/subfactors/`, method: 'POST', body }),
      invalidatesTags: onSuccess(inside),
    }),
    /** PUT /api/subfactors/{id}/ */
    updateSubfactor: build.mutation<AmbientalSubfactor, InAmbiental & { id: number; body: SubfactorRequest }>({
      query: ({ id, body }) => ({ url: `/api/subfactors/${id}/`, method: 'PUT', body }),
      invalidatesTags: onSuccess(inside),
    }),
    /** DELETE /api/subfactors/{id}/ */
    deleteSubfactor: build.mutation<null, InAmbiental & { id: number }>({
      query: ({ id }) => ({ url: `/api/subfactors/${id}/`, method: 'DELETE' }),
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
  useGetAmbientaisQuery,
  useGetAmbientalTemplateQuery,
  useCreateAmbientalMutation,
  useGetAmbientalQuery,
  useUpdateAmbientalMutation,
  useDeleteAmbientalMutation,
  useGetFactorsWithSubfactorsQuery,
  useCreateFactorMutation,
  useUpdateFactorMutation,
  useDeleteFactorMutation,
  useCreateSubfactorMutation,
  useUpdateSubfactorMutation,
  useDeleteSubfactorMutation,
  useGetAmbientalChartQuery,
} = ambientalApi;
