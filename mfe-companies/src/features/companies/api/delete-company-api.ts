import type { DeletedCompany } from 'contracts';
import { baseApi } from 'contracts/client';

export const deleteCompanyApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** POST /api/general/delete_company */
    deleteCompany: build.mutation<DeletedCompany, number>({
      query: (id) => ({ url: '/api/general/delete_company', method: 'POST', body: { id } }),
      invalidatesTags: (_result, error) => (error ? [] : ['Companies']),
    }),
  }),
});

export const { useDeleteCompanyMutation } = deleteCompanyApi;
