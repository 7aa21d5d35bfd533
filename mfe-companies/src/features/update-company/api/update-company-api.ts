import type { Company, UpdateCompanyRequest } from 'contracts';
import { baseApi } from 'contracts/client';

export const updateCompanyApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** POST /api/general/update_company */
    updateCompany: build.mutation<Company, UpdateCompanyRequest>({
      query: (body) => ({ url: '/api/general/update_company', method: 'POST', body }),
      invalidatesTags: (_result, error, { id }) => (error ? [] : ['Companies', { type: 'Company', id: Number(id) }]),
    }),
  }),
});

export const { useUpdateCompanyMutation } = updateCompanyApi;
