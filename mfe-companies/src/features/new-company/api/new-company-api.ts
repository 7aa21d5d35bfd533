import type { Choices, Company, NewCompanyRequest } from 'contracts';
import { baseApi } from 'contracts/client';

export const newCompanyApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/general/get_choices */
    getChoices: build.query<Choices, void>({ query: () => '/api/general/get_choices' }),
    /** POST /api/general/new_company */
    newCompany: build.mutation<Company, NewCompanyRequest>({
      query: (body) => ({ url: '/api/general/new_company', method: 'POST', body }),
      invalidatesTags: (_result, error) => (error ? [] : ['Companies']),
    }),
  }),
});

export const { useGetChoicesQuery, useNewCompanyMutation } = newCompanyApi;
